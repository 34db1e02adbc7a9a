import type { DatabaseOptions } from '@clinote/nest-common';
import type { NotesConfig } from './config';
import { migrations } from './migrations';
import { Note } from './notes/note.entity';

/** svc-notes' schema: its tables and migrations, for the app and for `migrate.js`. */
export const DATABASE = (config: Pick<NotesConfig, 'DB_SCHEMA'>): DatabaseOptions => ({
  schema: config.DB_SCHEMA,
  entities: [Note],
  migrations,
});
