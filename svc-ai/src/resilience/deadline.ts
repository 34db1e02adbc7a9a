/**
 * The time one enhancement call may take, retries and backoff included. It must end before the
 * gateway's AI timeout (10 s) so the browser always hears our answer and can fall back in time.
 */
export class Deadline {
  private readonly endsAt: number;

  constructor(
    readonly totalMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.endsAt = now() + totalMs;
  }

  remainingMs(): number {
    return Math.max(0, this.endsAt - this.now());
  }

  /** Aborts one attempt at its own timeout or at the deadline, whichever comes first. */
  attemptSignal(attemptTimeoutMs: number): AbortSignal {
    return AbortSignal.timeout(Math.max(1, Math.min(attemptTimeoutMs, this.remainingMs())));
  }
}
