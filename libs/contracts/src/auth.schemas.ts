import { z } from 'zod';
import { lineText } from './text.schemas';
import { AUTH_MESSAGES, EMAIL_LIMITS, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, fitsSmtpLimits } from './auth';

export const emailField = z
  .string({ error: AUTH_MESSAGES.invalidEmail })
  .trim()
  .max(EMAIL_LIMITS.address, AUTH_MESSAGES.invalidEmail)
  .pipe(z.email({ error: AUTH_MESSAGES.invalidEmail }))
  .refine(fitsSmtpLimits, { message: AUTH_MESSAGES.invalidEmail });

export const passwordField = lineText('Password')
  .min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooLong);

const optionalName = lineText('Names')
  .transform((v) => v.trim())
  .pipe(z.string().max(MAX_NAME_LENGTH, `Names must be at most ${MAX_NAME_LENGTH} characters`))
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

const tokenField = z.string({ error: AUTH_MESSAGES.tokenMissing }).trim().min(1, AUTH_MESSAGES.tokenMissing).max(200, 'Token is not valid');

export const loginRequestSchema = z.object({
  email: emailField,
  password: lineText('Password').min(1, AUTH_MESSAGES.passwordTooShort).max(MAX_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooLong),
});
export const registerRequestSchema = z.object({
  email: emailField,
  password: passwordField,
  firstName: optionalName,
  lastName: optionalName,
});
export const emailRequestSchema = z.object({ email: emailField });
export const verifyEmailRequestSchema = z.object({
  token: tokenField,
  password: z
    .unknown()
    .refine((v) => v !== undefined && v !== null && v !== '', AUTH_MESSAGES.verifyPasswordRequired)
    .pipe(lineText('Password').max(MAX_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooLong)),
});
export const resetPasswordRequestSchema = z.object({ token: tokenField, password: passwordField });

export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type EmailRequest = z.infer<typeof emailRequestSchema>;
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
