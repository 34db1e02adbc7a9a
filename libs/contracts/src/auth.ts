import { z } from 'zod';

/** SPEC.md §5 and §9: the product's own validation messages, shown on the screens and sent by the server. */
export const AUTH_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  resetPasswordsDoNotMatch: "Passwords don't match",
  passwordTooLong: 'Password must be at most 128 characters',
  passwordTooCommon: 'This password is too common. Please choose a less predictable password',
  verifyFirst: 'Please verify your email address before signing in. Check your inbox for the verification link.',
  badCredentials: 'Invalid email or password',
  tokenMissing: 'Token is required',
} as const;

export const MIN_PASSWORD_LENGTH = 6;
/** Long passphrases are welcome; past this, hashing cost would be an abuse vector. */
export const MAX_PASSWORD_LENGTH = 128;
/** RFC 5321 limit for a whole address. */
const MAX_EMAIL_LENGTH = 254;
const MAX_NAME_LENGTH = 100;

export const emailField = z
  .string({ error: AUTH_MESSAGES.invalidEmail })
  .trim()
  .max(MAX_EMAIL_LENGTH, AUTH_MESSAGES.invalidEmail)
  .pipe(z.email({ error: AUTH_MESSAGES.invalidEmail }));

export const passwordField = z
  .string({ error: AUTH_MESSAGES.passwordTooShort })
  .min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooLong);

const optionalName = z
  .string({ error: 'Names must be text' })
  .trim()
  .max(MAX_NAME_LENGTH, `Names must be at most ${MAX_NAME_LENGTH} characters`)
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

const tokenField = z.string({ error: AUTH_MESSAGES.tokenMissing }).trim().min(1, AUTH_MESSAGES.tokenMissing).max(200, 'Token is not valid');

export const loginRequestSchema = z.object({ email: emailField, password: z.string({ error: AUTH_MESSAGES.passwordTooShort }).min(1, AUTH_MESSAGES.passwordTooShort).max(MAX_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooLong) });
export const registerRequestSchema = z.object({ email: emailField, password: passwordField, firstName: optionalName, lastName: optionalName });
export const emailRequestSchema = z.object({ email: emailField });
export const verifyEmailRequestSchema = z.object({ token: tokenField });
export const resetPasswordRequestSchema = z.object({ token: tokenField, password: passwordField });

export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type EmailRequest = z.infer<typeof emailRequestSchema>;
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** POST /auth/login. */
export interface LoginResponse {
  token: string;
}

/** POST /auth/register: no session until the address is verified, so `token` is always null (docs/decisions.md). */
export interface RegisterResponse {
  message: string;
  token: null;
}

/** verify-email, forgot-password, reset-password, resend-verification, logout. */
export interface MessageResponse {
  message: string;
}

/** Claims of an access token (ES256, signed by svc-identity, published as JWKS). */
export interface AccessTokenClaims {
  sub: string;
  email: string;
  admin: boolean;
  typ: 'access';
  jti: string;
  iat: number;
  exp: number;
  aud: string;
  iss: string;
}

export const ACCESS_TOKEN = {
  audience: 'clinote',
  issuer: 'clinote-identity',
  algorithm: 'ES256',
  /** Path of the JWKS on svc-identity (and /api/auth/... through the gateway). */
  jwksPath: '/auth/.well-known/jwks.json',
} as const;

/** Redis key marking a signed-out token as revoked until it would have expired. */
export const revokedTokenKey = (jti: string): string => `auth:revoked:${jti}`;
