import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { CONFIG, countInWindow, REDIS, TooManyRequests } from '@clinote/nest-common';
import type { AiConfig } from '../config';

export const RATE_LIMIT_MESSAGE = 'Too many enhancement requests. Please wait a minute.';
const WINDOW_SECONDS = 60;

/**
 * AI_RATE_LIMIT_PER_MINUTE enhancement calls per user and minute (default 60: a SOAP note is four
 * calls, so fifteen notes a minute), a fixed window in Redis shared by every instance. It keeps
 * one account from spending the clinic's provider quota.
 */
@Injectable()
export class EnhanceRateLimit {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: AiConfig,
  ) {}

  /** Counts one call; 429 once the user is past the limit in the current window. */
  async take(userId: string): Promise<void> {
    const { count } = await countInWindow(this.redis, `${this.config.QUEUE_PREFIX}:ratelimit:ai:${userId}`, WINDOW_SECONDS);
    if (count > this.config.AI_RATE_LIMIT_PER_MINUTE) throw new TooManyRequests(RATE_LIMIT_MESSAGE);
  }
}
