import { api } from '@clinote/platform';
import type { EnhanceDmeRequest, EnhanceNoteRequest, EnhanceResponse } from '@clinote/contracts';

/**
 * POST /api/enhance-note and /api/enhance-dme (docs/product.md §7). Never retried (docs/product.md §7: mutations are
 * not). Each answer carries svc-ai's fact check (issue 20); the forms show it (fact-check-alert.tsx),
 * the browser never checks again.
 */
export const enhanceApi = api.injectEndpoints({
  endpoints: (build) => ({
    enhanceNote: build.mutation<EnhanceResponse, EnhanceNoteRequest>({
      query: (body) => ({ url: '/enhance-note', method: 'POST', body }),
    }),
    enhanceDme: build.mutation<EnhanceResponse, EnhanceDmeRequest>({
      query: (body) => ({ url: '/enhance-dme', method: 'POST', body }),
    }),
  }),
});

export const { useEnhanceNoteMutation, useEnhanceDmeMutation } = enhanceApi;

/** The HTTP status of a failed call (fetchBaseQuery's error), or undefined for a network failure. */
export function httpStatusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}
