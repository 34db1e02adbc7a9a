import type { Addendum, Signer } from './responses.schemas';
// The shapes of what the API answers are its zod schemas' (responses.schemas.ts); only their types come here.
export type { Signer, Addendum, NoteVersion, NoteVersionsResponse, ConfirmPasswordResponse } from './responses.schemas';

// Owning a generated note (issue 25): its versions, its signature and lock, its addenda, and the
// routes that change them. The note itself (notes.ts `Note`) carries the signature and addenda.

/** How long a signing token (POST /auth/confirm-password) may be used, in seconds. */
export const SIGNING_TOKEN_TTL_SECONDS = 300;

/** PUT /auth/profile: what a signature shows beside the account's name. */
export interface ProfileUpdate {
  credentials: string;
  npi: string | null;
}

/** What the note routes answer when a signed note is to be changed. */
export const SIGNED_NOTE_LOCKED_MESSAGE = 'This note is signed and locked: add an addendum instead.';

/**
 * A signing token (POST /auth/confirm-password): signed by svc-identity with the access tokens' key,
 * but with its own type and audience, so it never passes as an access token and an access token
 * never passes as one (docs/decisions/0152-sign-and-lock.md). svc-notes takes each one once.
 */
export const SIGNING_TOKEN = {
  audience: 'clinote-signing',
  type: 'signing',
} as const;

export interface SigningTokenClaims {
  /** The account that confirmed its password: only it may sign with the token. */
  sub: string;
  typ: typeof SIGNING_TOKEN.type;
  aud: typeof SIGNING_TOKEN.audience;
  iss: string;
  /** Single use: svc-notes remembers it until the token expires. */
  jti: string;
  iat: number;
  exp: number;
  /** The signer as the profile read when the password was confirmed (`userId` is `sub`). */
  signer: Omit<Signer, 'userId'>;
}

/** POST /notes/{id}/sign. */
export interface SignNoteRequest {
  signingToken: string;
}

/** POST /notes/{id}/addenda. */
export interface AddAddendumRequest {
  text: string;
  signingToken: string;
}

/** Addenda: free text like a note's fields, at most this long; at most this many under one note. */
export const ADDENDUM_LIMITS = { textLength: 20_000, perNote: 50 } as const;

/** Credentials as a signature shows them ("PT, DPT", "OTR/L", "RN"). */
export const CREDENTIALS_LIMITS = { length: 60 } as const;
/** Letters, digits, spaces, commas, periods, slashes and hyphens. */
export const CREDENTIALS_PATTERN = /^[A-Za-z0-9 ,./-]+$/;

/** The answers of the signing routes (svc-identity and svc-notes), as the screens show them. */
export const SIGNING_MESSAGES = {
  wrongPassword: 'The password is not correct.',
  tooManyWrongPasswords: 'Too many wrong passwords. Please wait 15 minutes and try again.',
  credentialsMissing: 'Add your credentials to your profile before signing.',
  nameMissing: 'Add your first and last name to your profile before signing.',
  credentialsInvalid: 'Credentials may use letters, digits, spaces, commas, periods, slashes and hyphens (e.g. PT, DPT or OTR/L).',
  credentialsRequired: 'Please enter your credentials (e.g. PT, DPT, OTR/L or RN).',
  credentialsTooLong: `Credentials must be at most ${CREDENTIALS_LIMITS.length} characters.`,
  npiFormat: 'The NPI must be 10 digits.',
  npiCheckDigit: 'This is not a valid NPI: its last digit does not match the others. Please check the number.',
  signingTokenRefused: 'Confirm your password again to sign.',
  draftNotSignable: 'A draft cannot be signed. Generate the note first.',
  alreadySigned: 'This note is already signed.',
  addendumNeedsSignedNote: 'Sign the note before adding an addendum.',
  tooManyAddenda: `A note takes at most ${ADDENDUM_LIMITS.perNote} addenda.`,
} as const;

/**
 * Whether `npi` is a National Provider Identifier as CMS specifies it: 10 digits whose last is the
 * Luhn (mod 10, double-add-double) check digit of "80840" followed by the first nine.
 */
export function isValidNpi(npi: string): boolean {
  if (!/^\d{10}$/.test(npi)) return false;
  const digits = `80840${npi.slice(0, 9)}`;
  let sum = 0;
  // From the rightmost digit of the base, every other digit doubled (the check digit would come after it).
  for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
    let digit = Number(digits[i]);
    if (double) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return (10 - (sum % 10)) % 10 === Number(npi[9]);
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * When a note or addendum was signed, as a signature shows it: "March 4, 2026 at 14:05 UTC". In UTC,
 * said so: the server does not know the clinician's time zone, and a signature's time must not
 * depend on who reads it.
 */
export function formatSignedAt(iso: string): string {
  const at = new Date(iso);
  const time = `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`;
  return `${MONTHS[at.getUTCMonth()]} ${at.getUTCDate()}, ${at.getUTCFullYear()} at ${time} UTC`;
}

/** "Jane Doe, PT, DPT": the name and credentials a signature shows. */
export const signerNameLine = (signer: Pick<Signer, 'name' | 'credentials'>): string => `${signer.name}, ${signer.credentials}`;

/** The one line a signed text ends with: "Electronically signed by Jane Doe, PT, DPT (NPI 1234567893) on March 4, 2026 at 14:05 UTC". */
export function signatureLine(signer: Pick<Signer, 'name' | 'credentials' | 'npi'>, signedAt: string): string {
  return `Electronically signed by ${signerNameLine(signer)}${signer.npi ? ` (NPI ${signer.npi})` : ''} on ${formatSignedAt(signedAt)}`;
}

/** A signed note's text as sent and printed: the text, its signature line, then each addendum, signed. */
export function signedNoteText(text: string, note: { signedAt: string | null; signedBy: Signer | null; addenda: Addendum[] }): string {
  if (!note.signedAt || !note.signedBy) return text;
  const parts = [text, signatureLine(note.signedBy, note.signedAt)];
  for (const addendum of note.addenda)
    parts.push(
      `ADDENDUM (${formatSignedAt(addendum.signedAt)}):\n${addendum.text}\n${signatureLine(addendum.signedBy, addendum.signedAt)}`,
    );
  return parts.join('\n\n');
}
