import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { noteText, type CurrentUser, type Note, type RemoteName } from '@clinote/contracts';
import { keepUnsavedAnswers, readUnsavedAnswers, TOKEN_KEY, useLocation } from '@clinote/platform';
import { renderApp, stubFetch } from '@clinote/platform/testing';
import type { LoadRemoteRoutes } from '../remotes/remote-routes-module';
import { ShellApp } from '../ShellApp';
import { noteDestination, recentNotes } from './recent-notes';

const ann: CurrentUser = {
  id: 'u1',
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  isAdmin: false,
  credentials: null,
  npi: null,
};

let n = 0;
/** Invented notes, newest first as the API answers them. */
function note(fields: Partial<Note> = {}): Note {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    kind: 'pt',
    title: `SOAP Note - 3/${n}/2026`,
    content: `SUBJECTIVE:\nNote number ${n}.`,
    isDraft: false,
    subjective: 'SUBJECTIVE:\nPatient is a 70-year-old referred for gait training.',
    objective: 'OBJECTIVE:\nTUG score: 14 seconds.',
    assessment: '',
    plan: 'PLAN:\nVisit frequency: 2x/week.',
    answers: null,
    version: 1,
    signedAt: null,
    signedBy: null,
    addenda: [],
    createdAt: '2026-03-04T15:00:00.000Z',
    updatedAt: '2026-03-04T15:00:00.000Z',
    ...fields,
  };
}

const fakeRemote = (remote: RemoteName) => ({
  default: function FakeRemote() {
    const { pathname, search } = useLocation();
    return <div>{`${remote} renders ${pathname}${search}`}</div>;
  },
});
const load: LoadRemoteRoutes = async (remote) => fakeRemote(remote);

function signedInWith(notes: Note[]) {
  window.localStorage.setItem(TOKEN_KEY, 'token');
  return stubFetch({
    'GET /api/auth/me': { body: ann },
    'GET /api/notes': { body: notes },
    'POST /api/auth/logout-everywhere': { body: { message: 'ok' } },
    'POST /api/auth/logout': { status: 204 },
  });
}

describe('recent notes (docs/product.md §2, §9)', () => {
  it('keeps the 5 newest notes that have content and says whether there are more', () => {
    const empty = note({ content: '', subjective: '', objective: '', plan: '' });
    const notes = [note(), empty, note(), note(), note(), note(), note()];
    const { shown, hasMore } = recentNotes(notes);
    expect(shown).toHaveLength(5);
    expect(shown).not.toContain(empty);
    expect(hasMore).toBe(true);
    expect(recentNotes([note()]).hasMore).toBe(false);
    expect(recentNotes(undefined).shown).toEqual([]);
  });

  it('opens a draft in its editor (by title) and a completed note in the dialog', () => {
    expect(noteDestination({ id: 'd1', title: 'Draft SOAP Note - 3/4/2026', isDraft: true })).toEqual({ editor: '/pt-eval?draft=d1' });
    expect(noteDestination({ id: 'd2', title: 'OT Evaluation draft', isDraft: true })).toEqual({ editor: '/ot-eval?draft=d2' });
    expect(noteDestination({ id: 'n1', title: 'SOAP Note - 3/4/2026', isDraft: false })).toEqual({ dialog: true });
  });
});

