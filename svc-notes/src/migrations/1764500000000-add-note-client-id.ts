import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 25: a save carries an id its client chose, so a save sent again (its first answer lost to a
 * dropped connection, or a retry from the browser's queue) is stored once. Unique per owner; notes
 * saved without one (older clients, the API) have none.
 */
export class AddNoteClientId1764500000000 implements MigrationInterface {
  name = 'AddNoteClientId1764500000000';

  async up(q: QueryRunner): Promise<void> {
    const s = q.connection.driver.schema ?? 'notes';
    await q.query(`ALTER TABLE "${s}"."notes" ADD COLUMN "client_id" uuid`);
    await q.query(
      `CREATE UNIQUE INDEX "notes_user_client_id_idx" ON "${s}"."notes" ("user_id", "client_id") WHERE "client_id" IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    const s = q.connection.driver.schema ?? 'notes';
    await q.query(`DROP INDEX "${s}"."notes_user_client_id_idx"`);
    await q.query(`ALTER TABLE "${s}"."notes" DROP COLUMN "client_id"`);
  }
}
