import type { MigrationInterface, QueryRunner } from 'typeorm';

// The admin queries (svc-identity/src/admin/admin-user-list.ts) use these very expressions, so the
// indexes below serve them: change one only together with a migration that rebuilds its index.

/** The name the Users table sorts by: "first last", else the e-mail (as the page shows it). */
export const SORT_NAME_SQL = `lower(coalesce(nullif(btrim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')), ''), email))`;
/** "first last" for the search (immutable, so it can be indexed; concat_ws is not). */
export const FULL_NAME_SQL = `lower(coalesce(first_name, '') || ' ' || coalesce(last_name, ''))`;
/** The e-mail's domain, for a search such as "@example.org". */
export const EMAIL_DOMAIN_SQL = `lower(split_part(email, '@', 2))`;

/**
 * The admin user list at 100,000 accounts (issue 23): one page, searched and sorted in one query.
 *
 * - `user_note_counts`: svc-identity's copy of svc-notes' per-user note counters (svc-notes owns
 *   them; this service never reads its schema). One row per account, made with the account by a
 *   trigger and removed with it (foreign key), so a page is an inner join and each note sort an
 *   index. `note_counts_sync` remembers up to which version of svc-notes' counters the copy is
 *   (AdminUsers brings it up to date before every admin read).
 * - Prefix search indexes (text_pattern_ops: `LIKE 'ann%'` under any collation) on the e-mail, its
 *   domain, "first last" and the last name. pg_trgm would also serve substrings, but the service's
 *   role may not CREATE EXTENSION (deploy/postgres/service-roles.sql revokes CREATE on the database).
 * - Sort indexes: sign-up time, the displayed name, and status (administrator, verified, sign-up).
 */
export class AdminUserListAtScale1764300000000 implements MigrationInterface {
  name = 'AdminUserListAtScale1764300000000';

  async up(q: QueryRunner): Promise<void> {
    const s = q.connection.driver.schema ?? 'identity';
    await q.query(`
      CREATE TABLE "${s}"."user_note_counts" (
        "user_id" uuid PRIMARY KEY REFERENCES "${s}"."users" ("id") ON DELETE CASCADE,
        "total" integer NOT NULL DEFAULT 0,
        "last_7_days" integer NOT NULL DEFAULT 0,
        "last_30_days" integer NOT NULL DEFAULT 0,
        "last_note_at" timestamptz,
        "version" bigint NOT NULL DEFAULT 0
      )`);
    await q.query(`CREATE INDEX "user_note_counts_total_idx" ON "${s}"."user_note_counts" ("total", "user_id")`);
    await q.query(`CREATE INDEX "user_note_counts_month_idx" ON "${s}"."user_note_counts" ("last_30_days", "user_id")`);
    await q.query(`
      CREATE TABLE "${s}"."note_counts_sync" (
        "id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
        "epoch" uuid,
        "version" bigint NOT NULL DEFAULT 0
      )`);
    await q.query(`INSERT INTO "${s}"."note_counts_sync" ("version") VALUES (0)`);
    await q.query(`
      CREATE FUNCTION "${s}"."add_note_counts_rows"() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        INSERT INTO "${s}"."user_note_counts" (user_id) SELECT id FROM added ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $fn$`);
    await q.query(`
      CREATE TRIGGER "users_add_note_counts_rows" AFTER INSERT ON "${s}"."users"
        REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "${s}"."add_note_counts_rows"()`);
    await q.query(`INSERT INTO "${s}"."user_note_counts" (user_id) SELECT id FROM "${s}"."users"`);

    await q.query(`CREATE INDEX "users_email_prefix_idx" ON "${s}"."users" (lower("email") text_pattern_ops)`);
    await q.query(`CREATE INDEX "users_domain_prefix_idx" ON "${s}"."users" ((${EMAIL_DOMAIN_SQL}) text_pattern_ops)`);
    await q.query(`CREATE INDEX "users_full_name_prefix_idx" ON "${s}"."users" ((${FULL_NAME_SQL}) text_pattern_ops)`);
    await q.query(`CREATE INDEX "users_last_name_prefix_idx" ON "${s}"."users" (lower("last_name") text_pattern_ops)`);
    await q.query(`CREATE INDEX "users_created_idx" ON "${s}"."users" ("created_at", "id")`);
    await q.query(`CREATE INDEX "users_sort_name_idx" ON "${s}"."users" ((${SORT_NAME_SQL}), lower("email"), "id")`);
    // is_admin is brought in line with ADMIN_EMAILS at every start (AdminUsers.onModuleInit), at
    // registration and at sign-in, so the status sort can read it off an index.
    await q.query(`CREATE INDEX "users_status_idx" ON "${s}"."users" ("is_admin", "email_verified", "created_at", "id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = q.connection.driver.schema ?? 'identity';
    for (const index of [
      'users_status_idx',
      'users_sort_name_idx',
      'users_created_idx',
      'users_last_name_prefix_idx',
      'users_full_name_prefix_idx',
      'users_domain_prefix_idx',
      'users_email_prefix_idx',
    ])
      await q.query(`DROP INDEX "${s}"."${index}"`);
    await q.query(`DROP TRIGGER "users_add_note_counts_rows" ON "${s}"."users"`);
    await q.query(`DROP FUNCTION "${s}"."add_note_counts_rows"()`);
    await q.query(`DROP TABLE "${s}"."note_counts_sync"`);
    await q.query(`DROP TABLE "${s}"."user_note_counts"`);
  }
}
