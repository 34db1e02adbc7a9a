import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 24: a completed note keeps the form answers it was generated from (section id → field key →
 * text), so a letter can be started from a saved evaluation. Nullable without a default: notes saved
 * before have none, and PostgreSQL adds such a column without rewriting the table.
 */
export class AddNoteAnswers1764400000000 implements MigrationInterface {
  name = 'AddNoteAnswers1764400000000';

  async up(q: QueryRunner): Promise<void> {
    const s = q.connection.driver.schema ?? 'notes';
    await q.query(`ALTER TABLE "${s}"."notes" ADD COLUMN "answers" jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = q.connection.driver.schema ?? 'notes';
    await q.query(`ALTER TABLE "${s}"."notes" DROP COLUMN "answers"`);
  }
}
