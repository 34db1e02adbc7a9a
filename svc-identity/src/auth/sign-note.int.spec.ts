// Signing a note (issue 25) end to end: svc-identity confirms the password and issues the signing
// token, the real svc-notes takes it once; the admin's audit log merges svc-notes' note actions.
// Both services on their own throw-away schemas, on real PostgreSQL and Redis, over HTTP.
// (A spec may import another slice's module; the import-graph check covers app code only.)
import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  AUDIT_LOG_INCOMPLETE_HEADER,
  QUEUES,
  SIGNING_MESSAGES,
  SIGNING_TOKEN,
  SIGNING_TOKEN_TTL_SECONDS,
  type AuditLogEntry,
  type CurrentUser,
  type MailJob,
  type Note,
} from '@clinote/contracts';
import { queueConnection } from '@clinote/nest-common';
import { baseTestEnv, dropSchema, freePort, startTestApp, TEST_DATABASE_URL, uniqueSchema } from '@clinote/nest-common/testing';
import { AppModule as NotesModule } from '../../../svc-notes/src/app.module';
import { envSchema as notesEnvSchema } from '../../../svc-notes/src/config';
import { AppModule } from '../app.module';
import { envSchema } from '../config';

const run = randomBytes(3).toString('hex');
const email = (name: string) => `${name}.${run}@clinote.test`;
const PASSWORD = 'Sign-notes-2026!';
const ADMIN = email('admin');
/** CMS's own check-digit example. */
const NPI = '1234567893';
const NOTE = { title: 'SOAP Note - 3/4/2026', content: 'SUBJECTIVE:\nInvented: 70-year-old referred for gait training.' };

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());

