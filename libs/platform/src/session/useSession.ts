import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
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

/**
 * A function that resolves with the session once it is known (not 'loading'). A clinician who presses
 * Generate while the current-user call is still out is not a guest: deciding then would skip the save
 * and the e-mail of their note. Without a token the session is known at once (anonymous).
 */
export function useKnownSession(): () => Promise<Session> {
  const session = useSession();
  const latest = useRef(session);
  latest.current = session;
  const waiting = useRef<((known: Session) => void)[]>([]);
  useEffect(() => {
    if (session.status === 'loading') return;
    const resolve = waiting.current;
    waiting.current = [];
    for (const settle of resolve) settle(session);
  }, [session]);
  return useCallback(
    () =>
      latest.current.status === 'loading'
        ? new Promise<Session>((settle) => waiting.current.push(settle))
        : Promise.resolve(latest.current),
    [],
  );
}
