/**
 * A form's answers kept in this browser as they are typed (issue 25 "Nothing typed is lost"), per
 * account and form, so a reload, a closed tab or a crashed browser loses nothing. Forgotten on Clear
 * All, after a successful save and on sign-out. localStorage: it outlives the tab, and a full or
 * refused storage only means nothing is kept (the form goes on).
 */
const PREFIX = 'clinote_unsaved:';

export interface UnsavedAnswers {
  /** The form's answers as its onChange gave them. */
  answers: unknown;
  /** When they were last kept (ISO). */
  savedAt: string;
}

const keyOf = (userId: string, formId: string) => `${PREFIX}${userId}:${formId}`;

/** The answers kept for this account and form, or null. */
export function readUnsavedAnswers(userId: string, formId: string): UnsavedAnswers | null {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(keyOf(userId, formId)) ?? 'null');
    if (!parsed || typeof parsed !== 'object' || !('answers' in parsed) || !('savedAt' in parsed)) return null;
    const { answers, savedAt } = parsed as UnsavedAnswers;
    return typeof savedAt === 'string' && !Number.isNaN(Date.parse(savedAt)) ? { answers, savedAt } : null;
  } catch {
    return null;
  }
}

/** Keeps `answers` (now) for this account and form; false when the browser refused (storage full or off). */
export function keepUnsavedAnswers(userId: string, formId: string, answers: unknown, now = new Date()): boolean {
  try {
    window.localStorage.setItem(keyOf(userId, formId), JSON.stringify({ answers, savedAt: now.toISOString() }));
    return true;
  } catch {
    return false;
  }
}

export function forgetUnsavedAnswers(userId: string, formId: string): void {
  try {
    window.localStorage.removeItem(keyOf(userId, formId));
  } catch {
    // Storage off: nothing was kept.
  }
}

/** Every form's kept answers, of every account in this browser: on sign-out. */
export function forgetAllUnsavedAnswers(): void {
  try {
    const keys = Array.from({ length: window.localStorage.length }, (_, index) => window.localStorage.key(index));
    for (const key of keys) if (key?.startsWith(PREFIX)) window.localStorage.removeItem(key);
  } catch {
    // Storage off: nothing was kept.
  }
}

/** The answers that hold text, as sorted "section\u0000key\u0000value" lines: what two sets of answers are compared by. */
function filledAnswers(answers: unknown): string[] {
  if (!answers || typeof answers !== 'object') return [];
  const lines: string[] = [];
  for (const [section, fields] of Object.entries(answers)) {
    if (!fields || typeof fields !== 'object') continue;
    for (const [key, value] of Object.entries(fields))
      if (typeof value === 'string' && value.trim()) lines.push(`${section}\u0000${key}\u0000${value}`);
  }
  return lines.sort();
}

/**
 * Forgets this form's kept answers only when they are still `answers` (a note saved later, issue 25:
 * what was typed since it was generated — perhaps the next patient's — stays kept). True when forgotten.
 */
export function forgetUnsavedAnswersIfSame(userId: string, formId: string, answers: unknown): boolean {
  const kept = readUnsavedAnswers(userId, formId);
  if (!kept) return false;
  const a = filledAnswers(kept.answers);
  const b = filledAnswers(answers);
  if (a.length !== b.length || a.some((line, index) => line !== b[index])) return false;
  forgetUnsavedAnswers(userId, formId);
  return true;
}
