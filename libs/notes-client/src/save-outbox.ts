import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import {
  errorMessage,
  forgetUnsavedAnswersIfSame,
  getToken,
  httpStatus,
  keepPendingSave,
  markPendingSaved,
  notify,
  notReached,
  outboxSnapshot,
  readOutbox,
  subscribeToOutbox,
  TRIGGER_ONLY,
  updatePendingSave,
  useSession,
  useToken,
  whenPendingSaved,
  withOutboxLock,
  type OutboxReason,
  type PendingSave,
  type Toast,
} from '@clinote/platform';
import type { LaterSave } from './document-flow';
import { useCreateNoteMutation, useEmailNoteMutation } from './notes-api';

// The browser's outbox of saves that did not reach the server (issue 25): the document pipeline keeps
// such a save (saveLaterFor); the signed-in layout sends it again (useSaveOutbox: when the connection
// returns, when the app starts, and on a backoff meanwhile) and shows what waits (save-outbox-view.tsx).
// Storage: libs/platform/src/save-outbox.ts. Why so: docs/decisions/0155-save-outbox.md.

/**
 * The room the outbox's notice takes at the foot of the screen (its height and margins; 0px without
 * one), a CSS custom property on the document: the restore offer of unsaved answers sits above it and
 * the signed-in layout's main area ends below it, so neither is covered (save-outbox-view.tsx).
 */
export const OUTBOX_SPACE_VAR = '--clinote-outbox-space';

/** The wait before each new attempt, by attempts made so far (the last one repeats). */
export const RETRY_DELAYS_MS = [5_000, 15_000, 60_000, 120_000, 300_000] as const;
/** When the connection returns or the app starts, a save tried (by any tab) less than this ago waits its turn. */
export const RETRY_GAP_MS = 2_000;

export const retryDelay = (attempts: number): number => RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length - 1)];

const notes = (count: number) => (count === 1 ? '1 note' : `${count} notes`);

/** The outbox's words (docs/product.md §10.5 "Saves kept for later"). */
export const OUTBOX_TEXTS = {
  region: 'Notes waiting to be saved',
  waiting: (count: number, reason: OutboxReason): string =>
    `${notes(count)} waiting to be saved: ${
      reason === 'session'
        ? `your session has ended. Sign in again to save ${count === 1 ? 'it' : 'them'}.`
        : reason === 'busy'
          ? 'Clinote is busy. It will be tried again shortly.'
          : 'no connection to Clinote.'
    }`,
  refused: (title: string, message: string): string => `“${title}” could not be saved: ${message}`,
  refusedToast: (name: string, message: string): Toast => ({
    title: `${name} Not Saved`,
    description: `Clinote did not accept the ${name.toLowerCase()} kept on this device: ${message}. Copy it from the notice at the foot of the screen.`,
    kind: 'error',
  }),
  tryNow: 'Try now',
  copy: 'Copy note',
  discard: 'Discard',
  discardTitle: 'Discard this note?',
  discardText: 'Its text will be removed from this device. Copy it first if you still need it.',
  cancel: 'Cancel',
  signOutTitle: 'Sign out?',
  signOutWaiting: (count: number): string =>
    `${notes(count)} ${count === 1 ? 'has' : 'have'} not been saved yet. ${
      count === 1 ? 'It is' : 'They are'
    } kept on this device and will be saved the next time you sign in here.`,
  signOutRefused: (count: number): string =>
    `${notes(count)} could not be saved and ${count === 1 ? 'is' : 'are'} kept on this device until you discard ${count === 1 ? 'it' : 'them'}.`,
  staySignedIn: 'Stay signed in',
  signOutAnyway: 'Sign out anyway',
} as const;

/** The one reason shown for several waiting saves: what the clinician can act on first. */
export function outboxReason(saves: readonly PendingSave[]): OutboxReason {
  if (saves.some((save) => save.reason === 'session')) return 'session';
  if (saves.some((save) => save.reason === 'connection')) return 'connection';
  return saves.length > 0 ? 'busy' : 'connection';
}

/**
 * For the document pipeline's `account.saveLater`: keeps the save in this account's outbox (its first
 * attempt just failed; the next is RETRY_DELAYS_MS[0] later, or as the connection returns) and resolves
 * with its note id once saved. `formId`: the form whose unsaved answers are forgotten then.
 */
