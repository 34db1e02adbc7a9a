import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Client } from 'pg';
import { DataSource, type MixedList, type EntitySchema } from 'typeorm';
import { CONFIG } from './config.module';
import type { HealthCheck } from './health';

/** An entity or migration class (TypeORM takes the constructors themselves). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any constructor: TypeORM's own type
type ClassOf = abstract new (...args: any[]) => unknown;
type EntityList = MixedList<ClassOf | string | EntitySchema>;

/** Where a service's role and schema come from when it may not make them itself (issue 19). */
const PROVISIONING = 'deploy/postgres/service-roles.sql, run as the database administrator (docs/runbook.md, "Database roles")';

/**
 * Makes sure the database and the service's own schema exist before TypeORM runs migrations (its
 * migrations table lives in that schema). Deployed, each service runs as a role of its own that owns
 * its schema and may create nothing else (deploy/postgres/service-roles.sql makes both), so an
 * existing schema is left alone — PostgreSQL checks the right to create one before IF NOT EXISTS.
 * With an administrator's URL (tests, a single-role setup) a missing database or schema is created.
 */
export async function ensureDatabaseAndSchema(url: string, schema: string): Promise<void> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (err) {
    if ((err as { code?: string }).code !== '3D000') throw err; // 3D000: database does not exist
    const database = new URL(url).pathname.slice(1);
    const admin = new Client({ connectionString: url.replace(/\/[^/?]*(\?|$)/, '/postgres$1'), connectionTimeoutMillis: 5000 });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE "${database.replace(/"/g, '')}"`);
    } catch (createErr) {
      const code = (createErr as { code?: string }).code ?? '';
      if (code === '42501')
        throw new Error(
          `database "${database}" does not exist and role ${decodeURIComponent(new URL(url).username)} may not create it: create it, then provision the role with ${PROVISIONING}`,
          { cause: createErr },
        );
      // 42P04 / 23505: another service created it at the same moment
      if (!['42P04', '23505'].includes(code)) throw createErr;
    } finally {
      await admin.end();
    }
    return ensureDatabaseAndSchema(url, schema); // a pg Client cannot reconnect: start over with a new one
  }
  try {
    const found = await client.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [schema]);
    if (found.rowCount) return;
    await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema.replace(/"/g, '')}"`);
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === '42501') {
      const { rows } = await client.query<{ who: string }>('SELECT current_user AS who');
      throw new Error(`schema "${schema}" does not exist and role ${rows[0].who} may not create it: provision it with ${PROVISIONING}`, {
        cause: err,
      });
    }
    if (code !== '23505') throw err; // concurrent CREATE SCHEMA from a parallel test run
  } finally {
    await client.end();
  }
}

/**
 * Runs the pending migrations while holding a PostgreSQL advisory lock named after the schema, so
 * two instances starting at once (a rollout, two pods) apply each migration once, one after the
 * other, instead of racing (issue 12). The lock lives on its own connection and ends with it.
 */
export async function runMigrationsUnderLock(dataSource: DataSource, schema: string): Promise<void> {
  const lock = dataSource.createQueryRunner();
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', [`clinote.migrations.${schema}`]);
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await lock.query('SELECT pg_advisory_unlock(hashtext($1))', [`clinote.migrations.${schema}`]).catch(() => undefined);
    await lock.release();
  }
}

/** The TypeORM settings of a service's own schema. */
export function dataSourceOptions(url: string, options: DatabaseOptions) {
  return {
    type: 'postgres' as const,
    url,
    schema: options.schema,
    entities: options.entities,
    migrations: options.migrations,
    migrationsRun: false, // run under the advisory lock instead (runMigrationsUnderLock)
    synchronize: false,
    // TypeORM would CREATE EXTENSION "uuid-ossp" for uuid keys, which a service's own role may not
    // (issue 19); the migrations use the built-in gen_random_uuid() and inserts use the column default.
    installExtensions: false,
    extra: { max: 10, connectionTimeoutMillis: 5000 },
  };
}

/**
 * `node dist/migrate.js` of a service that owns a schema: creates the database and schema if
 * missing, applies the pending migrations under the lock, and exits — for a deployment's migration
 * Job, without starting the service.
 */
export async function migrateAndExit(url: string, options: DatabaseOptions): Promise<void> {
  try {
    await ensureDatabaseAndSchema(url, options.schema);
    const dataSource = await new DataSource(dataSourceOptions(url, options)).initialize();
    try {
      await runMigrationsUnderLock(dataSource, options.schema);
      const pending = await dataSource.showMigrations();
      console.log(`${options.schema}: migrations applied${pending ? ', but some are still pending' : ''}`);
      process.exitCode = pending ? 1 : 0;
    } finally {
      await dataSource.destroy();
    }
  } catch (err) {
    console.error(`${options.schema}: migrations failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  }
}

export interface DatabaseOptions {
  /** The PostgreSQL schema this service owns (docs/architecture.md §6); nobody else touches it. */
  schema: string;
  entities: EntityList;
  migrations: MixedList<ClassOf | string>;
}

/** TypeORM over the service's own schema: migrations run at start (under a lock), never `synchronize`. */
@Module({})
export class DatabaseModule {
  static forRoot(options: DatabaseOptions): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [CONFIG],
          useFactory: async (config: { DATABASE_URL: string }) => {
            await ensureDatabaseAndSchema(config.DATABASE_URL, options.schema);
            return { ...dataSourceOptions(config.DATABASE_URL, options), retryAttempts: 3, retryDelay: 1000 };
          },
          // Migrations run before the DataSource is handed to anyone, under the advisory lock.
          dataSourceFactory: async (typeormOptions) => {
            const dataSource = await new DataSource(typeormOptions!).initialize();
            await runMigrationsUnderLock(dataSource, options.schema);
            return dataSource;
          },
        }),
      ],
    };
  }
}

export function databaseHealthCheck(dataSource: DataSource): HealthCheck {
  return { name: 'database', check: async () => void (await dataSource.query('SELECT 1')) };
}
