import { createPublicKey, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Redis } from 'ioredis';
import { ACCESS_TOKEN, sessionKeys } from '@clinote/contracts';
import { REDIS } from '@clinote/nest-common';
import { baseTestEnv, dropSchema, startTestApp, TEST_DATABASE_URL, uniqueSchema } from '@clinote/nest-common/testing';
import { AppModule } from '../app.module';
import { envSchema } from '../config';
import { SessionGenerationsPublisher } from '../auth/session-generations.publisher';

const pair = () => generateKeyPairSync('ec', { namedCurve: 'P-256' });
const pkcs8 = (key: ReturnType<typeof pair>) => key.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const spki = (key: ReturnType<typeof pair>) => createPublicKey(key.privateKey).export({ type: 'spki', format: 'pem' }).toString();
const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');

/** A token as another instance would sign it with `key`, named by `kid`. */
function tokenSignedWith(key: ReturnType<typeof pair>, kid: string, sub: string, email: string): string {
  const now = Math.floor(Date.now() / 1000);
  const input = `${b64({ alg: 'ES256', typ: 'JWT', kid })}.${b64({ sub, email, admin: false, typ: 'access', jti: randomBytes(8).toString('hex'), iat: now, exp: now + 300, aud: ACCESS_TOKEN.audience, iss: ACCESS_TOKEN.issuer, gen: 0 })}`;
  return `${input}.${createSign('SHA256').update(input).sign({ key: key.privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64url')}`;
}

describe('signing keys: rotation without signing anyone out (issue 12)', () => {
  const current = pair();
  const next = pair();
  const schema = uniqueSchema('identity');
  let app: NestFastifyApplication;

  beforeAll(async () => {
    const config = envSchema.parse({
      ...baseTestEnv,
      DB_SCHEMA: schema,
      PORT: '0',
      JWT_PRIVATE_KEY: pkcs8(current),
      JWT_VERIFY_PUBLIC_KEYS: spki(next).replace(/\n/g, '\\n'),
    });
    app = await startTestApp(AppModule.forRoot(config), config);
  });
  afterAll(async () => {
    await app?.close();
    await dropSchema(TEST_DATABASE_URL, schema);
  });

  it('publishes the signing key first and the rotation key beside it, and accepts tokens of both', async () => {
    const { keys } = (await app.inject({ method: 'GET', url: '/auth/.well-known/jwks.json' })).json();
    expect(keys).toHaveLength(2);
    const [signing, rotating] = keys;
    const db = app.get(DataSource);
    const email = `rot.${randomBytes(3).toString('hex')}@clinote.test`;
    await app.inject({ method: 'POST', url: '/auth/register', payload: { email, password: 'Rotate-keys-2026' } });
    const [{ id }] = await db.query(`SELECT id FROM "${schema}".users WHERE email = $1`, [email]);
    const me = (token: string) => app.inject({ method: 'GET', url: '/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect((await me(tokenSignedWith(current, signing.kid, id, email))).statusCode).toBe(200);
    expect((await me(tokenSignedWith(next, rotating.kid, id, email))).statusCode).toBe(200);
    const stranger = pair();
    expect((await me(tokenSignedWith(stranger, rotating.kid, id, email))).statusCode).toBe(401);
    expect((await me(tokenSignedWith(stranger, 'unknown-kid', id, email))).statusCode).toBe(401);
  });

  it('writes the session generations back into Redis when Redis lost them', async () => {
    const db = app.get(DataSource);
    const [{ id }] = await db.query(
      `INSERT INTO "${schema}".users (email, password_hash, session_generation) VALUES ($1, 'x', 3) RETURNING id`,
      [`gen.${randomBytes(3).toString('hex')}@clinote.test`],
    );
    const redis = app.get<Redis>(REDIS);
    const key = sessionKeys(baseTestEnv.QUEUE_PREFIX).generation(id);
    await redis.del(key);
    expect(await app.get(SessionGenerationsPublisher).publish()).toBeGreaterThanOrEqual(1);
    expect(await redis.get(key)).toBe('3');
    expect(await redis.ttl(key)).toBeGreaterThan(0);
  });
});
