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

/**
 * Whether a failed call may never have reached its service, so sending it again later is the remedy
 * (issue 25, docs/decisions/0155-save-outbox.md): no network (fetch's TypeError, RTK Query's
 * FETCH_ERROR), no answer in time (TIMEOUT_ERROR, an aborted fetch), or the gateway's answer for a
 * service it could not use — 503 refused, 504 too slow, 502 anything else (docs/architecture.md §3);
 * a service answers 503 itself when its database or Redis is out of reach. Anything else is the
 * service's answer to the request (400, 401, 413, 429, 500…) and is not a reason to send it again.
 */
export function notReached(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  if (error instanceof TypeError) return true;
  const { name, status, originalStatus } = error as { name?: unknown; status?: unknown; originalStatus?: unknown };
  if (name === 'TimeoutError' || name === 'AbortError') return true;
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return true;
  // A body that is not JSON (a proxy's HTML error page) arrives as PARSING_ERROR with the real status.
  const code = status === 'PARSING_ERROR' ? originalStatus : status;
  return code === 502 || code === 503 || code === 504;
}

/** The HTTP status of a failed call (RTK Query's error or the outbox's), when it had one. */
export function httpStatus(error: unknown): number | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { status, originalStatus } = error as { status?: unknown; originalStatus?: unknown };
  const code = status === 'PARSING_ERROR' ? originalStatus : status;
  return typeof code === 'number' ? code : undefined;
}
