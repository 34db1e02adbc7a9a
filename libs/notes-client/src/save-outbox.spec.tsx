import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import type { CurrentUser } from '@clinote/contracts';
import {
  keepPendingSave,
  keepUnsavedAnswers,
  readOutbox,
  readUnsavedAnswers,
  savedNoteId,
  setToken,
  useSession,
  type PendingSave,
  type Toast,
} from '@clinote/platform';
import { renderApp, stubFetch, type StubbedRoutes } from '@clinote/platform/testing';
import { newClientId } from './document-flow';
import { OUTBOX_TEXTS, RETRY_DELAYS_MS, RETRY_GAP_MS, saveLaterFor, sendPendingSaves, type OutboxSender } from './save-outbox';
import { SaveOutboxNotice, useSignOutQuestion } from './save-outbox-view';

// Fake clinical text and invented accounts only.
const CLINICIAN = {
  id: 'user-1',
  email: 'clinician@example.test',
  firstName: 'Fake',
  lastName: 'Clinician',
  isAdmin: false,
} as CurrentUser;
const ANSWERS = { subjective: { symptoms: 'fake productive cough x3 days' } };

function pending(clientId: string, change: Partial<PendingSave> = {}): PendingSave {
  return {
    clientId,
    note: { title: 'SN Evaluation - 3/4/2026', kind: 'sn', subjective: 'Fake productive cough.', answers: ANSWERS, clientId },
    text: 'SUBJECTIVE:\nFake productive cough.',
    name: 'Note',
    form: { id: 'soap:sn', answers: ANSWERS },
    toasts: {
      saved: { title: 'Note Saved', description: 'Your SOAP note has been saved to your account', kind: 'success' },
      emailed: { title: 'Email Sent', description: 'Your SOAP note has been emailed to clinician@example.test', kind: 'success' },
    },
    queuedAt: 0,
    attempts: 0,
    nextAttemptAt: 5_000,
    lastAttemptAt: 0,
    reason: 'connection',
    ...change,
  };
}

/** A sender for `userId` at a fixed clock, recording what it sends, toasts and logs. */
function sender(userId = 'user-1', now = 10_000, send: OutboxSender['send'] = async () => ({ id: 'note-1' })) {
  const toasts: Toast[] = [];
  const fake = {
    userId,
    send: jest.fn(send),
    sendEmail: jest.fn(async (_id: string) => ({})),
    notify: (toast: Toast) => toasts.push(toast),
    log: jest.fn(),
    now: () => now,
    isCurrent: () => true,
  };
  return { fake, toasts, titles: () => toasts.map((toast) => toast.title) };
}

const settle = (ms = 0) => act(async () => new Promise((resolve) => setTimeout(resolve, ms)));

/** Web Locks as a browser has them: one task at a time, the others queued. */
function fakeWebLocks() {
  let tail: Promise<unknown> = Promise.resolve();
  const request = (_name: string, task: () => Promise<unknown>) => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
  Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
}

beforeEach(() => {
  window.localStorage.clear();
  setOnline(true);
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'locks');
  jest.restoreAllMocks();
});

