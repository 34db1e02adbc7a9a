import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { startServiceOnThrowawaySchema, TestIssuer } from '@clinote/nest-common/testing';
import type { UserNoteStatsResponse } from '@clinote/contracts';
import { AppModule } from '../app.module';
import { envSchema, type NotesConfig } from '../config';

describe('svc-notes GET /internal/stats/users (service to service)', () => {
  let issuer: TestIssuer;
  let service: Awaited<ReturnType<typeof startServiceOnThrowawaySchema<NotesConfig>>>;
  const busy = randomUUID();
  const quiet = randomUUID();

  beforeAll(async () => {
    issuer = await TestIssuer.start();
    service = await startServiceOnThrowawaySchema({
      schemaPrefix: 'notes',
      envSchema,
      module: (config) => AppModule.forRoot(config),
      env: { IDENTITY_URL: issuer.url },
    });
    const db = service.app.get(DataSource);
    const insert = (userId: string, daysAgo: number) =>
      db.query(
        `INSERT INTO "${service.schema}".notes (user_id, kind, title, created_at) VALUES ($1, 'pt', 'SOAP Note', now() - make_interval(days => $2))`,
        [userId, daysAgo],
      );
    for (const daysAgo of [0, 3, 6, 10, 29, 45]) await insert(busy, daysAgo);
    await insert(quiet, 90);
  });

  afterAll(async () => {
    await service?.stop();
    await issuer?.stop();
  });

  const get = (authorization?: string) =>
    service.app.inject({ method: 'GET', url: '/internal/stats/users', headers: authorization ? { authorization } : {} });

  it("counts each user's notes: total, last 7 days, last 30 days, the newest", async () => {
    const res = await get(`Bearer ${issuer.serviceToken('svc-identity')}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as UserNoteStatsResponse;
    const byUser = Object.fromEntries(body.users.map((u) => [u.userId, u]));
    expect(byUser[busy]).toMatchObject({ total: 6, last7Days: 3, last30Days: 5 });
    expect(Date.now() - Date.parse(byUser[busy].lastNoteAt!)).toBeLessThan(60_000);
    expect(byUser[quiet]).toMatchObject({ total: 1, last7Days: 0, last30Days: 0 });
  });

  it('opens only to a service token from svc-identity: never to a user, admin or not', async () => {
    expect((await get()).statusCode).toBe(401);
    expect((await get(`Bearer ${issuer.token({ admin: true })}`)).statusCode).toBe(401);
    expect((await get(`Bearer ${issuer.serviceToken('svc-ai')}`)).statusCode).toBe(403);
    expect((await get(`Bearer ${issuer.serviceToken('svc-identity', { exp: Math.floor(Date.now() / 1000) + 3600 })}`)).statusCode).toBe(
      401,
    );
    expect((await get(`Bearer ${issuer.serviceToken('svc-identity', { exp: Math.floor(Date.now() / 1000) - 5 })}`)).statusCode).toBe(401);
  });
});