describe('dashboard and My Notes', () => {
  beforeEach(() => window.localStorage.clear());

  it('lists up to 5 notes with a 150-character preview and says when there are more', async () => {
    const long = note({ title: 'SOAP Note - long', content: 'x'.repeat(400) });
    signedInWith([long, note(), note(), note(), note(), note()]);
    renderApp(<ShellApp loadRemoteRoutes={load} />, { route: '/' });
    const list = await screen.findByRole('list', { name: 'Recent notes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(list).getByText('x'.repeat(150))).toBeTruthy();
    expect(screen.getByText('Showing 5 most recent notes')).toBeTruthy();
  });

  it('opens a completed note in the Note dialog: title, date, only the non-empty parts, Copy and Close', async () => {
    const completed = note({ title: 'SN Evaluation - 3/4/2026', kind: 'sn' });
    signedInWith([completed]);
    renderApp(<ShellApp loadRemoteRoutes={load} />, { route: '/' });
    fireEvent.click(await screen.findByRole('button', { name: /SN Evaluation - 3\/4\/2026/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('SN Evaluation - 3/4/2026')).toBeTruthy();
    expect(within(dialog).getByText(/^Created \d+\/\d+\/2026$/)).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['SUBJECTIVE', 'OBJECTIVE', 'PLAN']);
    expect(within(dialog).getByText('Patient is a 70-year-old referred for gait training.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy to Clipboard' }));
    expect(await screen.findByText(/Copied to Clipboard|Copy Failed/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('the Note dialog of a PT or OT evaluation starts a letter from it, closing as it goes; not of an SN note (issue 24)', async () => {
    const pt = note({ title: 'PT Evaluation - 3/5/2026' });
    const sn = note({ title: 'SN Evaluation - 3/6/2026', kind: 'sn' });
    signedInWith([pt, sn]);
    renderApp(<ShellApp loadRemoteRoutes={load} />, { route: '/' });
    fireEvent.click(await screen.findByRole('button', { name: /SN Evaluation - 3\/6\/2026/ }));
    expect(within(await screen.findByRole('dialog')).queryByRole('navigation')).toBeNull();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(await screen.findByRole('button', { name: /PT Evaluation - 3\/5\/2026/ }));
    const start = within(
      within(await screen.findByRole('dialog')).getByRole('navigation', { name: 'Start a letter from this evaluation:' }),
    );
    expect(start.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Manual Wheelchair', `/dme/wheelchair?fromNote=${pt.id}`],
      ['Hospital Bed', `/dme/hospital-bed?fromNote=${pt.id}`],
      ['Bedside Commode', `/dme/commode?fromNote=${pt.id}`],
      ['Walker/Rollator', `/dme/walker?fromNote=${pt.id}`],
    ]);
    fireEvent.click(start.getByRole('link', { name: 'Walker/Rollator' }));
    expect(await screen.findByText(`mfe_dme renders /dme/walker?fromNote=${pt.id}`)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens a draft from My Notes in its editor with ?draft=', async () => {
    const draft = note({ title: 'Draft SOAP Note - 3/9/2026', isDraft: true, content: JSON.stringify({ subjective: { pain: '4/10' } }) });
    signedInWith([draft]);
    renderApp(<ShellApp loadRemoteRoutes={load} />, { route: '/' });
    await screen.findByRole('list', { name: 'Recent notes' }); // the notes have arrived
    fireEvent.click(await screen.findByRole('button', { name: 'My Notes' }));
    const menu = document.getElementById(screen.getByRole('button', { name: 'My Notes' }).getAttribute('aria-controls')!)!;
    fireEvent.click(within(menu).getByRole('button', { name: /Draft SOAP Note - 3\/9\/2026/ }));
    expect(await screen.findByText(`mfe_soap renders /pt-eval?draft=${draft.id}`)).toBeTruthy();
  });

  it('says "No notes yet" in My Notes when there are none', async () => {
    signedInWith([]);
    renderApp(<ShellApp loadRemoteRoutes={load} />, { route: '/' });
    fireEvent.click(await screen.findByRole('button', { name: 'My Notes' }));
    expect((await screen.findAllByText('No notes yet')).length).toBeGreaterThanOrEqual(1);
  });

  it('offers "Sign out everywhere" in the account menu: the server ends every session, then this tab signs out, forgetting unsaved answers', async () => {
    const { requests } = signedInWith([]);
    keepUnsavedAnswers(ann.id, 'soap:pt', { subjective: { pain: 'Fake 3/10' } });
    renderApp(<ShellApp loadRemoteRoutes={load} />, { route: '/' });
    fireEvent.click(await screen.findByRole('button', { name: 'Account' }));
    expect(screen.queryByRole('button', { name: 'Admin Dashboard' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('mfe_auth renders /login')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST' && r.url.endsWith('/api/auth/logout-everywhere'))).toBe(true);
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(readUnsavedAnswers(ann.id, 'soap:pt')).toBeNull(); // the next person at this browser sees nothing (issue 25)
  });
});

describe('the Note dialog: edit, versions, sign and addenda, FHIR (issue 25)', () => {
  beforeEach(() => window.localStorage.clear());
  const SIGNER = { userId: ann.id, name: 'Ann Lee', credentials: 'PT, DPT', npi: '1234567893' };

  /** One saved note the server answers, as edited so far; its versions; the requests made. */
  function serving(first: Note) {
    let current = first;
    const versions = [{ number: 1, text: noteText(first), savedBy: ann.email, savedAt: first.createdAt, kind: 'generated' as const }];
    const base = `/api/notes/${first.id}`;
    const { requests } = stubFetch({
      'GET /api/auth/me': { body: ann },
      'GET /api/notes': () => ({ body: [current] }),
      [`GET ${base}`]: () => ({ body: current }),
      [`GET ${base}/versions`]: () => ({ body: [...versions].reverse() }),
      [`PATCH ${base}`]: async (request) => {
        const { text } = (await request.clone().json()) as { text: string };
        current = { ...current, content: text, subjective: '', objective: '', assessment: '', plan: '', version: current.version + 1 };
        versions.push({ number: current.version, text, savedBy: ann.email, savedAt: '2026-03-05T10:00:00.000Z', kind: 'edited' as never });
        return { body: current };
      },
      [`GET ${base}/fhir`]: {
        body: { resourceType: 'Bundle', type: 'document' },
        headers: { 'content-disposition': 'attachment; filename="SOAP.fhir.json"' },
      },
    });
    window.localStorage.setItem(TOKEN_KEY, 'token');
    return { requests };
  }

  it('edits a saved note, lists its versions and opens the earlier one read-only; Download FHIR fetches the document', async () => {
    const saved = note({ title: 'PT Evaluation - 3/10/2026' });
    const { requests } = serving(saved);
    const urls = { create: jest.fn(() => 'blob:fake'), revoke: jest.fn() };
    Object.assign(URL, { createObjectURL: urls.create, revokeObjectURL: urls.revoke });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderApp(<ShellApp loadRemoteRoutes={load} />, { route: '/' });
    fireEvent.click(await screen.findByRole('button', { name: /PT Evaluation - 3\/10\/2026/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'PT Evaluation - 3/10/2026' }));
    expect(dialog.queryByRole('region', { name: 'Versions' })).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'Edit' }));
    const text = dialog.getByRole('textbox', { name: 'Note text' }) as HTMLTextAreaElement;
    expect(text.value).toBe(noteText(saved));
    fireEvent.change(text, { target: { value: 'SUBJECTIVE:\nEdited fake note.' } });
    fireEvent.click(dialog.getByRole('checkbox', { name: 'E-mail me the updated version' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your note has been updated (version 2).')).toBeTruthy();
    const patch = requests.find((request) => request.method === 'PATCH')!;
    expect(await patch.clone().json()).toEqual({ text: 'SUBJECTIVE:\nEdited fake note.', version: 1 });
    // Back in its view: the note as saved now, and its versions.
    expect(await dialog.findByText(/Edited fake note\./)).toBeTruthy();
    const versions = within(await dialog.findByRole('region', { name: 'Versions' }));
    expect(versions.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Version 2, saved .* by ann@example\.com \(current\)$/),
      expect.stringMatching(/^Version 1 \(as generated\), saved .* by ann@example\.com/),
    ]);
    fireEvent.click(versions.getByRole('button', { name: 'View version 1' }));
    const old = dialog.getByRole('textbox', { name: 'Version 1, read-only' }) as HTMLTextAreaElement;
    expect(old.readOnly).toBe(true);
    expect(old.value).toBe(noteText(saved));
    fireEvent.click(dialog.getByRole('button', { name: 'Back to the current version' }));
    expect(await dialog.findByText(/Edited fake note\./)).toBeTruthy();

    fireEvent.click(dialog.getByRole('button', { name: 'Download FHIR' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(requests.some((request) => request.url.endsWith(`/api/notes/${saved.id}/fhir`))).toBe(true);
    click.mockRestore();
  });

  it('a signed note: its signature and addenda, no Edit or Sign, Add addendum offered; a letter also downloads its PDF', async () => {
    const signed = note({
      kind: 'walker',
      title: 'Walker/Rollator - 3/11/2026',
      content: 'Letter of Medical Necessity - Walker/Rollator\n\nFake letter text.',
      signedAt: '2026-03-11T16:20:00.000Z',
      signedBy: SIGNER,
      addenda: [{ id: 'a1', text: 'Fake addendum text.', signedAt: '2026-03-12T08:00:00.000Z', signedBy: SIGNER }],
    });
    serving(signed);
    renderApp(<ShellApp loadRemoteRoutes={load} />, { route: '/' });
    fireEvent.click(await screen.findByRole('button', { name: /Walker\/Rollator - 3\/11\/2026/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Walker/Rollator - 3/11/2026' }));
    expect(
      await dialog.findByText('Electronically signed by Ann Lee, PT, DPT (NPI 1234567893) on March 11, 2026 at 16:20 UTC'),
    ).toBeTruthy();
    expect(dialog.getByText('Fake addendum text.')).toBeTruthy();
    expect(dialog.getByText('This letter is signed and locked: it cannot be edited. Add an addendum instead.')).toBeTruthy();
    expect(dialog.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(dialog.queryByRole('button', { name: 'Sign' })).toBeNull();
    expect(dialog.getByRole('button', { name: 'Add addendum' })).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Download FHIR' })).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Add addendum' }));
    // Over the Note dialog (antd names every dialog "test-id" under Jest, so it is found by its text).
    await waitFor(() =>
      expect(screen.getAllByRole('dialog').map((shown) => shown.textContent)).toContainEqual(expect.stringContaining('Add an addendum')),
    );
    expect(screen.getAllByLabelText('Addendum')).toHaveLength(1);
  });

  it('the account menu opens "Signature and credentials": the profile a signature shows, saved with PUT /api/auth/profile', async () => {
    const { requests } = stubFetch({
      'GET /api/auth/me': { body: ann },
      'GET /api/notes': { body: [] },
      'PUT /api/auth/profile': async (request) => ({ body: { ...ann, ...(await request.clone().json()) } }),
    });
    window.localStorage.setItem(TOKEN_KEY, 'token');
    renderApp(<ShellApp loadRemoteRoutes={load} />, { route: '/' });
    fireEvent.click(await screen.findByRole('button', { name: 'Account' }));
    const menu = document.getElementById(screen.getByRole('button', { name: 'Account' }).getAttribute('aria-controls')!)!;
    fireEvent.click(within(menu).getByRole('button', { name: 'Signature and credentials' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Your signature' }));
    fireEvent.change(dialog.getByLabelText('Credentials'), { target: { value: 'PT, DPT' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your signature details have been saved.')).toBeTruthy();
    const put = requests.find((request) => request.method === 'PUT')!;
    expect(await put.clone().json()).toEqual({ firstName: 'Ann', lastName: 'Lee', credentials: 'PT, DPT', npi: null });
  });
});