describe('sendPendingSaves: the kept saves sent again (issue 25)', () => {
  it('a due save: stored (its clientId), out of the outbox, its answers forgotten, saved toast, then one e-mail', async () => {
    keepPendingSave('user-1', pending('a'));
    keepUnsavedAnswers('user-1', 'soap:sn', ANSWERS);
    const { fake, titles } = sender();
    await sendPendingSaves(fake);
    expect(fake.send).toHaveBeenCalledWith(expect.objectContaining({ clientId: 'a', answers: ANSWERS }));
    expect(readOutbox('user-1')).toEqual([]);
    expect(savedNoteId('user-1', 'a')).toBe('note-1');
    expect(readUnsavedAnswers('user-1', 'soap:sn')).toBeNull();
    await settle();
    expect(fake.sendEmail).toHaveBeenCalledTimes(1);
    expect(fake.sendEmail).toHaveBeenCalledWith('note-1');
    expect(titles()).toEqual(['Note Saved', 'Email Sent']);
  });

  it('keeps answers typed since the note was generated (the next patient’s)', async () => {
    keepPendingSave('user-1', pending('a'));
    keepUnsavedAnswers('user-1', 'soap:sn', { subjective: { symptoms: 'next patient, fake dyspnea' } });
    await sendPendingSaves(sender().fake);
    expect(readUnsavedAnswers('user-1', 'soap:sn')).not.toBeNull();
  });

  it('takes only due saves; when the connection returns, any not tried in the last moments; Try now, all', async () => {
    keepPendingSave('user-1', pending('due', { nextAttemptAt: 9_000, lastAttemptAt: 4_000 }));
    keepPendingSave('user-1', pending('later', { nextAttemptAt: 70_000, lastAttemptAt: 4_000 }));
    keepPendingSave('user-1', pending('just-tried', { nextAttemptAt: 70_000, lastAttemptAt: 10_000 - RETRY_GAP_MS + 1 }));
    const due = sender();
    await sendPendingSaves(due.fake, 'due');
    expect(due.fake.send.mock.calls.map(([note]) => note.clientId)).toEqual(['due']);
    const returned = sender();
    await sendPendingSaves(returned.fake, 'returned');
    expect(returned.fake.send.mock.calls.map(([note]) => note.clientId)).toEqual(['later']);
    const now = sender();
    await sendPendingSaves(now.fake, 'now');
    expect(now.fake.send.mock.calls.map(([note]) => note.clientId)).toEqual(['just-tried']);
  });

  it('still no connection: tried again later each time (5 s, 15 s, 60 s … capped), no toast', async () => {
    keepPendingSave('user-1', pending('a', { nextAttemptAt: 0 }));
    let now = 10_000;
    for (const expected of [RETRY_DELAYS_MS[1], RETRY_DELAYS_MS[2], RETRY_DELAYS_MS[3], RETRY_DELAYS_MS[4], RETRY_DELAYS_MS[4]]) {
      const { fake, toasts } = sender('user-1', now, () => Promise.reject({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }));
      await sendPendingSaves(fake);
      const [kept] = readOutbox('user-1');
      expect(kept.nextAttemptAt - now).toBe(expected);
      expect(kept).toMatchObject({ reason: 'connection', lastAttemptAt: now });
      expect(toasts).toEqual([]);
      now = kept.nextAttemptAt;
    }
    expect(RETRY_DELAYS_MS).toEqual([5_000, 15_000, 60_000, 120_000, 300_000]);
  });

  it('a gateway 503/504 waits like no connection; a 401 waits for a new sign-in; a 429 for the quota', async () => {
    for (const [status, reason] of [
      [503, 'connection'],
      [504, 'connection'],
      [401, 'session'],
      [429, 'busy'],
    ] as const) {
      window.localStorage.clear();
      keepPendingSave('user-1', pending('a', { nextAttemptAt: 0 }));
      await sendPendingSaves(sender('user-1', 10_000, () => Promise.reject({ status, data: {} })).fake);
      expect(readOutbox('user-1')).toEqual([expect.objectContaining({ clientId: 'a', attempts: 1, reason })]);
    }
  });

  it('refused when sent again (400, 413…): kept for the clinician, never sent again, an error toast', async () => {
    keepPendingSave('user-1', pending('a', { nextAttemptAt: 0 }));
    const refused = sender('user-1', 10_000, () =>
      Promise.reject({ status: 400, data: { message: 'title must be at most 200 characters' } }),
    );
    await sendPendingSaves(refused.fake);
    expect(readOutbox('user-1')).toEqual([expect.objectContaining({ refused: 'title must be at most 200 characters' })]);
    expect(refused.toasts).toEqual([OUTBOX_TEXTS.refusedToast('Note', 'title must be at most 200 characters')]);
    const again = sender('user-1', 1e12);
    await sendPendingSaves(again.fake, 'now');
    expect(again.fake.send).not.toHaveBeenCalled();
  });

  it('two tabs at once (the connection returns in both): stored once, e-mailed once', async () => {
    fakeWebLocks();
    keepPendingSave('user-1', pending('a'));
    const first = sender();
    const second = sender();
    await Promise.all([sendPendingSaves(first.fake, 'now'), sendPendingSaves(second.fake, 'now')]);
    await settle();
    expect(first.fake.send.mock.calls.length + second.fake.send.mock.calls.length).toBe(1);
    expect(first.fake.sendEmail.mock.calls.length + second.fake.sendEmail.mock.calls.length).toBe(1);
  });

  it("sends only its own account's saves, and stops when the session changes", async () => {
    keepPendingSave('user-2', pending('theirs'));
    keepPendingSave('user-1', pending('a'));
    keepPendingSave('user-1', pending('b'));
    let current = true;
    const { fake } = sender('user-1', 10_000, async () => {
      current = false; // another account signed in meanwhile
      return { id: 'note-1' };
    });
    fake.isCurrent = () => current;
    await sendPendingSaves(fake, 'now');
    expect(fake.send.mock.calls.map(([note]) => note.clientId)).toEqual(['a']);
    expect(readOutbox('user-2')).toHaveLength(1);
    expect(readOutbox('user-1').map((save) => save.clientId)).toEqual(['b']);
  });
});

