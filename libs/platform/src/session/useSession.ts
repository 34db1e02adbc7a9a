import { useSyncExternalStore } from 'react';
import type { CurrentUser } from '@clinote/contracts';
import { getToken, subscribeToToken } from '../token';
import { useMeQuery } from './me-api';

export type SessionStatus = 'loading' | 'signed-in' | 'anonymous';

export interface Session {
  status: SessionStatus;
  user: CurrentUser | null;
}

const ANONYMOUS: Session = { status: 'anonymous', user: null };
const LOADING: Session = { status: 'loading', user: null };

/** The token held in this tab, kept current when it changes here or in another tab. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeToToken, getToken, () => null);
}

/**
 * docs/product.md §4 Session: the current-user query runs only while a token is held (never retried);
 * signed in means that call succeeded. Without a token, or when the call fails, the visitor is
 * anonymous.
 */
export function useSession(): Session {
  const token = useToken();
  const me = useMeQuery(undefined, { skip: !token });
  if (!token || me.isError) return ANONYMOUS;
  if (me.currentData) return { status: 'signed-in', user: me.currentData };
  return LOADING;
}
