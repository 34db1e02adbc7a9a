// The shapes of what the API answers are its zod schemas' (responses.schemas.ts); only their types come here.
export type { LoginResponse, RegisterResponse, MessageResponse } from './responses.schemas';

/** docs/product.md §5 and §9: the product's own validation messages, shown on the screens and sent by the server. */
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
  /**
   * Verification asks for the password chosen at sign-up (issue 19): the link alone proves the
   * mailbox, not that the person reading it chose the account's password.
   */
  verifyPasswordRequired: 'Please enter the password you chose when you signed up.',
  verifyPasswordWrong: 'That is not the password this address was registered with. Try again, or register again to choose a new password.',
} as const;

export const MIN_PASSWORD_LENGTH = 6;
/** Long passphrases are welcome; past this, hashing cost would be an abuse vector. */
export const MAX_PASSWORD_LENGTH = 128;
/** RFC 5321 §4.5.3.1: an address travels as at most 254 characters, a local part at most 64, a domain label 63. */
export const EMAIL_LIMITS = { address: 254, localPart: 64, domain: 253, label: 63 } as const;
/** First and last names. */
export const MAX_NAME_LENGTH = 100;

/** Whether an SMTP server would accept the address's lengths (a longer one is accepted here, then fails for ever). */
export function fitsSmtpLimits(address: string): boolean {
  const at = address.lastIndexOf('@');
  if (at < 1) return false;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  return (
    address.length <= EMAIL_LIMITS.address &&
    local.length <= EMAIL_LIMITS.localPart &&
    domain.length <= EMAIL_LIMITS.domain &&
    domain.split('.').every((label) => label.length > 0 && label.length <= EMAIL_LIMITS.label)
  );
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
  /**
   * The user's session generation when the token was issued. "Sign out everywhere", a password
   * reset and account deletion raise the generation, which ends every older token at once.
   */
  gen?: number;
}

export const ACCESS_TOKEN = {
  audience: 'clinote',
  issuer: 'clinote-identity',
  algorithm: 'ES256',
  /** Path of the JWKS on svc-identity (and /api/auth/... through the gateway). */
  jwksPath: '/auth/.well-known/jwks.json',
} as const;

/**
 * Short-lived tokens one service signs to call another's internal routes (svc-identity asking
 * svc-notes for note counts). Signed with the same key as access tokens but with their own
 * type and audience, so a user's access token can never open an internal route.
 */
export const SERVICE_TOKEN = {
  audience: 'clinote-internal',
  type: 'service',
  lifetimeSeconds: 300,
} as const;

export interface ServiceTokenClaims {
  sub: string;
  typ: typeof SERVICE_TOKEN.type;
  aud: typeof SERVICE_TOKEN.audience;
  iss: string;
  iat: number;
  exp: number;
}

/**
 * Redis keys of session state, under the platform's key prefix (QUEUE_PREFIX) so platforms sharing
 * one Redis never see each other's sessions.
 */
export const sessionKeys = (prefix: string) => ({
  /** A signed-out token, refused until it would have expired. */
  revoked: (jti: string): string => `${prefix}:auth:revoked:${jti}`,
  /** The user's current session generation; tokens with a lower `gen` are refused. */
  generation: (userId: string): string => `${prefix}:auth:gen:${userId}`,
  /** Pub/sub channel: every revocation and raised generation is announced here (SessionEvent). */
  events: `${prefix}:auth:session-events`,
});

/** What `sessionKeys(prefix).events` carries, as JSON. */
export type SessionEvent =
  { kind: 'revoked'; tokenId: string; seconds: number } | { kind: 'generation'; userId: string; generation: number; seconds: number };

/** The generation that ends every session of a deleted account for good. */
export const DELETED_ACCOUNT_GENERATION = Number.MAX_SAFE_INTEGER;
