import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import * as guard from '@clinote/phi-guard';
import { FORMS } from '@clinote/clinical-text';
import type { FormAnswers } from '@clinote/ui';
import {
  findPhiInAnswers,
  loadPhiGuard,
  PREPARE_AFTER_MS,
  redactAnswers,
  rememberingFindings,
  usePhiReview,
  type OutgoingText,
  type PhiDecision,
} from './phi-review';
import { phiRefusalOf, phiRefusedToast, PhiRefused } from './phi-review-refusal';

// The review's rules, not the detector's ratings (libs/phi-guard has its own tests and is being
// improved): a stand-in detector with fixed ratings — "Tom" written with a capital a possible
// (low-confidence) name, an SSN a certain (high-confidence) identifier. The rest of the guard
// (redaction, the phrases) is the real one. Invented text only.
jest.mock('@clinote/phi-guard', () => {
  const actual = jest.requireActual('@clinote/phi-guard');
  const rated = [
    { pattern: /\bTom\b/g, type: 'name', confidence: 'low' },
    { pattern: /\b\d{3}-\d{2}-\d{4}\b/g, type: 'ssn', confidence: 'high' },
  ];
  // Every text the stand-in checked, in order (the guard the page loads is a copy of this module: a spy on it would not see its calls).
  const checkedTexts: string[] = [];
  const detectPhi = (text: string) => {
    checkedTexts.push(text);
    return rated
      .flatMap(({ pattern, type, confidence }) =>
        [...text.matchAll(pattern)].map((m) => ({ type, confidence, start: m.index!, end: m.index! + m[0].length, text: m[0] })),
      )
      .sort((a, b) => a.start - b.start);
  };
  return { ...actual, detectPhi, checkedTexts };
});
const { checkedTexts } = jest.requireMock<{ checkedTexts: string[] }>('@clinote/phi-guard');

const walker = FORMS.walker;
const [first, second] = walker.sections[0].fields;
const LOW = 'Lives with husband Tom, who helps with meals';
const HIGH = 'Fake SSN 123-45-6789 on file';

describe('the PHI review lists what leaves the browser (issues 13, 21)', () => {
  it('finds identifiers field by field, with their confidence', () => {
    const answers: FormAnswers = { medicalNecessity: { [first.key]: LOW, [second.key]: HIGH } };
    const found = findPhiInAnswers(guard, walker, answers);
    expect(found.map(({ key, field, finding }) => [key, field, finding.text, finding.confidence])).toEqual([
      [first.key, first.question, 'Tom', 'low'],
      [second.key, second.question, '123-45-6789', 'high'],
    ]);
  });

  it('checks the text built from the answers too: a finding only there is placed in the field that holds its words, and Remove reaches it', () => {
    // Building capitalises a first letter: "tom" in the field, "Tom" in what is sent.
    const answers: FormAnswers = { medicalNecessity: { [first.key]: 'lives with husband tom' } };
    const outgoing: OutgoingText[] = [{ label: 'Letter', text: 'Lives with husband Tom.' }];
    expect(findPhiInAnswers(guard, walker, answers)).toEqual([]);
    const found = findPhiInAnswers(guard, walker, answers, outgoing);
    expect(found).toEqual([
      {
        section: 'medicalNecessity',
        key: first.key,
        field: first.question,
        finding: expect.objectContaining({ text: 'tom', start: 19, end: 22, confidence: 'low', type: 'name' }),
      },
    ]);
    expect(redactAnswers(guard, walker, answers, found).medicalNecessity[first.key]).toBe('lives with husband [NAME]');
  });

  it("lists a finding of the built text that no field holds under the text's name, once", () => {
    const found = findPhiInAnswers(guard, walker, { medicalNecessity: {} }, [{ label: 'Letter', text: HIGH }]);
    expect(found.map(({ key, field, finding }) => [key, field, finding.text])).toEqual([['', 'Letter', '123-45-6789']]);
  });

  it('does not list twice what a field already shows', () => {
    const answers: FormAnswers = { medicalNecessity: { [first.key]: LOW } };
    expect(findPhiInAnswers(guard, walker, answers, [{ label: 'Letter', text: `${LOW}.` }])).toHaveLength(1);
  });
});

