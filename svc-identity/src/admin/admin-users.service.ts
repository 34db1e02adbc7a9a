import { Injectable } from '@nestjs/common';
import { activityStatus, type AdminStats, type AdminUserRecord } from '@clinote/contracts';
import { UsersRepository } from '../users/users.repository';
import { NotesStatsClient } from './notes-stats.client';

const DAY_MS = 24 * 3600 * 1000;

/** The admin user list and the statistics, computed from the same records so they always agree. */
@Injectable()
export class AdminUsers {
  constructor(
    private readonly users: UsersRepository,
    private readonly noteStats: NotesStatsClient,
  ) {}

  async list(): Promise<AdminUserRecord[]> {
    const [accounts, stats] = await Promise.all([this.users.listForAdmin(), this.noteStats.byUser()]);
    const now = Date.now();
    return accounts.map((user) => {
      const notes = stats.get(user.id);
      return {
        id: user.id,
        email: user.email,
        first_name: user.firstName,
        last_name: user.lastName,
        total_notes: notes?.total ?? 0,
        notes_this_month: notes?.last30Days ?? 0,
        notes_this_week: notes?.last7Days ?? 0,
        activity_status: activityStatus(notes?.last30Days ?? 0),
        last_note_date: notes?.lastNoteAt ?? null,
        email_verified: user.emailVerified,
        is_admin: this.users.isAdminEmail(user.email),
        created_at: user.createdAt.toISOString(),
        days_since_signup: Math.floor((now - user.createdAt.getTime()) / DAY_MS),
      };
    });
  }

  async stats(): Promise<AdminStats> {
    return statsOf(await this.list());
  }
}

/** Sums over the user list: totals of deleted accounts' leftover notes never count. */
export function statsOf(records: AdminUserRecord[]): AdminStats {
  const sum = (pick: (r: AdminUserRecord) => number) => records.reduce((total, r) => total + pick(r), 0);
  const totalNotes = sum((r) => r.total_notes);
  return {
    totalUsers: records.length,
    totalNotes,
    activeUsers: records.filter((r) => r.notes_this_month > 0).length,
    notesThisWeek: sum((r) => r.notes_this_week),
    notesThisMonth: sum((r) => r.notes_this_month),
    verifiedUsers: records.filter((r) => r.email_verified).length,
    avgNotesPerUser: records.length ? Math.round((totalNotes / records.length) * 10) / 10 : 0,
    systemHealth: 'healthy',
  };
}
