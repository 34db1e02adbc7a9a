import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buildSoap, FORMS, joinSoap } from '@clinote/clinical-text';
import type { CheckedFact, CurrentUser, EnhanceResponse } from '@clinote/contracts';
import { notify, TOKEN_KEY, type Toast } from '@clinote/platform';
import { renderApp, stubFetch, type StubbedRoutes } from '@clinote/platform/testing';
import SoapRoutes from './SoapRoutes';

// Toasts replace one another (at most one visible): every toast asked for is recorded, and still shown.
jest.mock('@clinote/platform', () => {
  const actual = jest.requireActual('@clinote/platform');
  return { ...actual, notify: jest.fn(actual.notify) };
});
const toasts = () => (notify as jest.Mock).mock.calls.map(([toast]: [Toast]) => `${toast.title} / ${toast.description ?? ''}`);

// Issue 20: svc-ai's fact check flags an AI section → the note is shown with an alert, and nothing is
// copied, saved or e-mailed until the clinician keeps the AI text or takes the standard text.

const clinician: CurrentUser = {
  id: 'u1',
  email: 'pat.fake@clinote.test',
  firstName: 'Pat',
  lastName: 'Sample',
  isAdmin: false,
  credentials: null,
  npi: null,
};
const NOTE_ID = '00000000-0000-4000-8000-000000000001';
const question = (discipline: 'pt' | 'sn', section: number, key: string) =>
  FORMS[discipline].sections[section].fields.find((f) => f.key === key)!.question;

/** Invented answers only. */
const SN_ANSWERS = { subjective: { primaryDiagnosis: 'CHF', symptoms: 'Denies chest pain, c/o SOB w/ exertion' } };
/** The AI's subjective section: the negation turned into a complaint, a rating invented. */
const AI_SUBJECTIVE = 'Subjective: Primary diagnosis: CHF. Patient reports chest pain 8/10 and shortness of breath with exertion.';

const fact = (kind: CheckedFact['kind'], source: string, text: string): CheckedFact => ({
  kind,
  text,
  start: source.indexOf(text),
  end: source.indexOf(text) + text.length,
});

/** /api/enhance-note as svc-ai answers: the subjective section flagged (unless `ok`), the others passing. */
function enhanceNote({ ok = false } = {}) {
  return async (request: Request) => {
    const { section, content } = await request.clone().json();
    if (section !== 'subjective')
      return {
        body: { enhancedText: `${section}: polished.`, factCheck: { ok: true, lost: [], unsupported: [] } } satisfies EnhanceResponse,
      };
    const body: EnhanceResponse = ok
      ? { enhancedText: 'Subjective: faithful.', factCheck: { ok: true, lost: [], unsupported: [] } }
      : {
          enhancedText: AI_SUBJECTIVE,
          factCheck: {
            ok: false,
            lost: [fact('negation', content, 'Denies chest pain')],
            unsupported: [fact('score', AI_SUBJECTIVE, '8/10')],
          },
        };
    return { body };
  };
}

let clipboard: string[];
function server(routes: StubbedRoutes = {}, { signedIn = true } = {}) {
  if (signedIn) window.localStorage.setItem(TOKEN_KEY, 'token');
  return stubFetch({
    'GET /api/auth/me': signedIn ? { body: clinician } : { status: 401, body: {} },
    'POST /api/notes': async (request) => ({ status: 201, body: { id: NOTE_ID, ...(await request.clone().json()) } }),
    [`POST /api/notes/${NOTE_ID}/email`]: { status: 202, body: { message: 'ok', to: clinician.email } },
    ...routes,
  });
}

async function generateSn() {
  renderApp(<SoapRoutes />, { route: '/sn-eval' });
  await screen.findByRole('button', { name: 'Generate Note' });
  fireEvent.change(screen.getByLabelText(question('sn', 0, 'primaryDiagnosis')), {
    target: { value: SN_ANSWERS.subjective.primaryDiagnosis },
  });
  fireEvent.change(screen.getByLabelText(question('sn', 0, 'symptoms')), { target: { value: SN_ANSWERS.subjective.symptoms } });
  fireEvent.click(screen.getByRole('button', { name: 'Generate Note' }));
}

