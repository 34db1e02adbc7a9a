import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { TEST_REDIS_URL } from '../testing';
import { FOLLOW_FOR_MS, SessionRevocationMirror } from './session-revocation-mirror';
import { SessionRevocations } from './session-revocations';

/** Polls until `check` holds (announcements arrive asynchronously), or fails after 2 s. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('condition not met within 2 s');
}

describe('SessionRevocationMirror on real Redis', () => {
  const prefix = `test-mirror-${randomUUID().slice(0, 8)}`;
  let redis: Redis;
  let writer: SessionRevocations;
  let reads: number;
  let mirror: SessionRevocationMirror;

  beforeEach(async () => {
    redis = new Redis(TEST_REDIS_URL);
    writer = new SessionRevocations(redis, prefix);
    reads = 0;
    const counted = new SessionRevocations(redis, prefix);
    const read = counted.isRevoked.bind(counted);
    counted.isRevoked = (user) => {
      reads += 1;
      return read(user);
    };
    mirror = new SessionRevocationMirror(counted, redis, prefix);
    mirror.start();
    await followingSoon();
    reads = 0;
  });
  afterEach(async () => {
    await mirror.stop();
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  /** Waits until the mirror is subscribed: a token's second check is then answered without Redis. */
  const followingSoon = () =>
    eventually(async () => {
      const probe = token(randomUUID(), 0);
      await mirror.isRevoked(probe);
      const before = reads;
      await mirror.isRevoked(probe);
      return reads === before;
    });

  const token = (id: string, generation: number) => ({ id, tokenId: randomUUID(), generation, expiresAt: Date.now() / 1000 + 600 });

  it('asks Redis once per token, then answers from memory for FOLLOW_FOR_MS', async () => {
    const user = token(randomUUID(), 0);
    for (let i = 0; i < 50; i++) expect(await mirror.isRevoked(user)).toBe(false);
    expect(reads).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, FOLLOW_FOR_MS + 50));
    expect(await mirror.isRevoked(user)).toBe(false);
    expect(reads).toBe(2); // read again: a subscription that silently stopped cannot keep an old answer
  });

  it('sees a sign-out made elsewhere as soon as it is announced', async () => {
    const user = token(randomUUID(), 0);
    expect(await mirror.isRevoked(user)).toBe(false);
    await writer.revokeToken(user.tokenId, 60);
    await eventually(() => mirror.isRevoked(user));
    expect(reads).toBe(1); // from the announcement, not from asking again
  });

  it('sees "sign out everywhere" (a raised generation) and never lowers it', async () => {
    const userId = randomUUID();
    const older = token(userId, 2);
    expect(await mirror.isRevoked(older)).toBe(false);
    await writer.publishGeneration(userId, 3, 60);
    await eventually(() => mirror.isRevoked(older));
    await writer.publishGeneration(userId, 1, 60); // a stale republish: neither Redis nor the mirror goes back
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await mirror.isRevoked(older)).toBe(true);
    expect(await mirror.isRevoked(token(userId, 3))).toBe(false);
  });

  it('asks Redis on every check while its subscription is down, and trusts memory again once it is back', async () => {
    const user = token(randomUUID(), 0);
    await mirror.isRevoked(user);
    const subscriber = (mirror as unknown as { subscriber: Redis }).subscriber;
    const closed = new Promise((resolve) => subscriber.once('close', resolve));
    subscriber.disconnect(true); // dropped; ioredis reconnects and subscribes again
    await closed;
    // While it is down nothing may be answered from memory: a sign-out could be missed.
    await writer.revokeToken(user.tokenId, 60);
    expect(await mirror.isRevoked(user)).toBe(true);
    await followingSoon();
  });

  it('asks Redis on every check when it is not subscribed (never started)', async () => {
    let coldReads = 0;
    const counted = new SessionRevocations(redis, prefix);
    const read = counted.isRevoked.bind(counted);
    counted.isRevoked = (user) => {
      coldReads += 1;
      return read(user);
    };
    const cold = new SessionRevocationMirror(counted, redis, prefix);
    const user = token(randomUUID(), 0);
    expect(await cold.isRevoked(user)).toBe(false);
    await writer.revokeToken(user.tokenId, 60);
    expect(await cold.isRevoked(user)).toBe(true);
    expect(coldReads).toBe(2);
  });
});
