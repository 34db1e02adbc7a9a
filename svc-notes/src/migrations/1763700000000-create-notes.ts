import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateNotes1763700000000 implements MigrationInterface {
  name = 'CreateNotes1763700000000';

  async up(q: QueryRunner): Promise<void> {
    const s = q.connection.driver.schema ?? 'notes';
    await q.query(`
      CREATE TABLE "${s}"."notes" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "kind" text NOT NULL CHECK ("kind" IN ('pt','ot','sn','wheelchair','hospital-bed','commode','walker')),
        "title" text NOT NULL,
        "content" text NOT NULL DEFAULT '',
        "is_draft" boolean NOT NULL DEFAULT false,
        "subjective" text NOT NULL DEFAULT '',
        "objective" text NOT NULL DEFAULT '',
        "assessment" text NOT NULL DEFAULT '',
        "plan" text NOT NULL DEFAULT '',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "notes_user_created_idx" ON "${s}"."notes" ("user_id", "created_at" DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = q.connection.driver.schema ?? 'notes';
    await q.query(`DROP TABLE "${s}"."notes"`);
  }
}
