// The admin list at scale (issue 23) against the real svc-notes: both services on their own
// throw-away schemas, on real PostgreSQL and Redis, talking over HTTP with real service tokens.
// (A spec may import another slice's module; the import-graph check covers app code only.)
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AdminStats, AdminUserRecord } from '@clinote/contracts';
import { baseTestEnv, dropSchema, freePort, startTestApp, TEST_DATABASE_URL, uniqueSchema } from '@clinote/nest-common/testing';
import { AppModule as NotesModule } from '../../../svc-notes/src/app.module';
import { envSchema as notesEnvSchema } from '../../../svc-notes/src/config';
import { AppModule } from '../app.module';
import { envSchema } from '../config';

const run = randomBytes(3).toString('hex');
const PASSWORD = 'Admin-scale-2026';
const ADMIN = `admin.${run}@clinote.test`;

/** Invented people: first names with distinct initials, so "A→Z" means the same under every collation. */
const FIRST = ['Ava', 'Ben', 'Cleo', 'Dara', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivo', 'Jude', 'Kai', 'Lena', 'Milo', 'Nia', 'Otto', 'Pia'];
const LAST = ['Quinn', 'Reyes', 'Stone', 'Tran', 'Underhill', 'Vance', 'Wolfe', 'Xu', 'Young', 'Zeller'];

describe('GET /admin/users and /admin/stats at scale, with the real svc-notes (issue 23)', () => {
  const identitySchema = uniqueSchema('identity');
  const notesSchema = uniqueSchema('notes');
  let identity: NestFastifyApplication;
  let notes: NestFastifyApplication;
  let idDb: DataSource;
  let notesDb: DataSource;
  let adminToken: string;

  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const post = (app: NestFastifyApplication, url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url,
      payload,
      headers,
      remoteAddress: `10.88.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    });

  async function signedIn(email: string, firstName = 'Terry', lastName = 'Tester'): Promise<{ id: string; token: string }> {
    expect((await post(identity, '/auth/register', { email, password: PASSWORD, firstName, lastName })).statusCode).toBe(201);
    await idDb.query(`UPDATE "${identitySchema}".users SET email_verified = true WHERE email = $1`, [email]);
    const login = await post(identity, '/auth/login', { email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    const [{ id }] = await idDb.query(`SELECT id FROM "${identitySchema}".users WHERE email = $1`, [email]);
    return { id, token: login.json().token };
  }

  const list = async (query = '') => {
    const res = await identity.inject({ method: 'GET', url: `/admin/users${query}`, headers: as(adminToken) });
    expect(res.statusCode).toBe(200);
    return { records: res.json() as AdminUserRecord[], total: Number(res.headers['x-total-count']) };
  };
  const stats = async (): Promise<AdminStats> =>
    (await identity.inject({ method: 'GET', url: '/admin/stats', headers: as(adminToken) })).json();
  /** Every account, page by page (the largest page is 100). */
  const everyone = async (): Promise<AdminUserRecord[]> => {
    const all: AdminUserRecord[] = [];
    for (let page = 1; ; page++) {
      const { records, total } = await list(`?pageSize=100&page=${page}`);
      all.push(...records);
      if (all.length >= total) return all;
    }
  };
  /** What a full count over svc-notes' table says about one user. */
  const recount = async (userId: string) =>
    (
      await notesDb.query(
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE created_at >= now() - interval '7 days')::int AS week,
                count(*) FILTER (WHERE created_at >= now() - interval '30 days')::int AS month
           FROM "${notesSchema}".notes WHERE user_id = $1`,
        [userId],
      )
    )[0] as { total: number; week: number; month: number };

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
    notesDb = notes.get(DataSource);
    ({ token: adminToken } = await signedIn(ADMIN, 'Zed', 'Admin'));

    // 60 accounts straight into the table (as the bench does): names, an unverified one in five, a
    // sign-up a day apart; user i has i notes, a third of them 10 days old and a third 40.
    await idDb.query(
      `INSERT INTO "${identitySchema}".users (email, password_hash, first_name, last_name, email_verified, created_at)
       SELECT 'p' || i || '.' || $1 || CASE WHEN i % 2 = 0 THEN '@example.org' ELSE '@example.com' END, 'x',
              CASE WHEN i % 7 = 0 THEN NULL ELSE ($2::text[])[1 + i % 16] END, CASE WHEN i % 7 = 0 THEN NULL ELSE ($3::text[])[1 + i % 10] END,
              i % 5 <> 0, now() - i * interval '1 day'
         FROM generate_series(1, 60) AS i`,
      [run, FIRST, LAST],
    );
    const ids: Array<{ id: string; n: number }> = await idDb.query(
      `SELECT id, substring(email from '^p(\\d+)\\.')::int AS n FROM "${identitySchema}".users WHERE email LIKE 'p%'`,
    );
    await notesDb.query(
      `INSERT INTO "${notesSchema}".notes (user_id, kind, title, created_at)
       SELECT u.id, 'pt', 'SOAP Note', now() - (CASE k % 3 WHEN 0 THEN 0 WHEN 1 THEN 10 ELSE 40 END) * interval '1 day'
         FROM unnest($1::uuid[], $2::int[]) AS u(id, n) CROSS JOIN LATERAL generate_series(1, u.n) AS k`,
      [ids.map((row) => row.id), ids.map((row) => row.n)],
    );
  });

  afterAll(async () => {
    await notes?.close();
    await identity?.close();
    await dropSchema(TEST_DATABASE_URL, identitySchema);
    await dropSchema(TEST_DATABASE_URL, notesSchema);
  });

  it("answers one page (25 by default) with the number of matching accounts in X-Total-Count; each record's counts are svc-notes'", async () => {
    const first = await list();
    expect(first.total).toBe(61);
    expect(first.records).toHaveLength(25);
    const all = await everyone();
    expect(all).toHaveLength(61);
    expect(new Set(all.map((r) => r.id)).size).toBe(61);
    for (const record of all) {
      const truth = await recount(record.id);
      expect([record.total_notes, record.notes_this_week, record.notes_this_month]).toEqual([truth.total, truth.week, truth.month]);
    }
    const p12 = all.find((r) => r.email.startsWith('p12.'))!;
    expect(p12).toMatchObject({
      total_notes: 12,
      notes_this_week: 4,
      notes_this_month: 8,
      activity_status: 'Active',
      first_name: FIRST[12 % 16],
    });
    expect(all.find((r) => r.email.startsWith('p30.'))).toMatchObject({
      total_notes: 30,
      notes_this_month: 20,
      activity_status: 'Very Active',
    });
    expect(all.find((r) => r.email === ADMIN)).toMatchObject({
      is_admin: true,
      total_notes: 0,
      activity_status: 'Inactive',
      last_note_date: null,
    });
  });

  it('pages without gaps or repeats, and past the end answers an empty page with the total', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => list(`?page=${page}&pageSize=25&sort=notes`)));
    expect(pages.map((p) => p.records.length)).toEqual([25, 25, 11]);
    expect(new Set(pages.flatMap((p) => p.records.map((r) => r.id))).size).toBe(61);
    expect(await list('?page=4&pageSize=25')).toEqual({ records: [], total: 61 });
    expect((await list('?pageSize=100')).records).toHaveLength(61);
  });

  const byKey =
    <T>(key: (r: AdminUserRecord) => T[]) =>
    (a: AdminUserRecord, b: AdminUserRecord) => {
      const [x, y] = [key(a), key(b)];
      for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! < y[i]! ? -1 : 1;
      return 0;
    };
  const sortName = (r: AdminUserRecord) =>
    (r.first_name || r.last_name ? `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() : r.email).toLowerCase();
  const KEYS: Record<string, (r: AdminUserRecord) => Array<string | number | boolean>> = {
    signup: (r) => [r.created_at, r.id],
    user: (r) => [sortName(r), r.email.toLowerCase(), r.id],
    notes: (r) => [r.total_notes, r.id],
    activity: (r) => [r.notes_this_month, r.id],
    status: (r) => [Number(r.is_admin), Number(r.email_verified), r.created_at, r.id],
  };

  it.each(Object.keys(KEYS).flatMap((sort) => [`sort=${sort}&order=asc`, `sort=${sort}&order=desc`, `sort=${sort}`]))(
    'sorts every account on the server: %s',
    async (query) => {
      const all = await everyone();
      const params = new URLSearchParams(query);
      const sort = params.get('sort')!;
      const order = params.get('order') ?? (sort === 'user' ? 'asc' : 'desc');
      const expected = [...all].sort(byKey(KEYS[sort]!));
      if (order === 'desc') expected.reverse();
      const pages = [await list(`?${query}&pageSize=20`), await list(`?${query}&pageSize=20&page=2`)];
      expect(pages.flatMap((p) => p.records.map((r) => r.email))).toEqual(expected.slice(0, 40).map((r) => r.email));
    },
  );

  it('puts the busiest first by notes and by activity, and administrators first by status', async () => {
    expect((await list('?sort=notes&pageSize=1')).records[0]!.email).toMatch(/^p60\./);
    expect((await list('?sort=activity&pageSize=1')).records[0]!.activity_status).toBe('Very Active');
    expect((await list('?sort=status&pageSize=1')).records[0]!.email).toBe(ADMIN);
    expect((await list('?sort=user&pageSize=1')).records[0]!.first_name).toBe('Ava');
  });

  it('searches the start of the e-mail, its domain, the first name, the last name and "first last", case-insensitively', async () => {
    const emails = async (search: string, extra = '') => {
      const { records, total } = await list(`?pageSize=100&search=${encodeURIComponent(search)}${extra}`);
      expect(total).toBe(records.length);
      return records.map((r) => r.email).sort();
    };
    expect(await emails('P12.')).toEqual([`p12.${run}@example.org`]);
    expect(await emails('p1')).toHaveLength(11); // p1, p10 … p19
    expect(await emails('@EXAMPLE.ORG')).toHaveLength(30);
    expect(await emails('example.com')).toHaveLength(30);
    const all = await everyone();
    const named = (test: (r: AdminUserRecord) => boolean) =>
      all
        .filter(test)
        .map((r) => r.email)
        .sort();
    expect(await emails('ava')).toEqual(named((r) => r.first_name === 'Ava'));
    expect(await emails('zeller')).toEqual(named((r) => r.last_name === 'Zeller'));
    expect(await emails('BEN R')).toEqual(named((r) => r.first_name === 'Ben' && r.last_name === 'Reyes'));
    expect(await emails('BEN R')).toEqual([`p1.${run}@example.com`]);
    expect(await emails('nobody-here')).toEqual([]);
    // % and _ are letters here, not wildcards.
    expect(await emails('p_2')).toEqual([]);
    expect(await emails('%')).toEqual([]);
    // Search and sort together: the matches, busiest first.
    const busiest = (await list('?search=p1&sort=notes&pageSize=3')).records.map((r) => r.email.split('.')[0]);
    expect(busiest).toEqual(['p19', 'p18', 'p17']);
  });

  it.each([
    ['?pageSize=101', 'pageSize must be at most 100'],
    ['?pageSize=0', 'pageSize must be at least 1'],
    ['?page=0', 'page must be at least 1'],
    ['?page=abc', 'page must be a number'],
    ['?sort=password_hash', 'sort must be one of user, notes, activity, status, signup'],
    ['?sort=notes&order=sideways', 'order must be asc or desc'],
    [`?search=${'a'.repeat(101)}`, 'search must be at most 100 characters'],
    ['?search=a&search=b', 'search must be given once, as text'],
    ['?limit=10', 'unknown query parameter: limit'],
  ])('refuses %s with a 400 and a message, never a 500', async (query, message) => {
    const res = await identity.inject({ method: 'GET', url: `/admin/users${query}`, headers: as(adminToken) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('answers statistics that equal the sums over every account and what svc-notes holds', async () => {
    const all = await everyone();
    const sum = (f: (r: AdminUserRecord) => number) => all.reduce((n, r) => n + f(r), 0);
    const [truth] = await notesDb.query(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE created_at >= now() - interval '7 days')::int AS week,
              count(*) FILTER (WHERE created_at >= now() - interval '30 days')::int AS month,
              count(DISTINCT user_id) FILTER (WHERE created_at >= now() - interval '30 days')::int AS active
         FROM "${notesSchema}".notes`,
    );
    expect(await stats()).toEqual({
      totalUsers: 61,
      totalNotes: truth.total,
      activeUsers: truth.active,
      notesThisWeek: truth.week,
      notesThisMonth: truth.month,
      verifiedUsers: all.filter((r) => r.email_verified).length,
      avgNotesPerUser: Math.round((sum((r) => r.total_notes) / 61) * 10) / 10,
      systemHealth: 'healthy',
    });
    expect(truth.total).toBe(sum((r) => r.total_notes));
    expect(truth.active).toBe(all.filter((r) => r.notes_this_month > 0).length);
  });

  it("keeps the counts right as a clinician writes and deletes notes, and drops the account's notes when it is deleted", async () => {
    const clinician = await signedIn(`casey.${run}@clinote.test`, 'Casey', 'Clinician');
    const before = await stats();
    const note = { title: 'SOAP Note - 11/22/2026', subjective: 'Invented: ambulates 150 ft with RW, CGA.' };
    const written = [];
    for (let i = 0; i < 3; i++) {
      const res = await notes.inject({ method: 'POST', url: '/notes', headers: as(clinician.token), payload: note });
      expect(res.statusCode).toBe(201);
      written.push(res.json());
    }
    const row = async () => (await list(`?search=${encodeURIComponent(`casey.${run}`)}`)).records[0];
    expect(await row()).toMatchObject({
      total_notes: 3,
      notes_this_week: 3,
      activity_status: 'Moderate',
      last_note_date: written[2].createdAt,
    });
    expect(await stats()).toMatchObject({
      totalNotes: before.totalNotes + 3,
      notesThisWeek: before.notesThisWeek + 3,
      totalUsers: before.totalUsers,
    });

    expect((await notes.inject({ method: 'DELETE', url: `/notes/${written[2].id}`, headers: as(clinician.token) })).statusCode).toBe(204);
    expect(await row()).toMatchObject({ total_notes: 2, last_note_date: written[1].createdAt });
    expect((await stats()).totalNotes).toBe(before.totalNotes + 2);

    const deleted = await identity.inject({ method: 'DELETE', url: `/admin/users/${clinician.id}`, headers: as(adminToken) });
    expect(deleted.statusCode).toBe(204);
    // At once in the list and the statistics (the account's counters went with it) …
    expect(await row()).toBeUndefined();
    expect(await stats()).toMatchObject({ totalUsers: before.totalUsers - 1, totalNotes: before.totalNotes });
    // … and svc-notes removes the notes when user.deleted arrives.
    const deadline = Date.now() + 10_000;
    while ((await recount(clinician.id)).total > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(await recount(clinician.id)).toEqual({ total: 0, week: 0, month: 0 });
    expect((await stats()).totalNotes).toBe(before.totalNotes);
  });

  it('copies more changes than one answer carries (5,000), page by page', async () => {
    const before = await stats();
    await idDb.query(
      `INSERT INTO "${identitySchema}".users (email, password_hash, email_verified) SELECT 'bulk' || i || '@example.net', 'x', true FROM generate_series(1, 12000) AS i`,
    );
    const ids: string[] = (await idDb.query(`SELECT id FROM "${identitySchema}".users WHERE email LIKE 'bulk%'`)).map(
      (r: { id: string }) => r.id,
    );
    await notesDb.query(
      `INSERT INTO "${notesSchema}".notes (user_id, kind, title) SELECT id, 'pt', 'SOAP Note' FROM unnest($1::uuid[]) AS id`,
      [ids],
    );
    const got = await stats();
    expect(got).toMatchObject({ totalUsers: before.totalUsers + 12000, totalNotes: before.totalNotes + 12000 });
    await idDb.query(`DELETE FROM "${identitySchema}".users WHERE email LIKE 'bulk%'`);
  });

  it("starts its copy again when svc-notes' counters are made afresh (another epoch)", async () => {
    const before = await everyone();
    await notesDb.undoLastMigration({ transaction: 'each' });
    await notesDb.runMigrations({ transaction: 'each' });
    expect(await everyone()).toEqual(before);
  });
});
