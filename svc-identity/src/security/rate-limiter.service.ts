import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS } from '@clinote/nest-common';

export class TooManyRequests extends HttpException {
  constructor(message: string) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** Fixed-window counters in Redis, shared by every instance of the service. */
@Injectable()
export class RateLimiter {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** Throws 429 if the limit is already reached, without counting (for failures counted later). */
  async check(key: string, limit: number, message: string): Promise<void> {
    if (Number(await this.redis.get(`ratelimit:${key}`)) >= limit) throw new TooManyRequests(message);
  }

  async count(key: string, windowSeconds: number): Promise<number> {
    const fullKey = `ratelimit:${key}`;
    const [[, count]] = (await this.redis.multi().incr(fullKey).expire(fullKey, windowSeconds, 'NX').exec()) as [[null, number]];
    return count;
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(`ratelimit:${key}`);
  }

  /** At most one event per window for `key` (e.g. one e-mail per address per minute). */
  async once(key: string, windowSeconds: number, message: string): Promise<void> {
    const claimed = await this.redis.set(`ratelimit:${key}`, '1', 'EX', windowSeconds, 'NX');
    if (!claimed) throw new TooManyRequests(message);
  }
}
