import { z } from 'zod';
import { trustedProxiesField } from './http/trusted-proxies';
import { tracingEnvSchema } from './tracing/tracing';

/** Environment variables every service reads. Each service extends this with its own. */
export const baseEnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    LOG_LEVEL: z.enum(['error', 'warn', 'log', 'debug', 'verbose']).default('log'),
    /** Log as JSON lines (default) or as coloured text for a person at a terminal. */
    LOG_FORMAT: z.enum(['json', 'text']).default('json'),
    /**
     * Proxies whose X-Forwarded-For is believed. Services sit behind the gateway on loopback (or,
     * deployed, the pod network's CIDR); the gateway overrides this with its own default: nobody.
     */
    TRUSTED_PROXIES: trustedProxiesField('loopback'),
    /**
     * On SIGTERM, how long the process keeps answering — not ready, closing each connection after its
     * answer — before it stops listening (http/graceful-shutdown.ts). 0 stops listening at once.
     */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(20_000).default(2000),
  })
  .extend(tracingEnvSchema.shape);

export const databaseEnvSchema = z.object({
  DATABASE_URL: z.string().url().default('postgres://postgres@127.0.0.1:5432/clinote'),
});

export const redisEnvSchema = z.object({
  REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
  /** BullMQ key prefix: separate platforms (or test runs) sharing one Redis never take each other's jobs. */
  QUEUE_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .default('clinote'),
});

export class ConfigError extends Error {}

/**
 * Validates the environment once at start. A missing or malformed value stops the service with
 * one line per problem naming the variable, instead of failing later somewhere deep.
 */
export function loadConfig<S extends z.ZodType>(service: string, schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
  throw new ConfigError(`${service}: invalid configuration\n${problems.join('\n')}`);
}
