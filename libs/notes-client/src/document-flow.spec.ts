import type { CreateNoteRequest, EnhanceFactCheck } from '@clinote/contracts';
import type { Toast } from '@clinote/platform';
import type { FormAnswers } from '@clinote/ui';
import {
  runDocumentFlow,
  reviewStep,
  type DocumentEffects,
  type DocumentKind,
  type FlowStage,
  type GeneratedDocument,
  type ShownDocument,
} from './document-flow';
import { flaggedParts, type CheckedPart } from './fact-check-choice';
import type { PhiDecision } from './phi-review';
import { phiRefusalOf, PhiRefused } from './phi-review-refusal';

// The pipeline with a made-up kind of document in two parts, each enhanced separately (as SOAP
// sections are; a letter is the one-part case, mfe-dme/src/letter-flow.spec.ts). Fake text only.

interface FakeDocument extends GeneratedDocument {
  plain: string;
  fallback?: 'plain';
}
type FakeRequest = { part: string; content: string; phiConfirmed?: boolean };

const ANSWERS: FormAnswers = { fake: { first: 'fake first answer', second: 'fake second answer' } };
const PLAIN = 'first: fake first answer\nsecond: fake second answer';
const GENERATED = new Date(2026, 2, 4, 9, 0);
const SAVED = new Date(2026, 2, 4, 9, 5);

const plainOf = (answers: FormAnswers) => Object.entries(answers.fake ?? {}).map(([part, text]) => `${part}: ${text}`);

/** Each part sent on its own; a refusal stops, any other failure falls back to the plain text. */
const FAKE: DocumentKind<FakeDocument, FakeRequest> = {
  name: 'Fake',
  toasts: {
    enhancing: { title: 'Enhancing', kind: 'info' },
    fallback: { plain: { title: 'Plain Text Used', kind: 'warning' } },
    copied: (aiEnhanced) => ({ title: 'Copied', description: aiEnhanced ? 'AI text copied' : 'plain text copied', kind: 'success' }),
    copyFailed: { title: 'Not Copied', kind: 'warning' },
    saved: { title: 'Saved', kind: 'success' },
    saveFailed: { title: 'Not Saved', kind: 'error' },
    savePending: { title: 'Not Saved Yet', kind: 'warning' },
    emailed: (email) => ({ title: 'Emailed', description: `to ${email}`, kind: 'success' }),
    failed: (message) => ({ title: 'Error', description: message ?? 'Failed to make the fake document', kind: 'error' }),
  },
  announcesEnhancement: (answers) => plainOf(answers).length > 0,
  async generate(answers, { aiEnabled, enhance, onEnhanceFailed }) {
    const lines = plainOf(answers);
    const plain = lines.join('\n');
    if (!aiEnabled) return { text: plain, plain, aiEnhanced: false };
    const checked: CheckedPart[] = [];
    try {
      const texts = await Promise.all(
        Object.entries(answers.fake ?? {}).map(async ([part], i) => {
          try {
            const { enhancedText, factCheck } = await enhance({ part, content: lines[i] });
            checked.push({ label: part, sent: lines[i], enhancedText, factCheck });
            return enhancedText;
          } catch (error) {
            const refusal = phiRefusalOf(error);
            throw refusal ? new PhiRefused(refusal, part) : error;
          }
        }),
      );
      const flagged = flaggedParts(checked);
      return { text: texts.join('\n'), plain, aiEnhanced: true, ...(flagged.length > 0 ? { flagged } : {}) };
    } catch (error) {
      if (error instanceof PhiRefused) throw error;
      onEnhanceFailed(error);
      return { text: plain, plain, aiEnhanced: false, fallback: 'plain' };
    }
  },
  choose: (document, choice) =>
    choice === 'ai'
      ? { ...document, flagged: undefined, choice }
      : { text: document.plain, plain: document.plain, aiEnhanced: false, choice },
  note: (document, { generated, saved }): CreateNoteRequest => ({
    title: `Fake - ${generated.getHours()}:0${generated.getMinutes()} saved ${saved.getHours()}:0${saved.getMinutes()}`,
    kind: 'walker',
    content: document.text,
    subjective: document.plain,
  }),
  waitsForEmail: true,
};

