import type { AdminUserRecord } from '@clinote/contracts';
import { ACTIVITY_ORDER, type Activity } from './admin-text';

/** A count with thousands separators ("1,234"); anything that is not a finite number reads 0. */
export function count(value: unknown): string {
  return (typeof value === 'number' && Number.isFinite(value) ? value : 0).toLocaleString('en-US');
}

/** Whole percent of `part` in `whole` ("80%"); 0 % of nothing. */
export function percent(part: number, whole: number): string {
  return `${whole > 0 && Number.isFinite(part) ? Math.round((part / whole) * 100) : 0}%`;
}

/** One decimal ("2.5"): docs/product.md §2 Avg Notes/User. */
export function oneDecimal(value: unknown): string {
  return (typeof value === 'number' && Number.isFinite(value) ? value : 0).toFixed(1);
}

/** docs/product.md §3: any activity value other than the four is treated as the lowest. */
export function activityOf(value: unknown): Activity {
  return (ACTIVITY_ORDER as readonly unknown[]).includes(value) ? (value as Activity) : 'Inactive';
}

/** Higher is more active (Very Active 3 … Inactive 0), for sorting. */
export function activityRank(value: unknown): number {
  return ACTIVITY_ORDER.length - 1 - ACTIVITY_ORDER.indexOf(activityOf(value));
}

/** "Ann Lee", or null when neither name is set. */
export function fullName(user: Pick<AdminUserRecord, 'first_name' | 'last_name'>): string | null {
  return [user.first_name, user.last_name].filter((part) => typeof part === 'string' && part.trim()).join(' ') || null;
}

const validDate = (iso: string | null | undefined) => {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/** "Jan 15, 2025" in the viewer's time zone; "—" for a missing or broken date. */
export function shortDate(iso: string | null | undefined): string {
  return validDate(iso)?.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }) ?? '—';
}

/** "Jan 15, 2025, 2:05 PM" in the viewer's time zone; "—" for a missing or broken date. */
export function dateTime(iso: string | null | undefined): string {
  return (
    validDate(iso)?.toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }) ?? '—'
  );
}

/** Days since sign-up in words: "today", "1 day ago", "12 days ago". */
export function daysAgo(days: number): string {
  if (!Number.isFinite(days) || days <= 0) return 'today';
  return days === 1 ? '1 day ago' : `${count(days)} days ago`;
}
