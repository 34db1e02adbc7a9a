/** docs/product.md §3 activity statuses, most active first; anything else is treated as the lowest. */
export const ACTIVITY_STATUSES = ['Very Active', 'Active', 'Moderate', 'Inactive'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/** Notes written in the last 30 days that earn each status (docs/decisions/0070-admin-stats.md). */
export const ACTIVITY_THRESHOLDS = { veryActive: 20, active: 5, moderate: 1 } as const;

/** Activity over the last 30 days (docs/product.md §9: active users are counted over 30 days). */
export function activityStatus(notesLast30Days: number): ActivityStatus {
  if (notesLast30Days >= ACTIVITY_THRESHOLDS.veryActive) return 'Very Active';
  if (notesLast30Days >= ACTIVITY_THRESHOLDS.active) return 'Active';
  if (notesLast30Days >= ACTIVITY_THRESHOLDS.moderate) return 'Moderate';
  return 'Inactive';
}

/** GET /api/admin/users: one record per account (docs/product.md §3 "Admin user record"). */
export interface AdminUserRecord {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  total_notes: number;
  /** Notes of the last 30 days (rolling, so it does not depend on anyone's time zone). */
  notes_this_month: number;
  /** Notes of the last 7 days. */
  notes_this_week: number;
  activity_status: ActivityStatus;
  last_note_date: string | null;
  email_verified: boolean;
  is_admin: boolean;
  created_at: string;
  days_since_signup: number;
}

/** GET /api/admin/stats: sums over the same records as the user list (docs/product.md §3 "Admin stats"). */
export interface AdminStats {
  totalUsers: number;
  totalNotes: number;
  /** Users with at least one note in the last 30 days. */
  activeUsers: number;
  notesThisWeek: number;
  notesThisMonth: number;
  verifiedUsers: number;
  avgNotesPerUser: number;
  /** 'healthy' when every source the numbers come from answered. */
  systemHealth: 'healthy' | 'degraded';
}

export const ADMIN_MESSAGES = {
  emailRequired: 'Please enter an email address to send test email.',
  cannotDeleteSelf: 'You cannot delete your own admin account.',
  userNotFound: 'User not found',
  statsUnavailable: 'Note statistics are unavailable right now (svc-notes did not answer). Please try again in a moment.',
} as const;

/** GET /api/admin/audit-log: who did what, when, to whom. */
export interface AuditLogEntry {
  id: string;
  actorId: string;
  actorEmail: string;
  action: 'user.delete' | 'test-email.send' | 'user.sessions-end';
  target: string;
  at: string;
}

/** GET /api/admin/mail-queue: the mail queue's real state for the Email tab. */
export interface MailQueueState {
  counts: { waiting: number; active: number; delayed: number; completed: number; failed: number };
  lastSentAt: string | null;
  recentFailures: Array<{ id: string; kind: string; to: string; reason: string; failedAt: string | null; attempts: number }>;
}

/**
 * svc-notes → svc-identity, service to service (GET /internal/stats/users on svc-notes): note
 * counts per user. Note counts belong to svc-notes; identity never reads its schema.
 */
export interface UserNoteStats {
  userId: string;
  total: number;
  last7Days: number;
  last30Days: number;
  lastNoteAt: string | null;
}

export interface UserNoteStatsResponse {
  generatedAt: string;
  users: UserNoteStats[];
}
