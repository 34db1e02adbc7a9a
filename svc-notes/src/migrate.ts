// `node dist/migrate.js`: applies svc-notes' migrations and exits (a deployment's migration Job).
import { loadConfig, migrateAndExit } from '@clinote/nest-common';
import { envSchema } from './config';
import { DATABASE } from './database';

const config = loadConfig('svc-notes', envSchema);
void migrateAndExit(config.DATABASE_URL, DATABASE(config));
