import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateUsersAndTokens1763700000000 implements MigrationInterface {
  name = 'CreateUsersAndTokens1763700000000';

  async up(q: QueryRunner): Promise<void> {
    const s = q.connection.driver.schema ?? 'identity';
    await q.query(`
      CREATE TABLE "${s}"."users" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "email" text NOT NULL,
        "password_hash" text NOT NULL,
        "first_name" text,
        "last_name" text,
        "email_verified" boolean NOT NULL DEFAULT false,
        "is_admin" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "last_login_at" timestamptz
      )`);
    await q.query(`CREATE UNIQUE INDEX "users_email_lower_idx" ON "${s}"."users" (lower("email"))`);
    await q.query(`
      CREATE TABLE "${s}"."tokens" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL REFERENCES "${s}"."users" ("id") ON DELETE CASCADE,
        "purpose" text NOT NULL CHECK ("purpose" IN ('verify_email', 'reset_password')),
        "token_hash" text NOT NULL,
        "expires_at" timestamptz NOT NULL,
        "used_at" timestamptz
      )`);
    await q.query(`CREATE UNIQUE INDEX "tokens_hash_idx" ON "${s}"."tokens" ("token_hash")`);
    await q.query(`CREATE INDEX "tokens_user_purpose_idx" ON "${s}"."tokens" ("user_id", "purpose")`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = q.connection.driver.schema ?? 'identity';
    await q.query(`DROP TABLE "${s}"."tokens"`);
    await q.query(`DROP TABLE "${s}"."users"`);
  }
}