describe('signing a note: svc-identity and the real svc-notes (issue 25)', () => {
  const identitySchema = uniqueSchema('identity');
  const notesSchema = uniqueSchema('notes');
  let identity: NestFastifyApplication;
  let notes: NestFastifyApplication | undefined;
  let idDb: DataSource;
  let mail: Queue<MailJob>;
  let adminToken: string;
  let ipCounter = 0;
  /** A fresh caller address per request keeps the per-address limits out of tests that are not about them. */
  const freshIp = () => `10.66.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const inject = (
    app: NestFastifyApplication,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    payload?: object,
    ip = freshIp(),
  ) => app.inject({ method, url, payload, headers: token ? as(token) : {}, remoteAddress: ip });

  async function signedIn(name: string, names: { firstName?: string; lastName?: string } = { firstName: 'Jane', lastName: 'Example' }) {
    const address = email(name);
    expect((await inject(identity, 'POST', '/auth/register', undefined, { email: address, password: PASSWORD, ...names })).statusCode).toBe(
      201,
    );
    await idDb.query(`UPDATE "${identitySchema}".users SET email_verified = true WHERE email = $1`, [address]);
    const login = await inject(identity, 'POST', '/auth/login', undefined, { email: address, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    const token: string = login.json().token;
    return { address, token, id: claimsOf(token).sub as string };
  }
  const profile = (token: string, body: object) => inject(identity, 'PUT', '/auth/profile', token, body);
  const confirm = (token: string, password = PASSWORD, ip?: string) =>
    inject(identity, 'POST', '/auth/confirm-password', token, { password }, ip);
  const clinician = async (name: string) => {
    const user = await signedIn(name);
    expect((await profile(user.token, { credentials: 'PT, DPT', npi: NPI })).statusCode).toBe(200);
    return user;
  };
  const newNote = async (token: string): Promise<Note> => {
    const res = await inject(notes!, 'POST', '/notes', token, NOTE);
    expect(res.statusCode).toBe(201);
    return res.json();
  };
  const signingToken = async (token: string): Promise<string> => {
    const res = await confirm(token);
    expect(res.statusCode).toBe(200);
    return res.json().signingToken;
  };
  const auditLog = async () => inject(identity, 'GET', '/admin/audit-log?limit=500', adminToken);

  beforeAll(async () => {
    const [identityPort, notesPort] = [await freePort(), await freePort()];
    const idConfig = envSchema.parse({
      ...baseTestEnv,
      DB_SCHEMA: identitySchema,
      PORT: String(identityPort),
      ADMIN_EMAILS: ADMIN,
      NOTES_URL: `http://127.0.0.1:${notesPort}`,
    });
    const notesConfig = notesEnvSchema.parse({
      ...baseTestEnv,
      DB_SCHEMA: notesSchema,
      PORT: String(notesPort),
      IDENTITY_URL: `http://127.0.0.1:${identityPort}`,
    });
    identity = await startTestApp(AppModule.forRoot(idConfig), idConfig);
    await identity.listen(identityPort, '127.0.0.1');
    notes = await startTestApp(NotesModule.forRoot(notesConfig), notesConfig);
    await notes.listen(notesPort, '127.0.0.1');
    idDb = identity.get(DataSource);
    mail = new Queue<MailJob>(QUEUES.mail, queueConnection(idConfig));
    ({ token: adminToken } = await signedIn('admin', { firstName: 'Zed', lastName: 'Admin' }));
  });

  afterAll(async () => {
    await mail?.obliterate({ force: true }).catch(() => undefined);
    await mail?.close();
    await notes?.close();
    await identity?.close();
    await dropSchema(TEST_DATABASE_URL, identitySchema);
    await dropSchema(TEST_DATABASE_URL, notesSchema);
  });

  describe('the profile (PUT /auth/profile, GET /auth/me)', () => {
    it('starts without credentials, stores credentials and NPI, and /auth/me answers them', async () => {
      const user = await signedIn('profile');
      expect((await inject(identity, 'GET', '/auth/me', user.token)).json()).toMatchObject({ credentials: null, npi: null });
      const res = await profile(user.token, { credentials: ' OTR/L ', npi: '1234 567 893' });
      expect(res.statusCode).toBe(200);
      const expected: CurrentUser = {
        id: user.id,
        email: user.address,
        firstName: 'Jane',
        lastName: 'Example',
        isAdmin: false,
        credentials: 'OTR/L',
        npi: NPI,
      };
      expect(res.json()).toEqual(expected);
      expect((await inject(identity, 'GET', '/auth/me', user.token)).json()).toEqual(expected);
      expect((await profile(user.token, { credentials: 'RN', npi: null, firstName: 'Janet' })).json()).toMatchObject({
        credentials: 'RN',
        npi: null,
        firstName: 'Janet',
        lastName: 'Example',
      });
    });

    it.each([
      [{ credentials: 'PT', npi: '1234567890' }, SIGNING_MESSAGES.npiCheckDigit],
      [{ credentials: 'PT', npi: '12345' }, SIGNING_MESSAGES.npiFormat],
      [{ credentials: 'PT <b>', npi: null }, SIGNING_MESSAGES.credentialsInvalid],
      [{ credentials: '', npi: null }, SIGNING_MESSAGES.credentialsRequired],
      [{ credentials: 'x'.repeat(61), npi: null }, SIGNING_MESSAGES.credentialsTooLong],
    ])('refuses %j with 400 "%s" and keeps the profile', async (body, message) => {
      const user = await signedIn(`bad${randomBytes(2).toString('hex')}`);
      const res = await profile(user.token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect((await inject(identity, 'GET', '/auth/me', user.token)).json()).toMatchObject({ credentials: null, npi: null });
    });

    it('needs a signed-in caller', async () => {
      expect((await profile('', { credentials: 'PT', npi: null })).statusCode).toBe(401);
      expect((await inject(identity, 'POST', '/auth/confirm-password', undefined, { password: PASSWORD })).statusCode).toBe(401);
    });
  });

  describe('confirming the password (POST /auth/confirm-password)', () => {
    it('answers a signing token for five minutes, of its own type and audience, naming the signer', async () => {
      const user = await clinician('token');
      const res = await confirm(user.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ signingToken: expect.any(String), expiresIn: SIGNING_TOKEN_TTL_SECONDS });
      const claims = claimsOf(res.json().signingToken);
      expect(claims).toEqual({
        sub: user.id,
        typ: SIGNING_TOKEN.type,
        aud: SIGNING_TOKEN.audience,
        iss: 'clinote-identity',
        jti: expect.any(String),
        iat: expect.any(Number),
        exp: claims.iat + SIGNING_TOKEN_TTL_SECONDS,
        signer: { name: 'Jane Example', credentials: 'PT, DPT', npi: NPI },
      });
    });

    it('refuses a wrong password with 401 "The password is not correct."', async () => {
      const user = await clinician('wrong');
      const res = await confirm(user.token, 'Not-the-password-1');
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(SIGNING_MESSAGES.wrongPassword);
      // The session is not ended by it: the access token still works.
      expect((await inject(identity, 'GET', '/auth/me', user.token)).statusCode).toBe(200);
    });

    it('refuses before any password is tried when the profile lacks credentials or a name (400)', async () => {
      const bare = await signedIn('bare');
      const noCredentials = await confirm(bare.token);
      expect(noCredentials.statusCode).toBe(400);
      expect(noCredentials.json().message).toBe(SIGNING_MESSAGES.credentialsMissing);
      const nameless = await signedIn('nameless', {});
      await profile(nameless.token, { credentials: 'RN', npi: null });
      const noName = await confirm(nameless.token);
      expect(noName.statusCode).toBe(400);
      expect(noName.json().message).toBe(SIGNING_MESSAGES.nameMissing);
      await profile(nameless.token, { credentials: 'RN', npi: null, firstName: 'Sam', lastName: 'Sample' });
      expect(claimsOf(await signingToken(nameless.token)).signer).toEqual({ name: 'Sam Sample', credentials: 'RN', npi: null });
    });

    it('cannot be used to guess the password: 5 wrong tries per account from any address, counted before checking', async () => {
      const user = await clinician('guess');
      const tries = await Promise.all(Array.from({ length: 12 }, () => confirm(user.token, 'Guess-password-1')));
      const statuses = tries.map((res) => res.statusCode);
      expect(statuses.filter((s) => s === 401)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(7);
      const locked = await confirm(user.token); // the right password, but the account is over its limit
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toBe(SIGNING_MESSAGES.tooManyWrongPasswords);
    }, 60_000);

    it('takes a right password back from the count', async () => {
      const user = await clinician('forgiven');
      for (let i = 0; i < 4; i++) expect((await confirm(user.token, 'Guess-password-1')).statusCode).toBe(401);
      expect((await confirm(user.token)).statusCode).toBe(200);
      for (let i = 0; i < 4; i++) expect((await confirm(user.token, 'Guess-password-1')).statusCode).toBe(401);
      expect((await confirm(user.token)).statusCode).toBe(200);
    }, 60_000);

    it('a signing token is never an access token, here or in svc-notes; an access token never signs', async () => {
      const user = await clinician('kinds');
      const token = await signingToken(user.token);
      for (const [app, url] of [
        [identity, '/auth/me'],
        [notes!, '/notes'],
      ] as const) {
        const res = await inject(app, 'GET', url, token);
        expect(res.statusCode).toBe(401);
      }
      const note = await newNote(user.token);
      const withAccess = await inject(notes!, 'POST', `/notes/${note.id}/sign`, user.token, { signingToken: user.token });
      expect(withAccess.statusCode).toBe(401);
      expect(withAccess.json().message).toBe(SIGNING_MESSAGES.signingTokenRefused);
    });
  });

  describe('signing in svc-notes with it', () => {
    it("signs the note as the profile read, once: the token used again is refused, and so is another user's", async () => {
      const jane = await clinician('jane');
      const bob = await clinician('bob');
      const note = await newNote(jane.token);
      const token = await signingToken(jane.token);
      const signed = await inject(notes!, 'POST', `/notes/${note.id}/sign`, jane.token, { signingToken: token });
      expect(signed.statusCode).toBe(200);
      expect(signed.json()).toMatchObject({
        id: note.id,
        signedAt: expect.any(String),
        signedBy: { userId: jane.id, name: 'Jane Example', credentials: 'PT, DPT', npi: NPI },
        addenda: [],
      });
      const other = await newNote(jane.token);
      const reused = await inject(notes!, 'POST', `/notes/${other.id}/sign`, jane.token, { signingToken: token });
      expect(reused.statusCode).toBe(401);
      expect(reused.json().message).toBe(SIGNING_MESSAGES.signingTokenRefused);
      const bobs = await inject(notes!, 'POST', `/notes/${other.id}/sign`, jane.token, { signingToken: await signingToken(bob.token) });
      expect(bobs.statusCode).toBe(401);
      // Edits and deletion of the signed note: 409.
      expect((await inject(notes!, 'PUT', `/notes/${note.id}`, jane.token, { title: 'Draft SOAP Note', content: '{}' })).statusCode).toBe(
        409,
      );
      expect((await inject(notes!, 'DELETE', `/notes/${note.id}`, jane.token)).statusCode).toBe(409);
      const added = await inject(notes!, 'POST', `/notes/${note.id}/addenda`, jane.token, {
        text: 'Invented addendum.',
        signingToken: await signingToken(jane.token),
      });
      expect(added.statusCode).toBe(201);
      expect(added.json().addenda).toHaveLength(1);
    });
  });

  describe("the admin's audit log", () => {
    it("merges the note actions from svc-notes with the administrators' own, newest first", async () => {
      const kim = await clinician('kim');
      const note = await newNote(kim.token);
      expect(
        (await inject(notes!, 'POST', `/notes/${note.id}/sign`, kim.token, { signingToken: await signingToken(kim.token) })).statusCode,
      ).toBe(200);
      expect((await inject(identity, 'POST', '/admin/test-email', adminToken, { email: email('inbox') })).statusCode).toBe(202);
      expect((await inject(notes!, 'POST', `/notes/${note.id}/email`, kim.token)).statusCode).toBe(202);
      const res = await auditLog();
      expect(res.statusCode).toBe(200);
      expect(res.headers[AUDIT_LOG_INCOMPLETE_HEADER.toLowerCase()]).toBeUndefined();
      const log: AuditLogEntry[] = res.json();
      const target = `${NOTE.title} (${note.id})`;
      const recent = log.filter((entry) => entry.target === target || entry.target === email('inbox'));
      expect(recent.map((entry) => [entry.action, entry.actorEmail])).toEqual([
        ['note.email', kim.address],
        ['test-email.send', ADMIN],
        ['note.sign', kim.address],
      ]);
      expect(log.map((entry) => entry.at)).toEqual([...log.map((entry) => entry.at)].sort().reverse());
      const one = await inject(identity, 'GET', '/admin/audit-log?limit=1', adminToken);
      expect(one.json()).toEqual([expect.objectContaining({ action: 'note.email', target })]);
    });

    it("still answers svc-identity's entries when svc-notes is down, and says the log is incomplete", async () => {
      await notes!.close();
      notes = undefined;
      const res = await auditLog();
      expect(res.statusCode).toBe(200);
      expect(res.headers[AUDIT_LOG_INCOMPLETE_HEADER.toLowerCase()]).toBe('svc-notes');
      const log: AuditLogEntry[] = res.json();
      expect(log.length).toBeGreaterThan(0);
      expect(log.every((entry) => !entry.action.startsWith('note.'))).toBe(true);
      expect(log[0]).toMatchObject({ action: 'test-email.send', actorEmail: ADMIN });
    });
  });
});
