import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 25: a completed note can be signed, and a signed note is locked (docs/decisions/0152-sign-and-lock.md).
 *
 * - `notes.signed_at`, `notes.signed_by` (the Signer, jsonb): both or neither, never on a draft.
 * - The lock in the database too: a trigger refuses any change of a signed note's text, kind, title,
 *   answers or signature (SQLSTATE CN409, read by note-lock.ts), whoever writes. Other columns
 *   (`updated_at`, a version counter) stay writable. Deleting stays possible here: the API refuses
 *   it (409), and deleting an account removes its notes, signed or not (`user.deleted`).
 * - `note_addenda`: dated, signed additions under a signed note, oldest first, never changed (a
 *   trigger refuses UPDATE); gone with their note.
 * - `note_audit`: what was done with a note (signed, addendum, PDF download, e-mail), by whom and
 *   when, kept after the note is gone; svc-identity merges it into the admin's audit log.
 */
export class SignAndLock1764600000000 implements MigrationInterface {
  name = 'SignAndLock1764600000000';

  async up(q: QueryRunner): Promise<void> {
    const s = q.connection.driver.schema ?? 'notes';
    await q.query(`
      ALTER TABLE "${s}"."notes"
        ADD COLUMN "signed_at" timestamptz,
        ADD COLUMN "signed_by" jsonb,
        ADD CONSTRAINT "notes_signature_whole" CHECK (("signed_at" IS NULL) = ("signed_by" IS NULL)),
        ADD CONSTRAINT "notes_draft_unsigned" CHECK (NOT ("is_draft" AND "signed_at" IS NOT NULL))`);
    await q.query(`
      CREATE FUNCTION "${s}"."refuse_changing_signed_notes"() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        IF (NEW.kind, NEW.title, NEW.content, NEW.is_draft, NEW.subjective, NEW.objective, NEW.assessment, NEW.plan,
            NEW.answers, NEW.signed_at, NEW.signed_by)
           IS DISTINCT FROM
           (OLD.kind, OLD.title, OLD.content, OLD.is_draft, OLD.subjective, OLD.objective, OLD.assessment, OLD.plan,
            OLD.answers, OLD.signed_at, OLD.signed_by) THEN
          RAISE EXCEPTION 'a signed note is locked (note %)', OLD.id USING ERRCODE = 'CN409';
        END IF;
        RETURN NEW;
      END $fn$`);
    await q.query(`
      CREATE TRIGGER "notes_signed_locked" BEFORE UPDATE ON "${s}"."notes"
        FOR EACH ROW WHEN (OLD.signed_at IS NOT NULL) EXECUTE FUNCTION "${s}"."refuse_changing_signed_notes"()`);

    await q.query(`
      CREATE TABLE "${s}"."note_addenda" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "note_id" uuid NOT NULL REFERENCES "${s}"."notes" ("id") ON DELETE CASCADE,
        "text" text NOT NULL,
        "signed_at" timestamptz NOT NULL DEFAULT now(),
        "signed_by" jsonb NOT NULL
      )`);
    await q.query(`CREATE INDEX "note_addenda_note_idx" ON "${s}"."note_addenda" ("note_id", "signed_at", "id")`);
    await q.query(`
      CREATE FUNCTION "${s}"."refuse_changing_addenda"() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        RAISE EXCEPTION 'an addendum never changes (addendum %)', OLD.id USING ERRCODE = 'CN409';
      END $fn$`);
    await q.query(`
      CREATE TRIGGER "note_addenda_locked" BEFORE UPDATE ON "${s}"."note_addenda"
        FOR EACH ROW EXECUTE FUNCTION "${s}"."refuse_changing_addenda"()`);

    await q.query(`
      CREATE TABLE "${s}"."note_audit" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "at" timestamptz NOT NULL DEFAULT clock_timestamp(),
        "actor_id" uuid NOT NULL,
        "actor_email" text NOT NULL,
        "action" text NOT NULL CHECK ("action" IN ('note.sign', 'note.addendum', 'note.pdf-download', 'note.email')),
        "note_id" uuid NOT NULL,
        "note_title" text NOT NULL
      )`);
    await q.query(`CREATE INDEX "note_audit_at_idx" ON "${s}"."note_audit" ("at" DESC, "id" DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = q.connection.driver.schema ?? 'notes';
    await q.query(`DROP TABLE "${s}"."note_audit"`);
    await q.query(`DROP TRIGGER "note_addenda_locked" ON "${s}"."note_addenda"`);
    await q.query(`DROP FUNCTION "${s}"."refuse_changing_addenda"()`);
    await q.query(`DROP TABLE "${s}"."note_addenda"`);
    await q.query(`DROP TRIGGER "notes_signed_locked" ON "${s}"."notes"`);
    await q.query(`DROP FUNCTION "${s}"."refuse_changing_signed_notes"()`);
    await q.query(`
      ALTER TABLE "${s}"."notes"
        DROP CONSTRAINT "notes_draft_unsigned",
        DROP CONSTRAINT "notes_signature_whole",
        DROP COLUMN "signed_by",
        DROP COLUMN "signed_at"`);
  }
}