describe('saveLaterFor and newClientId', () => {
  it('keeps the save for its account, due after the first delay; the storage refused: null', () => {
    jest.spyOn(Date, 'now').mockReturnValue(1_000);
    const later = saveLaterFor('user-1', 'soap:sn');
    const save = {
      note: { title: 'SN Evaluation - 3/4/2026', kind: 'sn' as const, clientId: 'a' },
      text: 'x',
      name: 'Note',
      answers: ANSWERS,
      toasts: pending('a').toasts,
    };
    expect(later(save)).toBeInstanceOf(Promise);
    expect(readOutbox('user-1')).toEqual([
      expect.objectContaining({ clientId: 'a', form: { id: 'soap:sn', answers: ANSWERS }, nextAttemptAt: 6_000, attempts: 0 }),
    ]);
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(later({ ...save, note: { ...save.note, clientId: 'b' } })).toBeNull();
  });

  it('makes a v4 UUID also where crypto.randomUUID is missing (a page served over http)', () => {
    const randomUUID = globalThis.crypto.randomUUID;
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newClientId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});

function signedIn(routes: StubbedRoutes = {}) {
  setToken('fake-token');
  return stubFetch({
    'GET /api/auth/me': { body: CLINICIAN },
    'POST /api/notes': async (request) => ({ status: 201, body: { id: 'note-1', ...(await request.clone().json()) } }),
    'POST /api/notes/note-1/email': { status: 202, body: { message: 'queued', to: CLINICIAN.email } },
    ...routes,
  });
}

const posts = (requests: Request[], path: string) => requests.filter((request) => request.method === 'POST' && request.url.endsWith(path));

describe('SaveOutboxNotice: what waits, shown and sent from the signed-in layout (issue 25)', () => {
  const waitingLine = '1 note waiting to be saved: no connection to Clinote.';

  it('says what waits for this account only (politely, to screen readers too), with no axe violations', async () => {
    setOnline(false); // nothing is sent: the notice stays
    signedIn();
    keepPendingSave('user-1', pending('a'));
    keepPendingSave('user-2', pending('theirs'));
    keepPendingSave('user-2', pending('theirs-too'));
    renderApp(<SaveOutboxNotice />);
    const region = await screen.findByRole('region', { name: OUTBOX_TEXTS.region });
    expect(screen.getByRole('status').textContent).toBe(waitingLine);
    expect(region.contains(screen.getByRole('button', { name: 'Try now' }))).toBe(true);
    const result = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false } },
    });
    expect(result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.html.slice(0, 160)}`))).toEqual([]);
  });

  it('with nothing waiting shows nothing, and the live region is there before anything is said', async () => {
    signedIn();
    renderApp(<SaveOutboxNotice />);
    await settle(10);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('when the app starts signed in it sends what waits: saved once, e-mailed once, and the notice goes', async () => {
    const { requests } = signedIn();
    keepPendingSave('user-1', pending('a', { lastAttemptAt: Date.now() - 60_000, nextAttemptAt: Date.now() + 60_000 }));
    renderApp(<SaveOutboxNotice />);
    expect(await screen.findByText('Your SOAP note has been emailed to clinician@example.test')).toBeTruthy();
    expect(posts(requests, '/api/notes')).toHaveLength(1);
    expect(await posts(requests, '/api/notes')[0].json()).toMatchObject({ clientId: 'a', title: 'SN Evaluation - 3/4/2026' });
    expect(posts(requests, '/api/notes/note-1/email')).toHaveLength(1);
    expect(requests.every((request) => request.headers.get('authorization') === 'Bearer fake-token')).toBe(true);
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    expect(readOutbox('user-1')).toEqual([]);
  });

  it('offline: nothing is sent until the browser says it is online again', async () => {
    setOnline(false);
    const { requests } = signedIn();
    keepPendingSave('user-1', pending('a', { lastAttemptAt: Date.now() - 60_000, nextAttemptAt: Date.now() - 1 }));
    renderApp(<SaveOutboxNotice />);
    await screen.findByText(waitingLine);
    await settle(700);
    expect(posts(requests, '/api/notes')).toHaveLength(0);
    setOnline(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    expect(posts(requests, '/api/notes')).toHaveLength(1);
    await settle(10);
    expect(posts(requests, '/api/notes/note-1/email')).toHaveLength(1);
    // Online again later: nothing left to send.
    act(() => void window.dispatchEvent(new Event('online')));
    await settle(10);
    expect(posts(requests, '/api/notes')).toHaveLength(1);
  });

  it('still no connection: the notice stays; Try now sends at once', async () => {
    let reachable = false;
    const { requests } = signedIn({
      'POST /api/notes': async (request) =>
        reachable
          ? { status: 201, body: { id: 'note-1', ...(await request.clone().json()) } }
          : { status: 503, body: { error: 'UPSTREAM_UNAVAILABLE', message: 'svc-notes is unavailable' } },
    });
    keepPendingSave('user-1', pending('a', { lastAttemptAt: Date.now() - 60_000, nextAttemptAt: Date.now() + 60_000 }));
    renderApp(<SaveOutboxNotice />);
    await waitFor(() => expect(readOutbox('user-1')[0]?.attempts).toBe(1));
    expect(screen.getByRole('status').textContent).toBe(waitingLine);
    reachable = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try now' }));
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    expect(posts(requests, '/api/notes')).toHaveLength(2);
  });

  it('a note the server refused: its reason, Copy note, and Discard after a question', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    signedIn();
    keepPendingSave('user-1', pending('a', { refused: 'title must be at most 200 characters' }));
    renderApp(<SaveOutboxNotice />);
    await screen.findByText('“SN Evaluation - 3/4/2026” could not be saved: title must be at most 200 characters');
    fireEvent.click(screen.getByRole('button', { name: 'Copy note: SN Evaluation - 3/4/2026' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('SUBJECTIVE:\nFake productive cough.'));
    fireEvent.click(screen.getByRole('button', { name: 'Discard: SN Evaluation - 3/4/2026' }));
    const dialog = await screen.findByRole('dialog', { name: OUTBOX_TEXTS.discardTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(readOutbox('user-1')).toEqual([]));
  });
});

function SignOutButton({ signOut }: { signOut: () => void }) {
  const question = useSignOutQuestion();
  const signedInAs = useSession().user?.email;
  return (
    <>
      {/* The header shows Logout only once the session is known: so does this stand-in. */}
      {signedInAs ? <button onClick={() => question.confirm(signOut)}>Logout</button> : null}
      {question.dialog}
    </>
  );
}

describe('sign-out with notes waiting (docs/decisions/0155-save-outbox.md)', () => {
  it('signs out at once when nothing waits', async () => {
    signedIn();
    const signOut = jest.fn();
    renderApp(<SignOutButton signOut={signOut} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('asks first; Stay signed in keeps the session, Sign out anyway signs out and the note stays kept', async () => {
    signedIn();
    keepPendingSave('user-1', pending('a'));
    const signOut = jest.fn();
    renderApp(<SignOutButton signOut={signOut} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out?' });
    expect(
      within(dialog).getByText(
        '1 note has not been saved yet. It is kept on this device and will be saved the next time you sign in here.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    expect(signOut).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Sign out?' })).getByRole('button', { name: 'Sign out anyway' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(readOutbox('user-1')).toHaveLength(1);
  });
});
