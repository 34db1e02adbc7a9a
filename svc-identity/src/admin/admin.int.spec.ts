import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  QUEUES,
  SERVICE_TOKEN,
  type AccountMailRequest,
  type AdminUserRecord,
  type DomainEvent,
  type MailJob,
  type UserNoteCountChanges,
  type UserNoteStats,
} from '@clinote/contracts';
import { queueConnection } from '@clinote/nest-common';
import { baseTestEnv, dropSchema, freePort, startTestApp, TEST_DATABASE_URL, uniqueSchema } from '@clinote/nest-common/testing';
import { AppModule } from '../app.module';
import { envSchema } from '../config';
import { OutboxRelay } from '../events/outbox-relay.service';
import { AccessTokens } from '../auth/access-tokens.service';
import { UsersRepository } from '../users/users.repository';

const run = randomBytes(3).toString('hex');
const email = (name: string) => `${name}.${run}@clinote.test`;
const PASSWORD = 'Admin-check-2026';
const ADMIN = email('admin');

/**
 * Stands in for svc-notes' internal counters route (the real one: admin-users.int.spec.ts); records
 * the service token it was shown.
 */
async function fakeNotesService(): Promise<{ url: string; server: Server; stats: UserNoteStats[]; seen: string[]; down: boolean }> {
  const state = { stats: [] as UserNoteStats[], seen: [] as string[], down: false };
  const server = createServer((req, res) => {
    state.seen.push(String(req.headers.authorization ?? ''));
    const url = new URL(req.url ?? '/', 'http://notes');
    if (state.down || url.pathname !== '/internal/stats/user-counts') {
      res.writeHead(state.down ? 503 : 404).end();
      return;
    }
    const since = Number(url.searchParams.get('since') ?? 0);
    const latest = Math.max(0, ...state.stats.map((row) => row.version));
    const users = state.stats.filter((row) => row.version > since).sort((a, b) => a.version - b.version);
    const body: UserNoteCountChanges = {
      epoch: '00000000-0000-4000-8000-00000000e90c',
      latest,
      version: users.at(-1)?.version ?? since,
      more: false,
      users,
    };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return Object.assign(state, { url: `http://127.0.0.1:${port}`, server });
}

describe('svc-identity /admin (issue 10)', () => {
  const schema = uniqueSchema('identity');
  let notes: Awaited<ReturnType<typeof fakeNotesService>>;
  let app: NestFastifyApplication;
  let db: DataSource;
  let mail: Queue<MailJob>;
  let events: Queue<DomainEvent>;
  let accountMail: Queue<AccountMailRequest>;
  let adminToken: string;
  let memberToken: string;
  let memberId: string;
  let config: ReturnType<typeof envSchema.parse>;

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers,
      remoteAddress: `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    });
  const as = (token: string) => ({ authorization: `Bearer ${token}` });

  async function signedIn(address: string): Promise<string> {
    expect((await post('/auth/register', { email: address, password: PASSWORD, firstName: 'Terry', lastName: 'Tester' })).statusCode).toBe(
      201,
    );
    await db.query(`UPDATE "${schema}".users SET email_verified = true WHERE email = $1`, [address]);
    const login = await post('/auth/login', { email: address, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    return login.json().token;
  }
  const idOf = async (address: string): Promise<string> =>
    (await db.query(`SELECT id FROM "${schema}".users WHERE email = $1`, [address]))[0].id;
  const allJobs = <T>(queue: Queue<T>) => queue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed'], 0, 500);

  beforeAll(async () => {
    notes = await fakeNotesService();
    config = envSchema.parse({ ...baseTestEnv, DB_SCHEMA: schema, PORT: '0', ADMIN_EMAILS: ADMIN.toUpperCase(), NOTES_URL: notes.url });
    app = await startTestApp(AppModule.forRoot(config), config);
    db = app.get(DataSource);
    mail = new Queue<MailJob>(QUEUES.mail, queueConnection(config));
    events = new Queue<DomainEvent>(QUEUES.events, queueConnection(config));
    accountMail = new Queue<AccountMailRequest>(QUEUES.accountMail, queueConnection(config));
    adminToken = await signedIn(ADMIN);
    memberToken = await signedIn(email('member'));
    memberId = await idOf(email('member'));
  });

  afterAll(async () => {
    for (const queue of [mail, events, accountMail]) {
      await queue?.obliterate({ force: true }).catch(() => undefined);
      await queue?.close();
    }
    await app?.close();
    await new Promise((resolve) => notes?.server.close(resolve));
    await dropSchema(TEST_DATABASE_URL, schema);
  });

  it.each([
    ['GET', '/admin/users'],
    ['GET', '/admin/stats'],
    ['GET', '/admin/audit-log'],
    ['GET', '/admin/mail-queue'],
    ['POST', '/admin/test-email'],
    ['DELETE', '/admin/users/00000000-0000-4000-8000-000000000000'],
  ])('%s %s: 401 without a token, 403 for a signed-in non-admin (the server decides)', async (method, url) => {
    const payload = method === 'POST' ? { email: email('x') } : undefined;
    const anonymous = await app.inject({ method: method as 'GET', url, payload });
    expect(anonymous.statusCode).toBe(401);
    const member = await app.inject({ method: method as 'GET', url, payload, headers: as(memberToken) });
    expect(member.statusCode).toBe(403);
    expect(member.json().message).toBe('You do not have admin permissions');
  });

  it('decides admin rights on every request by ADMIN_EMAILS, not by the admin claim of an older token (issue 19)', async () => {
    // A token issued while the member was on ADMIN_EMAILS, still unexpired after the list changed.
    const member = (await app.get(UsersRepository).findByEmail(email('member')))!;
    const oldAdminToken = app.get(AccessTokens).issue({ ...member, isAdmin: true });
    expect(JSON.parse(Buffer.from(oldAdminToken.split('.')[1], 'base64url').toString()).admin).toBe(true);
    const res = await app.inject({ method: 'GET', url: '/admin/users', headers: as(oldAdminToken) });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You do not have admin permissions');
    const me = await app.inject({ method: 'GET', url: '/auth/me', headers: as(oldAdminToken) });
    expect(me.json().isAdmin).toBe(false);
  });

  it('lists accounts with the SPEC §3 record, note counts from svc-notes asked with a service token', async () => {
    notes.stats = [
      { userId: memberId, total: 42, last7Days: 6, last30Days: 21, lastNoteAt: '2026-11-20T10:00:00.000Z', version: 1 },
      { userId: '00000000-0000-4000-8000-0000000000de', total: 99, last7Days: 9, last30Days: 9, lastNoteAt: null, version: 2 }, // a deleted account's leftovers
    ];
    const res = await app.inject({ method: 'GET', url: '/admin/users', headers: as(adminToken) });
    expect(res.statusCode).toBe(200);
    const records = res.json() as AdminUserRecord[];
    const member = records.find((r) => r.id === memberId)!;
    expect(member).toEqual({
      id: memberId,
      email: email('member'),
      first_name: 'Terry',
      last_name: 'Tester',
      total_notes: 42,
      notes_this_month: 21,
      notes_this_week: 6,
      activity_status: 'Very Active',
      last_note_date: '2026-11-20T10:00:00.000Z',
      email_verified: true,
      is_admin: false,
      created_at: expect.any(String),
      days_since_signup: 0,
    });
    expect(records.find((r) => r.email === ADMIN)).toMatchObject({
      is_admin: true,
      total_notes: 0,
      activity_status: 'Inactive',
      last_note_date: null,
    });
    const claims = JSON.parse(Buffer.from(notes.seen.at(-1)!.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ sub: 'svc-identity', typ: SERVICE_TOKEN.type, aud: SERVICE_TOKEN.audience });
  });

  it('answers statistics that equal the sums of the user list', async () => {
    const records = (await app.inject({ method: 'GET', url: '/admin/users', headers: as(adminToken) })).json() as AdminUserRecord[];
    const stats = (await app.inject({ method: 'GET', url: '/admin/stats', headers: as(adminToken) })).json();
    const sum = (f: (r: AdminUserRecord) => number) => records.reduce((n, r) => n + f(r), 0);
    expect(stats).toEqual({
      totalUsers: records.length,
      totalNotes: sum((r) => r.total_notes),
      activeUsers: records.filter((r) => r.notes_this_month > 0).length,
      notesThisWeek: sum((r) => r.notes_this_week),
      notesThisMonth: sum((r) => r.notes_this_month),
      verifiedUsers: records.filter((r) => r.email_verified).length,
      avgNotesPerUser: Math.round((sum((r) => r.total_notes) / records.length) * 10) / 10,
      systemHealth: 'healthy',
    });
    expect(stats.totalNotes).toBe(42); // the deleted account's 99 do not count
  });

  it('answers 503 with a message when svc-notes cannot give the counts', async () => {
    notes.down = true;
    try {
      const res = await app.inject({ method: 'GET', url: '/admin/users', headers: as(adminToken) });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/svc-notes did not answer/);
    } finally {
      notes.down = false;
    }
  });

  it("refuses to delete the caller's own account with a 4xx and the spec's message", async () => {
    const res = await app.inject({ method: 'DELETE', url: `/admin/users/${await idOf(ADMIN)}`, headers: as(adminToken) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You cannot delete your own admin account.');
  });

  it('deletes a user: row gone, their token refused at once, user.deleted queued once, action audited', async () => {
    const address = email('leaving');
    const token = await signedIn(address);
    const id = await idOf(address);
    const res = await app.inject({ method: 'DELETE', url: `/admin/users/${id}`, headers: as(adminToken) });
    expect(res.statusCode).toBe(204);
    expect(await db.query(`SELECT 1 FROM "${schema}".users WHERE id = $1`, [id])).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/auth/me', headers: as(token) })).statusCode).toBe(401);
    const deletedEvents = (await allJobs(events)).filter((j) => j.data.type === 'user.deleted' && j.data.userId === id);
    expect(deletedEvents).toHaveLength(1);
    const [audit] = (await app.inject({ method: 'GET', url: '/admin/audit-log?limit=1', headers: as(adminToken) })).json();
    expect(audit).toMatchObject({ actorEmail: ADMIN, action: 'user.delete', target: address });
    expect((await app.inject({ method: 'DELETE', url: `/admin/users/${id}`, headers: as(adminToken) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: '/admin/users/not-a-uuid', headers: as(adminToken) })).statusCode).toBe(404);
  });

  it('still announces the deletion, once, when the events queue was unreachable at that moment', async () => {
    const address = email('later');
    await signedIn(address);
    const id = await idOf(address);
    const relay = app.get(OutboxRelay);
    const queue = (relay as unknown as { events: Queue<DomainEvent> }).events;
    const add = jest.spyOn(queue, 'add').mockRejectedValueOnce(new Error("Stream isn't writeable and enableOfflineQueue options is false"));
    expect((await app.inject({ method: 'DELETE', url: `/admin/users/${id}`, headers: as(adminToken) })).statusCode).toBe(204);
    expect((await allJobs(events)).filter((j) => j.data.type === 'user.deleted' && j.data.userId === id)).toHaveLength(0);
    add.mockRestore();
    await relay.publishPending();
    await relay.publishPending(); // a second round publishes nothing twice
    expect((await allJobs(events)).filter((j) => j.data.type === 'user.deleted' && j.data.userId === id)).toHaveLength(1);
  });

  it("queues a test e-mail (202), audits it, and refuses an empty address with the spec's message", async () => {
    const empty = await app.inject({ method: 'POST', url: '/admin/test-email', headers: as(adminToken), payload: { email: '  ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please enter an email address to send test email.');
    const to = email('inbox');
    const res = await app.inject({ method: 'POST', url: '/admin/test-email', headers: as(adminToken), payload: { email: to } });
    expect(res.statusCode).toBe(202);
    expect((await allJobs(mail)).some((j) => j.data.kind === 'test' && j.data.to === to)).toBe(true);
    const log = (await app.inject({ method: 'GET', url: '/admin/audit-log', headers: as(adminToken) })).json();
    expect(log[0]).toMatchObject({ action: 'test-email.send', target: to, actorEmail: ADMIN });
  });

  it("reports the mail queue's real state", async () => {
    const res = await app.inject({ method: 'GET', url: '/admin/mail-queue', headers: as(adminToken) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      counts: { waiting: expect.any(Number), failed: expect.any(Number) },
      recentFailures: expect.any(Array),
    });
    expect(res.json().counts.waiting + res.json().counts.completed + res.json().counts.active + res.json().counts.delayed).toBeGreaterThan(
      0,
    );
  });
});
