import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { QUEUES } from '@clinote/contracts';
import { queueConnection } from '@clinote/nest-common';
import { baseTestEnv, startServiceOnThrowawaySchema, routeDrift, registeredRoutes } from '@clinote/nest-common/testing';
import { AppModule } from './app.module';
import { envSchema } from './config';

const ALICE = '00000000-0000-4000-8000-00000000a11c';
const BOB = '00000000-0000-4000-8000-000000000b0b';

describe('svc-notes service', () => {
  let service: Awaited<ReturnType<typeof startServiceOnThrowawaySchema>>;
  let app: NestFastifyApplication;
  let db: DataSource;
  let schema: string;

  beforeAll(async () => {
    service = await startServiceOnThrowawaySchema({ schemaPrefix: 'notes', envSchema, module: (config) => AppModule.forRoot(config) });
    ({ app, schema } = service);
    db = app.get(DataSource);
  });

  afterAll(() => service?.stop());

  it('has the routes the API contract publishes for it, and its internal ones, no other (issue 26)', () => {
    expect(routeDrift('notes', registeredRoutes(app))).toEqual({ undocumented: [], missing: [] });
  });

  it('reports healthy with its database and Redis checks', async () => {
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'ok', service: 'svc-notes', checks: { database: { status: 'up' }, redis: { status: 'up' } } });
  });

  it('answers liveness without checking its dependencies (GET /health/live)', async () => {
    const res = await app.inject({ method: 'GET', url: '/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('ran its migrations into its own schema', async () => {
    const rows = await db.query(
      `SELECT column_name FROM information_schema.columns WHERE table_schema = $1 AND table_name = 'notes' ORDER BY ordinal_position`,
      [schema],
    );
    expect(rows.map((r: { column_name: string }) => r.column_name)).toEqual([
      'id',
      'user_id',
      'kind',
      'title',
      'content',
      'is_draft',
      'subjective',
      'objective',
      'assessment',
      'plan',
      'created_at',
      'updated_at',
      'answers',
      'client_id',
      'signed_at',
      'signed_by',
      'version',
    ]);
    await expect(db.query(`INSERT INTO "${schema}".notes (user_id, kind, title) VALUES ($1, 'scooter', 'x')`, [ALICE])).rejects.toThrow(
      /check constraint/,
    );
  });

  it("removes only the deleted user's notes when user.deleted arrives on the events queue", async () => {
    await db.query(
      `INSERT INTO "${schema}".notes (user_id, kind, title) VALUES ($1, 'pt', 'SOAP Note - 1/1/2026'), ($1, 'walker', 'Letter'), ($2, 'sn', 'SN Evaluation - 1/1/2026')`,
      [ALICE, BOB],
    );
    const events = new Queue(QUEUES.events, queueConnection(baseTestEnv));
    try {
      await events.add('user.deleted', { type: 'user.deleted', userId: ALICE });
      const deadline = Date.now() + 10_000;
      let remaining: Array<{ user_id: string }> = [];
      do {
        await new Promise((r) => setTimeout(r, 100));
        remaining = await db.query(`SELECT user_id FROM "${schema}".notes`);
      } while (remaining.some((r) => r.user_id === ALICE) && Date.now() < deadline);
      expect(remaining).toEqual([{ user_id: BOB }]);
    } finally {
      await events.close();
    }
  });
});
