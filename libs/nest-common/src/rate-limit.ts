import { HttpException, HttpStatus } from '@nestjs/common';
import type { Redis } from 'ioredis';

export class TooManyRequests extends HttpException {
  constructor(message: string) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * Counts one event in a fixed window kept in Redis (shared by every instance): one MULTI, so the
 * counter never exists without its expiry. Returns the count so far, this one included, and the
 * seconds until the window starts again.
 */
export async function countInWindow(redis: Redis, key: string, windowSeconds: number): Promise<{ count: number; resetInSeconds: number }> {
  const results = await redis.multi().incr(key).expire(key, windowSeconds, 'NX').ttl(key).exec();
  if (!results) throw new Error('rate limit transaction was aborted');
  const [[countError, count], , [ttlError, ttl]] = results as [[Error | null, number], unknown, [Error | null, number]];
  if (countError ?? ttlError) throw countError ?? ttlError;
  return { count: Number(count), resetInSeconds: Number(ttl) > 0 ? Number(ttl) : windowSeconds };
}
