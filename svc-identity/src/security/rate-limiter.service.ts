import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { CONFIG, countInWindow, REDIS } from '@clinote/nest-common';
import type { IdentityConfig } from '../config';

export { TooManyRequests } from '@clinote/nest-common';

/**
 * Fixed-window counters in Redis, shared by every instance of the service. Every operation is one
 * atomic round trip, so concurrent requests cannot all slip under a limit (check-then-count races).
 * Keys live under the platform's prefix, like its queues.
 */
@Injectable()
export class RateLimiter {
  private readonly prefix: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) config: IdentityConfig,
  ) {
    this.prefix = `${config.QUEUE_PREFIX}:ratelimit:`;
  }

  key(name: string): string {
    return `${this.prefix}${name}`;
  }

  /** Counts one event in the window and returns the count so far, this one included. */
  async hit(name: string, windowSeconds: number): Promise<number> {
    return (await countInWindow(this.redis, this.key(name), windowSeconds)).count;
  }

  /** Takes back one counted event (e.g. a sign-in that turned out right). */
  async unhit(name: string): Promise<void> {
    await this.redis.decr(this.key(name));
  }

  /** Counts one event for `field` inside a hash that expires with its window; returns the field's count. */
  async hitField(name: string, field: string, windowSeconds: number): Promise<number> {
    const key = this.key(name);
    const [[, count]] = (await this.redis.multi().hincrby(key, field, 1).expire(key, windowSeconds, 'NX').exec()) as [[null, number]];
    return count;
  }

  /** Takes back one counted event of `field`. */
  async unhitField(name: string, field: string): Promise<void> {
    await this.redis.hincrby(this.key(name), field, -1);
  }

  async clearField(name: string, field: string): Promise<void> {
    await this.redis.hdel(this.key(name), field);
  }

  async clear(name: string): Promise<void> {
    await this.redis.del(this.key(name));
  }

  /**
   * Claims the one event a window allows for `name`; false when someone else took it. The claim holds
   * a token of its own: when Redis restarts while the SET is on its way, ioredis sends it again after
   * reconnecting, and that second delivery finds the key its own first delivery set — without the
   * token it read as "taken" and a registration answered 201 queued no verification mail.
   */
  async claimOnce(name: string, windowSeconds: number): Promise<boolean> {
    const key = this.key(name);
    const token = randomUUID();
    if ((await this.redis.set(key, token, 'EX', windowSeconds, 'NX')) === 'OK') return true;
    return (await this.redis.get(key)) === token;
  }
}
