import { ProviderError } from '../providers/provider-error';
import type { Deadline } from './deadline';

export interface RetryPolicy {
  /** Attempts in all, the first one included. */
  maxAttempts: number;
  /** Backoff before retry n is baseDelayMs·2^(n-1), capped at maxDelayMs, then jittered. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A retry needs at least this much time left to have a chance of answering. */
  minAttemptMs: number;
}

/**
 * 3 attempts, 250 ms → 500 ms backoff: a blip (one 503, a dropped connection) is absorbed well
 * inside the 8 s deadline, while a provider that is really down costs the user under a second
 * before the browser falls back — and the breaker stops calling it after a few such requests.
 */
export const PROVIDER_RETRY_POLICY: RetryPolicy = { maxAttempts: 3, baseDelayMs: 250, maxDelayMs: 2000, minAttemptMs: 250 };

/** Exponential backoff with jitter (half fixed, half random) so parallel callers do not retry in step. */
export function backoffMs(retry: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * How long to wait before the next attempt, or undefined to give up now: never after a failure
 * that retrying cannot fix (bad answer, 4xx other than 429, open breaker), never past the last
 * attempt, and never when the wait — the provider's Retry-After if it sent one — would not leave
 * an attempt room before the deadline.
 */
export function nextDelayMs(
  failure: ProviderError,
  attempt: number,
  policy: RetryPolicy,
  remainingMs: number,
  random?: () => number,
): number | undefined {
  if (!failure.retryable || attempt >= policy.maxAttempts) return undefined;
  const delay = failure.retryAfterMs ?? backoffMs(attempt, policy, random);
  return delay + policy.minAttemptMs <= remainingMs ? delay : undefined;
}

export interface RetryOptions {
  policy: RetryPolicy;
  deadline: Deadline;
  /** Called once per failed attempt (for the log), with the wait before the next one if any. */
  onFailure?: (failure: ProviderError, attempt: number, retryInMs: number | undefined) => void;
  random?: () => number;
}

/** Runs `attempt` until it succeeds or `nextDelayMs` gives up; throws the last ProviderError. */
export async function withRetry<T>(attempt: (n: number) => Promise<T>, options: RetryOptions): Promise<T> {
  for (let n = 1; ; n += 1) {
    try {
      return await attempt(n);
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err;
      const delay = nextDelayMs(err, n, options.policy, options.deadline.remainingMs(), options.random);
      options.onFailure?.(err, n, delay);
      if (delay === undefined) throw err;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
