import { DynamicModule, Global, Inject, Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { RedisOptions as BullRedisOptions } from 'bullmq';
import { CONFIG } from './config.module';
import type { HealthCheck } from './health';

export const REDIS = Symbol('REDIS');

/**
 * One ioredis connection per need. `maxRetriesPerRequest: null` is what BullMQ requires; a short
 * connect timeout keeps /health honest when Redis is down.
 */
export function createRedis(url: string, name: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, connectTimeout: 3000, connectionName: name, lazyConnect: false });
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
      providers: [{ provide: REDIS, inject: [CONFIG], useFactory: (config: { REDIS_URL: string }) => createRedis(config.REDIS_URL, connectionName) }, RedisCloser],
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
