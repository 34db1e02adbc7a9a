import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { getToken } from './token';

/**
 * The one RTK Query API of the browser (docs/architecture.md §4). Remotes add their endpoints with
 * `api.injectEndpoints(...)`; the shell's store holds the cache for all of them.
 * docs/product.md §7: every request sends `Authorization: Bearer <token>` when a token is held and
 * includes cookies; nothing is retried and nothing refetches on window focus.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: '/api',
    credentials: 'include',
    prepareHeaders: (headers) => {
      const token = getToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  }),
  tagTypes: ['Me'],
  refetchOnFocus: false,
  refetchOnReconnect: false,
  // docs/product.md §7 "queries are never stale": answers are reused until a mutation invalidates them
  // or the identity changes (see createStore); unused ones are dropped after 5 minutes.
  keepUnusedDataFor: 300,
  endpoints: () => ({}),
});

const NO_STATE = Object.freeze({});

/**
 * For a mutation hook whose component only calls it and awaits the answer (`const [save] =
 * useSaveMutation(TRIGGER_ONLY)`): the component does not render again on each state change of the
 * request. Issue 23: a note's four AI calls re-rendered the whole page eight times between Generate and
 * the result.
 */
export const TRIGGER_ONLY = { selectFromResult: () => NO_STATE } as const;
