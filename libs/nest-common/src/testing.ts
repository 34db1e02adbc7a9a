import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { DynamicModule } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createServiceApp, registeredRoutes, type ServiceAppOptions } from './run-service';
import { checkAnswers, contractOwner, type ContractOwner } from './contract-check';

/** Integration tests use real PostgreSQL and Redis (the machine's, or TEST_DATABASE_URL / TEST_REDIS_URL). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/clinote_test';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A schema name no other test file uses, so test files can run in parallel against one database. */
export function uniqueSchema(prefix: string): string {
  return `${prefix}_t${randomBytes(4).toString('hex')}`;
}

export async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}

/** Boots a service's real module (real PostgreSQL/Redis) without listening; drive it with `app.inject()`. */
export async function startTestApp(
  module: DynamicModule,
  config: Parameters<typeof createServiceApp>[1],
  options: ServiceAppOptions = {},
): Promise<NestFastifyApplication> {
  const app = await createServiceApp(module, config, 'test', options);
  // Every answer of a published operation is held to the API contract (issue 26).
  let owner: ContractOwner | undefined;
  checkAnswers(app.getHttpAdapter().getInstance(), () => (owner ??= contractOwner(registeredRoutes(app))));
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}

/** The base settings every service test config starts from: quiet logs, test database and Redis. */
export const baseTestEnv = {
  NODE_ENV: 'test' as const,
  HOST: '127.0.0.1',
  LOG_LEVEL: (process.env.TEST_LOG_LEVEL ?? 'error') as 'error',
  LOG_FORMAT: 'text' as const,
  DATABASE_URL: TEST_DATABASE_URL,
  REDIS_URL: TEST_REDIS_URL,
  /** Each test file gets its own queues, so no other worker (a running platform, a parallel test) takes its jobs. */
  QUEUE_PREFIX: `test_${randomBytes(4).toString('hex')}`,
};
export * from './maildev';
export * from './test-issuer';
export { answerDrift, contractOwner, routeDrift } from './contract-check';
export { registeredRoutes } from './run-service';

/**
 * A service's real module on a throw-away schema of the test database: what every integration test
 * of a service that owns data starts from. `stop()` closes the app and drops the schema.
 */
export async function startServiceOnThrowawaySchema<C extends Parameters<typeof createServiceApp>[1]>(options: {
  schemaPrefix: string;
  envSchema: { parse(env: unknown): C };
  module: (config: C) => DynamicModule;
  env?: Record<string, string>;
}): Promise<{ app: NestFastifyApplication; config: C; schema: string; stop: () => Promise<void> }> {
  const schema = uniqueSchema(options.schemaPrefix);
  const config = options.envSchema.parse({ ...baseTestEnv, DB_SCHEMA: schema, PORT: '0', ...options.env });
  const app = await startTestApp(options.module(config), config);
  return {
    app,
    config,
    schema,
    stop: async () => {
      await app.close();
      await dropSchema(TEST_DATABASE_URL, schema);
    },
  };
}
export { parsePrometheus, sampleValue, type MetricSample } from './metrics-testing';
