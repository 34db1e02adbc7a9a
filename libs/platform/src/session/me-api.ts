import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { EARLY_SESSION_GLOBAL, type CurrentUser, type EarlySession } from '@clinote/contracts';
import { api } from '../api';
import { getToken } from '../token';

declare global {
  interface Window {
    [EARLY_SESSION_GLOBAL]?: EarlySession;
  }
}

type MeResult = { data: CurrentUser } | { error: FetchBaseQueryError };

/**
 * The answer of the page's early GET /api/auth/me (started by the gateway's page before any
 * JavaScript arrived), taken once and only for the token it was made with; null when there is
 * none to use or it failed on the network.
 */
async function earlyAnswer(token: string | null): Promise<MeResult | null> {
  const early = window[EARLY_SESSION_GLOBAL];
  delete window[EARLY_SESSION_GLOBAL];
  if (!early || !token || early.token !== token) return null;
  try {
    const { status, body } = await early.answer;
    return status >= 200 && status < 300 ? { data: body as CurrentUser } : { error: { status, data: body } };
  } catch {
    return null;
  }
}

/** GET /api/auth/me: whether it succeeds decides signed-in versus anonymous (docs/product.md §4). */
export const meApi = api.injectEndpoints({
  endpoints: (build) => ({
    me: build.query<CurrentUser, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        return (await earlyAnswer(getToken())) ?? ((await baseQuery('/auth/me')) as MeResult);
      },
      providesTags: ['Me'],
    }),
  }),
});

export const { useMeQuery } = meApi;
