import type { DatabaseOptions } from '@clinote/nest-common';
import type { NotesConfig } from './config';
import { migrations } from './migrations';
import { Note } from './notes/note.entity';
import { NoteAddendum } from './notes/note-addendum.entity';
import { NoteAuditRecord } from './audit/note-audit.entity';
import { NoteVersion } from './notes/note-version.entity';

/** svc-notes' schema: its tables and migrations, for the app and for `migrate.js`. */
export const DATABASE = (config: Pick<NotesConfig, 'DB_SCHEMA'>): DatabaseOptions => ({
  schema: config.DB_SCHEMA,
  entities: [Note, NoteAddendum, NoteAuditRecord, NoteVersion],
  migrations,
});
