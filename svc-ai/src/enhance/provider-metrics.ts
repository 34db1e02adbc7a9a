import { counter, gauge, histogram, inSpan } from '@clinote/nest-common';
import { ProviderError } from '../providers/provider-error';
import type { BreakerState, CircuitBreaker } from '../resilience/circuit-breaker';

/** The rewrite provider's metrics at GET /metrics (issue 26): every attempt, its failures, the breaker. */
const attemptDuration = histogram(
  'ai_provider_request_duration_seconds',
  'One attempt at the rewrite provider, by provider and outcome (ok, or the failure kind: timeout, rate-limited, unavailable, bad-answer, refused).',
  ['provider', 'outcome'],
);
const attemptErrors = counter(
  'ai_provider_errors_total',
  'Failed attempts at the rewrite provider by provider and kind; circuit-open counts calls refused while the breaker is open.',
  ['provider', 'kind'],
);

const BREAKER_STATES: Record<BreakerState, number> = { closed: 0, 'half-open': 1, open: 2 };
let watched: { provider: string; breaker: CircuitBreaker } | undefined;
gauge(
  'ai_breaker_state',
  "The rewrite provider's circuit breaker: 0 closed, 1 half-open (one probe goes through), 2 open (calls refused until it half-opens).",
  ['provider'],
  (state) => {
    state.reset();
    if (watched) state.set({ provider: watched.provider }, BREAKER_STATES[watched.breaker.state]);
  },
);

/** Reports this breaker's state as ai_breaker_state (one provider per process). */
export function watchBreaker(provider: string, breaker: CircuitBreaker): void {
  watched = { provider, breaker };
}

/** Runs one attempt, timed and counted by its outcome, as a span of the request's trace. */
export async function measuredAttempt<T>(provider: string, attempt: () => Promise<T>): Promise<T> {
  const timer = attemptDuration.startTimer({ provider });
  try {
    const result = await inSpan('ai provider attempt', { 'ai.provider': provider }, attempt);
    timer({ outcome: 'ok' });
    return result;
  } catch (err) {
    const kind = err instanceof ProviderError ? err.kind : 'error';
    attemptErrors.inc({ provider, kind });
    // A refusal by the open breaker never reached the provider: not a latency.
    if (kind !== 'circuit-open') timer({ outcome: kind });
    throw err;
  }
}
