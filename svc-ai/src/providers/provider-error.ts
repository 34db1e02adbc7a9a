/**
 * Why a provider attempt failed, in the words the retry policy, the breaker and the HTTP answer
 * need. `reason` is ours (status, error code, what was malformed): it never holds clinical text,
 * so it can be logged.
 */
export type FailureKind =
  /** HTTP 429: quota or rate limit. Retried; if it persists the browser gets 429 (docs/product.md §8). */
  | 'rate-limited'
  /** HTTP 5xx or a network error. Retried. */
  | 'unavailable'
  /** No answer before the attempt timeout or the deadline (or HTTP 408). Retried if time remains. */
  | 'timeout'
  /** No candidates/choices, empty or truncated text, non-JSON: retrying the same prompt will not help. */
  | 'bad-answer'
  /** Any other 4xx: a wrong key, model or request. Never retried. */
  | 'refused'
  /** The circuit breaker is open: the provider was not called. */
  | 'circuit-open';

const RETRYABLE: ReadonlySet<FailureKind> = new Set(['rate-limited', 'unavailable', 'timeout']);

export class ProviderError extends Error {
  constructor(
    readonly kind: FailureKind,
    reason: string,
    /** How long the provider asked us to wait (Retry-After), if it said. */
    readonly retryAfterMs?: number,
  ) {
    super(reason);
    this.name = 'ProviderError';
  }

  get retryable(): boolean {
    return RETRYABLE.has(this.kind);
  }
}

/**
 * Retry-After as delay-seconds or an HTTP date (RFC 9110 §10.2.3); OpenAI-style servers may also
 * send `retry-after-ms`. Undefined when absent or unreadable.
 */
export function parseRetryAfter(headers: { get(name: string): string | null } | undefined, now = Date.now()): number | undefined {
  const ms = Number(headers?.get('retry-after-ms') ?? NaN);
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers?.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+(?:\.\d+)?$/u.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export function failureForStatus(status: number, retryAfterMs?: number): ProviderError {
  if (status === 429) return new ProviderError('rate-limited', 'HTTP 429', retryAfterMs);
  if (status === 408) return new ProviderError('timeout', 'HTTP 408', retryAfterMs);
  if (status >= 500) return new ProviderError('unavailable', `HTTP ${status}`, retryAfterMs);
  return new ProviderError('refused', `HTTP ${status}`);
}

export const badAnswer = (what: string): ProviderError => new ProviderError('bad-answer', `malformed answer: ${what}`);

/**
 * The failures every SDK shares: our own abort (the attempt timed out), a body that is not JSON,
 * and network errors (named by their code, e.g. ECONNREFUSED).
 */
export function commonFailure(err: unknown, signal: AbortSignal): ProviderError {
  if (err instanceof ProviderError) return err;
  if (signal.aborted) return new ProviderError('timeout', 'no answer before the attempt timeout');
  // by name: fetch's JSON parser throws the SyntaxError of another realm under Jest
  if ((err as Error | undefined)?.name === 'SyntaxError') return badAnswer('not JSON');
  const code = errorCode(err);
  return new ProviderError('unavailable', code ? `network error ${code}` : 'network error');
}

/** ECONNREFUSED and the like sit one or two `cause`s down (SDK error → fetch TypeError → socket error). */
function errorCode(err: unknown): string | undefined {
  for (let current = err, depth = 0; current && depth < 4; current = (current as { cause?: unknown }).cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}