const saves = (requests: Request[]) => requests.filter((r) => r.method === 'POST' && new URL(r.url).pathname === '/api/notes');
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
const cardText = () => (screen.getByRole('textbox', { name: 'Note text' }) as HTMLTextAreaElement).value;

describe('the fact-check choice on the SOAP forms (issue 20)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    clipboard = [];
    (notify as jest.Mock).mockClear();
    Object.assign(navigator, { clipboard: { writeText: async (text: string) => void clipboard.push(text) } });
    HTMLElement.prototype.scrollIntoView = jest.fn();
  });

  it('a flagged section: the AI note on screen, the alert above it with focus, what was added and what was dropped; nothing copied or saved', async () => {
    const { requests } = server({ 'POST /api/enhance-note': enhanceNote() });
    await generateSn();
    const alert = await screen.findByRole('alertdialog', { name: 'Check the AI text' });
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(alert.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(alert.getAttribute('aria-describedby')!)!.textContent).toBe(
      'The AI text does not match your answers in these facts. Nothing has been copied or saved yet: choose the text to use.',
    );
    const added = within(alert).getByRole('list', { name: 'Not in your answers:' });
    expect(added.textContent).toBe('Score (Subjective): “…CHF. Patient reports chest pain 8/10 and shortness of breath with exertion.”');
    expect(within(added).getByText('8/10').tagName).toBe('MARK');
    const dropped = within(alert).getByRole('list', { name: 'Missing from the AI text:' });
    expect(dropped.textContent).toBe('Negation (Subjective): “Current symptoms: Denies chest pain, c/o SOB w/ exertion.”');
    expect(within(dropped).getByText('Denies chest pain').tagName).toBe('MARK');

    // The result card holds the AI text and says it is not copied; the alert comes before it.
    expect(cardText()).toContain(AI_SUBJECTIVE);
    expect(within(screen.getByTestId('result-card')).getByText('Not copied yet: choose the text to use above.')).toBeTruthy();
    expect(alert.compareDocumentPosition(screen.getByTestId('result-card')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The form is not busy while the question is open.
    expect(screen.getByRole('button', { name: 'Generate Note' })).toHaveProperty('disabled', false);

    await settle();
    expect(clipboard).toEqual([]);
    expect(saves(requests)).toEqual([]);
    // Only the "AI Enhancement" toast so far: no "Success!" before the choice.
    expect(toasts()).toEqual(['AI Enhancement / Transforming your notes into professional clinical documentation...']);
  });

  it('"Use the standard text": the standard note (AI off) is copied, saved and e-mailed; focus goes to the card', async () => {
    const { requests } = server({ 'POST /api/enhance-note': enhanceNote() });
    await generateSn();
    const alert = await screen.findByRole('alertdialog', { name: 'Check the AI text' });
    fireEvent.click(within(alert).getByRole('button', { name: 'Use the standard text' }));

    const standard = joinSoap(buildSoap('sn', SN_ANSWERS));
    await waitFor(() => expect(clipboard).toEqual([standard]));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(cardText()).toBe(standard);
    expect(screen.getByText(/The standard text is used: the AI text changed facts from your answers\./)).toBeTruthy();
    expect(document.activeElement).toBe(within(screen.getByTestId('result-card')).getByRole('button', { name: 'Copy to Clipboard' }));
    await waitFor(() => expect(saves(requests)).toHaveLength(1));
    expect(await saves(requests)[0].clone().json()).toMatchObject({ kind: 'sn', ...buildSoap('sn', SN_ANSWERS) });
    expect(await screen.findByText(`Your SOAP note has been emailed to ${clinician.email}`)).toBeTruthy();
    expect(toasts()).toEqual([
      'AI Enhancement / Transforming your notes into professional clinical documentation...',
      'Success! / SOAP note copied to clipboard!',
      'Note Saved / Your SOAP note has been saved to your account',
      `Email Sent / Your SOAP note has been emailed to ${clinician.email}`,
    ]);
  });

  it('"Keep the AI text": the AI note is copied, saved and e-mailed as it came', async () => {
    const { requests } = server({ 'POST /api/enhance-note': enhanceNote() });
    await generateSn();
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Keep the AI text' }));

    await waitFor(() => expect(clipboard).toHaveLength(1));
    expect(clipboard[0]).toMatch(new RegExp(`^${AI_SUBJECTIVE.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\n\n`));
    expect(cardText()).toBe(clipboard[0]);
    expect(screen.getByText(/You kept the AI text after its fact check\./)).toBeTruthy();
    await waitFor(() => expect(saves(requests)).toHaveLength(1));
    expect(await saves(requests)[0].clone().json()).toMatchObject({ kind: 'sn', subjective: AI_SUBJECTIVE });
    expect(await screen.findByText(`Your SOAP note has been emailed to ${clinician.email}`)).toBeTruthy();
    expect(toasts()[1]).toBe('Success! / AI-enhanced SOAP note copied to clipboard!');
  });

  it('PT: the two buttons in reading order and in the tab order; "Keep the AI text" saves PT content as the AI note', async () => {
    const { requests } = server({
      'POST /api/enhance-note': async () => {
        const enhancedText = 'Subjective: Patient is a 78-year-old female referred after right TKA.';
        return {
          body: {
            enhancedText,
            factCheck: {
              ok: false,
              lost: [{ kind: 'laterality', text: 'L TKA', start: 0, end: 0 }],
              unsupported: [fact('laterality', enhancedText, 'right TKA')],
            },
          },
        };
      },
    });
    renderApp(<SoapRoutes />, { route: '/pt-eval' });
    await screen.findByRole('button', { name: 'Generate Note' });
    fireEvent.change(screen.getByLabelText(question('pt', 0, 'patientInfo')), { target: { value: '78 y/o female referred after L TKA' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Note' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Check the AI text' });
    // PT's progress dialog closes as the question opens, and hands focus back to Generate Note once
    // its animation ends: the question keeps it.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(document.activeElement).toBe(alert);
    const buttons = within(alert).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Keep the AI text', 'Use the standard text']);
    expect(buttons.every((b) => b.tabIndex >= 0)).toBe(true);
    expect(within(alert).getByRole('list', { name: 'Not in your answers:' }).textContent).toContain('Side (Subjective)');
    // A lost fact whose offsets do not hold is still found in the text sent.
    expect(within(within(alert).getByRole('list', { name: 'Missing from the AI text:' })).getByText('L TKA').tagName).toBe('MARK');
    fireEvent.click(buttons[0]);
    await waitFor(() => expect(saves(requests)).toHaveLength(1));
    const saved = await saves(requests)[0].clone().json();
    expect(saved).toMatchObject({ kind: 'pt', subjective: 'Subjective: Patient is a 78-year-old female referred after right TKA.' });
    expect(saved.content).toBe(clipboard[0]);
  });

  it('a guest gets the same choice before the copy; nothing is ever saved', async () => {
    const { requests } = server({ 'POST /api/enhance-note': enhanceNote() }, { signedIn: false });
    await generateSn();
    const alert = await screen.findByRole('alertdialog', { name: 'Check the AI text' });
    expect(alert.textContent).toContain('Nothing has been copied yet: choose the text to use.');
    await settle();
    expect(clipboard).toEqual([]);
    fireEvent.click(within(alert).getByRole('button', { name: 'Use the standard text' }));
    await waitFor(() => expect(clipboard).toEqual([joinSoap(buildSoap('sn', SN_ANSWERS))]));
    await settle();
    expect(saves(requests)).toEqual([]);
  });

  it('Clear All while the question is open drops the note: nothing copied or saved, the alert gone', async () => {
    const { requests } = server({ 'POST /api/enhance-note': enhanceNote() });
    await generateSn();
    await screen.findByRole('alertdialog');
    fireEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByTestId('result-card')).toBeNull();
    await settle();
    expect(clipboard).toEqual([]);
    expect(saves(requests)).toEqual([]);
  });

  it('every section passing: no alert, copied, saved and e-mailed at once as before', async () => {
    const { requests } = server({ 'POST /api/enhance-note': enhanceNote({ ok: true }) });
    await generateSn();
    await waitFor(() => expect(clipboard).toHaveLength(1));
    expect(clipboard[0]).toMatch(/^Subjective: faithful\.\n\n/);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText(/This note has been copied to your clipboard\./)).toBeTruthy();
    expect(await screen.findByText(`Your SOAP note has been emailed to ${clinician.email}`)).toBeTruthy();
    expect(await saves(requests)[0].clone().json()).toMatchObject({ subjective: 'Subjective: faithful.' });
  });
});
