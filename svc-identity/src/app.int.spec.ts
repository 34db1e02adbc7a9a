import { DataSource } from 'typeorm';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { startServiceOnThrowawaySchema, routeDrift, registeredRoutes } from '@clinote/nest-common/testing';
import { AppModule } from './app.module';
import { envSchema } from './config';

describe('svc-identity service', () => {
  let service: Awaited<ReturnType<typeof startServiceOnThrowawaySchema>>;
  let app: NestFastifyApplication;
  let db: DataSource;
  let schema: string;

  beforeAll(async () => {
    service = await startServiceOnThrowawaySchema({ schemaPrefix: 'identity', envSchema, module: (config) => AppModule.forRoot(config) });
    ({ app, schema } = service);
    db = app.get(DataSource);
  });

  afterAll(() => service?.stop());

  it('has the routes the API contract publishes for it, and its internal ones, no other (issue 26)', () => {
    expect(routeDrift('identity', registeredRoutes(app))).toEqual({ undocumented: [], missing: [] });
  });

  it('reports healthy with its database and Redis checks', async () => {
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      service: 'svc-identity',
      checks: { database: { status: 'up' }, redis: { status: 'up' } },
    });
  });

  it('keeps e-mail addresses unique whatever their case', async () => {
    await db.query(`INSERT INTO "${schema}".users (email, password_hash) VALUES ('Casey.Fake@Clinote.test', 'x')`);
    await expect(db.query(`INSERT INTO "${schema}".users (email, password_hash) VALUES ('casey.fake@clinote.test', 'y')`)).rejects.toThrow(
      /duplicate key/,
    );
  });

  it('stores only token hashes, for known purposes, and drops them with their user', async () => {
    const [user] = await db.query(
      `INSERT INTO "${schema}".users (email, password_hash) VALUES ('tok.fake@clinote.test', 'x') RETURNING id`,
    );
    await expect(
      db.query(`INSERT INTO "${schema}".tokens (user_id, purpose, token_hash, expires_at) VALUES ($1, 'magic_link', 'h', now())`, [
        user.id,
      ]),
    ).rejects.toThrow(/check constraint/);
    await db.query(`INSERT INTO "${schema}".tokens (user_id, purpose, token_hash, expires_at) VALUES ($1, 'verify_email', 'h1', now())`, [
      user.id,
    ]);
    await db.query(`DELETE FROM "${schema}".users WHERE id = $1`, [user.id]);
    expect(await db.query(`SELECT count(*)::int AS n FROM "${schema}".tokens`)).toEqual([{ n: 0 }]);
  });

  it('recorded its migration in its own schema', async () => {
    const rows = await db.query(`SELECT name FROM "${schema}".migrations ORDER BY id`);
    expect(rows.map((r: { name: string }) => r.name)).toEqual([
      'CreateUsersAndTokens1763700000000',
      'CreateSigningKeys1763800000000',
      'AddSessionGeneration1764000000000',
      'CreateAuditLogAndOutbox1764100000000',
      'AdminUserListAtScale1764300000000',
      'AddSigningProfile1764600000000',
    ]);
  });
});
