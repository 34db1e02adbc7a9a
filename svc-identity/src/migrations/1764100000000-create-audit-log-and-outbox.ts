import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * audit_log: every admin action (who, what, when, target). outbox_events: domain events written in
 * the same transaction as the change they announce, then relayed to the `events` queue, so a
 * deleted user's notes are removed even if Redis or svc-notes is down at that moment (issue 10).
 */
export class CreateAuditLogAndOutbox1764100000000 implements MigrationInterface {
  name = 'CreateAuditLogAndOutbox1764100000000';

  async up(q: QueryRunner): Promise<void> {
    const s = q.connection.driver.schema ?? 'identity';
    await q.query(`
      CREATE TABLE "${s}"."audit_log" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "actor_id" uuid NOT NULL,
        "actor_email" text NOT NULL,
        "action" text NOT NULL,
        "target" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "audit_log_created_idx" ON "${s}"."audit_log" ("created_at" DESC)`);
    await q.query(`
      CREATE TABLE "${s}"."outbox_events" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "type" text NOT NULL,
        "payload" jsonb NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "published_at" timestamptz
      )`);
    await q.query(`CREATE INDEX "outbox_events_unpublished_idx" ON "${s}"."outbox_events" ("created_at") WHERE "published_at" IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = q.connection.driver.schema ?? 'identity';
    await q.query(`DROP TABLE "${s}"."outbox_events"`);
    await q.query(`DROP TABLE "${s}"."audit_log"`);
  }
}