/** A page's use of the hook: review() on a button, the decision shown. */
function Harness({ answers, outgoing }: { answers: FormAnswers; outgoing?: OutgoingText[] }) {
  const phi = usePhiReview(walker);
  const [decision, setDecision] = useState<PhiDecision | null>(null);
  return (
    <>
      <button type="button" onClick={() => void phi.review(answers, { outgoing: outgoing && (() => outgoing) }).then(setDecision)}>
        Generate
      </button>
      <output data-testid="decision">{decision ? JSON.stringify(decision) : ''}</output>
      {phi.dialog}
    </>
  );
}

const decision = () => JSON.parse(screen.getByTestId('decision').textContent || 'null') as PhiDecision | null;

describe('the loaded guard remembers findings per text (issue 23)', () => {
  it('answers a text it checked before as the guard does, and a caller changing its answer changes nothing', async () => {
    const loaded = await loadPhiGuard();
    const text = HIGH;
    const first = loaded.detectPhi(text);
    expect(first).toEqual(guard.detectPhi(text));
    expect(first.length).toBeGreaterThan(0);
    first.length = 0;
    expect(loaded.detectPhi(text)).toEqual(guard.detectPhi(text));
    expect(loaded.detectPhi('Gait steady with rolling walker.')).toEqual([]);
  });

  it('checks a text once, however often it is asked (the review after the field warnings)', async () => {
    const detectPhi = jest.fn(guard.detectPhi);
    const remembering = rememberingFindings({ ...guard, detectPhi });
    const text = `${LOW} and walks 150 ft`;
    expect(remembering.detectPhi(text)).toEqual(remembering.detectPhi(text));
    expect(detectPhi).toHaveBeenCalledTimes(1);
    remembering.detectPhi(HIGH);
    expect(detectPhi).toHaveBeenCalledTimes(2);
  });
});

/** A page that reports its answers as they change, with the texts Generate would send built from them. */
function TypingHarness({ answers, outgoing }: { answers: FormAnswers; outgoing: (answers: FormAnswers) => OutgoingText[] }) {
  const phi = usePhiReview(walker, { outgoing });
  return (
    <>
      <button type="button" onClick={() => phi.onAnswersChange(answers)}>
        Type
      </button>
      <button type="button" onClick={() => void phi.review(answers, { outgoing })}>
        Generate
      </button>
    </>
  );
}

describe('the texts to be sent are checked once typing pauses (issue 23)', () => {
  it('checks them ahead, so Generate finds them remembered rather than checking them on the click', async () => {
    const built = 'Letter: pt walks 150 ft with a rolling walker, checked ahead of Generate.';
    const answers: FormAnswers = { [walker.sections[0].id]: { [first.key]: 'walks 150 ft with a rolling walker' } };
    render(<TypingHarness answers={answers} outgoing={() => [{ label: 'Letter', text: built }]} />);
    const checksOfBuilt = () => checkedTexts.filter((text) => text === built).length;

    fireEvent.click(screen.getByRole('button', { name: 'Type' }));
    expect(checksOfBuilt()).toBe(0); // not while typing
    await waitFor(() => expect(checksOfBuilt()).toBe(1), { timeout: PREPARE_AFTER_MS + 2000 });

    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    await act(async () => {
      await loadPhiGuard();
    });
    expect(checksOfBuilt()).toBe(1);
  });
});

