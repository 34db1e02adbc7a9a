// The limiter against the real test Redis: what a claim answers when the network delivers its
// command twice (ioredis resends a command whose reply was lost when Redis restarted).
import { Redis } from 'ioredis';
import { baseTestEnv, TEST_REDIS_URL } from '@clinote/nest-common/testing';
import type { IdentityConfig } from '../config';
import { RateLimiter } from './rate-limiter.service';

describe('RateLimiter.claimOnce', () => {
  let redis: Redis;
  let limiter: RateLimiter;
  const config = { QUEUE_PREFIX: baseTestEnv.QUEUE_PREFIX } as IdentityConfig;

  beforeAll(() => {
    redis = new Redis(TEST_REDIS_URL);
  });
  afterAll(async () => {
    await redis.quit();
  });
  beforeEach(() => {
    limiter = new RateLimiter(redis, config);
  });

  it('gives the claim to the first caller only, within its window', async () => {
    expect(await limiter.claimOnce('once:first', 60)).toBe(true);
    expect(await limiter.claimOnce('once:first', 60)).toBe(false);
    expect(await redis.ttl(limiter.key('once:first'))).toBeGreaterThan(55);
  });

  it('still holds the claim when its SET reaches Redis twice (a resend after a lost reply)', async () => {
    // The first delivery is applied and its reply lost; the caller sees the second one's reply.
    const twice = new Proxy(redis, {
      get(target, prop, receiver) {
        if (prop !== 'set') return Reflect.get(target, prop, receiver);
        return async (...args: Parameters<Redis['set']>) => {
          await (target.set as (...a: unknown[]) => Promise<unknown>)(...args);
          return (target.set as (...a: unknown[]) => Promise<unknown>)(...args);
        };
      },
    });
    const resent = new RateLimiter(twice, config);
    expect(await resent.claimOnce('once:resent', 60)).toBe(true);
    expect(await limiter.claimOnce('once:resent', 60)).toBe(false);
  });
});
