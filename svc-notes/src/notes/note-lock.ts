import { ConflictException } from '@nestjs/common';
import { SIGNED_NOTE_LOCKED_MESSAGE } from '@clinote/contracts';

/** 409 with SIGNED_NOTE_LOCKED_MESSAGE: what every route that would change or delete a signed note answers. */
export class SignedNoteLocked extends ConflictException {
  constructor() {
    super(SIGNED_NOTE_LOCKED_MESSAGE);
  }
}

/**
 * The lock of a signed note (issue 25, docs/decisions/0152-sign-and-lock.md): call it on the stored
 * note before any change of its text, and before deleting it. PUT and DELETE /notes/{id} do; so
 * must any other route that edits a note (PATCH /notes/{id}).
 */
export function assertUnsigned(note: { signedAt: Date | string | null }): void {
  if (note.signedAt) throw new SignedNoteLocked();
}

/**
 * The SQLSTATE the `notes_signed_locked` trigger raises when a write reaches a signed note anyway
 * (a note signed between the check above and the write). A write should also say
 * `signed_at IS NULL` in its WHERE; `rethrowIfLocked` turns the trigger's error into the same 409.
 */
export const SIGNED_NOTE_LOCK_SQLSTATE = 'CN409';

export function isSignedNoteLockViolation(error: unknown): boolean {
  const { code, driverError } = (error ?? {}) as { code?: unknown; driverError?: { code?: unknown } };
  return code === SIGNED_NOTE_LOCK_SQLSTATE || driverError?.code === SIGNED_NOTE_LOCK_SQLSTATE;
}

/** In a write's catch: the trigger's refusal becomes SignedNoteLocked; anything else is thrown as it was. */
export function rethrowIfLocked(error: unknown): never {
  throw isSignedNoteLockViolation(error) ? new SignedNoteLocked() : error;
}
