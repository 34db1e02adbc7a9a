import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ADMIN_MESSAGES, type UserNoteCountChanges } from '@clinote/contracts';
import { CONFIG, traceHeaders } from '@clinote/nest-common';
import type { IdentityConfig } from '../config';
import { ServiceTokens } from '../keys/service-tokens.service';
import { User } from '../users/user.entity';

const TIMEOUT_MS = 5000;

/**
 * Note counts come from svc-notes, which owns notes (issue 10): svc-identity never reads its schema.
 * It keeps a copy of svc-notes' per-user counters in its own `user_note_counts` (one row per
 * account: migration 1764300000000) so the admin list can search, sort and page in one query
 * (issue 23), and brings the copy up to date before every admin read by asking for the rows changed
 * since the version it holds — usually none or a handful; the whole set only on the first call
 * after svc-notes' counters were (re)made, in pages of 5,000.
 */
@Injectable()
export class NotesStatsClient {
  constructor(
    @Inject(CONFIG) private readonly config: IdentityConfig,
    private readonly serviceTokens: ServiceTokens,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  private get schema(): string {
    return `"${this.db.getMetadata(User).schema ?? 'identity'}"`;
  }

  /** Brings the copy up to date; 503 with ADMIN_MESSAGES.statsUnavailable when svc-notes does not answer. */
  async sync(): Promise<void> {
    const [state] = (await this.db.query(`SELECT epoch, version::text AS version FROM ${this.schema}.note_counts_sync`)) as Array<{
      epoch: string | null;
      version: string;
    }>;
    let epoch = state?.epoch ?? null;
    let since = Number(state?.version ?? 0);
    for (let round = 0; round < 1000; round++) {
      const changes = await this.changesSince(since);
      if (changes.epoch !== epoch || since > changes.latest) {
        // svc-notes' counters were made afresh (or restored): the copy starts again from 0.
        await this.restart(changes.epoch);
        epoch = changes.epoch;
        since = 0;
        continue;
      }
      await this.apply(changes);
      since = changes.version;
      if (!changes.more) return;
    }
  }

  private async changesSince(since: number): Promise<UserNoteCountChanges> {
    try {
      const res = await fetch(`${this.config.NOTES_URL}/internal/stats/user-counts?since=${since}`, {
        headers: { authorization: `Bearer ${this.serviceTokens.token()}`, ...traceHeaders() },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`svc-notes answered ${res.status}`);
      return (await res.json()) as UserNoteCountChanges;
    } catch {
      throw new ServiceUnavailableException(ADMIN_MESSAGES.statsUnavailable);
    }
  }

  private async restart(epoch: string): Promise<void> {
    await this.db.transaction(async (manager) => {
      await manager.query(`UPDATE ${this.schema}.note_counts_sync SET epoch = $1, version = 0`, [epoch]);
      await manager.query(
        `UPDATE ${this.schema}.user_note_counts SET total = 0, last_7_days = 0, last_30_days = 0, last_note_at = NULL, version = 0
          WHERE version <> 0 OR total <> 0`,
      );
    });
  }

  /**
   * Each changed row replaces the copy's row if it is newer (two admin reads may bring the same
   * change); accounts this service does not have (deleted) are skipped. Then the copy's version.
   */
  private async apply(changes: UserNoteCountChanges): Promise<void> {
    if (changes.users.length === 0) return; // the usual answer: nothing changed since the copy
    await this.db.transaction(async (manager) => {
      // The rows and the version they bring commit or are lost together (then asked again): no
      // wait for the disk on every admin read.
      await manager.query('SET LOCAL synchronous_commit TO OFF');
      if (changes.users.length > 0)
        await manager.query(
          `UPDATE ${this.schema}.user_note_counts AS c
              SET total = r."total", last_7_days = r."last7Days", last_30_days = r."last30Days", last_note_at = r."lastNoteAt", version = r."version"
             FROM jsonb_to_recordset($1::jsonb) AS r("userId" uuid, "total" int, "last7Days" int, "last30Days" int, "lastNoteAt" timestamptz, "version" bigint)
            WHERE c.user_id = r."userId" AND c.version < r."version"`,
          [JSON.stringify(changes.users)],
        );
      await manager.query(`UPDATE ${this.schema}.note_counts_sync SET version = greatest(version, $2) WHERE epoch = $1`, [
        changes.epoch,
        changes.version,
      ]);
    });
  }
}
