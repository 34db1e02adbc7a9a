import type { CreateNoteRequest } from '@clinote/contracts';

/**
 * The outbox of saves that did not reach the server (issue 25 "a save that fails for want of a
 * network is retried when the connection returns"): kept in localStorage per account, so a reload, a
 * closed tab or a crashed browser keeps them, and only the account that made them sees or sends them.
 * State only: who sends them is libs/notes-client/src/save-outbox.ts; why so,
 * docs/decisions/0155-save-outbox.md. Every tab of this browser follows changes (this tab's writes and
 * the `storage` event of the others).
 */
const PREFIX = 'clinote_outbox:';
/** How many saved ids are remembered, and how long: long enough for every open tab to learn its note's id. */
const SAVED_KEPT = 20;
const SAVED_KEPT_MS = 24 * 60 * 60 * 1000;

/** A toast as the outbox keeps it (plain data: a kept save outlives the page that made it). */
export interface OutboxToast {
  title: string;
  description?: string;
  kind?: 'success' | 'info' | 'warning' | 'error';
  durationMs?: number;
}

/** Why a kept save is still waiting: no connection (or the gateway's 502/503/504), a session that ended, a quota. */
export type OutboxReason = 'connection' | 'session' | 'busy';

/** One save kept for later. */
export interface PendingSave {
  /** The id the save carries: svc-notes stores it once per account however often it is sent. */
  clientId: string;
  /** POST /api/notes's body, as the first attempt sent it. */
  note: CreateNoteRequest & { clientId: string };
  /** The document as shown (copied, or kept for the clinician to copy when the server refuses it). */
  text: string;
  /** "Note" or "Letter". */
  name: string;
  /** The form whose unsaved answers are forgotten once it is saved, if they are still these answers. */
  form?: { id: string; answers: unknown };
  /** Shown by the tab that saves it: the kind's saved toast, then its e-mailed toast. */
  toasts: { saved: OutboxToast; emailed: OutboxToast };
  /** Epoch ms. */
  queuedAt: number;
  /** Attempts after the first (the page's own). */
  attempts: number;
  /** Epoch ms: not sent before, unless the connection just returned or the app just started. */
  nextAttemptAt: number;
  /** Epoch ms of the last attempt, by any tab. */
  lastAttemptAt: number;
  reason: OutboxReason;
  /** The server refused it when sent again (its message): never sent again, kept until the clinician discards it. */
  refused?: string;
}

interface OutboxFile {
  pending: PendingSave[];
  /** Saves done lately, so any tab still showing the document learns its note's id. */
  saved: { clientId: string; noteId: string; at: number }[];
}

const keyOf = (userId: string) => `${PREFIX}${userId}`;
const EMPTY: OutboxFile = { pending: [], saved: [] };

function readFile(userId: string): OutboxFile {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(keyOf(userId)) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return EMPTY;
    const { pending, saved } = parsed as Partial<OutboxFile>;
    return {
      pending: Array.isArray(pending) ? pending.filter(isPendingSave) : [],
      saved: Array.isArray(saved) ? saved.filter((entry) => typeof entry?.clientId === 'string' && typeof entry.noteId === 'string') : [],
    };
  } catch {
    return EMPTY;
  }
}

function isPendingSave(value: unknown): value is PendingSave {
  const save = value as Partial<PendingSave> | null;
  return (
    !!save &&
    typeof save.clientId === 'string' &&
    !!save.note &&
    typeof save.note === 'object' &&
    typeof save.text === 'string' &&
    typeof save.nextAttemptAt === 'number'
  );
}

/** False when the browser refused (storage full or off). */
function writeFile(userId: string, file: OutboxFile): boolean {
  try {
    if (file.pending.length === 0 && file.saved.length === 0) window.localStorage.removeItem(keyOf(userId));
    else window.localStorage.setItem(keyOf(userId), JSON.stringify(file));
  } catch {
    return false;
  }
  announce();
  return true;
}

/** The saves this account has waiting in this browser, oldest first. */
export function readOutbox(userId: string): PendingSave[] {
  return readFile(userId).pending;
}

/** The raw stored outbox of this account (a stable snapshot for useSyncExternalStore), or null. */
export function outboxSnapshot(userId: string): string | null {
  try {
    return window.localStorage.getItem(keyOf(userId));
  } catch {
    return null;
  }
}

/** Keeps `save` (replacing one with the same clientId); false when the browser refused: then nothing is kept. */
export function keepPendingSave(userId: string, save: PendingSave): boolean {
  const file = readFile(userId);
  return writeFile(userId, { ...file, pending: [...file.pending.filter((kept) => kept.clientId !== save.clientId), save] });
}

/** Records an attempt's outcome on a kept save (attempts, next turn, reason, refusal). */
export function updatePendingSave(userId: string, clientId: string, change: Partial<Omit<PendingSave, 'clientId'>>): void {
  const file = readFile(userId);
  if (!file.pending.some((save) => save.clientId === clientId)) return;
  writeFile(userId, { ...file, pending: file.pending.map((save) => (save.clientId === clientId ? { ...save, ...change } : save)) });
}

/** The save is stored as note `noteId`: it leaves the outbox, and its id is remembered for the tabs still showing it. */
export function markPendingSaved(userId: string, clientId: string, noteId: string, now = Date.now()): void {
  const file = readFile(userId);
  const saved = [
    ...file.saved.filter((entry) => entry.clientId !== clientId && now - entry.at < SAVED_KEPT_MS),
    { clientId, noteId, at: now },
  ];
  writeFile(userId, { pending: file.pending.filter((save) => save.clientId !== clientId), saved: saved.slice(-SAVED_KEPT) });
}

/** The clinician discarded a save the server refused. */
export function dropPendingSave(userId: string, clientId: string): void {
  const file = readFile(userId);
  writeFile(userId, { ...file, pending: file.pending.filter((save) => save.clientId !== clientId) });
}

/** The note a kept save became, once saved (by any tab), else undefined. */
export function savedNoteId(userId: string, clientId: string): string | undefined {
  return readFile(userId).saved.find((entry) => entry.clientId === clientId)?.noteId;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function announce() {
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` whenever any account's outbox changes, in this tab or another; returns the unsubscribe. */
export function subscribeToOutbox(listener: Listener): () => void {
  // key === null: another tab called localStorage.clear().
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(PREFIX)) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Resolves with the note's id once the kept save `clientId` is saved (by this tab or another), or with
 * null once it will not be (the server refused it, or it was discarded).
 */
export function whenPendingSaved(userId: string, clientId: string): Promise<string | null> {
  return new Promise((resolve) => {
    let unsubscribe: (() => void) | undefined;
    let done = false;
    const check = () => {
      if (done) return;
      const noteId = savedNoteId(userId, clientId);
      const save = readOutbox(userId).find((kept) => kept.clientId === clientId);
      if (!noteId && save && !save.refused) return;
      done = true;
      unsubscribe?.();
      resolve(noteId ?? null);
    };
    unsubscribe = subscribeToOutbox(check);
    check();
  });
}

/**
 * Runs `task` while no other tab of this browser runs one (Web Locks): the tab that sends a save also
 * removes it before the next tab looks, so a save (and its e-mail) goes once. A browser without Web
 * Locks runs it at once: a save sent twice is still stored once (clientId).
 */
export function withOutboxLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks?.request) return task();
  return locks.request('clinote-save-outbox', () => task()) as Promise<T>;
}
