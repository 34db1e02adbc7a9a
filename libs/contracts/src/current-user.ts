import type { CurrentUser } from './responses.schemas';
// The shapes of what the API answers are its zod schemas' (responses.schemas.ts); only their types come here.
export type { CurrentUser } from './responses.schemas';

/** localStorage key of the session token (docs/product.md §4, §9). */
export const TOKEN_STORAGE_KEY = 'auth_token';

/**
 * localStorage key of the dashboard's greeting as last answered for the stored token (`{ t: the token's
 * last 16 characters, n: the name }`): the page's early session script shows it before GET
 * /api/auth/me answers, only while the same token is stored, and sign-out removes it (issue 23).
 */
export const GREETING_STORAGE_KEY = 'clinote_greeting';

/**
 * The page's early GET /api/auth/me (issue 11). The gateway's page starts it from an inline script
 * while the JavaScript is still downloading, and leaves it on `window[EARLY_SESSION_GLOBAL]`; the
 * app's session query uses it once instead of asking again after its code has run.
 */
export const EARLY_SESSION_GLOBAL = '__CLINOTE_SESSION__';

export interface EarlySession {
  /** The token the request was made with: used only while the tab still holds that token. */
  token: string;
  /** Rejects on a network failure (the app then asks again). */
  answer: Promise<{ status: number; body: unknown }>;
}

/** docs/product.md §2 Dashboard: first and last name, or the e-mail when there is no name. */
export function displayName(user: Pick<CurrentUser, 'email' | 'firstName' | 'lastName'>): string {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || user.email;
}

/** The dashboard's heading (docs/product.md §2), also written by the gateway's first paint (issue 11). */
export const dashboardGreeting = (user: Pick<CurrentUser, 'email' | 'firstName' | 'lastName'>): string => `Welcome, ${displayName(user)}`;
