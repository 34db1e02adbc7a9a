// The shapes of what the API answers are its zod schemas' (responses.schemas.ts); only their types come here.
export type { AdminUserRecord, AdminStats, AuditLogEntry, MailQueueState } from './responses.schemas';
export { ACTIVITY_STATUSES, NOTE_AUDIT_ACTIONS, type ActivityStatus, type NoteAuditAction } from './admin-vocabulary';
import type { ActivityStatus } from './admin-vocabulary';

/** Notes written in the last 30 days that earn each status (docs/decisions/0070-admin-stats.md). */
export const ACTIVITY_THRESHOLDS = { veryActive: 20, active: 5, moderate: 1 } as const;

/** Activity over the last 30 days (docs/product.md §9: active users are counted over 30 days). */
export function activityStatus(notesLast30Days: number): ActivityStatus {
  if (notesLast30Days >= ACTIVITY_THRESHOLDS.veryActive) return 'Very Active';
  if (notesLast30Days >= ACTIVITY_THRESHOLDS.active) return 'Active';
  if (notesLast30Days >= ACTIVITY_THRESHOLDS.moderate) return 'Moderate';
  return 'Inactive';
}

export const ADMIN_MESSAGES = {
  emailRequired: 'Please enter an email address to send test email.',
  cannotDeleteSelf: 'You cannot delete your own admin account.',
  userNotFound: 'User not found',
  statsUnavailable: 'Note statistics are unavailable right now (svc-notes did not answer). Please try again in a moment.',
} as const;

/**
 * Set on GET /api/admin/audit-log when a source could not be read (its value names it: `svc-notes`):
 * the entries answered are svc-identity's alone, and the Logs tab says so.
 */
export const AUDIT_LOG_INCOMPLETE_HEADER = 'X-Audit-Log-Incomplete';

/**
 * GET /api/admin/users is one page of accounts, sorted and searched on the server (issue 23). The
 * answer stays an array of admin user records (docs/product.md §7); how many accounts match is in
 * the `X-Total-Count` header. Query parameters (all optional):
 * - `page` (1…), `pageSize` (1…100, default 25);
 * - `search`: case-insensitive, matches the start of the e-mail, of the e-mail's domain (after @;
 *   a leading @ may be typed), of the first name, of the last name or of "first last";
 * - `sort`: one of the Users table's columns, `order`: asc or desc (default: the column's first order).
 */
export const ADMIN_USER_SORTS = ['user', 'notes', 'activity', 'status', 'signup'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];
export type SortDirection = 'asc' | 'desc';

/**
 * The order a column sorts in first: most notes, most active, administrators and verified accounts,
 * newest sign-up first; names A→Z. The list's default is newest sign-up first.
 */
export const ADMIN_USER_FIRST_ORDER: Record<AdminUserSort, SortDirection> = {
  user: 'asc',
  notes: 'desc',
  activity: 'desc',
  status: 'desc',
  signup: 'desc',
};

export const ADMIN_USERS_PAGE = { defaultSize: 25, maxSize: 100, maxSearchLength: 100, defaultSort: 'signup' } as const;

/** The response header of GET /api/admin/users holding the number of matching accounts. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

export interface AdminUsersQuery {
  page?: number;
  pageSize?: number;
  search?: string;
  sort?: AdminUserSort;
  order?: SortDirection;
}

/**
 * svc-notes → svc-identity, service to service (GET /internal/stats/user-counts?since=&limit= on
 * svc-notes): the per-user note counters changed since version `since`, oldest change first.
 * Note counts belong to svc-notes; svc-identity never reads its schema, it keeps a copy of these
 * rows (its `user_note_counts`) to sort and page the admin list in one query.
 */
export interface UserNoteStats {
  userId: string;
  total: number;
  last7Days: number;
  last30Days: number;
  lastNoteAt: string | null;
  /** Raised by every change of this row. */
  version: number;
}

export interface UserNoteCountChanges {
  /** Names the version sequence: a different epoch means "start again from 0". */
  epoch: string;
  /** The highest version given out so far (a copy claiming more was made from another database). */
  latest: number;
  /** The highest version in `users`, else `since`: the next call's `since`. */
  version: number;
  /** More changes wait past `version`. */
  more: boolean;
  users: UserNoteStats[];
}
