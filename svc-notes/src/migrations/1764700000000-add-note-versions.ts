import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 25: a saved note can be edited, and keeps its versions (docs/decisions/0153-note-versions.md).
 *
 * - `notes.version`: the number of the current text's version; 1 is the text as generated, so every
 *   note saved before this migration is its own version 1 as it stands.
 * - `note_versions`: each version's text once the note has been edited — version 1 (the text as
 *   generated, written when the first edit comes, with the note's creation time) and each saved
 *   edit, with who saved it and when. A note never edited has no rows: its text is its version 1.
 *   Gone with their note.
 */
export class AddNoteVersions1764700000000 implements MigrationInterface {
  name = 'AddNoteVersions1764700000000';

  async up(q: QueryRunner): Promise<void> {
    const s = q.connection.driver.schema ?? 'notes';
    await q.query(`ALTER TABLE "${s}"."notes" ADD COLUMN "version" integer NOT NULL DEFAULT 1 CHECK ("version" >= 1)`);
    await q.query(`
      CREATE TABLE "${s}"."note_versions" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "note_id" uuid NOT NULL REFERENCES "${s}"."notes" ("id") ON DELETE CASCADE,
        "number" integer NOT NULL CHECK ("number" >= 1),
        "text" text NOT NULL,
        "saved_by" text NOT NULL,
        "saved_at" timestamptz NOT NULL,
        "kind" text NOT NULL CHECK ("kind" IN ('generated', 'edited')),
        CONSTRAINT "note_versions_note_number_key" UNIQUE ("note_id", "number"),
        CONSTRAINT "note_versions_first_is_generated" CHECK (("number" = 1) = ("kind" = 'generated'))
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = q.connection.driver.schema ?? 'notes';
    await q.query(`DROP TABLE "${s}"."note_versions"`);
    await q.query(`ALTER TABLE "${s}"."notes" DROP COLUMN "version"`);
  }
}
