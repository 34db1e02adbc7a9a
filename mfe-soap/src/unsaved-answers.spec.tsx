import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FORMS } from '@clinote/clinical-text';
import type { CurrentUser } from '@clinote/contracts';
import { KEEP_DELAY_MS, UNSAVED_TEXTS } from '@clinote/notes-client';
import { readUnsavedAnswers, TOKEN_KEY } from '@clinote/platform';
import { renderApp, stubFetch } from '@clinote/platform/testing';
import SoapRoutes from './SoapRoutes';

const clinician: CurrentUser = {
  id: 'u1',
  email: 'pat.fake@clinote.test',
  firstName: 'Pat',
  lastName: 'Sample',
  isAdmin: false,
  credentials: null,
  npi: null,
};
const painLabel = FORMS.pt.sections[0].fields.find((f) => f.key === 'pain')!.question;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function signedIn() {
  window.localStorage.setItem(TOKEN_KEY, 'token');
  return stubFetch({
    'GET /api/auth/me': { body: clinician },
    'POST /api/notes': async (request) => ({ status: 201, body: { id: 'n1', ...(await request.clone().json()) } }),
    'POST /api/notes/n1/email': { status: 202, body: { message: 'ok', to: clinician.email } },
  });
}

async function openPt() {
  const view = renderApp(<SoapRoutes />, { route: '/pt-eval' });
  await screen.findByRole('button', { name: 'Generate Note' });
  return view;
}

describe('nothing typed is lost (issue 25)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    HTMLElement.prototype.scrollIntoView = jest.fn();
    Object.assign(navigator, { clipboard: { writeText: async () => undefined } });
  });

  it('keeps the answers as they are typed; the form opened again offers them, and Restore puts them back', async () => {
    signedIn();
    const first = await openPt();
    fireEvent.change(await screen.findByLabelText(painLabel), { target: { value: 'Fake L knee pain 4/10' } });
    await waitFor(() =>
      expect(readUnsavedAnswers('u1', 'soap:pt')?.answers).toMatchObject({ subjective: { pain: 'Fake L knee pain 4/10' } }),
    );
    first.unmount(); // the tab closed

    await openPt();
    const offer = await screen.findByText(/^Restore your unsaved answers from \d{1,2}:\d{2}\?$/);
    expect(offer).toBeTruthy();
    expect((screen.getByLabelText(painLabel) as HTMLTextAreaElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: UNSAVED_TEXTS.restore }));
    await waitFor(() => expect((screen.getByLabelText(painLabel) as HTMLTextAreaElement).value).toBe('Fake L knee pain 4/10'));
    expect(screen.queryByTestId('unsaved-answers')).toBeNull();
  });

  it('Discard forgets them; an untouched form keeps nothing', async () => {
    signedIn();
    const first = await openPt();
    fireEvent.change(await screen.findByLabelText(painLabel), { target: { value: 'Fake pain 2/10' } });
    await waitFor(() => expect(readUnsavedAnswers('u1', 'soap:pt')).not.toBeNull());
    first.unmount();
    const second = await openPt();
    fireEvent.click(await screen.findByRole('button', { name: UNSAVED_TEXTS.discard }));
    expect(readUnsavedAnswers('u1', 'soap:pt')).toBeNull();
    second.unmount();
    await openPt();
    await wait(KEEP_DELAY_MS + 100);
    expect(screen.queryByTestId('unsaved-answers')).toBeNull();
    expect(readUnsavedAnswers('u1', 'soap:pt')).toBeNull();
  });

  it('Clear All and a saved note forget them', async () => {
    signedIn();
    await openPt();
    fireEvent.change(await screen.findByLabelText(painLabel), { target: { value: 'Fake pain 5/10' } });
    await waitFor(() => expect(readUnsavedAnswers('u1', 'soap:pt')).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(readUnsavedAnswers('u1', 'soap:pt')).toBeNull();

    fireEvent.change(screen.getByLabelText(painLabel), { target: { value: 'Fake pain 6/10' } });
    await waitFor(() => expect(readUnsavedAnswers('u1', 'soap:pt')).not.toBeNull());
    fireEvent.click(screen.getByRole('switch', { name: 'AI Enhancement' }));
    fireEvent.click(screen.getByRole('button', { name: 'Generate Note' }));
    await screen.findByRole('navigation', { name: 'Start a letter from this evaluation:' }); // saved
    await waitFor(() => expect(readUnsavedAnswers('u1', 'soap:pt')).toBeNull());
  });
});
