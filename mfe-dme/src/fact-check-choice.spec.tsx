import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { buildLetter } from '@clinote/clinical-text';
import type { CheckedFact, EnhanceResponse } from '@clinote/contracts';
import { notify, type Toast } from '@clinote/platform';
import type { StubbedRoutes } from '@clinote/platform/testing';
import { CLINICIAN, madeRequest, renderLetterPage, settle, stubClipboard, type } from './test-helpers';

// Issue 20 on the letter pages: svc-ai's fact check flags the AI letter → it is shown with an alert,
// and nothing is copied, saved or e-mailed until the clinician keeps it or takes the plain letter.

jest.mock('@clinote/platform', () => {
  const actual = jest.requireActual('@clinote/platform');
  return { ...actual, notify: jest.fn(actual.notify) };
});
const titles = () => (notify as jest.Mock).mock.calls.map(([toast]: [Toast]) => toast.title);

jest.setTimeout(30_000);

/** Invented answers only. */
const WALKER = { mobilityLimitation: 'Fake unsteady gait w/o device, 2 falls in 3 months', walkerType: 'Two-wheeled walker' };
const PLAIN = buildLetter('walker', WALKER);
/** The AI letter: a number invented, the negation dropped. */
const AI_LETTER =
  'LETTER OF MEDICAL NECESSITY: WALKER/ROLLATOR\n\nThe patient has an unsteady gait and has had 4 falls in 3 months.\n\nA two-wheeled walker is requested.';
const at = (kind: CheckedFact['kind'], source: string, text: string): CheckedFact => ({
  kind,
  text,
  start: source.indexOf(text),
  end: source.indexOf(text) + text.length,
});
const FLAGGED: EnhanceResponse = {
  enhancedText: AI_LETTER,
  factCheck: {
    ok: false,
    lost: [at('measure', PLAIN, '2'), at('negation', PLAIN, 'w/o device')],
    unsupported: [at('measure', AI_LETTER, '4')],
  },
};

const SAVED = { body: { id: 'note-7', title: 'x' } };
const routes = (enhance: EnhanceResponse = FLAGGED): StubbedRoutes => ({
  'POST /api/enhance-dme': { body: enhance },
  'POST /api/notes': SAVED,
  'POST /api/notes/note-7/email': { body: { message: 'queued', to: CLINICIAN.email } },
});
const resultText = () =>
  (within(screen.getByTestId('result-card')).getByRole('textbox', { name: 'Letter text' }) as HTMLTextAreaElement).value;
const savedBody = async (requests: Request[]) =>
  requests
    .find((r) => r.method === 'POST' && new URL(r.url).pathname === '/api/notes')!
    .clone()
    .json();

async function generateWalker(options: { signedIn?: boolean; enhance?: EnhanceResponse } = {}) {
  const page = await renderLetterPage('walker', { signedIn: options.signedIn, routes: routes(options.enhance) });
  for (const [key, value] of Object.entries(WALKER)) type('walker', key, value);
  fireEvent.click(screen.getByRole('button', { name: 'Generate Letter of Medical Necessity' }));
  return page;
}

beforeEach(() => {
  localStorage.clear();
  (notify as jest.Mock).mockClear();
});