export function saveLaterFor(userId: string, formId?: string): (save: LaterSave) => Promise<string | null> | null {
  return (save) => {
    const now = Date.now();
    const kept = keepPendingSave(userId, {
      clientId: save.note.clientId,
      note: save.note,
      text: save.text,
      name: save.name,
      ...(formId ? { form: { id: formId, answers: save.answers } } : {}),
      toasts: save.toasts,
      queuedAt: now,
      attempts: 0,
      nextAttemptAt: now + RETRY_DELAYS_MS[0],
      lastAttemptAt: now,
      reason: 'connection',
    });
    return kept ? whenPendingSaved(userId, save.note.clientId) : null;
  };
}

/** The session this tab sends with changed (another account, signed out): nothing more is sent. */
export class SessionChanged extends Error {
  constructor() {
    super('The session changed');
  }
}

/** What sending the outbox needs, injected (the hook gives the notes API, the toasts, the clock). */
export interface OutboxSender {
  userId: string;
  /** POST /api/notes as this account; rejects with the HTTP error, or SessionChanged. */
  send(note: PendingSave['note']): Promise<{ id: string }>;
  sendEmail(noteId: string): Promise<unknown>;
  notify(toast: Toast): void;
  log(message: string, error: unknown): void;
  now(): number;
  /** False once the session changed or the sender stopped. */
  isCurrent(): boolean;
}

/**
 * Which saves an attempt takes: 'due' those whose turn has come; 'returned' (the connection returned,
 * the app started) any not tried in the last RETRY_GAP_MS; 'now' (Try now) all.
 */
export type OutboxAttempt = 'due' | 'returned' | 'now';

/** Why a failed attempt is worth another later, or undefined when the server refused the save. */
function retryReason(error: unknown): OutboxReason | undefined {
  if (notReached(error)) return 'connection';
  const status = httpStatus(error);
  if (status === 401) return 'session';
  if (status === 429) return 'busy';
  return undefined;
}

/**
 * Sends this account's kept saves, one tab of the browser at a time (withOutboxLock). Each saved one
 * leaves the outbox before the lock is released, so no other tab sends it (or e-mails it) again; then
 * its form's unsaved answers are forgotten if nothing was typed since, its saved toast shows and its
 * e-mail is asked for (a failure only logged, as in the pipeline). A failure that may not have reached
 * the server, a 401 (the session ended) or a 429 waits for the next turn, later each time; any other
 * refusal is kept, never sent again, until the clinician copies and discards it.
 */
export async function sendPendingSaves(sender: OutboxSender, attempt: OutboxAttempt = 'due'): Promise<void> {
  const { userId } = sender;
  await withOutboxLock(async () => {
    for (const save of readOutbox(userId)) {
      if (!sender.isCurrent()) return;
      const now = sender.now();
      const takes =
        attempt === 'now' ? true : attempt === 'returned' ? now - save.lastAttemptAt >= RETRY_GAP_MS : now >= save.nextAttemptAt;
      if (save.refused || !takes) continue;
      updatePendingSave(userId, save.clientId, { lastAttemptAt: now });
      let noteId: string;
      try {
        noteId = (await sender.send(save.note)).id;
      } catch (error) {
        if (error instanceof SessionChanged) return;
        const reason = retryReason(error);
        if (reason) {
          const attempts = save.attempts + 1;
          updatePendingSave(userId, save.clientId, { attempts, nextAttemptAt: sender.now() + retryDelay(attempts), reason });
          sender.log(`${save.name} still not saved:`, error);
        } else {
          const message = errorMessage(error) ?? `the server answered ${httpStatus(error) ?? 'with an error'}`;
          updatePendingSave(userId, save.clientId, { refused: message });
          sender.notify(OUTBOX_TEXTS.refusedToast(save.name, message));
          sender.log(`${save.name} refused when sent again:`, error);
        }
        continue;
      }
      markPendingSaved(userId, save.clientId, noteId, sender.now());
      if (save.form) forgetUnsavedAnswersIfSame(userId, save.form.id, save.form.answers);
      sender.notify(save.toasts.saved);
      void sender.sendEmail(noteId).then(
        () => sender.notify(save.toasts.emailed),
        (error: unknown) => sender.log(`${save.name} e-mail not sent:`, error),
      );
    }
  });
}

