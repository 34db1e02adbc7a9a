import 'reflect-metadata';
import { DynamicModule, Logger, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { z } from 'zod';
import { ConfigError, loadConfig } from './config';
import { HttpErrorFilter, withTraceId } from './http-exception.filter';
import { acceptJsonBodiesOnly } from './http/json-body';
import { GracefulShutdown } from './http/graceful-shutdown';
import { canonicalRequestUrl } from './http/request-path';
import { trustProxyOption } from './http/trusted-proxies';
import { createLogger } from './logger';
import { labelMetrics, measureRequests, serveMetricsPort, serveMetricsRoute } from './metrics';
import { nameServerSpans, startTracing, stopTracing, tracedServerFactory, type TracingConfig } from './tracing/tracing';

/** 1 MiB: generous for clinical free text, small enough that a huge body is refused with 413. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

interface ServiceConfig extends Partial<TracingConfig> {
  HOST: string;
  PORT: number;
  LOG_LEVEL: string;
  LOG_FORMAT: 'json' | 'text';
  TRUSTED_PROXIES: readonly string[];
  /** Set (the gateway): GET /metrics on this port of its own, since the main port is public. Unset: on the main port. */
  METRICS_PORT?: number;
  /** On SIGTERM, how long to keep answering (not ready, closing each connection) before closing. */
  SHUTDOWN_DRAIN_MS?: number;
}

export interface ServiceAppOptions {
  /** Registers fastify plugins (e.g. the gateway's proxies) before the app initialises. */
  configure?: (app: NestFastifyApplication) => Promise<void>;
  /**
   * 'json' (services): only application/json bodies are parsed. 'proxied' (the gateway): bodies
   * are streamed on untouched, and the gateway checks type and size itself.
   */
  bodies?: 'json' | 'proxied';
  /**
   * Which answers may not be kept by any cache unless their route says otherwise: every answer of a
   * service (notes, profiles, tokens, admin lists are personal — issue 19); the gateway narrows it
   * to /api/ so its pages and hashed assets keep their own caching.
   */
  storesNothing?: (url: string) => boolean;
  /**
   * Whether a request's `traceparent` is continued (services: their callers are the gateway and each
   * other) or a new trace begins (the gateway: the public edge). tracing/tracing.ts.
   */
  continueCallersTrace?: boolean;
}

/** Every route an app registered (method and URL as fastify has them), for the API contract's route check. */
const ROUTES = new WeakMap<NestFastifyApplication, Array<{ method: string; url: string }>>();

export function registeredRoutes(app: NestFastifyApplication): ReadonlyArray<{ method: string; url: string }> {
  return ROUTES.get(app) ?? [];
}

/** Each app's shutdown, for runService's signal handler. */
const SHUTDOWNS = new WeakMap<NestFastifyApplication, GracefulShutdown>();

export function gracefulShutdownOf(app: NestFastifyApplication): GracefulShutdown {
  const shutdown = SHUTDOWNS.get(app);
  if (!shutdown) throw new Error('not an app made by createServiceApp');
  return shutdown;
}

@Module({})
class ServiceRoot {}

/** The service's module under a root that gives every provider the app's shutdown (HealthService reads it). */
function withShutdown(module: DynamicModule, shutdown: GracefulShutdown): DynamicModule {
  return {
    module: ServiceRoot,
    global: true,
    imports: [module],
    providers: [{ provide: GracefulShutdown, useValue: shutdown }],
    exports: [GracefulShutdown],
  };
}

/** Remembers why a path was refused, for the hook that answers 400 (routing has to happen first). */
const BAD_PATH = Symbol('badPath');
type RawRequest = { url?: string; [BAD_PATH]?: string };

/**
 * Creates the Nest app on fastify with the shared error filter, the canonical-path rule, the
 * trusted-proxy rule and JSON-only bodies; used by main.ts and by integration tests.
 */
