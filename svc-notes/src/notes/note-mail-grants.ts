import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { NOTE_MAIL_GRANT_TTL_SECONDS } from '@clinote/contracts';
import { CONFIG, REDIS } from '@clinote/nest-common';
import type { NotesConfig } from '../config';

/**
 * What lets svc-mailer read the one note a mail job names (issue 19): a random secret in the job,
 * only its hash kept here (Redis, ~150 bytes, expiring). svc-mailer holds no signing key, so it
 * cannot carry a service token; the grant is narrower anyway: one note, one owner, one week.
 */
@Injectable()
export class NoteMailGrants {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: NotesConfig,
  ) {}

  async issue(userId: string, noteId: string): Promise<string> {
    const grant = randomBytes(32).toString('base64url');
    await this.redis.set(this.key(grant), JSON.stringify({ userId, noteId }), 'EX', NOTE_MAIL_GRANT_TTL_SECONDS);
    return grant;
  }

  /** The owner of `noteId` when `grant` was issued for it; null for anything else. */
  async ownerOf(noteId: string, grant: string): Promise<string | null> {
    const stored = await this.redis.get(this.key(grant));
    if (!stored) return null;
    const granted = JSON.parse(stored) as { userId: string; noteId: string };
    return granted.noteId === noteId ? granted.userId : null;
  }

  private key(grant: string): string {
    return `${this.config.QUEUE_PREFIX}:notes:mail-grant:${createHash('sha256').update(grant).digest('hex')}`;
  }
}
