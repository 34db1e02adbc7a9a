import {
  dropPendingSave,
  keepPendingSave,
  markPendingSaved,
  readOutbox,
  savedNoteId,
  subscribeToOutbox,
  updatePendingSave,
  whenPendingSaved,
  withOutboxLock,
  type PendingSave,
} from './save-outbox';
import { forgetUnsavedAnswersIfSame, keepUnsavedAnswers, readUnsavedAnswers } from './unsaved-answers';

// Fake clinical text only.
const save = (clientId: string, change: Partial<PendingSave> = {}): PendingSave => ({
  clientId,
  note: { title: 'SN Evaluation - 3/4/2026', kind: 'sn', subjective: 'Fake subjective.', clientId },
  text: 'SUBJECTIVE:\nFake subjective.',
  name: 'Note',
  form: { id: 'soap:sn', answers: { subjective: { symptoms: 'fake cough' } } },
  toasts: { saved: { title: 'Note Saved' }, emailed: { title: 'Email Sent' } },
  queuedAt: 1_000,
  attempts: 0,
  nextAttemptAt: 6_000,
  lastAttemptAt: 1_000,
  reason: 'connection',
  ...change,
});

describe('the outbox of saves kept for later (issue 25)', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps saves per account: another account sees none of them', () => {
    expect(keepPendingSave('user-1', save('a'))).toBe(true);
    expect(keepPendingSave('user-1', save('b'))).toBe(true);
    expect(readOutbox('user-1').map((kept) => kept.clientId)).toEqual(['a', 'b']);
    expect(readOutbox('user-2')).toEqual([]);
    // The same save kept again replaces the first.
    keepPendingSave('user-1', save('a', { attempts: 3 }));
    expect(readOutbox('user-1').map((kept) => [kept.clientId, kept.attempts])).toEqual([
      ['b', 0],
      ['a', 3],
    ]);
  });

  it('records attempts; a saved one leaves, its note id remembered; a discarded one leaves', () => {
    keepPendingSave('user-1', save('a'));
    keepPendingSave('user-1', save('b'));
    updatePendingSave('user-1', 'a', { attempts: 1, nextAttemptAt: 21_000 });
    expect(readOutbox('user-1')[0]).toMatchObject({ attempts: 1, nextAttemptAt: 21_000 });
    markPendingSaved('user-1', 'a', 'note-7', 30_000);
    expect(readOutbox('user-1').map((kept) => kept.clientId)).toEqual(['b']);
    expect(savedNoteId('user-1', 'a')).toBe('note-7');
    expect(savedNoteId('user-2', 'a')).toBeUndefined();
    dropPendingSave('user-1', 'b');
    expect(readOutbox('user-1')).toEqual([]);
  });

  it('resolves with the note id once saved (here or in another tab), or null once refused', async () => {
    keepPendingSave('user-1', save('a'));
    keepPendingSave('user-1', save('b'));
    const a = whenPendingSaved('user-1', 'a');
    const b = whenPendingSaved('user-1', 'b');
    markPendingSaved('user-1', 'a', 'note-7');
    updatePendingSave('user-1', 'b', { refused: 'title must be at most 200 characters' });
    await expect(a).resolves.toBe('note-7');
    await expect(b).resolves.toBeNull();
    await expect(whenPendingSaved('user-1', 'a')).resolves.toBe('note-7'); // asked after the fact
  });

  it("follows another tab's changes (the storage event)", () => {
    const listener = jest.fn();
    const unsubscribe = subscribeToOutbox(listener);
    keepPendingSave('user-1', save('a'));
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: 'clinote_outbox:user-1' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth_token' }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    keepPendingSave('user-1', save('b'));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('a full or refused storage keeps nothing and says so', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      expect(keepPendingSave('user-1', save('a'))).toBe(false);
      expect(readOutbox('user-1')).toEqual([]);
    } finally {
      setItem.mockRestore();
    }
  });

  it('reads nothing from broken storage', () => {
    window.localStorage.setItem('clinote_outbox:user-1', '{not json');
    expect(readOutbox('user-1')).toEqual([]);
    window.localStorage.setItem('clinote_outbox:user-1', JSON.stringify({ pending: [{ clientId: 'a' }, save('b')] }));
    expect(readOutbox('user-1').map((kept) => kept.clientId)).toEqual(['b']);
  });

  it('runs one task at a time across tabs with Web Locks, and at once without them', async () => {
    expect(await withOutboxLock(async () => 'ran')).toBe('ran');
    const request = jest.fn((_name: string, task: () => Promise<unknown>) => task());
    Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
    try {
      expect(await withOutboxLock(async () => 'locked')).toBe('locked');
      expect(request).toHaveBeenCalledWith('clinote-save-outbox', expect.any(Function));
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });
});

describe('forgetUnsavedAnswersIfSame: the answers of a note saved later (issue 25)', () => {
  beforeEach(() => window.localStorage.clear());

  it('forgets them when nothing was typed since, and keeps what was', () => {
    keepUnsavedAnswers('user-1', 'soap:sn', { subjective: { symptoms: 'fake cough', goals: '' }, plan: {} });
    expect(forgetUnsavedAnswersIfSame('user-1', 'soap:sn', { subjective: { symptoms: 'fake cough' } })).toBe(true);
    expect(readUnsavedAnswers('user-1', 'soap:sn')).toBeNull();

    keepUnsavedAnswers('user-1', 'soap:sn', { subjective: { symptoms: 'the next patient, fake' } });
    expect(forgetUnsavedAnswersIfSame('user-1', 'soap:sn', { subjective: { symptoms: 'fake cough' } })).toBe(false);
    expect(readUnsavedAnswers('user-1', 'soap:sn')).not.toBeNull();
  });
});