export async function createServiceApp(
  module: DynamicModule,
  config: ServiceConfig,
  service: string,
  { configure, bodies = 'json', storesNothing = () => true, continueCallersTrace = true }: ServiceAppOptions = {},
): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.TRUSTED_PROXIES),
    return503OnClosing: true,
    serverFactory: tracedServerFactory(continueCallersTrace),
    // Routing, sign-in checks and proxying all see one canonical path (issue 7).
    rewriteUrl: (request: RawRequest) => {
      const canonical = canonicalRequestUrl(request.url ?? '/');
      if (canonical.ok) return canonical.url;
      request[BAD_PATH] = canonical.reason;
      return '/';
    },
  });
  const instance = adapter.getInstance();
  const shutdown = new GracefulShutdown();
  shutdown.install(instance);
  const routes: Array<{ method: string; url: string }> = [];
  instance.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  instance.addHook('onRequest', async (request, reply) => {
    const reason = (request.raw as RawRequest)[BAD_PATH];
    if (reason)
      await reply
        .status(400)
        .header('content-type', 'application/json; charset=utf-8')
        .send(withTraceId({ statusCode: 400, error: 'BAD_REQUEST', message: `Bad request path: ${reason}` }));
  });
  instance.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('cache-control') && storesNothing(request.url)) reply.header('cache-control', 'no-store');
    return payload;
  });
  if (bodies === 'json') acceptJsonBodiesOnly(instance, BODY_LIMIT_BYTES);
  measureRequests(instance);
  nameServerSpans(instance);
  if (config.METRICS_PORT === undefined) serveMetricsRoute(instance);
  const app = await NestFactory.create<NestFastifyApplication>(withShutdown(module, shutdown), adapter, {
    logger: createLogger(service, config.LOG_LEVEL, config.LOG_FORMAT),
    abortOnError: false,
    bodyParser: false,
  });
  ROUTES.set(app, routes);
  SHUTDOWNS.set(app, shutdown);
  app.useGlobalFilters(new HttpErrorFilter());
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
  bodies?: ServiceAppOptions['bodies'];
  storesNothing?: ServiceAppOptions['storesNothing'];
  continueCallersTrace?: ServiceAppOptions['continueCallersTrace'];
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
    startTracing(options.service, config);
    const app = await createServiceApp(options.module(config), config, options.service, {
      configure: (app) => options.configure?.(app, config) ?? Promise.resolve(),
      bodies: options.bodies,
      storesNothing: options.storesNothing,
      continueCallersTrace: options.continueCallersTrace,
    });
    labelMetrics(options.service);
    stopOnSignals(app, options.service, config.SHUTDOWN_DRAIN_MS ?? 0);
    await app.listen({ port: config.PORT, host: config.HOST });
    new Logger(options.service).log(`listening on http://${config.HOST}:${config.PORT}`);
    if (config.METRICS_PORT !== undefined) {
      // Unreferenced: it never keeps a stopping process alive.
      (await serveMetricsPort(config.METRICS_PORT, config.HOST)).unref();
      new Logger(options.service).log(`metrics on http://${config.HOST}:${config.METRICS_PORT}/metrics`);
    }
  } catch (err) {
    console.error(`${options.service} could not start: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}

/** A stop that takes longer than this exits 1 anyway (Kubernetes would SIGKILL it at its grace period). */
const SHUTDOWN_DEADLINE_MS = 25_000;

/**
 * SIGTERM (an orchestrator, the launcher): drain, close, exit 0 (http/graceful-shutdown.ts). SIGINT
 * (Ctrl-C): the same without the drain. A second signal exits at once.
 */
function stopOnSignals(app: NestFastifyApplication, service: string, drainMs: number): void {
  const logger = new Logger(service);
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    const drain = signal === 'SIGTERM' ? drainMs : 0;
    logger.log(`${signal}: ${drain ? `draining for ${drain} ms, then ` : ''}finishing what is in flight and stopping`);
    setTimeout(() => {
      logger.error(`still stopping after ${SHUTDOWN_DEADLINE_MS} ms: exiting`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    gracefulShutdownOf(app)
      .stop(app, drain)
      .then(stopTracing)
      .then(
        () => process.exit(0),
        (err: Error) => {
          logger.error(`stopping failed: ${err.message}`);
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
