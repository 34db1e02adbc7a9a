import { z } from 'zod';
import { MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH } from './auth';
import { ADDENDUM_LIMITS, CREDENTIALS_LIMITS, CREDENTIALS_PATTERN, SIGNING_MESSAGES, isValidNpi } from './note-record';
import { freeText, lineText } from './text.schemas';

/** "PT, DPT", "OTR/L": trimmed, inner runs of spaces made one; required, at most 60 characters. */
const credentials = lineText('credentials')
  .transform((value) => value.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, SIGNING_MESSAGES.credentialsRequired)
      .max(CREDENTIALS_LIMITS.length, SIGNING_MESSAGES.credentialsTooLong)
      .regex(CREDENTIALS_PATTERN, SIGNING_MESSAGES.credentialsInvalid),
  );

/** Optional: null, absent or blank is none; spaces typed inside are dropped ("1234 567 893"). */
const npi = z
  .union([z.null(), lineText('npi')], { error: 'npi must be text or null' })
  .optional()
  .transform((value) => (value ? value.replace(/\s+/g, '') : null) || null)
  .pipe(
    z
      .string()
      .regex(/^\d{10}$/, SIGNING_MESSAGES.npiFormat)
      .refine(isValidNpi, SIGNING_MESSAGES.npiCheckDigit)
      .nullable(),
  );

/** A name the profile may also set (a signature needs one; registration left them optional). */
const name = lineText('Names')
  .transform((value) => value.trim())
  .pipe(z.string().max(MAX_NAME_LENGTH, `Names must be at most ${MAX_NAME_LENGTH} characters`))
  .nullable()
  .optional()
  .transform((value) => (value === undefined ? undefined : value || null));

/** PUT /auth/profile: credentials (required) and NPI (or null); first and last name when sent. */
export const profileUpdateSchema = z.object({ credentials, npi, firstName: name, lastName: name });

/** POST /auth/confirm-password: the account's password, typed again. */
export const confirmPasswordRequestSchema = z.object({
  password: lineText('Password').min(1, 'Please enter your password.').max(MAX_PASSWORD_LENGTH, SIGNING_MESSAGES.wrongPassword),
});

const signingToken = z
  .string({ error: SIGNING_MESSAGES.signingTokenRefused })
  .min(1, SIGNING_MESSAGES.signingTokenRefused)
  .max(4096, SIGNING_MESSAGES.signingTokenRefused);

/** POST /notes/{id}/sign. */
export const signNoteRequestSchema = z.object({ signingToken });

/** POST /notes/{id}/addenda: free text like a note's fields (line breaks kept), 1 to 20,000 characters. */
export const addAddendumRequestSchema = z.object({
  text: freeText('text')
    .refine((value) => value.trim() !== '', 'Please write the addendum.')
    .refine(
      (value) => value.length <= ADDENDUM_LIMITS.textLength,
      `An addendum must be at most ${ADDENDUM_LIMITS.textLength.toLocaleString('en-US')} characters.`,
    ),
  signingToken,
});

export type ProfileUpdateRequest = z.input<typeof profileUpdateSchema>;
