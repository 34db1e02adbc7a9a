import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { ADMIN_MESSAGES, type UserNoteStats, type UserNoteStatsResponse } from '@clinote/contracts';
import { CONFIG } from '@clinote/nest-common';
import type { IdentityConfig } from '../config';
import { ServiceTokens } from '../keys/service-tokens.service';

const TIMEOUT_MS = 5000;

/** Note counts come from svc-notes, which owns notes (issue 10): svc-identity never reads its schema. */
@Injectable()
export class NotesStatsClient {
  constructor(
    @Inject(CONFIG) private readonly config: IdentityConfig,
    private readonly serviceTokens: ServiceTokens,
  ) {}

  /** Per user id; a user without notes is absent. */
  async byUser(): Promise<Map<string, UserNoteStats>> {
    let body: UserNoteStatsResponse;
    try {
      const res = await fetch(`${this.config.NOTES_URL}/internal/stats/users`, {
        headers: { authorization: `Bearer ${this.serviceTokens.token()}` },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`svc-notes answered ${res.status}`);
      body = (await res.json()) as UserNoteStatsResponse;
    } catch {
      throw new ServiceUnavailableException(ADMIN_MESSAGES.statsUnavailable);
    }
    return new Map(body.users.map((stats) => [stats.userId, stats]));
  }
}
