import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 25: what a clinician's signature shows beside the name — credentials ("PT, DPT", "OTR/L",
 * "RN") and, optionally, the 10-digit NPI — kept once in the account. Nullable: until the clinician
 * gives them (PUT /auth/profile), the account cannot sign. The checks repeat the request schema's
 * limits (libs/contracts/src/note-record.schemas.ts), so nothing else can store what it refuses.
 */
export class AddSigningProfile1764600000000 implements MigrationInterface {
  name = 'AddSigningProfile1764600000000';

  async up(q: QueryRunner): Promise<void> {
    const s = q.connection.driver.schema ?? 'identity';
    await q.query(`
      ALTER TABLE "${s}"."users"
        ADD COLUMN "credentials" text CONSTRAINT "users_credentials_check"
          CHECK ("credentials" ~ '^[A-Za-z0-9 ,./-]{1,60}$'),
        ADD COLUMN "npi" text CONSTRAINT "users_npi_check" CHECK ("npi" ~ '^[0-9]{10}$')`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = q.connection.driver.schema ?? 'identity';
    await q.query(`ALTER TABLE "${s}"."users" DROP COLUMN "npi", DROP COLUMN "credentials"`);
  }
}
