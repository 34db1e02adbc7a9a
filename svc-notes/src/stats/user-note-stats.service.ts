import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { UserNoteStats, UserNoteStatsResponse } from '@clinote/contracts';
import { Note } from '../notes/note.entity';

/**
 * Note counts per user for the admin page, in one aggregate pass over notes_user_created_idx.
 * Windows are rolling (7 and 30 days) so they mean the same for every time zone.
 */
@Injectable()
export class UserNoteStatsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async all(): Promise<UserNoteStatsResponse> {
    const table = this.db.getMetadata(Note).tablePath;
    const rows: Array<{ user_id: string; total: number; last7: number; last30: number; last_note_at: Date | null }> = await this.db.query(`
      SELECT user_id,
             count(*)::int AS total,
             count(*) FILTER (WHERE created_at >= now() - interval '7 days')::int AS last7,
             count(*) FILTER (WHERE created_at >= now() - interval '30 days')::int AS last30,
             max(created_at) AS last_note_at
        FROM ${table
          .split('.')
          .map((part) => `"${part}"`)
          .join('.')}
       GROUP BY user_id`);
    const users: UserNoteStats[] = rows.map((row) => ({
      userId: row.user_id,
      total: row.total,
      last7Days: row.last7,
      last30Days: row.last30,
      lastNoteAt: row.last_note_at ? new Date(row.last_note_at).toISOString() : null,
    }));
    return { generatedAt: new Date().toISOString(), users };
  }
}
