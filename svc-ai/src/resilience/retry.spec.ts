import { ProviderError, failureForStatus } from '../providers/provider-error';
import { Deadline } from './deadline';
import { backoffMs, nextDelayMs, withRetry, type RetryPolicy } from './retry';

const policy: RetryPolicy = { maxAttempts: 3, baseDelayMs: 100, maxDelayMs: 300, minAttemptMs: 50 };
const unavailable = () => new ProviderError('unavailable', 'HTTP 503');

describe('backoffMs: exponential with jitter', () => {
  it('doubles per retry, capped, and jitters between half and all of it', () => {
    expect([1, 2, 3, 4].map((retry) => backoffMs(retry, policy, () => 1))).toEqual([100, 200, 300, 300]);
    expect([1, 2, 3, 4].map((retry) => backoffMs(retry, policy, () => 0))).toEqual([50, 100, 150, 150]);
  });
});

describe('nextDelayMs: when to try again', () => {
  it('retries 429, 5xx, 408, timeouts and network errors', () => {
    for (const failure of [
      failureForStatus(429),
      failureForStatus(500),
      failureForStatus(503),
      failureForStatus(408),
      new ProviderError('timeout', 't'),
      new ProviderError('unavailable', 'network error'),
    ]) {
      expect(nextDelayMs(failure, 1, policy, 10_000, () => 1)).toBe(100);
    }
  });

  it('never retries a malformed answer, another 4xx or an open breaker', () => {
    for (const failure of [
      new ProviderError('bad-answer', 'x'),
      failureForStatus(400),
      failureForStatus(401),
      failureForStatus(404),
      new ProviderError('circuit-open', 'x', 1000),
    ]) {
      expect(nextDelayMs(failure, 1, policy, 10_000)).toBeUndefined();
    }
  });

  it('stops after the last attempt', () => {
    expect(nextDelayMs(unavailable(), 2, policy, 10_000, () => 1)).toBe(200);
    expect(nextDelayMs(unavailable(), 3, policy, 10_000)).toBeUndefined();
  });

  it('waits what Retry-After says when that leaves an attempt room before the deadline, else gives up at once', () => {
    expect(nextDelayMs(failureForStatus(429, 2000), 1, policy, 2050)).toBe(2000);
    expect(nextDelayMs(failureForStatus(429, 2000), 1, policy, 2049)).toBeUndefined();
    expect(nextDelayMs(failureForStatus(503, 0), 1, policy, 100)).toBe(0);
  });

  it('gives up when even the backoff would end too close to the deadline', () => {
    expect(nextDelayMs(unavailable(), 1, policy, 149, () => 1)).toBeUndefined();
  });
});

describe('withRetry', () => {
  it('retries until an attempt succeeds, reporting each failure once', async () => {
    const seen: string[] = [];
    let calls = 0;
    const result = await withRetry(
      async (n) => {
        calls += 1;
        if (n < 3) throw unavailable();
        return 'ok';
      },
      {
        policy: { ...policy, baseDelayMs: 1 },
        deadline: new Deadline(5000),
        onFailure: (f, n, wait) => seen.push(`${n}:${f.kind}:${wait === undefined ? 'stop' : 'retry'}`),
      },
    );
    expect(result).toBe('ok');
    expect(calls).toBe(3);
    expect(seen).toEqual(['1:unavailable:retry', '2:unavailable:retry']);
  });

  it('throws the last failure when it gives up', async () => {
    const failure = failureForStatus(401);
    const seen: Array<number | undefined> = [];
    await expect(
      withRetry(async () => Promise.reject(failure), {
        policy,
        deadline: new Deadline(5000),
        onFailure: (_f, _n, wait) => seen.push(wait),
      }),
    ).rejects.toBe(failure);
    expect(seen).toEqual([undefined]);
  });

  it('lets errors that are not provider failures through untouched', async () => {
    const bug = new TypeError('bug');
    let calls = 0;
    await expect(
      withRetry(
        async () => {
          calls += 1;
          throw bug;
        },
        { policy, deadline: new Deadline(5000) },
      ),
    ).rejects.toBe(bug);
    expect(calls).toBe(1);
  });
});

describe('Deadline', () => {
  it('counts down and bounds each attempt by what is left', async () => {
    let now = 1000;
    const deadline = new Deadline(500, () => now);
    expect(deadline.remainingMs()).toBe(500);
    now = 1400;
    expect(deadline.remainingMs()).toBe(100);
    now = 2000;
    expect(deadline.remainingMs()).toBe(0);
    const signal = new Deadline(30).attemptSignal(10_000);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(signal.aborted).toBe(true);
  });
});