/** Fake effects: a signed-in clinician, everything succeeding, every toast, stage and screen state recorded. */
function effects(overrides: Partial<DocumentEffects<FakeDocument, FakeRequest>> = {}) {
  const toasts: Toast[] = [];
  const shown: ShownDocument<FakeDocument>[] = [];
  const stages: FlowStage[] = [];
  const logged: string[] = [];
  const account = {
    email: 'clinician@example.test',
    save: jest.fn(async (_note: CreateNoteRequest) => ({ id: 'note-1' })),
    sendEmail: jest.fn(async (_id: string) => ({})),
  };
  const dates = [GENERATED, SAVED];
  const fx: DocumentEffects<FakeDocument, FakeRequest> = {
    review: async (answers) => ({ answers, phiConfirmed: false }),
    enhance: jest.fn(async (request: FakeRequest) => ({ enhancedText: `AI ${request.part}` })),
    chooseText: jest.fn(async () => undefined),
    copy: jest.fn(async () => true),
    show: (document) => shown.push(document),
    notify: (toast) => toasts.push(toast),
    log: (message) => logged.push(message),
    now: () => dates.shift() ?? SAVED,
    stage: (stage) => stages.push(stage),
    account,
    ...overrides,
  };
  return { fx, toasts, shown, stages, logged, account, titles: () => toasts.map((toast) => toast.title) };
}

const run = (fx: DocumentEffects<FakeDocument, FakeRequest>, aiEnabled = true, answers = ANSWERS) =>
  runDocumentFlow(FAKE, answers, { aiEnabled }, fx);
const REFUSAL = {
  status: 422,
  data: { statusCode: 422, error: 'PHI_DETECTED', message: 'm', findings: [{ type: 'name', start: 0, end: 3, confidence: 'high' }] },
};

