import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateSigningKeys1763800000000 implements MigrationInterface {
  name = 'CreateSigningKeys1763800000000';

  async up(q: QueryRunner): Promise<void> {
    const s = q.connection.driver.schema ?? 'identity';
    await q.query(`
      CREATE TABLE "${s}"."signing_keys" (
        "kid" text PRIMARY KEY,
        "private_key_pem" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = q.connection.driver.schema ?? 'identity';
    await q.query(`DROP TABLE "${s}"."signing_keys"`);
  }
}
