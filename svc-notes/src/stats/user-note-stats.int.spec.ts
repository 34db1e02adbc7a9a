import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { UserNoteCountChanges, UserNoteStats } from '@clinote/contracts';
import { UserDeletedHandler } from '../events/user-deleted.handler';
import { startNotesTestRig, type NotesTestRig } from '../testing/notes-test-rig';

const NOTE = {
  title: 'SOAP Note - 3/4/2026',
  subjective: 'Invented: ambulates 150 ft with RW, CGA.',
  objective: '',
  assessment: '',
  plan: '',
};
const DRAFT = { title: 'Draft SOAP Note - 3/4/2026', content: JSON.stringify({ subjective: { pain: '4/10 knee pain' } }), isDraft: true };

describe('svc-notes per-user note counters and GET /internal/stats/user-counts (issue 23)', () => {
  let rig: NotesTestRig;
  let db: DataSource;
  let schema: string;

  beforeAll(async () => {
    rig = await startNotesTestRig('notes');
    db = rig.service.app.get(DataSource);
    schema = rig.service.schema;
  });
  afterAll(() => rig?.stop());

  const user = () => ({ id: randomUUID(), email: `someone.${randomUUID().slice(0, 8)}@clinote.test` });
  /** Notes written straight into the table, `daysAgo` each (fractions allowed), as the bench and old data have them. */
  const insert = (userId: string, ...daysAgo: number[]) =>
    db.query(
      `INSERT INTO "${schema}".notes (user_id, kind, title, created_at)
       SELECT $1, 'pt', 'SOAP Note', now() - d * interval '1 day' FROM unnest($2::float8[]) AS d`,
      [userId, daysAgo],
    );
  const changes = async (since = 0, limit?: number): Promise<UserNoteCountChanges> => {
    const res = await rig.service.app.inject({
      method: 'GET',
      url: `/internal/stats/user-counts?since=${since}${limit ? `&limit=${limit}` : ''}`,
      headers: { authorization: `Bearer ${rig.issuer.serviceToken('svc-identity')}` },
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  /** The counters of one user as svc-identity would copy them (every change since 0, last wins). */
  const countsOf = async (userId: string): Promise<Omit<UserNoteStats, 'version' | 'userId'> | undefined> => {
    let since = 0;
    let found: UserNoteStats | undefined;
    for (;;) {
      const page = await changes(since);
      found = page.users.find((row) => row.userId === userId) ?? found;
      since = page.version;
      if (!page.more) break;
    }
    if (!found) return undefined;
    const { version: _version, userId: _userId, ...counts } = found;
    return counts;
  };
  /** What a full count over the notes table says (the truth the counters must equal). */
  const recount = async (userId: string) => {
    const [row] = await db.query(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE created_at >= now() - interval '7 days')::int AS "last7Days",
              count(*) FILTER (WHERE created_at >= now() - interval '30 days')::int AS "last30Days",
              max(created_at) AS "lastNoteAt"
         FROM "${schema}".notes WHERE user_id = $1`,
      [userId],
    );
    return { ...row, lastNoteAt: row.lastNoteAt ? new Date(row.lastNoteAt).toISOString() : null };
  };

  it("counts each user's notes: total, last 7 days, last 30 days, the newest", async () => {
    const busy = randomUUID();
    const quiet = randomUUID();
    await insert(busy, 0, 3, 6, 10, 29, 45);
    await insert(quiet, 90);
    expect(await countsOf(busy)).toMatchObject({ total: 6, last7Days: 3, last30Days: 5 });
    expect(Date.now() - Date.parse((await countsOf(busy))!.lastNoteAt!)).toBeLessThan(60_000);
    expect(await countsOf(quiet)).toMatchObject({ total: 1, last7Days: 0, last30Days: 0 });
    expect(await countsOf(busy)).toEqual(await recount(busy));
  });

  it('stays right through the API: a new note, a draft saved again, a deleted note (the newest, then an older one)', async () => {
    const clinician = user();
    const as = rig.issuer.headers(clinician);
    await insert(clinician.id, 2, 40);
    const created = await rig.service.app.inject({ method: 'POST', url: '/notes', headers: as, payload: NOTE });
    expect(created.statusCode).toBe(201);
    const draft = (await rig.service.app.inject({ method: 'POST', url: '/notes', headers: as, payload: DRAFT })).json();
    expect(await countsOf(clinician.id)).toMatchObject({ total: 4, last7Days: 3, last30Days: 3, lastNoteAt: draft.createdAt });

    const updated = await rig.service.app.inject({
      method: 'PUT',
      url: `/notes/${draft.id}`,
      headers: as,
      payload: { ...DRAFT, title: 'Draft 2' },
    });
    expect(updated.statusCode).toBe(200);
    expect(await countsOf(clinician.id)).toMatchObject({ total: 4, last7Days: 3 });

    expect((await rig.service.app.inject({ method: 'DELETE', url: `/notes/${draft.id}`, headers: as })).statusCode).toBe(204);
    expect(await countsOf(clinician.id)).toEqual(await recount(clinician.id));
    expect((await countsOf(clinician.id))?.lastNoteAt).toBe(created.json().createdAt);
    const [old] = await db.query(`SELECT id FROM "${schema}".notes WHERE user_id = $1 ORDER BY created_at LIMIT 1`, [clinician.id]);
    expect((await rig.service.app.inject({ method: 'DELETE', url: `/notes/${old.id}`, headers: as })).statusCode).toBe(204);
    expect(await countsOf(clinician.id)).toEqual({ ...(await recount(clinician.id)), total: 2, last30Days: 2 });
  });

  it('drops to zero when user.deleted removes every note of the account (the row stays, so the copy learns it)', async () => {
    const leaving = randomUUID();
    await insert(leaving, 0, 1, 5, 20, 100);
    expect(await countsOf(leaving)).toMatchObject({ total: 5 });
    expect(await rig.service.app.get(UserDeletedHandler).handle(leaving)).toBe(5);
    expect(await countsOf(leaving)).toEqual({ total: 0, last7Days: 0, last30Days: 0, lastNoteAt: null });
  });

  it('moves the 7- and 30-day windows with time: a note leaves them when it gets older, not only when notes are written', async () => {
    const ageing = randomUUID();
    // 2 s short of 7 days, and of 30 days.
    await insert(ageing, 7 - 2 / 86_400, 30 - 2 / 86_400);
    expect(await countsOf(ageing)).toMatchObject({ total: 2, last7Days: 1, last30Days: 2 });
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await countsOf(ageing)).toMatchObject({ total: 2, last7Days: 0, last30Days: 1 });
    expect(await countsOf(ageing)).toEqual(await recount(ageing));
  });

  it('counts exactly under concurrent writes, deletes and window moves', async () => {
    const crowded = randomUUID();
    const as = rig.issuer.headers({ id: crowded, email: 'crowded.fake@clinote.test' });
    await insert(crowded, ...Array.from({ length: 30 }, (_, i) => 6 + i / 10));
    const writes = Array.from({ length: 20 }, () => rig.service.app.inject({ method: 'POST', url: '/notes', headers: as, payload: NOTE }));
    const deletes = (await db.query(`SELECT id FROM "${schema}".notes WHERE user_id = $1 LIMIT 10`, [crowded])).map((row: { id: string }) =>
      db.query(`DELETE FROM "${schema}".notes WHERE id = $1`, [row.id]),
    );
    const advances = Array.from({ length: 5 }, () => changes());
    await Promise.all([...writes, ...deletes, ...advances]);
    expect(await countsOf(crowded)).toEqual(await recount(crowded));
    expect((await countsOf(crowded))?.total).toBe(40);
  });

  it('answers only what changed since a version, oldest change first, in pages, under one epoch', async () => {
    const first = await changes();
    const head = first.latest;
    const a = randomUUID();
    const b = randomUUID();
    await insert(a, 1);
    await insert(b, 1);
    await insert(a, 2);
    const since = await changes(head);
    expect(since.users.map((row) => row.userId)).toEqual([b, a]);
    expect(since.users.map((row) => row.version)).toEqual([...since.users.map((row) => row.version)].sort((x, y) => x - y));
    expect(since).toMatchObject({ epoch: first.epoch, version: since.users[1]!.version, latest: since.users[1]!.version, more: false });

    const one = await changes(head, 1);
    expect(one).toMatchObject({ more: true, users: [{ userId: b }] });
    expect(await changes(one.version, 1)).toMatchObject({ more: false, users: [{ userId: a, total: 2 }] });
    expect(await changes(since.version)).toMatchObject({ users: [], version: since.version, more: false });
  });

  it('counts the notes that were there before the counters existed (the migration backfills)', async () => {
    const before = randomUUID();
    await db.undoLastMigration({ transaction: 'each' });
    try {
      await insert(before, 0, 8, 31);
    } finally {
      await db.runMigrations({ transaction: 'each' });
    }
    expect(await countsOf(before)).toEqual(await recount(before));
    expect(await countsOf(before)).toMatchObject({ total: 3, last7Days: 1, last30Days: 2 });
  });

  it('refuses to move a note to another owner or time (the counters count by them)', async () => {
    const owner = randomUUID();
    await insert(owner, 1);
    await expect(db.query(`UPDATE "${schema}".notes SET user_id = $1 WHERE user_id = $2`, [randomUUID(), owner])).rejects.toThrow(
      /never change/,
    );
    await expect(
      db.query(`UPDATE "${schema}".notes SET created_at = now() - interval '60 days' WHERE user_id = $1`, [owner]),
    ).rejects.toThrow(/never change/);
  });

  it('refuses bad paging with a 400', async () => {
    for (const query of ['since=-1', 'since=x', 'limit=0', 'limit=5001']) {
      const res = await rig.service.app.inject({
        method: 'GET',
        url: `/internal/stats/user-counts?${query}`,
        headers: { authorization: `Bearer ${rig.issuer.serviceToken('svc-identity')}` },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^(since|limit) must be/);
    }
  });

  it('opens only to a service token from svc-identity: never to a user, admin or not', async () => {
    const get = (authorization?: string) =>
      rig.service.app.inject({ method: 'GET', url: '/internal/stats/user-counts', headers: authorization ? { authorization } : {} });
    expect((await get()).statusCode).toBe(401);
    expect((await get(`Bearer ${rig.issuer.token({ admin: true })}`)).statusCode).toBe(401);
    expect((await get(`Bearer ${rig.issuer.serviceToken('svc-ai')}`)).statusCode).toBe(403);
    expect((await get(`Bearer ${rig.issuer.serviceToken('svc-identity', { exp: Math.floor(Date.now() / 1000) + 3600 })}`)).statusCode).toBe(
      401,
    );
    expect((await get(`Bearer ${rig.issuer.serviceToken('svc-identity', { exp: Math.floor(Date.now() / 1000) - 5 })}`)).statusCode).toBe(
      401,
    );
  });
});
