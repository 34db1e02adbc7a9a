import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { TEST_REDIS_URL } from '../testing';
import { SessionRevocations } from './session-revocations';

describe('SessionRevocations on real Redis', () => {
  const prefix = `test-revocations-${randomUUID().slice(0, 8)}`;
  let redis: Redis;
  let revocations: SessionRevocations;

  beforeAll(() => {
    redis = new Redis(TEST_REDIS_URL);
    revocations = new SessionRevocations(redis, prefix);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  const token = (id: string, generation: number) => ({ id, tokenId: randomUUID(), generation });

  it('refuses tokens older than the published generation', async () => {
    const user = randomUUID();
    await revocations.publishGeneration(user, 3, 60);
    expect(await revocations.isRevoked(token(user, 2))).toBe(true);
    expect(await revocations.isRevoked(token(user, 3))).toBe(false);
  });

  it('never lowers a generation: a stale republish cannot revive signed-out tokens', async () => {
    const user = randomUUID();
    await revocations.publishGeneration(user, 5, 60); // "sign out everywhere" on one instance
    await revocations.publishGeneration(user, 4, 60); // another instance republishing what it read earlier
    expect(await revocations.isRevoked(token(user, 4))).toBe(true);
    await revocations.publishGeneration(user, 6, 60);
    expect(await revocations.isRevoked(token(user, 5))).toBe(true);
    expect(await redis.ttl(`${prefix}:auth:gen:${user}`)).toBeGreaterThan(0);
  });

  it('signs one token out', async () => {
    const user = randomUUID();
    const signedOut = token(user, 0);
    await revocations.revokeToken(signedOut.tokenId, 30);
    expect(await revocations.isRevoked(signedOut)).toBe(true);
    expect(await revocations.isRevoked(token(user, 0))).toBe(false);
  });
});
