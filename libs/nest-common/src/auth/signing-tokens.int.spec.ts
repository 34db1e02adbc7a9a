import { createPublicKey, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { SIGNING_MESSAGES } from '@clinote/contracts';
import { TEST_REDIS_URL, TestIssuer } from '../testing';
import { AccessTokenVerifier } from './access-tokens';
import type { PublicKeyResolver } from './public-keys';
import { SigningTokenVerifier } from './signing-tokens';

describe('SigningTokenVerifier on real Redis (issue 25)', () => {
  const prefix = `test-signing-${randomUUID().slice(0, 8)}`;
  let issuer: TestIssuer;
  let stranger: TestIssuer;
  let redis: Redis;
  let verifier: SigningTokenVerifier;
  let keys: PublicKeyResolver;
  const alice = { id: randomUUID(), email: 'alice.fake@clinote.test' };
  const signer = { name: 'Alice Example', credentials: 'OTR/L', npi: '1234567893' };

  beforeAll(async () => {
    issuer = await TestIssuer.start();
    stranger = await TestIssuer.start();
    const jwk = issuer.jwks().keys[0] as { kid: string };
    const key = createPublicKey({ key: jwk as never, format: 'jwk' });
    keys = { get: async (kid) => (kid === jwk.kid ? key : Promise.reject(new Error('unknown key'))) };
    redis = new Redis(TEST_REDIS_URL);
    verifier = new SigningTokenVerifier(keys, redis, prefix);
  });
  afterAll(async () => {
    const used = await redis.keys(`${prefix}:*`);
    if (used.length) await redis.del(...used);
    redis.disconnect();
    await issuer.stop();
    await stranger.stop();
  });

  const refusal = { status: 401, message: SIGNING_MESSAGES.signingTokenRefused };
  const refused = (token: string | undefined, callerId = alice.id) =>
    expect(verifier.redeem(token, callerId)).rejects.toMatchObject({ response: expect.objectContaining({ message: refusal.message }) });

  it('answers the signer of a valid token once, and remembers its jti until the token expires', async () => {
    const token = issuer.signingToken(alice, signer);
    expect(await verifier.redeem(token, alice.id)).toEqual({ userId: alice.id, ...signer });
    await refused(token);
    const jti = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).jti;
    const ttl = await redis.ttl(verifier.usedKey(jti));
    expect(ttl).toBeGreaterThan(290);
    expect(ttl).toBeLessThanOrEqual(300);
  });

  it('lets one of two requests racing with the same token through', async () => {
    const token = issuer.signingToken(alice, signer);
    const results = await Promise.allSettled([verifier.redeem(token, alice.id), verifier.redeem(token, alice.id)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('refuses the token of another account, an access token, a foreign key, a lifetime over 5 minutes, an expired token', async () => {
    const now = Math.floor(Date.now() / 1000);
    await refused(issuer.signingToken(alice, signer), randomUUID());
    await refused(issuer.token(alice));
    await refused(stranger.signingToken(alice, signer));
    // Its own iat, not the issuer's clock: a second turning over between the two would make the lifetime 300 s.
    await refused(issuer.signingToken(alice, signer, { iat: now, exp: now + 301 }));
    await refused(issuer.signingToken(alice, signer, { iat: now - 600, exp: now - 300 }));
    await refused(issuer.signingToken(alice, signer, { iat: now + 60, exp: now + 300 }));
    await refused(issuer.signingToken(alice, signer, { jti: undefined }));
    await refused(issuer.signingToken(alice, signer, { iss: 'elsewhere' }));
    await refused(undefined);
    await refused('a.b.c');
  });

  it('refuses a token whose signer is not what svc-identity writes', async () => {
    for (const bad of [{ name: ' ' }, { credentials: '' }, { npi: '1234567890' }, { npi: 42 }, { name: 'x'.repeat(300) }])
      await refused(issuer.signingToken(alice, { ...signer, ...bad } as never));
    await refused(issuer.signingToken(alice, signer, { signer: undefined }));
  });

  it('is never an access token: the access-token check refuses it', async () => {
    const checked = await new AccessTokenVerifier(keys).check(issuer.signingToken(alice, signer));
    expect(checked).toEqual({ problem: 'invalid' });
  });

  it('fails with the error, not a 401, when Redis cannot be asked', async () => {
    const down = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
    try {
      const offline = new SigningTokenVerifier(keys, down, prefix);
      const error = await offline.redeem(issuer.signingToken(alice, signer), alice.id).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect((error as { status?: number }).status).toBeUndefined();
    } finally {
      down.disconnect();
    }
  });
});
