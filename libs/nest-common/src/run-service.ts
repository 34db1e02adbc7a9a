import 'reflect-metadata';
import { DynamicModule, Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { z } from 'zod';
import { ConfigError, loadConfig } from './config';
import { HttpErrorFilter } from './http-exception.filter';
import { createLogger } from './logger';

/** 1 MiB: generous for clinical free text, small enough that a huge body is refused with 413. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

interface ServiceConfig {
  HOST: string;
  PORT: number;
  LOG_LEVEL: string;
  LOG_FORMAT: 'json' | 'text';
}

/** Creates the Nest app on fastify with the shared error filter; used by main.ts and by integration tests. */
export async function createServiceApp(
  module: DynamicModule,
  config: ServiceConfig,
  service: string,
  /** Registers fastify plugins (e.g. the gateway's proxies) before the app initialises. */
  configure?: (app: NestFastifyApplication) => Promise<void>,
): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({ bodyLimit: BODY_LIMIT_BYTES, trustProxy: true, return503OnClosing: true });
  const app = await NestFactory.create<NestFastifyApplication>(module, adapter, {
    logger: createLogger(service, config.LOG_LEVEL, config.LOG_FORMAT),
    abortOnError: false,
  });
  app.useGlobalFilters(new HttpErrorFilter());
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  await configure?.(app);
  return app;
}

/**
 * The whole main.ts of a service: validate config (one clear message on failure), start on fastify,
 * listen, and close every connection on SIGTERM/SIGINT.
 */
export async function runService<S extends z.ZodType<ServiceConfig>>(options: {
  service: string;
  envSchema: S;
  module: (config: z.infer<S>) => DynamicModule;
  configure?: (app: NestFastifyApplication, config: z.infer<S>) => Promise<void>;
}): Promise<void> {
  let config: z.infer<S>;
  try {
    config = loadConfig(options.service, options.envSchema);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78); // EX_CONFIG
    }
    throw err;
  }
  try {
    const app = await createServiceApp(options.module(config), config, options.service, (app) => options.configure?.(app, config) ?? Promise.resolve());
    await app.listen({ port: config.PORT, host: config.HOST });
    new Logger(options.service).log(`listening on http://${config.HOST}:${config.PORT}`);
  } catch (err) {
    console.error(`${options.service} could not start: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}
