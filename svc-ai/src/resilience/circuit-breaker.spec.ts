import { ProviderError } from '../providers/provider-error';
import { CircuitBreaker } from './circuit-breaker';

describe('CircuitBreaker', () => {
  let now: number;
  let breaker: CircuitBreaker;
  let calls: number;
  const fail = () =>
    breaker.run(async () => {
      calls += 1;
      throw new ProviderError('unavailable', 'HTTP 503');
    });
  const succeed = () =>
    breaker.run(async () => {
      calls += 1;
      return 'ok';
    });

  beforeEach(() => {
    now = 0;
    calls = 0;
    breaker = new CircuitBreaker({ failureThreshold: 3, openMs: 1000, now: () => now });
  });

  it('opens after the threshold of consecutive failures and then fails at once without calling', async () => {
    for (let i = 0; i < 3; i += 1) await expect(fail()).rejects.toMatchObject({ kind: 'unavailable' });
    expect(breaker.state).toBe('open');
    now = 400;
    await expect(succeed()).rejects.toMatchObject({ kind: 'circuit-open', retryAfterMs: 600 });
    expect(calls).toBe(3);
    expect(breaker.describe()).toBe('circuit open after 3 consecutive failures (last: HTTP 503); next probe in 1 s');
  });

  it('a success in between resets the count', async () => {
    await expect(fail()).rejects.toThrow();
    await expect(fail()).rejects.toThrow();
    await expect(succeed()).resolves.toBe('ok');
    await expect(fail()).rejects.toThrow();
    expect(breaker.state).toBe('closed');
    expect(breaker.describe()).toBe('circuit closed');
  });

  it('after the open time lets one probe through: success closes it', async () => {
    for (let i = 0; i < 3; i += 1) await expect(fail()).rejects.toThrow();
    now = 1000;
    expect(breaker.state).toBe('half-open');
    expect(breaker.describe()).toMatch(/^circuit half-open/);
    await expect(succeed()).resolves.toBe('ok');
    expect(breaker.state).toBe('closed');
  });

  it('only one probe at a time; a failed probe opens it again for the whole open time', async () => {
    for (let i = 0; i < 3; i += 1) await expect(fail()).rejects.toThrow();
    now = 1500;
    let release!: () => void;
    const probe = breaker.run(
      () => new Promise<never>((_resolve, reject) => (release = () => reject(new ProviderError('timeout', 'slow')))),
    );
    await expect(succeed()).rejects.toMatchObject({ kind: 'circuit-open' });
    release();
    await expect(probe).rejects.toMatchObject({ kind: 'timeout' });
    expect(breaker.state).toBe('open');
    now = 2499;
    expect(breaker.state).toBe('open');
    now = 2500;
    expect(breaker.state).toBe('half-open');
  });
});
