/**
 * docs/product.md §8 generic rule: for a failed call, a JSON body's `message`, else the raw body text, else
 * the status text. Works on RTK Query errors (`{ status, data }`, `{ status, error }` for network
 * and parsing failures) and on thrown `Error`s (e.g. "Enhancement API failed"). Returns undefined
 * when there is nothing to show, so each screen can use its own fallback text.
 */
export function errorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if (error instanceof Error) return error.message.trim() ? error.message : undefined;
  const { data, error: text } = error as { data?: unknown; error?: unknown };
  if (data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string') {
    return (data as { message: string }).message || undefined;
  }
  if (typeof data === 'string' && data.trim()) return data;
  if (typeof text === 'string' && text.trim()) return text;
  return undefined;
}
