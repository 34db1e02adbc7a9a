import { DataSource, type MigrationInterface, type QueryRunner } from 'typeorm';
import { dataSourceOptions, ensureDatabaseAndSchema, runMigrationsUnderLock } from './database';
import { dropSchema, TEST_DATABASE_URL, uniqueSchema } from './testing';

/**
 * A migration that cannot run twice (a plain CREATE TABLE) and takes a while, so two instances that
 * start at once are both inside it unless something makes them take turns.
 */
function slowMigration(schema: string) {
  return class CreateApplied1700000000000 implements MigrationInterface {
    name = 'CreateApplied1700000000000';
    async up(queryRunner: QueryRunner): Promise<void> {
      await queryRunner.query(`CREATE TABLE "${schema}".applied (id serial PRIMARY KEY)`);
      await queryRunner.query('SELECT pg_sleep(0.4)');
      await queryRunner.query(`INSERT INTO "${schema}".applied DEFAULT VALUES`);
    }
    async down(queryRunner: QueryRunner): Promise<void> {
      await queryRunner.query(`DROP TABLE "${schema}".applied`);
    }
  };
}

async function twoInstances(schema: string): Promise<DataSource[]> {
  await ensureDatabaseAndSchema(TEST_DATABASE_URL, schema);
  const options = dataSourceOptions(TEST_DATABASE_URL, { schema, entities: [], migrations: [slowMigration(schema)] });
  return Promise.all([new DataSource(options).initialize(), new DataSource(options).initialize()]);
}

describe('startup migrations with several instances (issue 12)', () => {
  it('two instances migrating at once take turns under the advisory lock: each migration runs once, both start', async () => {
    const schema = uniqueSchema('migrlock');
    const instances = await twoInstances(schema);
    try {
      await Promise.all(instances.map((db) => runMigrationsUnderLock(db, schema)));
      expect(await instances[0].query(`SELECT count(*)::int AS n FROM "${schema}".applied`)).toEqual([{ n: 1 }]);
      expect((await instances[0].query(`SELECT name FROM "${schema}".migrations`)).map((r: { name: string }) => r.name)).toEqual(['CreateApplied1700000000000']);
      expect(await instances[1].showMigrations()).toBe(false); // nothing pending for the second one either
    } finally {
      await Promise.all(instances.map((db) => db.destroy()));
      await dropSchema(TEST_DATABASE_URL, schema);
    }
  });

  it('without the lock the same two instances collide (what the lock prevents)', async () => {
    const schema = uniqueSchema('migrlock');
    const instances = await twoInstances(schema);
    try {
      const results = await Promise.allSettled(instances.map((db) => db.runMigrations({ transaction: 'each' })));
      expect(results.some((r) => r.status === 'rejected')).toBe(true);
    } finally {
      await Promise.all(instances.map((db) => db.destroy()));
      await dropSchema(TEST_DATABASE_URL, schema);
    }
  });

  it('the lock is released after migrating, also when a migration fails', async () => {
    const schema = uniqueSchema('migrlock');
    await ensureDatabaseAndSchema(TEST_DATABASE_URL, schema);
    const failing = class Fails1700000000001 implements MigrationInterface {
      name = 'Fails1700000000001';
      async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query('SELECT no_such_function()');
      }
      async down(): Promise<void> {}
    };
    const db = await new DataSource(dataSourceOptions(TEST_DATABASE_URL, { schema, entities: [], migrations: [failing] })).initialize();
    const other = await new DataSource(dataSourceOptions(TEST_DATABASE_URL, { schema, entities: [], migrations: [] })).initialize();
    try {
      await expect(runMigrationsUnderLock(db, schema)).rejects.toThrow(/no_such_function/);
      // Another instance gets the lock at once: it was not left held by the failed one.
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise((r) => (timer = setTimeout(() => r('waited'), 3000)));
      await expect(Promise.race([runMigrationsUnderLock(other, schema).then(() => 'migrated'), waited])).resolves.toBe('migrated');
      clearTimeout(timer);
    } finally {
      await Promise.all([db.destroy(), other.destroy()]);
      await dropSchema(TEST_DATABASE_URL, schema);
    }
  });
});