/** When this account's next kept save is due (epoch ms), or undefined when none waits for a turn. */
export function nextAttemptAt(userId: string): number | undefined {
  const times = readOutbox(userId)
    .filter((save) => !save.refused)
    .map((save) => save.nextAttemptAt);
  return times.length > 0 ? Math.min(...times) : undefined;
}

/** This account's kept saves in this browser, kept current (this tab and the others); none without an account. */
export function usePendingSaves(userId: string | undefined): PendingSave[] {
  const snapshot = useSyncExternalStore(
    subscribeToOutbox,
    () => (userId ? outboxSnapshot(userId) : null),
    () => null,
  );
  return useMemo(() => (userId && snapshot ? readOutbox(userId) : []), [userId, snapshot]);
}

/** A timer never fires sooner than this: a save that stays due (another tab holds it) is not spun on. */
const MIN_WAIT_MS = 500;

/**
 * Sends the signed-in account's kept saves (mounted once, in the signed-in layout): at once when the
 * app starts (a reload, a new tab, a sign-in), when the browser reports `online`, when the tab shows
 * again, and each at its turn (RETRY_DELAYS_MS) while the browser is not offline. Sends with the token
 * the account was confirmed with: when it changes (another account, signed out) sending stops.
 * `tryNow` sends every waiting save at once; `busy` while that attempt runs.
 */
export function useSaveOutbox(): { tryNow(): void; busy: boolean } {
  const userId = useSession().user?.id;
  const token = useToken();
  const [createNote] = useCreateNoteMutation(TRIGGER_ONLY);
  const [emailNote] = useEmailNoteMutation(TRIGGER_ONLY);
  const [busy, setBusy] = useState(false);
  const tryNow = useRef<() => void>(() => undefined);

  useEffect(() => {
    if (!userId || !token) return undefined;
    let stopped = false;
    let running = false;
    let queued: OutboxAttempt | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const isCurrent = () => !stopped && getToken() === token;
    const sender: OutboxSender = {
      userId,
      send: (note) => (isCurrent() ? createNote(note).unwrap() : Promise.reject(new SessionChanged())),
      sendEmail: (noteId) => emailNote(noteId).unwrap(),
      notify,
      log: (message, error) => console.warn(message, errorMessage(error) ?? error),
      now: Date.now,
      isCurrent,
    };
    const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
    const schedule = () => {
      clearTimeout(timer);
      const next = nextAttemptAt(userId);
      // Offline: no timer; the `online` event wakes it.
      if (stopped || next === undefined || offline()) return;
      timer = setTimeout(() => void run('due'), Math.max(MIN_WAIT_MS, next - Date.now()));
    };
    const run = async (attempt: OutboxAttempt): Promise<void> => {
      if (stopped || offline()) return;
      if (running) {
        // One attempt at a time in this tab; the strongest asked for meanwhile follows.
        queued = queued === 'now' || attempt === 'now' ? 'now' : queued === 'returned' || attempt === 'returned' ? 'returned' : 'due';
        return;
      }
      if (readOutbox(userId).every((save) => save.refused)) return;
      running = true;
      clearTimeout(timer);
      // Only Try now shows that it works: the attempts in the background do not flicker the button.
      const shows = attempt === 'now';
      if (shows) setBusy(true);
      try {
        await sendPendingSaves(sender, attempt);
      } catch (error) {
        sender.log('Saves kept for later not sent:', error);
      } finally {
        running = false;
        if (shows && !stopped) setBusy(false);
      }
      const next = queued;
      queued = null;
      if (next) return run(next);
      schedule();
    };
    tryNow.current = () => void run('now');
    const onOnline = () => void run('returned');
    const onVisible = () => {
      if (document.visibilityState === 'visible') void run('due');
    };
    // A save kept meanwhile (this tab or another), or another tab's attempt: the next turn is timed again.
    const unsubscribe = subscribeToOutbox(() => {
      if (!running) schedule();
    });
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisible);
    void run('returned');
    return () => {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
      tryNow.current = () => undefined;
    };
  }, [userId, token, createNote, emailNote]);

  return useMemo(() => ({ tryNow: () => tryNow.current(), busy }), [busy]);
}
