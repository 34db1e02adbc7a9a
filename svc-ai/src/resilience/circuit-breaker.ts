import { ProviderError } from '../providers/provider-error';

export type BreakerState = 'closed' | 'open' | 'half-open';

export interface BreakerOptions {
  /** Consecutive failed attempts that open the breaker. */
  failureThreshold: number;
  /** How long it stays open before one probe attempt is let through. */
  openMs: number;
  now?: () => number;
}

/**
 * Stops calling a provider that keeps failing: after `failureThreshold` failed attempts in a row
 * every call fails at once with `circuit-open` (answered 503) for `openMs`; then a single probe
 * goes through — success closes the breaker, failure opens it again. One breaker per provider per
 * process: each instance of svc-ai learns on its own.
 */
export class CircuitBreaker {
  private consecutiveFailures = 0;
  private openedAt: number | undefined;
  private probeInFlight = false;
  private lastFailure: string | undefined;
  private readonly now: () => number;

  constructor(private readonly options: BreakerOptions) {
    this.now = options.now ?? Date.now;
  }

  get state(): BreakerState {
    if (this.openedAt === undefined) return 'closed';
    return this.now() - this.openedAt >= this.options.openMs ? 'half-open' : 'open';
  }

  async run<T>(attempt: () => Promise<T>): Promise<T> {
    const state = this.state;
    if (state === 'open' || (state === 'half-open' && this.probeInFlight)) {
      throw new ProviderError(
        'circuit-open',
        `circuit open after ${this.consecutiveFailures} consecutive failures (last: ${this.lastFailure})`,
        this.retryInMs(),
      );
    }
    const isProbe = state === 'half-open';
    this.probeInFlight ||= isProbe;
    try {
      const result = await attempt();
      this.consecutiveFailures = 0;
      this.openedAt = undefined;
      return result;
    } catch (err) {
      this.consecutiveFailures += 1;
      this.lastFailure = err instanceof Error ? err.message : String(err);
      if (isProbe || this.consecutiveFailures >= this.options.failureThreshold) this.openedAt = this.now();
      throw err;
    } finally {
      if (isProbe) this.probeInFlight = false;
    }
  }

  /** For /health: the state, and while open why and for how long. */
  describe(): string {
    const state = this.state;
    if (state === 'closed') return 'circuit closed';
    if (state === 'half-open') return `circuit half-open: next call probes the provider (last failure: ${this.lastFailure})`;
    return `circuit open after ${this.consecutiveFailures} consecutive failures (last: ${this.lastFailure}); next probe in ${Math.ceil(this.retryInMs() / 1000)} s`;
  }

  private retryInMs(): number {
    return Math.max(0, (this.openedAt ?? this.now()) + this.options.openMs - this.now());
  }
}
