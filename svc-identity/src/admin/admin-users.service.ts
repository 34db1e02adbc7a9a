import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { activityStatus, type AdminStats, type AdminUserRecord, type AdminUserSort, type AdminUsersQueryInput } from '@clinote/contracts';
import { AdminEmails } from '@clinote/nest-common';
import { EMAIL_DOMAIN_SQL, FULL_NAME_SQL, SORT_NAME_SQL } from '../migrations/1764300000000-admin-user-list-at-scale';
import { User } from '../users/user.entity';
import { NotesStatsClient } from './notes-stats.client';

const DAY_MS = 24 * 3600 * 1000;

/** One page of the admin list and how many accounts match. */
export interface AdminUserPage {
  records: AdminUserRecord[];
  total: number;
}

interface Row {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  email_verified: boolean;
  created_at: Date;
  total: number;
  last_7_days: number;
  last_30_days: number;
  last_note_at: Date | null;
}

/**
 * ORDER BY per column of the Users table, every key in the one direction and ending in the id so a
 * page is always the same rows. The first keys are the indexes' (users_created_idx,
 * users_sort_name_idx, user_note_counts_total_idx / _month_idx): a page is read off an index.
 * Activity sorts by the notes of the last 30 days — the activity status is a step of that count,
 * so the order is the statuses' order, and inside a status the busier first. Status: administrators
 * (`is_admin`, kept equal to ADMIN_EMAILS: onModuleInit), then verified accounts, then sign-up time.
 */
const ORDER_BY: Record<AdminUserSort, string[]> = {
  signup: ['u.created_at', 'u.id'],
  user: [`(${SORT_NAME_SQL.replace(/(first_name|last_name|email)/g, 'u.$1')})`, 'lower(u.email)', 'u.id'],
  notes: ['c.total', 'c.user_id'],
  activity: ['c.last_30_days', 'c.user_id'],
  status: ['u.is_admin', 'u.email_verified', 'u.created_at', 'u.id'],
};

/** `LIKE` takes % and _ as wildcards: a search for "a_b" means those three characters. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The admin user list (one page, searched and sorted by svc-identity's PostgreSQL) and the
 * statistics, both from the accounts and svc-identity's copy of svc-notes' note counters, brought
 * up to date first (NotesStatsClient.sync), so they agree with each other and with svc-notes.
 */
