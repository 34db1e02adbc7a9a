import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Client } from 'pg';
import { DataSource, type MixedList, type EntitySchema } from 'typeorm';
import { CONFIG } from './config.module';
import type { HealthCheck } from './health';

type EntityList = MixedList<Function | string | EntitySchema>;

/**
 * Makes sure the database and the service's own schema exist before TypeORM runs migrations
 * (its migrations table lives in that schema). On a fresh machine nothing has to be created by hand.
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
      // 42P04 / 23505: another service created it at the same moment
      if (!['42P04', '23505'].includes((createErr as { code?: string }).code ?? '')) throw createErr;
    } finally {
      await admin.end();
    }
    return ensureDatabaseAndSchema(url, schema); // a pg Client cannot reconnect: start over with a new one
  }
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema.replace(/"/g, '')}"`);
  } catch (err) {
    if ((err as { code?: string }).code !== '23505') throw err; // concurrent CREATE SCHEMA from a parallel test run
  } finally {
    await client.end();
  }
}

export interface DatabaseOptions {
  /** The PostgreSQL schema this service owns (ARCHITECTURE.md §6); nobody else touches it. */
  schema: string;
  entities: EntityList;
  migrations: MixedList<Function | string>;
}

/** TypeORM over the service's own schema: migrations run at start, never `synchronize`. */
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
            return {
              type: 'postgres' as const,
              url: config.DATABASE_URL,
              schema: options.schema,
              entities: options.entities,
              migrations: options.migrations,
              migrationsRun: true,
              migrationsTransactionMode: 'each' as const,
              synchronize: false,
              retryAttempts: 3,
              retryDelay: 1000,
              extra: { max: 10, connectionTimeoutMillis: 5000 },
            };
          },
        }),
      ],
    };
  }
}

export function databaseHealthCheck(dataSource: DataSource): HealthCheck {
  return { name: 'database', check: async () => void (await dataSource.query('SELECT 1')) };
}
