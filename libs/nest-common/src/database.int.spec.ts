import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
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
      expect((await instances[0].query(`SELECT name FROM "${schema}".migrations`)).map((r: { name: string }) => r.name)).toEqual([
        'CreateApplied1700000000000',
      ]);
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

/**
 * One PostgreSQL role per service (issue 19). Provisioned as `npm start` (scripts/lib/infra.mjs),
 * compose's postgres-roles and the Kubernetes db-role init containers do it: the administrator runs
 * deploy/postgres/service-roles.sql and asks it for each service's role, named with its password in
 * the URL the service is given. On this machine's trust-auth PostgreSQL the password is not checked;
 * the privileges are.
 */
describe('one database role per service (issue 19)', () => {
  const rolesSql = () => readFileSync(path.join(__dirname, '../../../deploy/postgres/service-roles.sql'), 'utf8');
  const created: { schemas: string[]; roles: string[] } = { schemas: [], roles: [] };

  /** A schema and the URL of a role of its own, as a service would be given it. */
  function service(prefix: string) {
    const schema = uniqueSchema(prefix);
    const url = new URL(TEST_DATABASE_URL);
    url.username = `${schema}_svc`;
    url.password = randomBytes(12).toString('hex');
    created.schemas.push(schema);
    created.roles.push(url.username);
    return { schema, url: url.toString() };
  }

  async function provision(schema: string, serviceUrl: string): Promise<string> {
    return asAdmin(async (admin) => {
      await admin.query(rolesSql());
      const { rows } = await admin.query('SELECT pg_temp.clinote_service_role($1, $2) AS done', [schema, serviceUrl]);
      return rows[0].done as string;
    });
  }

  async function asAdmin<T>(work: (client: Client) => Promise<T>): Promise<T> {
    const admin = new Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    try {
      return await work(admin);
    } finally {
      await admin.end();
    }
  }

  /** What a service does at start (or its migrate.js): make sure of its schema, then migrate under the lock. */
  async function migrate(url: string, schema: string, migrations: (new () => unknown)[]): Promise<DataSource> {
    await ensureDatabaseAndSchema(url, schema);
    const db = await new DataSource(dataSourceOptions(url, { schema, entities: [], migrations })).initialize();
    await runMigrationsUnderLock(db, schema);
    return db;
  }

  function createSigningKeys(schema: string) {
    return class CreateSigningKeys1700000000100 implements MigrationInterface {
      name = 'CreateSigningKeys1700000000100';
      async up(q: QueryRunner): Promise<void> {
        await q.query(`CREATE TABLE "${schema}".signing_keys (kid text PRIMARY KEY, private_key_pem text NOT NULL)`);
        await q.query(`INSERT INTO "${schema}".signing_keys VALUES ('k1', '-----BEGIN PRIVATE KEY----- the key that signs admin tokens')`);
      }
      async down(): Promise<void> {}
    };
  }
  function createNotes(schema: string) {
    return class CreateNotes1700000000200 implements MigrationInterface {
      name = 'CreateNotes1700000000200';
      async up(q: QueryRunner): Promise<void> {
        await q.query(`CREATE TABLE "${schema}".notes (id serial PRIMARY KEY, title text NOT NULL)`);
      }
      async down(): Promise<void> {}
    };
  }
  function addColumn(schema: string) {
    return class AddKeyCreatedAt1700000000300 implements MigrationInterface {
      name = 'AddKeyCreatedAt1700000000300';
      async up(q: QueryRunner): Promise<void> {
        await q.query(`ALTER TABLE "${schema}".signing_keys ADD COLUMN created_at timestamptz NOT NULL DEFAULT now()`);
      }
      async down(): Promise<void> {}
    };
  }

  afterAll(async () => {
    await asAdmin(async (admin) => {
      for (const schema of created.schemas) await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      for (const role of created.roles) {
        const exists = await admin.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role]);
        if (!exists.rowCount) continue;
        await admin.query(`DROP OWNED BY "${role}"`);
        await admin.query(`DROP ROLE "${role}"`);
      }
    });
  });

  it('each role runs its own migrations; the notes role cannot read identity.signing_keys nor create anything in the identity schema', async () => {
    const identity = service('identity');
    const notes = service('notes');
    await ensureDatabaseAndSchema(TEST_DATABASE_URL, 'public'); // the database itself, as the launcher makes sure of it
    expect(await provision(identity.schema, identity.url)).toContain(`owns schema ${identity.schema}`);
    expect(await provision(notes.schema, notes.url)).toContain(`owns schema ${notes.schema}`);

    const identityDb = await migrate(identity.url, identity.schema, [createSigningKeys(identity.schema)]);
    const notesDb = await migrate(notes.url, notes.schema, [createNotes(notes.schema)]);
    try {
      expect(await identityDb.query(`SELECT kid FROM "${identity.schema}".signing_keys`)).toEqual([{ kid: 'k1' }]);
      expect(await notesDb.query(`SELECT current_user AS who`)).toEqual([{ who: `${notes.schema}_svc` }]);

      await expect(notesDb.query(`SELECT private_key_pem FROM "${identity.schema}".signing_keys`)).rejects.toThrow(/permission denied/);
      await expect(notesDb.query(`CREATE TABLE "${identity.schema}".planted (id int)`)).rejects.toThrow(/permission denied/);
      await expect(notesDb.query(`CREATE SCHEMA "${notes.schema}_more"`)).rejects.toThrow(/permission denied/);
      await expect(notesDb.query('CREATE TABLE public.planted (id int)')).rejects.toThrow(/permission denied/);
      // And the other way round: identity's role has no business in the notes.
      await expect(identityDb.query(`SELECT title FROM "${notes.schema}".notes`)).rejects.toThrow(/permission denied/);
      // The notes role may not make itself more than it is.
      await expect(notesDb.query(`ALTER SCHEMA "${identity.schema}" OWNER TO CURRENT_USER`)).rejects.toThrow(/must be owner/);
    } finally {
      await Promise.all([identityDb.destroy(), notesDb.destroy()]);
    }
  });

  it('hands a schema made before by the administrator (an older .data/ or volume) to the role, which keeps its data and migrates on', async () => {
    const identity = service('identity');
    // Before issue 19 the services ran as the administrator: schema, tables and migration history are theirs.
    const before = await migrate(TEST_DATABASE_URL, identity.schema, [createSigningKeys(identity.schema)]);
    await before.destroy();

    await provision(identity.schema, identity.url);
    const after = await migrate(identity.url, identity.schema, [createSigningKeys(identity.schema), addColumn(identity.schema)]);
    try {
      expect(
        (await after.query(`SELECT name FROM "${identity.schema}".migrations ORDER BY id`)).map((r: { name: string }) => r.name),
      ).toEqual(['CreateSigningKeys1700000000100', 'AddKeyCreatedAt1700000000300']);
      expect(await after.query(`SELECT kid FROM "${identity.schema}".signing_keys`)).toEqual([{ kid: 'k1' }]);
      const owners = await asAdmin((admin) =>
        admin.query(
          `SELECT DISTINCT pg_get_userbyid(relowner) AS owner FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE nspname = $1`,
          [identity.schema],
        ),
      );
      expect(owners.rows).toEqual([{ owner: `${identity.schema}_svc` }]);
    } finally {
      await after.destroy();
    }
  });

  it('provisions again without harm, and refuses one role for two schemas', async () => {
    const identity = service('identity');
    const notes = service('notes');
    await provision(identity.schema, identity.url);
    await provision(identity.schema, identity.url);
    await expect(provision(notes.schema, identity.url)).rejects.toThrow(/already owns schema .*role of its own/);
    await expect(provision(notes.schema, TEST_DATABASE_URL)).rejects.toThrow(/must name its own role and password|may do more than own/);
  });

  it('tells a role that may not create its missing schema what to do, instead of a bare "permission denied"', async () => {
    const identity = service('identity');
    await provision(identity.schema, identity.url);
    await expect(ensureDatabaseAndSchema(identity.url, `${identity.schema}_missing`)).rejects.toThrow(
      /does not exist.*deploy\/postgres\/service-roles\.sql/s,
    );
  });
});
