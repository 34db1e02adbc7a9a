import type { AdminUserRecord } from '@clinote/contracts';
import { Flex, RowMenu, StatusTag, Text, type DataTableColumn, type Tone } from '@clinote/ui';
import type { Activity } from '../admin-text';
import { activityOf, count, daysAgo, fullName, shortDate } from '../format';

/** The colour that repeats each activity's words (never the only signal: the tag has the text). */
const ACTIVITY_TONE: Record<Activity, Tone> = { 'Very Active': 'success', Active: 'info', Moderate: 'warning', Inactive: 'neutral' };

export interface UserRowActions {
  /** Ids of the accounts being deleted right now: their menus are disabled. */
  deleting: ReadonlySet<string>;
  onDelete: (user: AdminUserRecord) => void;
}

/**
 * docs/product.md §2 Users tab: User, Notes, Activity, Status, Signup, Actions. The keys are the
 * server's sort names (GET /api/admin/users?sort=): the server sorts every account, not the page.
 */
export function userColumns({ deleting, onDelete }: UserRowActions): DataTableColumn<AdminUserRecord>[] {
  return [
    {
      key: 'user',
      title: 'User',
      sortable: true,
      render: (user) => {
        const name = fullName(user);
        return (
          <Flex vertical>
            {name ? <Text strong>{name}</Text> : <Text type="secondary">No name</Text>}
            <Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Text>
          </Flex>
        );
      },
    },
    {
      key: 'notes',
      title: 'Notes',
      firstOrder: 'descend',
      sortable: true,
      render: (user) => (
        <Flex vertical>
          <Text strong>{count(user.total_notes)} total</Text>
          <Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
            {count(user.notes_this_month)} this month · {count(user.notes_this_week)} this week
          </Text>
        </Flex>
      ),
    },
    {
      key: 'activity',
      title: 'Activity',
      firstOrder: 'descend',
      sortable: true,
      render: (user) => {
        const activity = activityOf(user.activity_status);
        return <StatusTag tone={ACTIVITY_TONE[activity]}>{activity}</StatusTag>;
      },
    },
    {
      key: 'status',
      title: 'Status',
      // Administrators first, then verified accounts.
      firstOrder: 'descend',
      sortable: true,
      render: (user) => (
        <Flex gap={4} wrap>
          <StatusTag tone={user.email_verified ? 'success' : 'warning'}>{user.email_verified ? 'Verified' : 'Unverified'}</StatusTag>
          {user.is_admin ? <StatusTag tone="info">Admin</StatusTag> : null}
        </Flex>
      ),
    },
    {
      key: 'signup',
      title: 'Signup',
      firstOrder: 'descend',
      sortable: true,
      render: (user) => (
        <Flex vertical>
          <Text style={{ whiteSpace: 'nowrap' }}>{shortDate(user.created_at)}</Text>
          <Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
            {daysAgo(user.days_since_signup)}
          </Text>
        </Flex>
      ),
    },
    {
      key: 'actions',
      title: 'Actions',
      render: (user) => (
        <RowMenu
          aria-label={`Actions for ${user.email}`}
          disabled={deleting.has(user.id)}
          busy={deleting.has(user.id)}
          actions={[{ key: 'delete', label: 'Delete', danger: true, onSelect: () => onDelete(user) }]}
        />
      ),
    },
  ];
}
