import { createHmac, randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { QUEUES, sessionKeys, type AccountMailRequest, type MailJob } from '@clinote/contracts';
import { queueConnection, queueToken, REDIS } from '@clinote/nest-common';
import type { Redis } from 'ioredis';
import { baseTestEnv, dropSchema, startTestApp, TEST_DATABASE_URL, uniqueSchema } from '@clinote/nest-common/testing';
import { AppModule } from '../app.module';
import { envSchema } from '../config';
import { Passwords } from '../security/passwords';

const run = randomBytes(3).toString('hex');
const email = (name: string) => `${name}.${run}@clinote.test`;
const PASSWORD = 'Pt-notes-2026!';
const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');

describe('svc-identity /auth', () => {
  const schema = uniqueSchema('identity');
  const config = envSchema.parse({
    ...baseTestEnv,
    DB_SCHEMA: schema,
    PORT: '0',
    ADMIN_EMAILS: ` other@clinote.test, ${email('Admin').toUpperCase()} `,
  });
  let app: NestFastifyApplication;
  let db: DataSource;
  let mail: Queue<MailJob>;
  let accountMail: Queue<AccountMailRequest>;
  let ipCounter = 0;
  /** A fresh caller address per request keeps the per-IP login limit out of tests that are not about it. */
  const freshIp = () => `10.${run.length}.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress = freshIp()) =>
    app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress });
  const me = (token: string) => app.inject({ method: 'GET', url: '/auth/me', headers: { authorization: `Bearer ${token}` } });

  const allMail = () => mail.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed'], 0, 1000);
  /**
   * The newest mail job for an address, newer than `after` (a job timestamp): the token in it is
   * what the e-mail link carries. The account-mail worker queues it a moment after the answer.
   */
  async function mailTo(to: string, kind: MailJob['kind'], after = 0): Promise<Extract<MailJob, { token: string }>> {
    const deadline = Date.now() + 5000;
    for (;;) {
      const job = (await allMail())
        .filter((j) => j.data.to === to && j.data.kind === kind && j.timestamp > after)
        .sort((a, b) => b.timestamp - a.timestamp)[0];
      if (job) return job.data as Extract<MailJob, { token: string }>;
      if (Date.now() > deadline) throw new Error(`no ${kind} mail queued for ${to}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  const newestMailTime = async (to: string) => Math.max(0, ...(await allMail()).filter((j) => j.data.to === to).map((j) => j.timestamp));
  const mailCount = async (to: string) => (await allMail()).filter((j) => j.data.to === to).length;
  const requestCount = async () => (await accountMail.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed'], 0, 5000)).length;
  /** Waits until the account-mail worker has handled every request (so "no mail" really means none). */
  async function requestsSettled(): Promise<void> {
    const deadline = Date.now() + 5000;
    while (
      (await accountMail.getJobCounts('waiting', 'active', 'delayed')).waiting + (await accountMail.getJobCounts('active')).active >
      0
    ) {
      if (Date.now() > deadline) throw new Error('account-mail requests did not settle');
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** The one-mail-a-minute limits have their own tests; flows that mail twice clear them. */
  async function clearMailLimit(address: string): Promise<void> {
    for (const purpose of ['verify-email', 'reset-password'])
      await app.get<Redis>(REDIS).del(`${config.QUEUE_PREFIX}:ratelimit:mail:${purpose}:${address.toLowerCase()}`);
  }

  async function verifiedUser(name: string): Promise<{ address: string; token: string }> {
    const address = email(name);
    expect((await post('/auth/register', { email: address, password: PASSWORD, firstName: 'Sam', lastName: 'Sample' })).statusCode).toBe(
      201,
    );
    const { token } = await mailTo(address, 'verify-email');
    expect((await post('/auth/verify-email', { token, password: PASSWORD })).statusCode).toBe(200);
    const login = await post('/auth/login', { email: address, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    return { address, token: login.json().token };
  }

  beforeAll(async () => {
    app = await startTestApp(AppModule.forRoot(config), config);
    db = app.get(DataSource);
    mail = new Queue<MailJob>(QUEUES.mail, queueConnection(config));
    accountMail = new Queue<AccountMailRequest>(QUEUES.accountMail, queueConnection(config));
  });

  afterAll(async () => {
    await mail?.obliterate({ force: true }).catch(() => undefined);
    await mail?.close();
    await accountMail?.obliterate({ force: true }).catch(() => undefined);
    await accountMail?.close();
    await app?.close();
    await dropSchema(TEST_DATABASE_URL, schema);
  });

  describe('register', () => {
    it('creates an unverified account, stores an argon2id hash, queues the verification mail and gives no session', async () => {
      const address = email('Alice');
      const res = await post('/auth/register', { email: address, password: PASSWORD, firstName: ' Alice ', lastName: 'Fake' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ message: expect.stringMatching(/check your email/i), token: null });
      const [row] = await db.query(`SELECT password_hash, email_verified, first_name, is_admin FROM "${schema}".users WHERE email = $1`, [
        address,
      ]);
      expect(row).toMatchObject({ email_verified: false, first_name: 'Alice', is_admin: false });
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      const queued = await mailTo(address, 'verify-email');
      expect(queued).toEqual({ kind: 'verify-email', to: address, token: expect.any(String) }); // nothing the registrant typed
      expect(Buffer.from(queued.token, 'base64url').length).toBeGreaterThanOrEqual(16);
      const [stored] = await db.query(
        `SELECT token_hash FROM "${schema}".tokens t JOIN "${schema}".users u ON u.id = t.user_id WHERE u.email = $1`,
        [address],
      );
      expect(stored.token_hash).not.toContain(queued.token);
      expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('answers the same for an address that already has an account, and creates no second one', async () => {
      const address = email('Bea');
      const first = await post('/auth/register', { email: address, password: PASSWORD });
      await clearMailLimit(address);
      const again = await post('/auth/register', { email: address.toUpperCase(), password: 'Another-pass-9' });
      expect(again.statusCode).toBe(first.statusCode);
      expect(again.json()).toEqual(first.json());
      expect(await db.query(`SELECT count(*)::int AS n FROM "${schema}".users WHERE lower(email) = lower($1)`, [address])).toEqual([
        { n: 1 },
      ]);
    });

    it.each([
      [{}, 'Please enter a valid email address'],
      [{ email: 'not-an-email', password: PASSWORD }, 'Please enter a valid email address'],
      [{ email: 42, password: PASSWORD }, 'Please enter a valid email address'],
      [{ email: email('short'), password: '12345' }, 'Password must be at least 6 characters'],
      [{ email: email('long'), password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
      [{ email: email('common'), password: 'Password123' }, 'This password is too common. Please choose a less predictable password'],
      [{ email: email('names'), password: PASSWORD, firstName: 7 }, 'Names must be text'],
    ])('refuses %j with 400 "%s"', async (payload, message) => {
      const res = await post('/auth/register', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });

    it('accepts a 64-character passphrase and optional names left out', async () => {
      const res = await post('/auth/register', {
        email: email('pass64'),
        password: 'correct horse battery staple '.repeat(3).slice(0, 64),
      });
      expect(res.statusCode).toBe(201);
    });

    it('queues one request and sends one mail when the queueing command reaches Redis twice (a resend after a dropped connection)', async () => {
      // ioredis resends a command whose answer a dropped connection lost: the same arguments arrive
      // again. Found by the Redis-restart fault suite: a registration during the outage got two mails.
      const queue = app.get<Queue<AccountMailRequest>>(queueToken(QUEUES.accountMail));
      const add = queue.add.bind(queue);
      const resent = jest.spyOn(queue, 'add').mockImplementation(async (...args: Parameters<typeof add>) => {
        await add(...args);
        return add(...args);
      });
      try {
        const before = await requestCount();
        const address = email('resent');
        expect((await post('/auth/register', { email: address, password: PASSWORD })).statusCode).toBe(201);
        expect(resent).toHaveBeenCalledTimes(1);
        expect(await requestCount()).toBe(before + 1);
        await mailTo(address, 'verify-email');
        await requestsSettled();
        expect(await mailCount(address)).toBe(1);
      } finally {
        resent.mockRestore();
      }
    });

    it('refuses malformed JSON and huge bodies with a message, never a 500', async () => {
      const malformed = await app.inject({
        method: 'POST',
        url: '/auth/register',
        payload: '{"email":',
        headers: { 'content-type': 'application/json' },
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toMatch(/JSON/);
      const huge = await post('/auth/register', { email: email('huge'), password: PASSWORD, firstName: 'x'.repeat(2 * 1024 * 1024) });
      expect(huge.statusCode).toBe(413);
      expect(huge.json().message).toBe('Request body is too large');
    });
  });

  describe('verify e-mail and sign in', () => {
    it('refuses sign-in before verification with a message containing "verify your email"', async () => {
      const address = email('Cleo');
      await post('/auth/register', { email: address, password: PASSWORD });
      const res = await post('/auth/login', { email: address, password: PASSWORD });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toContain('verify your email');
    });

    it('verifies once; the link then no longer works', async () => {
      const address = email('Dev');
      await post('/auth/register', { email: address, password: PASSWORD });
      const { token } = await mailTo(address, 'verify-email');
      const ok = await post('/auth/verify-email', { token, password: PASSWORD });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().message).toMatch(/verified/i);
      const reused = await post('/auth/verify-email', { token, password: PASSWORD });
      expect(reused.statusCode).toBe(400);
      expect(reused.json().message).toBe('This verification link is invalid or has expired. Please request a new one.');
    });

    it('refuses an expired verification link and one voided by a newer link', async () => {
      const address = email('Eve');
      await post('/auth/register', { email: address, password: PASSWORD });
      const old = await mailTo(address, 'verify-email');
      const oldTime = await newestMailTime(address);
      await new Promise((r) => setTimeout(r, 5)); // a newer job timestamp
      await clearMailLimit(address);
      expect((await post('/auth/resend-verification', { email: address })).statusCode).toBe(200);
      const fresh = await mailTo(address, 'verify-email', oldTime);
      expect(fresh.token).not.toBe(old.token);
      expect((await post('/auth/verify-email', { token: old.token, password: PASSWORD })).json().message).toBe(
        'This verification link is invalid or has expired. Please request a new one.',
      );
      await db.query(`UPDATE "${schema}".tokens SET expires_at = now() - interval '1 second'`);
      expect((await post('/auth/verify-email', { token: fresh.token, password: PASSWORD })).json().message).toBe(
        'This verification link is invalid or has expired. Please request a new one.',
      );
    });

    it('signs in a verified user and answers /auth/me with the profile', async () => {
      const { address, token } = await verifiedUser('Finn');
      const res = await me(token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: expect.any(String),
        email: address,
        firstName: 'Sam',
        lastName: 'Sample',
        isAdmin: false,
        // No signing profile until the clinician gives one (issue 25).
        credentials: null,
        npi: null,
      });
      const [row] = await db.query(`SELECT last_login_at FROM "${schema}".users WHERE email = $1`, [address]);
      expect(row.last_login_at).not.toBeNull();
    });

    it('answers a wrong password and an unknown address alike', async () => {
      const { address } = await verifiedUser('Gus');
      const wrong = await post('/auth/login', { email: address, password: 'wrong-password-1' });
      const unknown = await post('/auth/login', { email: email('nobody'), password: 'wrong-password-1' });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      expect(wrong.json().message).toBe('Invalid email or password');
    });

    it('makes ADMIN_EMAILS admins, case-insensitively', async () => {
      const { token } = await verifiedUser('Admin');
      expect((await me(token)).json().isAdmin).toBe(true);
    });
  });

  describe('access tokens', () => {
    let token: string;
    beforeAll(async () => {
      ({ token } = await verifiedUser('Hal'));
    });

    it('publishes the ES256 verification key as a JWKS', async () => {
      const res = await app.inject({ method: 'GET', url: '/auth/.well-known/jwks.json' });
      expect(res.json().keys).toEqual([
        expect.objectContaining({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', kid: expect.any(String) }),
      ]);
      expect(res.json().keys[0].d).toBeUndefined();
    });

    it('refuses a missing token with a message', async () => {
      const res = await app.inject({ method: 'GET', url: '/auth/me' });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Please sign in to continue.');
    });

    it('refuses forged tokens: alg none, HS256 keyed with the public key, tampered claims, wrong audience, expired', async () => {
      const [header, payload, signature] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const { keys } = (await app.inject({ method: 'GET', url: '/auth/.well-known/jwks.json' })).json();
      const forged = [
        `${b64({ alg: 'none', typ: 'JWT', kid: keys[0].kid })}.${payload}.`,
        (() => {
          const input = `${b64({ alg: 'HS256', typ: 'JWT', kid: keys[0].kid })}.${payload}`;
          return `${input}.${createHmac('sha256', JSON.stringify(keys[0])).update(input).digest('base64url')}`;
        })(),
        `${header}.${b64({ ...claims, admin: true })}.${signature}`,
        `${header}.${b64({ ...claims, aud: 'someone-else' })}.${signature}`,
        `${header}.${b64({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 })}.${signature}`,
        'not.a.token',
      ];
      for (const bad of forged) expect((await me(bad)).statusCode).toBe(401);
      expect((await me(token)).statusCode).toBe(200);
    });

    it('ends the session on logout: the same token is refused afterwards', async () => {
      const { token: session } = await verifiedUser('Ivy');
      const out = await app.inject({ method: 'POST', url: '/auth/logout', headers: { authorization: `Bearer ${session}` } });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ message: 'Logged out' });
      const after = await me(session);
      expect(after.statusCode).toBe(401);
      expect(after.json().message).toBe('This session has ended. Please sign in again.');
    });
  });

  describe('password reset', () => {
    it('answers known and unknown addresses alike, and mails only the known one', async () => {
      const { address } = await verifiedUser('Jo');
      await clearMailLimit(address);
      const known = await post('/auth/forgot-password', { email: address });
      const unknown = await post('/auth/forgot-password', { email: email('ghost') });
      expect(known.statusCode).toBe(200);
      expect(unknown.json()).toEqual(known.json());
      expect(await mailTo(address, 'reset-password')).toMatchObject({ kind: 'reset-password', to: address, firstName: 'Sam' });
      await requestsSettled();
      expect(await mailCount(email('ghost'))).toBe(0);
    });

    it('sets a new password once with the link; the old password and the link then stop working', async () => {
      const { address } = await verifiedUser('Kai');
      await clearMailLimit(address);
      await post('/auth/forgot-password', { email: address });
      const { token } = await mailTo(address, 'reset-password');
      expect((await post('/auth/verify-email', { token, password: PASSWORD })).statusCode).toBe(400); // wrong purpose
      const weak = await post('/auth/reset-password', { token, password: '123' });
      expect(weak.json().message).toBe('Password must be at least 6 characters');
      const done = await post('/auth/reset-password', { token, password: 'New-strong-pass-7' });
      expect(done.statusCode).toBe(200);
      expect(done.json().message).toMatch(/reset successfully/i);
      expect((await post('/auth/reset-password', { token, password: 'Again-strong-pass-8' })).statusCode).toBe(400);
      expect((await post('/auth/login', { email: address, password: PASSWORD })).statusCode).toBe(401);
      expect((await post('/auth/login', { email: address, password: 'New-strong-pass-7' })).statusCode).toBe(200);
    });

    it('refuses an expired reset link', async () => {
      const { address } = await verifiedUser('Lee');
      await clearMailLimit(address);
      await post('/auth/forgot-password', { email: address });
      const { token } = await mailTo(address, 'reset-password');
      await db.query(`UPDATE "${schema}".tokens SET expires_at = now() - interval '1 second' WHERE purpose = 'reset_password'`);
      const res = await post('/auth/reset-password', { token, password: 'New-strong-pass-7' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('This password reset link is invalid or has expired. Please request a new one.');
    });
  });

  describe('resend verification', () => {
    it('answers unknown, verified and unverified addresses alike; a repeat within the minute sends no second mail', async () => {
      const unverified = email('Mo');
      await post('/auth/register', { email: email('Mo'), password: PASSWORD });
      const { address: verified } = await verifiedUser('Ned');
      await clearMailLimit(verified);
      const answers = [];
      for (const address of [email('unknown'), verified, unverified])
        answers.push(await post('/auth/resend-verification', { email: address }));
      for (const answer of answers) expect([answer.statusCode, answer.json()]).toEqual([answers[0].statusCode, answers[0].json()]);
      expect(answers[0].json().message).toMatch(/verification email has been sent/);
      await requestsSettled();
      expect(await mailCount(unverified)).toBe(1); // registered < 1 min ago: the repeat mailed nothing
    });
  });

  describe('abuse limits', () => {
    it('sends at most one mail per address and purpose per minute, answering every repeat as the first (issue 19: no 429 that depends on the address)', async () => {
      const { address: known } = await verifiedUser('Oli');
      await clearMailLimit(known);
      const unknown = email('Oli-ghost');
      for (const url of ['/auth/forgot-password', '/auth/resend-verification']) {
        const answers: Record<string, Array<[number, unknown]>> = { known: [], unknown: [] };
        for (let i = 0; i < 3; i++) {
          for (const [kind, address] of [
            ['known', known],
            ['unknown', unknown],
          ] as const) {
            const res = await post(url, { email: i === 1 ? address.toUpperCase() : address });
            answers[kind].push([res.statusCode, res.json()]);
          }
        }
        expect(answers.known).toEqual(answers.unknown);
        expect(answers.known.map(([status]) => status)).toEqual([200, 200, 200]);
      }
      await requestsSettled();
      expect((await allMail()).filter((j) => j.data.to === known && j.data.kind === 'reset-password')).toHaveLength(1);
    });

    it('keeps the limit per purpose: registering and then at once asking for a reset both work (issue 12)', async () => {
      const address = email('Ora');
      expect((await post('/auth/register', { email: address, password: PASSWORD })).statusCode).toBe(201);
      expect((await post('/auth/forgot-password', { email: address })).statusCode).toBe(200);
    });

    it('locks sign-in for an account from one address after 5 failures; the owner elsewhere still gets in, is mailed, and a reset lifts it', async () => {
      const { address } = await verifiedUser('Pia');
      const attacker = '203.0.113.66';
      for (let i = 0; i < 5; i++)
        expect((await post('/auth/login', { email: address, password: 'wrong-password-1' }, {}, attacker)).statusCode).toBe(401);
      const locked = await post('/auth/login', { email: address, password: PASSWORD }, {}, attacker);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toMatch(/Too many failed sign-in attempts for this account from your network/);
      expect((await post('/auth/login', { email: address, password: PASSWORD }, {}, '198.51.100.20')).statusCode).toBe(200);
      const alert = (await allMail()).find((j) => j.data.to === address && j.data.kind === 'login-alert');
      expect(alert?.data).toMatchObject({ kind: 'login-alert', failures: 5 });

      await clearMailLimit(address);
      await post('/auth/forgot-password', { email: address });
      const { token } = await mailTo(address, 'reset-password');
      expect((await post('/auth/reset-password', { token, password: 'Fresh-start-pass-3' })).statusCode).toBe(200);
      expect((await post('/auth/login', { email: address, password: 'Fresh-start-pass-3' }, {}, attacker)).statusCode).toBe(200);
    });

    it('counts before checking: 20 concurrent wrong passwords on one account get at most 5 tries', async () => {
      const { address } = await verifiedUser('Rae');
      const ip = '203.0.113.77';
      const statuses = await Promise.all(
        Array.from({ length: 20 }, () =>
          post('/auth/login', { email: address, password: 'wrong-password-1' }, {}, ip).then((r) => r.statusCode),
        ),
      );
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(15);
    });

    it('ignores X-Forwarded-For from callers that are not trusted proxies', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        const res = await post(
          '/auth/login',
          { email: email(`xff${i}`), password: 'wrong-password-1' },
          { 'x-forwarded-for': `10.200.0.${i}` },
          '203.0.113.88',
        );
        statuses.push(res.statusCode);
      }
      expect(statuses[30]).toBe(429);
    });

    it('caps mail requests per caller address per hour', async () => {
      const caller = '203.0.113.99';
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) statuses.push((await post('/auth/forgot-password', { email: email(`cap${i}`) }, {}, caller)).statusCode);
      expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
      expect(statuses[20]).toBe(429);
    });

    it("caps mail requests for the whole platform, and a refused request does not use up the address's minute", async () => {
      const redis = app.get<Redis>(REDIS);
      const overall = `${config.QUEUE_PREFIX}:ratelimit:mail-all`;
      const saved = await redis.get(overall);
      await redis.set(overall, String(config.MAIL_REQUESTS_PER_HOUR), 'EX', 60);
      try {
        const address = email('Sol');
        const paused = await post('/auth/forgot-password', { email: address });
        expect(paused.statusCode).toBe(429);
        expect(paused.json().message).toMatch(/too many emails right now/);
        await redis.set(overall, '0', 'EX', 60);
        expect((await post('/auth/forgot-password', { email: address })).statusCode).toBe(200);
      } finally {
        if (saved === null) await redis.del(overall);
        else await redis.set(overall, saved, 'EX', 3600);
      }
    });

    it('limits failed sign-ins per caller address to 30 in 15 minutes, successful ones do not count', async () => {
      const ip = `192.0.2.${Math.floor(Math.random() * 250)}`;
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++)
        statuses.push((await post('/auth/login', { email: email(`ip${i}`), password: 'wrong-password-1' }, {}, ip)).statusCode);
      expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
      expect(statuses[30]).toBe(429);
      const busyClinic = `198.51.100.${Math.floor(Math.random() * 250)}`;
      const { address } = await verifiedUser('Quinn');
      for (let i = 0; i < 35; i++)
        expect((await post('/auth/login', { email: address, password: PASSWORD }, {}, busyClinic)).statusCode).toBe(200);
    });
  });

  describe('account squatting and quotas (issue 19)', () => {
    const SQUATTER = 'Squatter-pass-41';
    const OWNER = 'Owners-own-pass-7';

    it('a stranger who registers the address first never signs in: the link needs the password, the owner registering again replaces it', async () => {
      const address = email('Owner');
      expect((await post('/auth/register', { email: address, password: SQUATTER })).statusCode).toBe(201);
      const { token: strangersLink } = await mailTo(address, 'verify-email');

      // A mail scanner (or the owner) opening the link without the password verifies nothing.
      const scanner = await post('/auth/verify-email', { token: strangersLink });
      expect(scanner.statusCode).toBe(400);
      expect(scanner.json().message).toBe('Please enter the password you chose when you signed up.');
      const ownersGuess = await post('/auth/verify-email', { token: strangersLink, password: OWNER });
      expect(ownersGuess.statusCode).toBe(400);
      expect(ownersGuess.json().message).toBe(
        'That is not the password this address was registered with. Try again, or register again to choose a new password.',
      );
      expect(await db.query(`SELECT email_verified FROM "${schema}".users WHERE email = $1`, [address])).toEqual([
        { email_verified: false },
      ]);

      // The owner registers; the answer is the one anybody gets. The new link (it voids the older
      // one) works with the owner's password only.
      const strangersTime = await newestMailTime(address);
      await new Promise((r) => setTimeout(r, 5));
      await clearMailLimit(address);
      expect((await post('/auth/register', { email: address, password: OWNER, firstName: 'Real' })).statusCode).toBe(201);
      const { token: ownersLink } = await mailTo(address, 'verify-email', strangersTime);
      expect((await post('/auth/verify-email', { token: ownersLink, password: SQUATTER })).statusCode).toBe(400);
      expect((await post('/auth/verify-email', { token: ownersLink, password: OWNER })).statusCode).toBe(200);

      expect((await post('/auth/login', { email: address, password: SQUATTER })).statusCode).toBe(401);
      expect((await post('/auth/login', { email: address, password: OWNER })).statusCode).toBe(200);
      // Once verified, registering again changes nothing.
      await clearMailLimit(address);
      expect((await post('/auth/register', { email: address, password: SQUATTER, firstName: 'Mallory' })).statusCode).toBe(201);
      expect((await post('/auth/login', { email: address, password: SQUATTER })).statusCode).toBe(401);
      const owner = await post('/auth/login', { email: address, password: OWNER });
      expect((await me(owner.json().token)).json()).toMatchObject({ email: address, firstName: 'Real' });
    });

    it('an ADMIN_EMAILS address registered by a stranger gives the stranger no token, admin or not', async () => {
      const admin = email('Admin2').toLowerCase();
      const adminConfig = { ...config, ADMIN_EMAILS: admin };
      const local = await startTestApp(AppModule.forRoot(adminConfig), adminConfig);
      try {
        const send = (url: string, payload: object) => local.inject({ method: 'POST', url, payload, remoteAddress: freshIp() });
        expect((await send('/auth/register', { email: admin, password: SQUATTER })).statusCode).toBe(201);
        const { token } = await mailTo(admin, 'verify-email');
        expect((await send('/auth/verify-email', { token })).statusCode).toBe(400);
        expect((await send('/auth/verify-email', { token, password: 'Not-the-squatters-1' })).statusCode).toBe(400);
        const login = await send('/auth/login', { email: admin, password: SQUATTER });
        expect(login.statusCode).toBe(403); // unverified: no token
        expect(login.json().token).toBeUndefined();
      } finally {
        await local.close();
      }
    });

    it('voids a link after five wrong passwords', async () => {
      const address = email('Guess');
      await post('/auth/register', { email: address, password: OWNER });
      const { token } = await mailTo(address, 'verify-email');
      for (let i = 0; i < 4; i++)
        expect((await post('/auth/verify-email', { token, password: `Wrong-guess-${i}` })).json().message).toMatch(/not the password/);
      expect((await post('/auth/verify-email', { token, password: 'Wrong-guess-5' })).json().message).toBe(
        'This verification link is invalid or has expired. Please request a new one.',
      );
      expect((await post('/auth/verify-email', { token, password: OWNER })).statusCode).toBe(400);
    });

    it('an over-limit caller is refused before any hash or account is made', async () => {
      const passwords = app.get(Passwords);
      const hash = jest.spyOn(passwords, 'hash');
      try {
        const caller = '203.0.113.150';
        for (let i = 0; i < config.MAIL_REQUESTS_PER_CALLER_PER_HOUR; i++)
          expect((await post('/auth/register', { email: email(`quota${i}`), password: PASSWORD }, {}, caller)).statusCode).toBe(201);
        hash.mockClear();
        const refused = await post('/auth/register', { email: email('quota-over'), password: PASSWORD }, {}, caller);
        expect(refused.statusCode).toBe(429);
        expect(refused.json().message).toBe('Too many emails were requested from your network. Please try again in an hour.');
        expect(hash).not.toHaveBeenCalled();
        expect(await db.query(`SELECT count(*)::int AS n FROM "${schema}".users WHERE email = $1`, [email('quota-over')])).toEqual([
          { n: 0 },
        ]);
      } finally {
        hash.mockRestore();
      }
    });
  });

  describe('security (issue 7)', () => {
    it('makes register do the same work for a new and an existing address: one hash, one queued request', async () => {
      const passwords = app.get(Passwords);
      const hash = jest.spyOn(passwords, 'hash');
      const existing = email('Taken');
      await post('/auth/register', { email: existing, password: PASSWORD });
      await clearMailLimit(existing);
      const timings: Record<'new' | 'existing', number[]> = { new: [], existing: [] };
      for (const kind of ['new', 'existing'] as const) {
        const address = kind === 'new' ? email(`fresh${Date.now()}`) : existing;
        hash.mockClear();
        const requestsBefore = await requestCount();
        const started = performance.now();
        const res = await post('/auth/register', { email: address, password: PASSWORD });
        timings[kind].push(performance.now() - started);
        expect(res.statusCode).toBe(201);
        expect(hash).toHaveBeenCalledTimes(1);
        expect(await requestCount()).toBe(requestsBefore + 1);
      }
      hash.mockRestore();
    });

    it('makes forgot-password and resend-verification queue one request for known and unknown addresses alike', async () => {
      const { address: known } = await verifiedUser('Uma');
      await clearMailLimit(known);
      for (const url of ['/auth/forgot-password', '/auth/resend-verification']) {
        for (const address of [known, email(`unknown-${url.length}`)]) {
          const before = await requestCount();
          expect((await post(url, { email: address })).statusCode).toBe(200);
          expect(await requestCount()).toBe(before + 1);
        }
      }
    });

    it('refuses control characters in text with 400 (never a 500), and that does not block the address from mail', async () => {
      const address = email('Nul');
      for (const firstName of ['Ro\u0000sa', 'Ro\u0007sa', 'Line\nbreak']) {
        const res = await post('/auth/register', { email: address, password: PASSWORD, firstName });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(/control characters|NUL/);
      }
      expect((await post('/auth/register', { email: address, password: PASSWORD, firstName: 'Rosa' })).statusCode).toBe(201);
    });

    it('refuses addresses an SMTP server would refuse (RFC 5321 lengths)', async () => {
      for (const address of [
        `${'a'.repeat(65)}@clinote.test`,
        `x@${'b'.repeat(64)}.test`,
        `${'c'.repeat(64)}@${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(63)}.test` /* 261 > 254 */,
      ]) {
        const res = await post('/auth/register', { email: address, password: PASSWORD });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('Please enter a valid email address');
      }
      expect((await post('/auth/register', { email: `${'a'.repeat(64)}@clinote.test`, password: PASSWORD })).statusCode).toBe(201);
    });

    it('accepts only application/json bodies (a cross-site form cannot post)', async () => {
      for (const type of ['application/x-www-form-urlencoded', 'text/plain']) {
        const res = await app.inject({
          method: 'POST',
          url: '/auth/forgot-password',
          headers: { 'content-type': type },
          payload: `email=${email('form')}`,
        });
        expect(res.statusCode).toBe(415);
        expect(res.json().message).toBe('Unsupported content type: send application/json');
      }
    });

    it('ends every existing session when the password is reset', async () => {
      const { address, token: before } = await verifiedUser('Vic');
      expect((await me(before)).statusCode).toBe(200);
      await clearMailLimit(address);
      await post('/auth/forgot-password', { email: address });
      const { token } = await mailTo(address, 'reset-password');
      expect((await post('/auth/reset-password', { token, password: 'Brand-new-pass-5' })).statusCode).toBe(200);
      const after = await me(before);
      expect(after.statusCode).toBe(401);
      expect(after.json().message).toBe('This session has ended. Please sign in again.');
      const fresh = await post('/auth/login', { email: address, password: 'Brand-new-pass-5' });
      expect((await me(fresh.json().token)).statusCode).toBe(200);
    });

    it('signs out everywhere: every token of the user is refused, a new sign-in works', async () => {
      const { address, token: phone } = await verifiedUser('Wes');
      const tablet = (await post('/auth/login', { email: address, password: PASSWORD })).json().token;
      const res = await app.inject({ method: 'POST', url: '/auth/logout-everywhere', headers: { authorization: `Bearer ${phone}` } });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toMatch(/every device/);
      expect((await me(phone)).statusCode).toBe(401);
      expect((await me(tablet)).statusCode).toBe(401);
      const again = (await post('/auth/login', { email: address, password: PASSWORD })).json().token;
      expect((await me(again)).statusCode).toBe(200);
      const [{ gen }] = await db.query(`SELECT session_generation AS gen FROM "${schema}".users WHERE email = $1`, [address]);
      expect(
        await app
          .get<Redis>(REDIS)
          .get(sessionKeys(config.QUEUE_PREFIX).generation(JSON.parse(Buffer.from(again.split('.')[1], 'base64url').toString()).sub)),
      ).toBe(String(gen));
    });
  });
});