describe('runDocumentFlow: review → text → enhancement → fact-check choice → copy → save → e-mail', () => {
  it('AI on, signed in: each part enhanced on its own; enhancing → copied → saved → e-mailed; the note dated at generation and at save', async () => {
    const { fx, toasts, shown, stages, account, titles } = effects();
    const outcome = await run(fx);
    expect(fx.enhance).toHaveBeenCalledTimes(2);
    expect(fx.enhance).toHaveBeenCalledWith({ part: 'first', content: 'first: fake first answer' });
    expect(titles()).toEqual(['Enhancing', 'Copied', 'Saved', 'Emailed']);
    expect(toasts[1].description).toBe('AI text copied');
    expect(toasts[3].description).toBe('to clinician@example.test');
    expect(fx.copy).toHaveBeenCalledWith('AI first\nAI second');
    expect(account.save).toHaveBeenCalledWith({
      title: 'Fake - 9:00 saved 9:05',
      kind: 'walker',
      content: 'AI first\nAI second',
      subjective: PLAIN,
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(account.sendEmail).toHaveBeenCalledWith('note-1');
    expect(shown.map((document) => [document.copied, document.save])).toEqual([
      [null, 'saving'],
      [true, 'saving'],
      [true, 'saved'],
    ]);
    expect(stages).toEqual(['generate', 'save', 'email']);
    expect(outcome).toEqual({
      status: 'done',
      document: { text: 'AI first\nAI second', plain: PLAIN, aiEnhanced: true, copied: true, save: 'saved', noteId: 'note-1' },
    });
  });

  it('AI off: no call, no enhancing toast; the plain text copied and saved', async () => {
    const { fx, toasts, account, titles } = effects();
    await run(fx, false);
    expect(fx.enhance).not.toHaveBeenCalled();
    expect(titles()).toEqual(['Copied', 'Saved', 'Emailed']);
    expect(toasts[0].description).toBe('plain text copied');
    expect(account.save).toHaveBeenCalledWith(expect.objectContaining({ content: PLAIN }));
  });

  it('each document is saved with an id of its own, so the same save sent again is stored once (issue 25)', async () => {
    const { fx, account } = effects();
    await run(fx, false);
    await run(fx, false);
    const [first, second] = (account.save as jest.Mock).mock.calls.map(([note]) => note.clientId);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second).not.toBe(first);
  });

  it('answers the kind does not send: no enhancing toast', async () => {
    const { fx, titles } = effects();
    await run(fx, true, { fake: {} });
    expect(titles()).toEqual(['Copied', 'Saved', 'Emailed']);
  });

  it("a failed call: the kind's fallback and its toast, the failure logged", async () => {
    const { fx, titles, logged } = effects({ enhance: () => Promise.reject({ status: 503, data: { message: 'down' } }) });
    const outcome = await run(fx);
    expect(titles()).toEqual(['Enhancing', 'Plain Text Used', 'Copied', 'Saved', 'Emailed']);
    expect(logged).toContain('Fake enhancement failed:');
    expect(outcome).toMatchObject({ status: 'done', document: { text: PLAIN, fallback: 'plain', aiEnhanced: false } });
  });

  it('PHI review: Cancel stops before anything is sent; the reviewed answers are used; Keep adds phiConfirmed to every call', async () => {
    const cancelled = effects({ review: async () => undefined });
    expect(await run(cancelled.fx)).toEqual({ status: 'cancelled' });
    expect(cancelled.toasts).toEqual([]);
    expect(cancelled.stages).toEqual([]);
    expect(cancelled.fx.enhance).not.toHaveBeenCalled();

    const redacted = { fake: { first: 'seen by [NAME]' } };
    const removed = effects({ review: async () => ({ answers: redacted, phiConfirmed: false }) });
    await run(removed.fx);
    expect(removed.fx.enhance).toHaveBeenCalledWith({ part: 'first', content: 'first: seen by [NAME]' });

    const kept = effects({ review: async (answers) => ({ answers, phiConfirmed: true }) });
    await run(kept.fx);
    expect((kept.fx.enhance as jest.Mock).mock.calls.map(([request]) => request.phiConfirmed)).toEqual([true, true]);
  });

  it('svc-ai\'s PHI refusal (issue 21): "Not Sent to the AI" naming the part, no fallback, nothing shown, copied or saved', async () => {
    const { fx, toasts, shown, account, titles } = effects({
      enhance: jest.fn(async (request: FakeRequest) => (request.part === 'second' ? Promise.reject(REFUSAL) : { enhancedText: 'x' })),
    });
    expect(await run(fx)).toEqual({ status: 'refused' });
    expect(titles()).toEqual(['Enhancing', 'Not Sent to the AI']);
    expect(toasts[1]).toMatchObject({ kind: 'error', durationMs: 15_000 });
    expect(toasts[1].description).toMatch(/^Patient identifiers \(a name in second\) were not confirmed/);
    expect(shown).toEqual([]);
    expect(fx.copy).not.toHaveBeenCalled();
    expect(account.save).not.toHaveBeenCalled();
  });

  it('guests: copied, never saved or e-mailed', async () => {
    const { fx, shown, stages, titles } = effects({ account: undefined });
    expect(await run(fx, false)).toMatchObject({ status: 'done', document: { save: 'guest', copied: true } });
    expect(titles()).toEqual(['Copied']);
    expect(shown.at(-1)).toMatchObject({ save: 'guest' });
    expect(stages).toEqual(['generate']);
  });

  it('copy refused: the clipboard toast, and the document still shown and saved', async () => {
    const { fx, shown, titles } = effects({ copy: async () => false });
    await run(fx, false);
    expect(titles()).toEqual(['Not Copied', 'Saved', 'Emailed']);
    expect(shown.at(-1)).toMatchObject({ copied: false, save: 'saved' });
  });

  it('save failure: its toast, logged, no e-mail; the document stays shown', async () => {
    const { fx, account, shown, logged, titles } = effects();
    account.save.mockRejectedValueOnce({ status: 500, data: { message: 'database unavailable' } });
    const outcome = await run(fx, false);
    expect(titles()).toEqual(['Copied', 'Not Saved']);
    expect(logged).toEqual(['Fake not saved:']);
    expect(account.sendEmail).not.toHaveBeenCalled();
    expect(shown.at(-1)).toMatchObject({ copied: true, save: 'not-saved' });
    expect(outcome).toMatchObject({ status: 'done', document: { save: 'not-saved' } });
  });

  describe('a save that did not reach the server (issue 25)', () => {
    const later = (outcome: Promise<string | null> | null = new Promise(() => undefined)) => jest.fn(() => outcome);
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

    it.each([
      ['no network', { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }],
      ['no answer in time', { status: 'TIMEOUT_ERROR', error: 'AbortError: timed out' }],
      ['the gateway: service refused', { status: 503, data: { error: 'UPSTREAM_UNAVAILABLE' } }],
      ['the gateway: service too slow', { status: 504, data: { error: 'UPSTREAM_UNAVAILABLE' } }],
      ['a proxy page', { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>Bad Gateway</html>' }],
      ['a TypeError', new TypeError('Failed to fetch')],
    ])('%s: kept with its clientId to be sent again; "pending", its toast, no e-mail', async (_case, error) => {
      const { fx, account, shown, logged, titles } = effects();
      const saveLater = later();
      Object.assign(account, { saveLater });
      account.save.mockRejectedValueOnce(error);
      const outcome = await run(fx, false);
      const clientId = account.save.mock.calls[0][0].clientId;
      expect(saveLater).toHaveBeenCalledWith({
        note: expect.objectContaining({ content: PLAIN, clientId }),
        text: PLAIN,
        name: 'Fake',
        answers: ANSWERS,
        toasts: {
          saved: { title: 'Saved', kind: 'success' },
          emailed: { title: 'Emailed', description: 'to clinician@example.test', kind: 'success' },
        },
      });
      expect(titles()).toEqual(['Copied', 'Not Saved Yet']);
      expect(logged).toEqual(['Fake not saved yet, kept to send again:']);
      expect(account.sendEmail).not.toHaveBeenCalled();
      expect(shown.at(-1)).toMatchObject({ copied: true, save: 'pending' });
      expect(outcome).toMatchObject({ status: 'done', document: { save: 'pending' } });
    });

    it.each([
      ['a bad request', 400],
      ['too large', 413],
      ['signed out', 401],
      ['over the quota', 429],
      ['a server error', 500],
    ])('%s (%i) is a refusal: not kept, "not-saved" as before', async (_case, status) => {
      const { fx, account, shown, titles } = effects();
      const saveLater = later();
      Object.assign(account, { saveLater });
      account.save.mockRejectedValueOnce({ status, data: { message: 'refused' } });
      await run(fx, false);
      expect(saveLater).not.toHaveBeenCalled();
      expect(titles()).toEqual(['Copied', 'Not Saved']);
      expect(shown.at(-1)).toMatchObject({ save: 'not-saved' });
    });

    it('storage refused (full or off): not saved, as before — the text stays on screen and in the clipboard', async () => {
      const { fx, account, shown, titles } = effects();
      Object.assign(account, { saveLater: later(null) });
      account.save.mockRejectedValueOnce({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' });
      await run(fx, false);
      expect(titles()).toEqual(['Copied', 'Not Saved']);
      expect(shown.at(-1)).toMatchObject({ copied: true, save: 'not-saved' });
    });

    it('saved later: the document still on screen becomes "saved" with its note; the toasts and the e-mail are the outbox’s', async () => {
      let saved!: (noteId: string | null) => void;
      const { fx, account, shown, titles } = effects();
      Object.assign(account, { saveLater: later(new Promise((resolve) => (saved = resolve))) });
      account.save.mockRejectedValueOnce({ status: 'FETCH_ERROR' });
      await run(fx, false);
      saved('note-9');
      await settle();
      expect(shown.at(-1)).toMatchObject({ save: 'saved', noteId: 'note-9', copied: true });
      expect(titles()).toEqual(['Copied', 'Not Saved Yet']);
      expect(account.sendEmail).not.toHaveBeenCalled();
    });

    it('refused when sent again: "not-saved"; after Clear All or a newer run: the screen is left alone', async () => {
      let settleLater!: (noteId: string | null) => void;
      const refused = effects();
      Object.assign(refused.account, { saveLater: later(new Promise((resolve) => (settleLater = resolve))) });
      refused.account.save.mockRejectedValueOnce({ status: 'FETCH_ERROR' });
      await run(refused.fx, false);
      settleLater(null);
      await settle();
      expect(refused.shown.at(-1)).toMatchObject({ save: 'not-saved' });

      let current = true;
      const cleared = effects({ isCurrent: () => current });
      Object.assign(cleared.account, { saveLater: later(new Promise((resolve) => (settleLater = resolve))) });
      cleared.account.save.mockRejectedValueOnce({ status: 'FETCH_ERROR' });
      await run(cleared.fx, false);
      const count = cleared.shown.length;
      current = false;
      settleLater('note-9');
      await settle();
      expect(cleared.shown).toHaveLength(count);
    });
  });

  it('e-mail failure is only logged (docs/product.md §8)', async () => {
    const { fx, account, logged, titles } = effects();
    account.sendEmail.mockRejectedValueOnce(new Error('mail queue down'));
    expect(await run(fx, false)).toMatchObject({ status: 'done', document: { save: 'saved', noteId: 'note-1' } });
    expect(titles()).toEqual(['Copied', 'Saved']);
    expect(logged).toEqual(['Fake e-mail not sent:']);
  });

  it('a kind that does not wait for the e-mail ends once saved; the e-mail toast comes when the request is answered', async () => {
    let answer!: () => void;
    const { fx, account, titles } = effects();
    account.sendEmail.mockImplementationOnce(() => new Promise((resolve) => (answer = () => resolve({}))));
    const outcome = await runDocumentFlow({ ...FAKE, waitsForEmail: false }, ANSWERS, { aiEnabled: false }, fx);
    expect(outcome).toMatchObject({ status: 'done', document: { save: 'saved' } });
    expect(titles()).toEqual(['Copied', 'Saved']);
    answer();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(titles()).toEqual(['Copied', 'Saved', 'Emailed']);
  });

  describe('an AI text whose fact check failed (issue 20)', () => {
    const factCheck: EnhanceFactCheck = { ok: false, lost: [], unsupported: [{ kind: 'measure', text: '4', start: 0, end: 1 }] };
    const flaggedSecond = () =>
      jest.fn(async (request: FakeRequest) =>
        request.part === 'second' ? { enhancedText: 'AI 4 second', factCheck } : { enhancedText: 'AI first' },
      );

    it('is shown with the question (without the flagged parts), and nothing is copied or saved until the answer', async () => {
      let answer!: (choice: 'ai' | 'standard' | undefined) => void;
      const chooseText = jest.fn(() => new Promise<'ai' | 'standard' | undefined>((resolve) => (answer = resolve)));
      const { fx, shown, stages, account, titles } = effects({ enhance: flaggedSecond(), chooseText });
      const outcome = run(fx);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(chooseText).toHaveBeenCalledWith([
        { label: 'second', sent: 'second: fake second answer', enhancedText: 'AI 4 second', factCheck },
      ]);
      expect(shown).toEqual([
        { text: 'AI first\nAI 4 second', plain: PLAIN, aiEnhanced: true, copied: null, save: 'saving', choice: 'pending' },
      ]);
      expect(stages).toEqual(['generate', 'choose']);
      expect(fx.copy).not.toHaveBeenCalled();
      expect(account.save).not.toHaveBeenCalled();
      expect(titles()).toEqual(['Enhancing']);
      answer('ai');
      expect(await outcome).toEqual({
        status: 'done',
        document: expect.objectContaining({ text: 'AI first\nAI 4 second', choice: 'ai', aiEnhanced: true, save: 'saved' }),
      });
      expect(fx.copy).toHaveBeenCalledWith('AI first\nAI 4 second');
      expect(titles()).toEqual(['Enhancing', 'Copied', 'Saved', 'Emailed']);
    });

    it('"Use the standard text": the kind\'s standard text is copied, saved and e-mailed, the choice shown', async () => {
      const { fx, account, toasts, shown } = effects({ enhance: flaggedSecond(), chooseText: async () => 'standard' });
      const outcome = await run(fx);
      expect(fx.copy).toHaveBeenCalledWith(PLAIN);
      expect(account.save).toHaveBeenCalledWith(expect.objectContaining({ content: PLAIN }));
      expect(account.sendEmail).toHaveBeenCalledWith('note-1');
      expect(toasts[1].description).toBe('plain text copied');
      expect(shown.at(-1)).toMatchObject({ choice: 'standard', copied: true });
      expect(outcome).toMatchObject({ status: 'done', document: { text: PLAIN, choice: 'standard', aiEnhanced: false } });
    });

    it('a dropped question (Clear All, a newer run) ends the flow: nothing copied or saved', async () => {
      const { fx, account } = effects({ enhance: flaggedSecond(), chooseText: async () => undefined });
      expect(await run(fx)).toEqual({ status: 'cancelled' });
      expect(fx.copy).not.toHaveBeenCalled();
      expect(account.save).not.toHaveBeenCalled();
    });

    it('passing checks are not asked about', async () => {
      const { fx } = effects({
        enhance: jest.fn(async () => ({ enhancedText: 'AI', factCheck: { ok: true, lost: [], unsupported: [] } })),
      });
      await run(fx);
      expect(fx.chooseText).not.toHaveBeenCalled();
    });
  });

  it('a run another took over (isCurrent false) stops quietly at its next step: no fallback or refusal toast, nothing shown', async () => {
    const stale = effects({ isCurrent: () => false, enhance: () => Promise.reject(new Error('down')) });
    expect(await run(stale.fx)).toEqual({ status: 'cancelled' });
    expect(stale.titles()).toEqual(['Enhancing']);
    expect(stale.shown).toEqual([]);

    const refused = effects({ isCurrent: () => false, enhance: () => Promise.reject(REFUSAL) });
    expect(await run(refused.fx)).toEqual({ status: 'refused' });
    expect(refused.titles()).toEqual(['Enhancing']);
  });

  it('anything else failing: the kind\'s "Error" with the message, or its own words; logged; a shown document stays', async () => {
    const broken = effects({ review: () => Promise.reject(new Error('Review crashed')) });
    expect(await run(broken.fx)).toEqual({ status: 'failed', message: 'Review crashed' });
    expect(broken.toasts).toEqual([{ title: 'Error', description: 'Review crashed', kind: 'error' }]);
    expect(broken.logged).toEqual(['Fake generation failed:']);

    const silent = effects({ copy: () => Promise.reject({}) });
    expect(await run(silent.fx, false)).toEqual({ status: 'failed', message: 'Failed to make the fake document' });
    expect(silent.toasts).toEqual([{ title: 'Error', description: 'Failed to make the fake document', kind: 'error' }]);
    expect(silent.shown).toHaveLength(1);
  });
});

describe('reviewStep: the PHI review as the first step', () => {
  const decide = (decision: PhiDecision) => jest.fn(async () => decision);

  it('Cancel → undefined; Remove them → the redacted answers, shown in the form; Keep and continue → phiConfirmed', async () => {
    const onRedacted = jest.fn();
    expect(await reviewStep(decide({ proceed: false }), { onRedacted })(ANSWERS)).toBeUndefined();

    const redacted = { fake: { first: '[NAME]' } };
    expect(
      await reviewStep(decide({ proceed: true, answers: redacted, redacted: true, confirmed: false }), { onRedacted })(ANSWERS),
    ).toEqual({ answers: redacted, phiConfirmed: false });
    expect(onRedacted).toHaveBeenCalledWith(redacted);

    onRedacted.mockClear();
    expect(
      await reviewStep(decide({ proceed: true, answers: ANSWERS, redacted: false, confirmed: true }), { onRedacted })(ANSWERS),
    ).toEqual({ answers: ANSWERS, phiConfirmed: true });
    expect(onRedacted).not.toHaveBeenCalled();
  });

  it('checks the texts built from the answers when given them', async () => {
    const review = decide({ proceed: true, answers: ANSWERS, redacted: false, confirmed: false });
    const outgoing = (answers: FormAnswers) => [{ label: 'Fake', text: plainOf(answers).join('\n') }];
    await reviewStep(review, { outgoing })(ANSWERS);
    expect(review).toHaveBeenCalledWith(ANSWERS, { outgoing });
  });
});
