import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import {
  SIGNED_NOTE_LOCKED_MESSAGE,
  SIGNING_MESSAGES,
  type CurrentUser,
  type Note,
  type ProfileUpdate,
  type Signer,
} from '@clinote/contracts';
import { setToken } from '@clinote/platform';
import { renderApp, stubFetch, type StubbedRoutes } from '@clinote/platform/testing';
import { EditableResult, type ResultDocument } from './EditableResult';

// Invented clinicians and fake clinical text only.
const NOTE_ID = '00000000-0000-4000-8000-0000000000a1';
const TEXT = 'SUBJECTIVE:\nFake patient reports 4/10 knee pain.\n\nPLAN:\nFake plan: 2x/week.';
const EDITED = `${TEXT}\nFake addition: HEP reviewed.`;
const PROFILE: CurrentUser = {
  id: 'user-1',
  email: 'clinician@example.test',
  firstName: 'Pat',
  lastName: 'Example',
  isAdmin: false,
  credentials: 'PT, DPT',
  npi: null,
};
const SIGNER: Signer = { userId: 'user-1', name: 'Pat Example', credentials: 'PT, DPT', npi: null };
const SIGNED_AT = '2026-03-04T14:05:00.000Z';

function saved(fields: Partial<Note> = {}): Note {
  return {
    id: NOTE_ID,
    kind: 'pt',
    title: 'SOAP Note - 3/4/2026',
    content: TEXT,
    isDraft: false,
    subjective: '',
    objective: '',
    assessment: '',
    plan: '',
    answers: null,
    version: 1,
    signedAt: null,
    signedBy: null,
    addenda: [],
    createdAt: '2026-03-04T14:00:00.000Z',
    updatedAt: '2026-03-04T14:00:00.000Z',
    ...fields,
  };
}

function signedIn(routes: StubbedRoutes = {}, user: CurrentUser = PROFILE) {
  setToken('fake-token');
  return stubFetch({
    'GET /api/auth/me': { body: user },
    [`PATCH /api/notes/${NOTE_ID}`]: async (request) => {
      const { text, version } = (await request.clone().json()) as { text: string; version: number };
      return { body: saved({ content: text, version: version + 1 }) };
    },
    [`POST /api/notes/${NOTE_ID}/email`]: { status: 202, body: { message: 'queued', to: user.email } },
    'POST /api/auth/confirm-password': async (request) => {
      const { password } = (await request.clone().json()) as { password: string };
      return password === 'right-password-1'
        ? { body: { signingToken: 'fake-signing-token', expiresIn: 300 } }
        : { status: 401, body: { statusCode: 401, message: SIGNING_MESSAGES.wrongPassword } };
    },
    [`POST /api/notes/${NOTE_ID}/sign`]: { body: saved({ signedAt: SIGNED_AT, signedBy: SIGNER }) },
    [`POST /api/notes/${NOTE_ID}/addenda`]: async (request) => {
      const { text } = (await request.clone().json()) as { text: string };
      return {
        status: 201,
        body: saved({
          signedAt: SIGNED_AT,
          signedBy: SIGNER,
          addenda: [{ id: 'add-1', text, signedAt: '2026-03-05T09:30:00.000Z', signedBy: SIGNER }],
        }),
      };
    },
    ...routes,
  });
}

const SAVED: ResultDocument = { text: TEXT, save: 'saved', noteId: NOTE_ID };

function show(document: ResultDocument = SAVED) {
  const copied: string[] = [];
  const view = renderApp(
    <main>
      <h1>PT Evaluation</h1>
      <EditableResult
        title="Formatted SOAP Note"
        subject="note"
        headingLevel={2}
        document={document}
        onCopy={(text) => copied.push(text)}
      />
    </main>,
  );
  return { ...view, copied };
}

const area = () => screen.getByRole('textbox', { name: 'Note text' }) as HTMLTextAreaElement;
const bodyOf = async (request: Request) => (await request.clone().json()) as Record<string, unknown>;
const sent = (requests: Request[], method: string, path: string) =>
  requests.filter((request) => request.method === method && new URL(request.url).pathname === path);

beforeEach(() => window.localStorage.clear());

