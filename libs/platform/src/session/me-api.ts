import type { CurrentUser } from '@clinote/contracts';
import { api } from '../api';

/** GET /api/auth/me: whether it succeeds decides signed-in versus anonymous (SPEC.md §4). */
export const meApi = api.injectEndpoints({
  endpoints: (build) => ({
    me: build.query<CurrentUser, void>({ query: () => '/auth/me', providesTags: ['Me'] }),
  }),
});

export const { useMeQuery } = meApi;
