import { DataSource } from 'typeorm';
import { dataSourceOptions, migrateAndExit } from '@clinote/nest-common';
import { baseTestEnv, dropSchema, startTestApp, TEST_DATABASE_URL, TestIssuer, uniqueSchema } from '@clinote/nest-common/testing';
import { AppModule } from '../app.module';
import { envSchema } from '../config';
import { DATABASE } from '../database';
import { migrations } from '.';

async function appliedMigrations(schema: string): Promise<string[]> {
  const db = await new DataSource(dataSourceOptions(TEST_DATABASE_URL, DATABASE({ DB_SCHEMA: schema }))).initialize();
  try {
    return (await db.query(`SELECT name FROM "${schema}".migrations ORDER BY id`)).map((r: { name: string }) => r.name);
  } finally {
    await db.destroy();
  }
}

describe('migrations (issue 12: safe with several instances)', () => {
  let issuer: TestIssuer;
  beforeAll(async () => {
    issuer = await TestIssuer.start();
  });
  afterAll(() => issuer.stop());

  it('two instances starting at once on a fresh schema both start, and each migration runs once', async () => {
    const schema = uniqueSchema('notes');
    const config = envSchema.parse({ ...baseTestEnv, DB_SCHEMA: schema, PORT: '0', IDENTITY_URL: issuer.url });
    const apps = await Promise.all([startTestApp(AppModule.forRoot(config), config), startTestApp(AppModule.forRoot(config), config)]);
    try {
      expect(await appliedMigrations(schema)).toEqual(migrations.map((m) => m.name));
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await dropSchema(TEST_DATABASE_URL, schema);
    }
  });

  it('migrate.js applies the migrations and exits without starting the service', async () => {
    const schema = uniqueSchema('notes');
    try {
      await migrateAndExit(TEST_DATABASE_URL, DATABASE({ DB_SCHEMA: schema }));
      expect(process.exitCode).toBe(0);
      expect(await appliedMigrations(schema)).toEqual(migrations.map((m) => m.name));
      await migrateAndExit(TEST_DATABASE_URL, DATABASE({ DB_SCHEMA: schema })); // nothing pending: still fine
      expect(process.exitCode).toBe(0);
    } finally {
      process.exitCode = undefined;
      await dropSchema(TEST_DATABASE_URL, schema);
    }
  });
});
