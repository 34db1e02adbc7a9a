import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Per-user note counters for the admin lists (issue 23): `user_note_counts` holds, for every user
 * who ever had a note, the total, the notes of the last 7 and 30 days and the newest note's time,
 * kept by triggers in the same transaction as every insert and delete of notes (the API, the
 * `user.deleted` cascade, SQL by hand), so no read ever counts 2,000,000 rows again.
 *
 * The 7/30-day counts are rolling: they count notes created at or after the window starts kept in
 * `note_count_windows`. `note_counts_advance()` moves those starts up to now() − 7/30 days and
 * takes the notes that fell out of a window off their owner's counts (a range of
 * `notes_created_idx`, seconds to a day of notes). Writers hold a shared advisory lock and the
 * advance an exclusive one, so a note written while the windows move is counted exactly once.
 *
 * Every change gives the row the next `version`: svc-identity copies the rows changed since the
 * version it last saw (GET /internal/stats/user-counts). `epoch` names this set of versions.
 */
export class CountNotesPerUser1764200000000 implements MigrationInterface {
  name = 'CountNotesPerUser1764200000000';

  async up(q: QueryRunner): Promise<void> {
    const s = q.connection.driver.schema ?? 'notes';
    // One lock per schema (tests run many schemas side by side in one database).
    const [{ key }] = (await q.query(`SELECT hashtext($1) AS key`, [`clinote.${s}.user_note_counts`])) as Array<{ key: number }>;
    await q.query(`CREATE INDEX "notes_created_idx" ON "${s}"."notes" ("created_at")`);
    await q.query(`CREATE SEQUENCE "${s}"."user_note_counts_version_seq"`);
    await q.query(`
      CREATE TABLE "${s}"."user_note_counts" (
        "user_id" uuid PRIMARY KEY,
        "total" integer NOT NULL DEFAULT 0 CHECK ("total" >= 0),
        "last_7_days" integer NOT NULL DEFAULT 0 CHECK ("last_7_days" >= 0),
        "last_30_days" integer NOT NULL DEFAULT 0 CHECK ("last_30_days" >= 0),
        "last_note_at" timestamptz,
        "version" bigint NOT NULL
      )`);
    await q.query(`CREATE INDEX "user_note_counts_version_idx" ON "${s}"."user_note_counts" ("version")`);
    await q.query(`
      CREATE TABLE "${s}"."note_count_windows" (
        "id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
        "epoch" uuid NOT NULL DEFAULT gen_random_uuid(),
        "week_from" timestamptz NOT NULL,
        "month_from" timestamptz NOT NULL
      )`);

    await q.query(`
      CREATE FUNCTION "${s}"."count_added_notes"() RETURNS trigger LANGUAGE plpgsql AS $fn$
      DECLARE w record;
      BEGIN
        PERFORM pg_advisory_xact_lock_shared(${key});
        SELECT week_from, month_from INTO w FROM "${s}"."note_count_windows";
        INSERT INTO "${s}"."user_note_counts" AS c (user_id, total, last_7_days, last_30_days, last_note_at, version)
        SELECT a.user_id, a.n, a.n7, a.n30, a.newest, nextval('"${s}"."user_note_counts_version_seq"')
          FROM (SELECT user_id, count(*)::int AS n,
                       count(*) FILTER (WHERE created_at >= w.week_from)::int AS n7,
                       count(*) FILTER (WHERE created_at >= w.month_from)::int AS n30,
                       max(created_at) AS newest
                  FROM added GROUP BY user_id ORDER BY user_id) AS a
        ON CONFLICT (user_id) DO UPDATE SET
          total = c.total + EXCLUDED.total,
          last_7_days = c.last_7_days + EXCLUDED.last_7_days,
          last_30_days = c.last_30_days + EXCLUDED.last_30_days,
          last_note_at = greatest(c.last_note_at, EXCLUDED.last_note_at),
          version = EXCLUDED.version;
        RETURN NULL;
      END $fn$`);
    await q.query(`
      CREATE FUNCTION "${s}"."count_removed_notes"() RETURNS trigger LANGUAGE plpgsql AS $fn$
      DECLARE w record;
      BEGIN
        PERFORM pg_advisory_xact_lock_shared(${key});
        SELECT week_from, month_from INTO w FROM "${s}"."note_count_windows";
        UPDATE "${s}"."user_note_counts" AS c SET
          total = c.total - r.n,
          last_7_days = c.last_7_days - r.n7,
          last_30_days = c.last_30_days - r.n30,
          -- The newest note went: the next newest is the first entry of notes_user_created_idx.
          last_note_at = CASE WHEN r.newest >= c.last_note_at
                              THEN (SELECT max(n.created_at) FROM "${s}"."notes" AS n WHERE n.user_id = c.user_id)
                              ELSE c.last_note_at END,
          version = nextval('"${s}"."user_note_counts_version_seq"')
          FROM (SELECT user_id, count(*)::int AS n,
                       count(*) FILTER (WHERE created_at >= w.week_from)::int AS n7,
                       count(*) FILTER (WHERE created_at >= w.month_from)::int AS n30,
                       max(created_at) AS newest
                  FROM removed GROUP BY user_id) AS r
         WHERE c.user_id = r.user_id;
        RETURN NULL;
      END $fn$`);
    await q.query(`
      CREATE FUNCTION "${s}"."refuse_moving_notes"() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        RAISE EXCEPTION 'a note''s user_id and created_at never change (user_note_counts counts by them)';
      END $fn$`);
    await q.query(`
      CREATE FUNCTION "${s}"."note_counts_advance"() RETURNS void LANGUAGE plpgsql AS $fn$
      DECLARE
        w record;
        week_to timestamptz := now() - interval '7 days';
        month_to timestamptz := now() - interval '30 days';
      BEGIN
        PERFORM pg_advisory_xact_lock(${key});
        SELECT week_from, month_from INTO w FROM "${s}"."note_count_windows" FOR UPDATE;
        IF week_to <= w.week_from AND month_to <= w.month_from THEN RETURN; END IF;
        UPDATE "${s}"."user_note_counts" AS c SET
          last_7_days = c.last_7_days - o.n7,
          last_30_days = c.last_30_days - o.n30,
          version = nextval('"${s}"."user_note_counts_version_seq"')
          FROM (SELECT user_id,
                       count(*) FILTER (WHERE created_at >= w.week_from AND created_at < week_to)::int AS n7,
                       count(*) FILTER (WHERE created_at >= w.month_from AND created_at < month_to)::int AS n30
                  FROM "${s}"."notes"
                 WHERE (created_at >= w.week_from AND created_at < week_to) OR (created_at >= w.month_from AND created_at < month_to)
                 GROUP BY user_id) AS o
         WHERE c.user_id = o.user_id;
        UPDATE "${s}"."note_count_windows" SET week_from = greatest(week_from, week_to), month_from = greatest(month_from, month_to);
      END $fn$`);

    // The triggers first: CREATE TRIGGER waits for notes being written now and holds later ones
    // until this migration commits, so the backfill below sees every note exactly once.
    await q.query(`
      CREATE TRIGGER "notes_count_added" AFTER INSERT ON "${s}"."notes"
        REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "${s}"."count_added_notes"()`);
    await q.query(`
      CREATE TRIGGER "notes_count_removed" AFTER DELETE ON "${s}"."notes"
        REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "${s}"."count_removed_notes"()`);
    await q.query(`
      CREATE TRIGGER "notes_never_move" BEFORE UPDATE OF "user_id", "created_at" ON "${s}"."notes"
        FOR EACH ROW WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.created_at IS DISTINCT FROM NEW.created_at)
        EXECUTE FUNCTION "${s}"."refuse_moving_notes"()`);

    await q.query(
      `INSERT INTO "${s}"."note_count_windows" (week_from, month_from) VALUES (now() - interval '7 days', now() - interval '30 days')`,
    );
    await q.query(`
      INSERT INTO "${s}"."user_note_counts" (user_id, total, last_7_days, last_30_days, last_note_at, version)
      SELECT user_id, count(*)::int,
             count(*) FILTER (WHERE created_at >= now() - interval '7 days')::int,
             count(*) FILTER (WHERE created_at >= now() - interval '30 days')::int,
             max(created_at), nextval('"${s}"."user_note_counts_version_seq"')
        FROM "${s}"."notes" GROUP BY user_id`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = q.connection.driver.schema ?? 'notes';
    await q.query(`DROP TRIGGER "notes_never_move" ON "${s}"."notes"`);
    await q.query(`DROP TRIGGER "notes_count_removed" ON "${s}"."notes"`);
    await q.query(`DROP TRIGGER "notes_count_added" ON "${s}"."notes"`);
    await q.query(`DROP FUNCTION "${s}"."note_counts_advance"()`);
    await q.query(`DROP FUNCTION "${s}"."refuse_moving_notes"()`);
    await q.query(`DROP FUNCTION "${s}"."count_removed_notes"()`);
    await q.query(`DROP FUNCTION "${s}"."count_added_notes"()`);
    await q.query(`DROP TABLE "${s}"."note_count_windows"`);
    await q.query(`DROP TABLE "${s}"."user_note_counts"`);
    await q.query(`DROP SEQUENCE "${s}"."user_note_counts_version_seq"`);
    await q.query(`DROP INDEX "${s}"."notes_created_idx"`);
  }
}