@Injectable()
export class AdminUsers implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(AdminEmails) private readonly admins: AdminEmails,
    private readonly noteStats: NotesStatsClient,
  ) {}

  private get schema(): string {
    return `"${this.db.getMetadata(User).schema ?? 'identity'}"`;
  }

  /**
   * The `is_admin` column follows ADMIN_EMAILS as this instance reads it (registration and sign-in
   * set it too), so the status sort, read off users_status_idx, agrees with the records' is_admin.
   */
  async onModuleInit(): Promise<void> {
    await this.db.query(
      `UPDATE ${this.schema}.users SET is_admin = (lower(btrim(email)) = ANY($1::text[]))
        WHERE is_admin IS DISTINCT FROM (lower(btrim(email)) = ANY($1::text[]))`,
      [this.admins.all()],
    );
  }

  async page(query: AdminUsersQueryInput): Promise<AdminUserPage> {
    await this.noteStats.sync();
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    let where = '';
    const search = query.search.toLowerCase();
    if (search) {
      // Prefix matches, each served by its own index (users_*_prefix_idx): "ann", "lee", "ann lee",
      // "ann@", "example.org", "@example.org".
      const [text, domain] = [param(likePrefix(search)), param(likePrefix(search.replace(/^@/, '')))];
      const u = (sql: string) => sql.replace(/(first_name|last_name|email)/g, 'u.$1');
      where = `WHERE (lower(u.email) LIKE ${text} OR (${u(FULL_NAME_SQL)}) LIKE ${text} OR lower(u.last_name) LIKE ${text}
                      OR (${u(EMAIL_DOMAIN_SQL)}) LIKE ${domain})`;
    }
    const direction = query.order === 'asc' ? 'ASC' : 'DESC';
    const orderBy = ORDER_BY[query.sort].map((key) => `${key} ${direction}`).join(', ');
    const byCounts = query.sort === 'notes' || query.sort === 'activity';
    // First the page's ids, from as few rows as the order needs: without a search a note sort reads
    // only the counters' index (every account has its row), any other sort only the users; a deep
    // page then skips index entries, not joined rows. Then the page's 25 records.
    const source = byCounts
      ? where
        ? `${this.schema}.users AS u JOIN ${this.schema}.user_note_counts AS c ON c.user_id = u.id`
        : `${this.schema}.user_note_counts AS c`
      : `${this.schema}.users AS u`;
    const offset = (query.page - 1) * query.pageSize;
    const [ids, counted] = await Promise.all([
      this.db.query(
        `SELECT ${byCounts ? 'c.user_id' : 'u.id'} AS id FROM ${source} ${where} ORDER BY ${orderBy} LIMIT ${query.pageSize} OFFSET ${offset}`,
        params,
      ) as Promise<Array<{ id: string }>>,
      // The count needs no join: every account has its counters row.
      this.db.query(`SELECT count(*)::int AS total FROM ${this.schema}.users AS u ${where}`, params) as Promise<Array<{ total: number }>>,
    ]);
    const found: Row[] = ids.length
      ? await this.db.query(
          `SELECT u.id, u.email, u.first_name, u.last_name, u.email_verified, u.created_at, c.total, c.last_7_days, c.last_30_days, c.last_note_at
             FROM ${this.schema}.users AS u JOIN ${this.schema}.user_note_counts AS c ON c.user_id = u.id WHERE u.id = ANY($1::uuid[])`,
          [ids.map((row) => row.id)],
        )
      : [];
    const byId = new Map(found.map((row) => [row.id, row]));
    // An account deleted between the two reads is left out of this page.
    const rows = ids.map((row) => byId.get(row.id)).filter((row): row is Row => row !== undefined);
    const now = Date.now();
    return { records: rows.map((row) => this.record(row, now)), total: counted[0]?.total ?? 0 };
  }

  private record(row: Row, now: number): AdminUserRecord {
    const createdAt = new Date(row.created_at);
    return {
      id: row.id,
      email: row.email,
      first_name: row.first_name,
      last_name: row.last_name,
      total_notes: row.total,
      notes_this_month: row.last_30_days,
      notes_this_week: row.last_7_days,
      activity_status: activityStatus(row.last_30_days),
      last_note_date: row.last_note_at ? new Date(row.last_note_at).toISOString() : null,
      email_verified: row.email_verified,
      is_admin: this.admins.includes(row.email),
      created_at: createdAt.toISOString(),
      days_since_signup: Math.floor((now - createdAt.getTime()) / DAY_MS),
    };
  }

  /**
   * Sums over every account's counters (one narrow row per account: ~10 ms at 100,000 accounts).
   * A deleted account's notes never count: its counters row went with it.
   */
  async stats(): Promise<AdminStats> {
    await this.noteStats.sync();
    // One pass over the users (both counts) and one over the counters.
    const [row] = (await this.db.query(`
      SELECT a.users, a.verified, n.notes, n.week, n.month, n.active
        FROM (SELECT count(*)::int AS users, (count(*) FILTER (WHERE email_verified))::int AS verified FROM ${this.schema}.users) AS a,
             (SELECT coalesce(sum(total), 0)::bigint::text AS notes,
                     coalesce(sum(last_7_days), 0)::bigint::text AS week,
                     coalesce(sum(last_30_days), 0)::bigint::text AS month,
                     (count(*) FILTER (WHERE last_30_days > 0))::int AS active
                FROM ${this.schema}.user_note_counts) AS n`)) as Array<{
      users: number;
      verified: number;
      notes: string;
      week: string;
      month: string;
      active: number;
    }>;
    const totalNotes = Number(row!.notes);
    return {
      totalUsers: row!.users,
      totalNotes,
      activeUsers: row!.active,
      notesThisWeek: Number(row!.week),
      notesThisMonth: Number(row!.month),
      verifiedUsers: row!.verified,
      avgNotesPerUser: row!.users ? Math.round((totalNotes / row!.users) * 10) / 10 : 0,
      systemHealth: 'healthy',
    };
  }
}
