import { DynamicModule, Global, Inject, Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { RedisOptions as BullRedisOptions } from 'bullmq';
import { CONFIG } from './config.module';
import type { HealthCheck } from './health';

export const REDIS = Symbol('REDIS');

/**
 * The service's own Redis client (rate limits, sessions, caches). It fails fast while Redis is
 * unreachable — no offline queue, one retry, a command timeout — so a request gets a 503 at once
 * instead of hanging until the gateway gives up (issue 12), and it reconnects by itself.
 */
export function createRedis(url: string, name: string): Redis {
  return new Redis(url, {
    connectionName: name,
    connectTimeout: 3000,
    commandTimeout: 2000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
}

/** Resolves once the client is ready, or after `timeoutMs` (commands then fail fast until it is). */
export function whenReady(redis: Redis, timeoutMs = 10_000): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    redis.on('ready', done);
  });
}

/**
 * Connection options for BullMQ. Handing BullMQ options (not a client) lets each Queue/Worker own
 * its connections and close them in `close()`.
 */
export function bullConnection(url: string): BullRedisOptions {
  const u = new URL(url);
  return {
    host: u.hostname,
    port: Number(u.port || 6379),
    username: u.username ? decodeURIComponent(u.username) : undefined,
    password: u.password ? decodeURIComponent(u.password) : undefined,
    db: u.pathname.length > 1 ? Number(u.pathname.slice(1)) : 0,
    tls: u.protocol === 'rediss:' ? {} : undefined,
    maxRetriesPerRequest: null,
    connectTimeout: 3000,
    // Reconnect within 2 s of Redis coming back (BullMQ's default backoff grows to 20 s, and queue
    // calls waited that long after an outage: found by the fault suite).
    retryStrategy: (attempt: number) => Math.min(attempt * 200, 2000),
  };
}

@Injectable()
class RedisCloser implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}
  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

@Global()
@Module({})
export class RedisModule {
  static forRoot(connectionName: string): DynamicModule {
    return {
      module: RedisModule,
      global: true,
      providers: [
        {
          provide: REDIS,
          inject: [CONFIG],
          useFactory: async (config: { REDIS_URL: string }) => {
            const redis = createRedis(config.REDIS_URL, connectionName);
            redis.on('error', () => undefined); // reported by /health and by the requests that fail; not a crash
            await whenReady(redis);
            return redis;
          },
        },
        RedisCloser,
      ],
      exports: [REDIS],
    };
  }
}

export function redisHealthCheck(redis: Redis): HealthCheck {
  return {
    name: 'redis',
    check: async () => {
      if (redis.status !== 'ready') throw new Error(`redis connection is ${redis.status}`);
      await redis.ping();
    },
  };
}
