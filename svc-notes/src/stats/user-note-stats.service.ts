import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { UserNoteCountChanges, UserNoteStats } from '@clinote/contracts';
import { Note } from '../notes/note.entity';

/** The most rows one answer carries; svc-identity asks again while `more` is true. */
export const MAX_CHANGES_PER_CALL = 5000;

/**
 * The per-user note counters (`user_note_counts`, kept by triggers on notes: migration
 * 1764200000000) for svc-identity's copy: the rows changed since a version, oldest change first.
 * Windows are rolling (7 and 30 days) so they mean the same for every time zone.
 */
@Injectable()
export class UserNoteStatsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async changesSince(since: number, limit: number): Promise<UserNoteCountChanges> {
    const schema = `"${this.db.getMetadata(Note).schema ?? 'notes'}"`;
    return this.db.transaction(async (manager) => {
      // Nothing here must survive a crash on its own: the advance and its window move commit or are
      // lost together, and the next call redoes them. So no wait for the disk on every admin read.
      await manager.query('SET LOCAL synchronous_commit TO OFF');
      // First the 7/30-day windows move up to now (notes that aged out leave the counts). The
      // advance holds the exclusive lock every note write shares: the writes before it have
      // committed and the ones after wait, so no version below the highest read here can appear later.
      await manager.query(`SELECT ${schema}.note_counts_advance()`);
      const [window] = (await manager.query(
        `SELECT epoch, (SELECT coalesce(max(version), 0) FROM ${schema}.user_note_counts)::text AS latest FROM ${schema}.note_count_windows`,
      )) as Array<{ epoch: string; latest: string }>;
      const rows = (await manager.query(
        // (ORDER BY the column: the text alias would sort 10 before 9.)
        `SELECT c.user_id, c.total, c.last_7_days, c.last_30_days, c.last_note_at, c.version::text AS version
           FROM ${schema}.user_note_counts AS c WHERE c.version > $1 ORDER BY c.version LIMIT $2`,
        [since, limit + 1],
      )) as Array<{
        user_id: string;
        total: number;
        last_7_days: number;
        last_30_days: number;
        last_note_at: Date | null;
        version: string;
      }>;
      const users: UserNoteStats[] = rows.slice(0, limit).map((row) => ({
        userId: row.user_id,
        total: row.total,
        last7Days: row.last_7_days,
        last30Days: row.last_30_days,
        lastNoteAt: row.last_note_at ? new Date(row.last_note_at).toISOString() : null,
        version: Number(row.version),
      }));
      return {
        epoch: window!.epoch,
        latest: Number(window!.latest),
        version: users.at(-1)?.version ?? since,
        more: rows.length > limit,
        users,
      };
    });
  }
}