describe('the fact-check choice on the letter pages (issue 20)', () => {
  it('a flagged letter: shown with the alert (focused, above the card), nothing copied or saved, the form not busy; no axe violations', async () => {
    const clipboard = stubClipboard();
    const { requests } = await generateWalker();
    const alert = await screen.findByRole('alertdialog', { name: 'Check the AI text' });
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(within(alert).getByRole('list', { name: 'Not in your answers:' }).textContent).toBe(
      'Number: “…has an unsteady gait and has had 4 falls in 3 months.”',
    );
    const dropped = within(alert).getByRole('list', { name: 'Missing from the AI text:' });
    expect([...dropped.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Number: “Fake unsteady gait w/o device, 2 falls in 3 months.”',
      'Negation: “Fake unsteady gait w/o device, 2 falls in 3 months.”',
    ]);
    expect([...dropped.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['2', 'w/o device']);
    expect(resultText()).toBe(AI_LETTER);
    expect(within(screen.getByTestId('result-card')).getByText('Not copied yet: choose the text to use above.')).toBeTruthy();
    expect(alert.compareDocumentPosition(screen.getByTestId('result-card')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Generate Letter of Medical Necessity' })).toHaveProperty('disabled', false);
    await settle(50);
    expect(clipboard).not.toHaveBeenCalled();
    expect(madeRequest(requests, 'POST', '/api/notes')).toBe(false);
    expect(titles()).toEqual(['AI Enhancement']);

    const result = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false } },
    });
    expect(result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.html.slice(0, 160)}`))).toEqual([]);
  });

  it('"Use the standard text": the plain letter is shown, copied, saved as content and e-mailed', async () => {
    const clipboard = stubClipboard();
    const { requests } = await generateWalker();
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Use the standard text' }));
    await waitFor(() => expect(titles()).toEqual(['AI Enhancement', 'Success!', 'Letter Saved', 'Email Sent']));
    expect(clipboard).toHaveBeenCalledWith(PLAIN);
    expect(resultText()).toBe(PLAIN);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(
      within(screen.getByTestId('result-card')).getByText('The standard text is used: the AI text changed facts from your answers.'),
    ).toBeTruthy();
    expect(await savedBody(requests)).toMatchObject({ kind: 'walker', content: PLAIN, subjective: PLAIN });
    expect((notify as jest.Mock).mock.calls[1][0].description).toBe('Letter of Medical Necessity copied to clipboard!');
    expect(document.activeElement).toBe(within(screen.getByTestId('result-card')).getByRole('button', { name: 'Copy to Clipboard' }));
  });

  it('"Keep the AI text": the AI letter is copied, saved as content and e-mailed', async () => {
    const clipboard = stubClipboard();
    const { requests } = await generateWalker();
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Keep the AI text' }));
    await waitFor(() => expect(titles()).toEqual(['AI Enhancement', 'Success!', 'Letter Saved', 'Email Sent']));
    expect(clipboard).toHaveBeenCalledWith(AI_LETTER);
    expect(resultText()).toBe(AI_LETTER);
    expect(within(screen.getByTestId('result-card')).getByText('You kept the AI text after its fact check.')).toBeTruthy();
    expect(await savedBody(requests)).toMatchObject({ content: AI_LETTER, subjective: PLAIN });
    expect((notify as jest.Mock).mock.calls[1][0].description).toBe('AI-enhanced Letter of Medical Necessity copied to clipboard!');
  });

  it('a guest gets the same choice before the copy, and is never saved', async () => {
    const clipboard = stubClipboard();
    const { requests } = await generateWalker({ signedIn: false });
    const alert = await screen.findByRole('alertdialog', { name: 'Check the AI text' });
    expect(alert.textContent).toContain('Nothing has been copied yet: choose the text to use.');
    await settle(50);
    expect(clipboard).not.toHaveBeenCalled();
    fireEvent.click(within(alert).getByRole('button', { name: 'Use the standard text' }));
    await waitFor(() => expect(clipboard).toHaveBeenCalledWith(PLAIN));
    await settle(50);
    expect(titles()).toEqual(['AI Enhancement', 'Success!']);
    expect(madeRequest(requests, 'POST', '/api/notes')).toBe(false);
  });

  it('Clear All Fields while the question is open drops the letter: nothing copied or saved', async () => {
    const clipboard = stubClipboard();
    const { requests } = await generateWalker();
    await screen.findByRole('alertdialog');
    fireEvent.click(screen.getByRole('button', { name: 'Clear All Fields' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByTestId('result-card')).toBeNull();
    await settle(50);
    expect(clipboard).not.toHaveBeenCalled();
    expect(madeRequest(requests, 'POST', '/api/notes')).toBe(false);
  });

  it('a passing check: no alert; copied, saved and e-mailed at once as before', async () => {
    const clipboard = stubClipboard();
    const { requests } = await generateWalker({ enhance: { enhancedText: AI_LETTER, factCheck: { ok: true, lost: [], unsupported: [] } } });
    await waitFor(() => expect(titles()).toEqual(['AI Enhancement', 'Success!', 'Letter Saved', 'Email Sent']));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(clipboard).toHaveBeenCalledWith(AI_LETTER);
    expect(await savedBody(requests)).toMatchObject({ content: AI_LETTER });
  });
});
