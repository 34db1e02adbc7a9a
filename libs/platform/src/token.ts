import { GREETING_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@clinote/contracts';

/**
 * The session token (docs/product.md §4, §9): held in localStorage under `auth_token`.
 * Changes are announced to subscribers, both from this tab (setToken/clearToken) and from other
 * tabs (the browser's `storage` event fires only in the *other* tabs).
 */
// Beside api.ts (which sends it) and session/ (which asks who holds it), below both: inside
// session/ it made api.ts and session/ import each other.
export const TOKEN_KEY = TOKEN_STORAGE_KEY;

type Listener = () => void;
const listeners = new Set<Listener>();

export function getToken(): string | null {
  return window.localStorage.getItem(TOKEN_KEY);
}

export function setToken(token: string): void {
  window.localStorage.setItem(TOKEN_KEY, token);
  announce();
}

export function clearToken(): void {
  window.localStorage.removeItem(TOKEN_KEY);
  // The greeting the page showed for this token before the session check (the gateway's early session script).
  window.localStorage.removeItem(GREETING_STORAGE_KEY);
  announce();
}

/** Calls `listener` whenever the token changes, in this tab or another; returns the unsubscribe. */
export function subscribeToToken(listener: Listener): () => void {
  // key === null: another tab called localStorage.clear().
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function announce() {
  for (const listener of [...listeners]) listener();
}
