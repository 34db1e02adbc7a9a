import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { QUEUES, type DomainEvent } from '@clinote/contracts';
import { queueConnection } from '@clinote/nest-common';
import { baseTestEnv, dropSchema, startTestApp, TEST_DATABASE_URL, TestIssuer, uniqueSchema } from '@clinote/nest-common/testing';
import { AppModule } from '../app.module';
import { envSchema } from '../config';

describe('user.deleted reaches svc-notes even when it was down at that moment (issue 10)', () => {
  const schema = uniqueSchema('notes');
  let issuer: TestIssuer;

  beforeAll(async () => {
    issuer = await TestIssuer.start();
  });
  afterAll(async () => {
    await issuer.stop();
    await dropSchema(TEST_DATABASE_URL, schema);
  });

  it("removes the deleted user's notes, exactly once, after svc-notes starts", async () => {
    const config = envSchema.parse({ ...baseTestEnv, DB_SCHEMA: schema, PORT: '0', IDENTITY_URL: issuer.url });
    const gone = randomUUID();
    const stays = randomUUID();

    // svc-notes runs, holds notes, then stops.
    let app: Awaited<ReturnType<typeof startTestApp>> | undefined = await startTestApp(AppModule.forRoot(config), config);
    await app
      .get(DataSource)
      .query(
        `INSERT INTO "${schema}".notes (user_id, kind, title) VALUES ($1, 'pt', 'SOAP Note'), ($1, 'walker', 'Letter'), ($2, 'sn', 'SN Evaluation')`,
        [gone, stays],
      );
    await app.close();
    app = undefined;

    // The account is deleted while svc-notes is down: the event waits in the queue.
    const events = new Queue<DomainEvent>(QUEUES.events, queueConnection(config));
    try {
      const job = await events.add('user.deleted', { type: 'user.deleted', userId: gone }, { jobId: `outbox-${randomUUID()}` });
      expect(await job.getState()).toBe('waiting');

      app = await startTestApp(AppModule.forRoot(config), config);
      const db = app.get(DataSource);
      const deadline = Date.now() + 10_000;
      while ((await job.getState()) !== 'completed' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(await job.getState()).toBe('completed');
      expect(await db.query(`SELECT user_id FROM "${schema}".notes ORDER BY user_id`)).toEqual([{ user_id: stays }]);
      expect((await events.getJob(job.id!))?.failedReason).toBeFalsy();
    } finally {
      await app?.close();
      await events.obliterate({ force: true }).catch(() => undefined);
      await events.close();
    }
  });
});