describe('the review dialog tells identifiers from possible ones (issue 21)', () => {
  it('groups identifiers and possible identifiers under their own headings, each finding in its field', async () => {
    render(<Harness answers={{ medicalNecessity: { [first.key]: LOW, [second.key]: HIGH } }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Possible patient identifiers' });
    expect(dialog.textContent).toContain('Nothing has been sent or saved yet.');
    const certain = within(dialog).getByRole('list', { name: 'Patient identifiers' });
    const possible = within(dialog).getByRole('list', { name: 'May be patient identifiers: check these' });
    expect(certain.textContent).toBe(`${second.question}: “123-45-6789” — looks like a Social Security number`);
    expect(possible.textContent).toBe(`${first.question}: “Tom” — looks like a person's name`);
    expect(dialog.textContent).toContain('Keep and continue sends them as written');
  });

  it('shows only the group that has findings', async () => {
    render(<Harness answers={{ medicalNecessity: { [first.key]: LOW } }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Possible patient identifiers' });
    expect(within(dialog).queryByRole('list', { name: 'Patient identifiers' })).toBeNull();
    expect(within(dialog).getByRole('list', { name: 'May be patient identifiers: check these' })).toBeTruthy();
  });

  it('Keep and continue: the answers as typed, confirmed (svc-ai then lets even a possible name through to an external provider)', async () => {
    render(<Harness answers={{ medicalNecessity: { [first.key]: LOW } }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep and continue' }));
    await waitFor(() =>
      expect(decision()).toEqual({ proceed: true, answers: { medicalNecessity: { [first.key]: LOW } }, redacted: false, confirmed: true }),
    );
  });

  it('Remove them: placeholders for every listed finding, found in the field or only in the built text; not confirmed', async () => {
    render(
      <Harness
        answers={{ medicalNecessity: { [first.key]: 'lives with husband tom', [second.key]: HIGH } }}
        outgoing={[{ label: 'Letter', text: 'Lives with husband Tom.' }]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('list', { name: 'May be patient identifiers: check these' }).textContent).toContain('“tom”');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove them' }));
    await waitFor(() =>
      expect(decision()).toEqual({
        proceed: true,
        answers: { medicalNecessity: { [first.key]: 'lives with husband [NAME]', [second.key]: 'Fake SSN [ID] on file' } },
        redacted: true,
        confirmed: false,
      }),
    );
  });

  it('no finding: no dialog, the answers go on unconfirmed', async () => {
    render(<Harness answers={{ medicalNecessity: { [first.key]: 'Fake unsteady gait' } }} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Generate' })));
    await waitFor(() => expect(decision()).toMatchObject({ proceed: true, confirmed: false, redacted: false }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe("svc-ai's PHI refusal, should the page still meet one (issue 21)", () => {
  const refusal = (findings: Array<{ type: string; confidence: 'high' | 'low' }>) => ({
    status: 422,
    data: { statusCode: 422, error: 'PHI_DETECTED', message: 'm', findings: findings.map((f) => ({ ...f, start: 0, end: 3 })) },
  });

  it('is told apart from other failures', () => {
    expect(phiRefusalOf(refusal([{ type: 'name', confidence: 'low' }]))).toMatchObject({ error: 'PHI_DETECTED' });
    expect(phiRefusalOf({ status: 422, data: { message: 'content must be at most 60000 characters' } })).toBeUndefined();
    expect(phiRefusalOf({ status: 503, data: { error: 'PHI_DETECTED' } })).toBeUndefined();
    expect(phiRefusalOf(new Error('boom'))).toBeUndefined();
  });

  it('its toast says what was found where (possible or certain), that nothing was sent, and what to do', () => {
    const possible = phiRefusedToast(
      new PhiRefused(
        phiRefusalOf(
          refusal([
            { type: 'name', confidence: 'low' },
            { type: 'age-over-89', confidence: 'low' },
          ]),
        )!,
        'Subjective',
      ),
    );
    expect(possible).toEqual({
      title: 'Not Sent to the AI',
      description:
        'Possible patient identifiers (a name and an age over 89 in Subjective) were not confirmed, so the AI service refused the text. Nothing was sent and your answers are unchanged. ' +
        'Remove them and generate again, or turn AI Enhancement off; if Clinote was updated while this page was open, reload it first.',
      kind: 'error',
      durationMs: 15_000,
    });
    const certain = phiRefusedToast(
      new PhiRefused(
        phiRefusalOf(
          refusal([
            { type: 'ssn', confidence: 'high' },
            { type: 'name', confidence: 'low' },
          ]),
        )!,
        'the letter',
      ),
    );
    expect(certain.description).toMatch(/^Patient identifiers \(an ID number and a name in the letter\) were not confirmed/);
  });
});