describe('EditableResult: the generated note, edited, saved again, signed (issue 25)', () => {
  it('edits the saved note: Save changes sends the text with its version, e-mails the update; Copy takes what is on screen', async () => {
    const { requests } = signedIn();
    const { copied } = show();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    fireEvent.change(area(), { target: { value: EDITED } });
    expect(screen.getByText(/Your changes are not saved yet/)).toBeTruthy();
    // Signing waits for the changes to be saved: what is signed is what the account holds.
    expect((screen.getByRole('button', { name: 'Sign' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Copy to Clipboard' }));
    expect(copied).toEqual([EDITED]);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your note has been updated (version 2).')).toBeTruthy();
    const [patch] = sent(requests, 'PATCH', `/api/notes/${NOTE_ID}`);
    expect(await bodyOf(patch)).toEqual({ text: EDITED, version: 1 });
    await waitFor(() => expect(sent(requests, 'POST', `/api/notes/${NOTE_ID}/email`)).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Sign' }) as HTMLButtonElement).disabled).toBe(false);

    // The next edit is made from version 2; without the e-mail this time.
    fireEvent.change(area(), { target: { value: `${EDITED} Twice.` } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'E-mail me the updated version' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your note has been updated (version 3).')).toBeTruthy();
    expect(await bodyOf(sent(requests, 'PATCH', `/api/notes/${NOTE_ID}`)[1])).toEqual({ text: `${EDITED} Twice.`, version: 2 });
    expect(sent(requests, 'POST', `/api/notes/${NOTE_ID}/email`)).toHaveLength(1);
  });

  it('a change that is not saved keeps the text on screen and in the clipboard, with the server’s reason', async () => {
    const writeText = jest.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    signedIn({
      [`PATCH /api/notes/${NOTE_ID}`]: {
        status: 409,
        body: { message: 'This note was changed elsewhere: reopen it to see the latest version.' },
      },
    });
    show();
    fireEvent.change(area(), { target: { value: EDITED } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(
        'This note was changed elsewhere: reopen it to see the latest version. Your text is still on screen and copied to your clipboard.',
      ),
    ).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(EDITED);
    expect(area().value).toBe(EDITED);
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeTruthy();
  });

  it('signs with the password typed again: a wrong one is refused in the dialog; then the note is locked, signed, addenda offered', async () => {
    const { requests } = signedIn();
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign this note' });
    expect(within(dialog).getByText('Pat Example, PT, DPT')).toBeTruthy();
    // Nothing typed: said, nothing sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please enter your password.');
    fireEvent.change(within(dialog).getByLabelText('Your password'), { target: { value: 'wrong-password-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(SIGNING_MESSAGES.wrongPassword);
    expect((within(dialog).getByLabelText('Your password') as HTMLInputElement).value).toBe('');
    expect(sent(requests, 'POST', `/api/notes/${NOTE_ID}/sign`)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Your password'), { target: { value: 'right-password-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign' }));
    expect(await screen.findByText('Note Signed')).toBeTruthy();
    expect(await bodyOf(sent(requests, 'POST', `/api/notes/${NOTE_ID}/sign`)[0])).toEqual({ signingToken: 'fake-signing-token' });
    await waitFor(() => expect(area().readOnly).toBe(true));
    expect(screen.getByText('This note is signed and locked: it cannot be edited. Add an addendum instead.')).toBeTruthy();
    expect(
      within(screen.getByTestId('signature-block')).getByText(
        'Electronically signed by Pat Example, PT, DPT on March 4, 2026 at 14:05 UTC',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Add addendum' }));
    const addendum = await screen.findByRole('dialog', { name: 'Add an addendum' });
    fireEvent.change(within(addendum).getByLabelText('Addendum'), { target: { value: 'Fake late entry: pt called, HEP going well.' } });
    fireEvent.change(within(addendum).getByLabelText('Your password'), { target: { value: 'right-password-1' } });
    fireEvent.click(within(addendum).getByRole('button', { name: 'Sign addendum' }));
    expect(await screen.findByText('Addendum Added')).toBeTruthy();
    const block = within(screen.getByTestId('signature-block'));
    expect(block.getByRole('heading', { name: 'Addenda' })).toBeTruthy();
    expect(block.getByText('Fake late entry: pt called, HEP going well.')).toBeTruthy();
    expect(block.getByText('Addendum, March 5, 2026 at 09:30 UTC')).toBeTruthy();
  });

  it('a clinician without credentials gives them in the dialog: the profile is saved first, then the password confirmed', async () => {
    const profiles: ProfileUpdate[] = [];
    const { requests } = signedIn(
      {
        'PUT /api/auth/profile': async (request) => {
          const body = (await request.clone().json()) as ProfileUpdate & { firstName: string; lastName: string };
          profiles.push(body);
          return { body: { ...PROFILE, ...body } };
        },
      },
      { ...PROFILE, credentials: null },
    );
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign this note' });
    expect((within(dialog).getByLabelText('First name') as HTMLInputElement).value).toBe('Pat');
    fireEvent.change(within(dialog).getByLabelText('Your password'), { target: { value: 'right-password-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please enter your credentials (e.g. PT, DPT, OTR/L or RN).');
    fireEvent.change(within(dialog).getByLabelText('Credentials'), { target: { value: 'OTR/L' } });
    fireEvent.change(within(dialog).getByLabelText('NPI (optional)'), { target: { value: '1234567893' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign' }));
    expect(await screen.findByText('Note Signed')).toBeTruthy();
    expect(profiles).toEqual([{ firstName: 'Pat', lastName: 'Example', credentials: 'OTR/L', npi: '1234567893' }]);
    const order = requests.map((request) => `${request.method} ${new URL(request.url).pathname}`).filter((line) => !line.includes('/me'));
    expect(order).toEqual(['PUT /api/auth/profile', 'POST /api/auth/confirm-password', `POST /api/notes/${NOTE_ID}/sign`]);
  });

  it('a note refused as locked by the server says so (the lock is the server’s)', async () => {
    signedIn({ [`PATCH /api/notes/${NOTE_ID}`]: { status: 409, body: { message: SIGNED_NOTE_LOCKED_MESSAGE } } });
    show();
    fireEvent.change(area(), { target: { value: EDITED } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(new RegExp(`^${SIGNED_NOTE_LOCKED_MESSAGE}`))).toBeTruthy();
  });

  it('a guest, or a save still waiting: edit and copy only, no Save changes or Sign', async () => {
    signedIn();
    const { copied, unmount } = show({ text: TEXT, save: 'guest' });
    fireEvent.change(area(), { target: { value: EDITED } });
    fireEvent.click(screen.getByRole('button', { name: 'Copy to Clipboard' }));
    expect(copied).toEqual([EDITED]);
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull();
    unmount();
    show({ text: TEXT, save: 'pending' });
    fireEvent.change(area(), { target: { value: EDITED } });
    expect(screen.getByText('Edits are kept on this screen; Save changes appears once the note is saved.')).toBeTruthy();
  });

  it('a new document on screen starts from its own text', async () => {
    signedIn();
    function Page() {
      const [document, setDocument] = useState<ResultDocument>(SAVED);
      return (
        <main>
          <button type="button" onClick={() => setDocument({ text: 'SUBJECTIVE:\nAnother fake note.', save: 'guest' })}>
            Generate again
          </button>
          <EditableResult title="Formatted SOAP Note" subject="note" document={document} onCopy={() => undefined} />
        </main>
      );
    }
    renderApp(<Page />);
    fireEvent.change(area(), { target: { value: EDITED } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate again' }));
    expect(area().value).toBe('SUBJECTIVE:\nAnother fake note.');
  });

  it('has no axe violations, edited and with the signing dialog open', async () => {
    signedIn();
    show();
    fireEvent.change(area(), { target: { value: EDITED } });
    await act(async () => undefined);
    expect((await axe.run(document.body)).violations.map((v) => v.id)).toEqual([]);
    fireEvent.change(area(), { target: { value: TEXT } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
    await screen.findByRole('dialog', { name: 'Sign this note' });
    expect((await axe.run(document.body)).violations.map((v) => v.id)).toEqual([]);
  });
});
