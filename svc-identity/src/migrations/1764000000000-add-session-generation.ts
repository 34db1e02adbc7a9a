import type { MigrationInterface, QueryRunner } from 'typeorm';

/** "Sign out everywhere", a password reset and account deletion raise the generation (issue 7). */
export class AddSessionGeneration1764000000000 implements MigrationInterface {
  name = 'AddSessionGeneration1764000000000';

  async up(q: QueryRunner): Promise<void> {
    const s = q.connection.driver.schema ?? 'identity';
    await q.query(`ALTER TABLE "${s}"."users" ADD COLUMN "session_generation" integer NOT NULL DEFAULT 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = q.connection.driver.schema ?? 'identity';
    await q.query(`ALTER TABLE "${s}"."users" DROP COLUMN "session_generation"`);
  }
}
