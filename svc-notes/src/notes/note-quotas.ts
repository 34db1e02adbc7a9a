import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { CONFIG, countInWindow, isDependencyUnavailable, REDIS, TooManyRequests } from '@clinote/nest-common';
import type { NotesConfig } from '../config';

export type Quota = 'save' | 'email' | 'pdf';

const WINDOW_SECONDS = 3600;

const QUOTAS: Record<Quota, { limit: (config: NotesConfig) => number; done: (limit: number) => string }> = {
  save: { limit: (c) => c.NOTE_SAVES_PER_HOUR, done: (n) => `You have saved ${n} notes this hour, the most Clinote takes` },
  email: { limit: (c) => c.NOTE_EMAILS_PER_HOUR, done: (n) => `You have e-mailed ${n} notes this hour, the most Clinote sends` },
  pdf: { limit: (c) => c.LETTER_PDFS_PER_HOUR, done: (n) => `You have downloaded ${n} letter PDFs this hour, the most Clinote makes` },
};

/**
 * Per-user hourly quotas on what costs storage or CPU (issue 19): saving a note, e-mailing one,
 * making a letter's PDF. Past one: 429 with when to try again. While Redis is unreachable the
 * request goes through (a clinician's save matters more than a few seconds of counting).
 */
@Injectable()
export class NoteQuotas {
  private readonly logger = new Logger(NoteQuotas.name);

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: NotesConfig,
  ) {}

  async take(userId: string, quota: Quota): Promise<void> {
    const { limit, done } = QUOTAS[quota];
    let counted: Awaited<ReturnType<typeof countInWindow>>;
    try {
      counted = await countInWindow(this.redis, `${this.config.QUEUE_PREFIX}:ratelimit:notes:${quota}:${userId}`, WINDOW_SECONDS);
    } catch (err) {
      if (!isDependencyUnavailable(err)) throw err;
      this.logger.warn(`${quota} quota not counted (Redis unreachable): ${err instanceof Error ? err.message : String(err)}`);
      return;
    }
    const max = limit(this.config);
    if (counted.count > max)
      throw new TooManyRequests(`${done(max)}. Please try again in ${Math.ceil(counted.resetInSeconds / 60)} minutes.`);
  }
}
