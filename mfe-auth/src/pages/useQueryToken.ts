import { useLocation } from '@clinote/platform';

/** The `token` query parameter of a link from an e-mail (trimmed), or null. */
export function useQueryToken(): string | null {
  const { search } = useLocation();
  return new URLSearchParams(search).get('token')?.trim() || null;
}
