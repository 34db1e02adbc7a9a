import { PAGES } from '@clinote/contracts';
import { useState } from 'react';
import { useNavigate, useSession } from '@clinote/platform';
import { Button, Flex, Heading, PageSpinner, Tabs, Text } from '@clinote/ui';
import { FIRST_USERS_PAGE, useAdminStatsQuery, useAdminUsersQuery, type AdminUsersArgs } from './admin-api';
import { ADMIN_TEXT } from './admin-text';
import { failureText, InlineError, useFailureToast } from './data-failure';
import { EmailTab } from './email/EmailTab';
import { LogsTab } from './logs/LogsTab';
import { StatCards } from './stats/StatCards';
import { SystemTab } from './system/SystemTab';
import { UsersTab } from './users/UsersTab';

type TabKey = 'users' | 'email' | 'system' | 'logs';

/** docs/product.md §2: a signed-in visitor the server does not count as an administrator. */
function AccessDenied() {
  const navigate = useNavigate();
  return (
    <Flex vertical align="center" gap={16} style={{ padding: '48px 16px', textAlign: 'center' }}>
      <Heading level={1}>{ADMIN_TEXT.accessDenied}</Heading>
      <Text type="secondary">{ADMIN_TEXT.noPermission}</Text>
      <Button type="primary" onClick={() => navigate(PAGES.dashboard.path)}>
        Return to Dashboard
      </Button>
    </Flex>
  );
}

/**
 * The stats and the user list are the page's data (docs/product.md §8 "Admin fetch failure"): a failure of
 * either gives the "Error" toast and one inline message, with a way to try again. `usersQuery` is the page
 * the Users tab shows (the same request: RTK Query asks once).
 */
function AdminDataFailure({ usersQuery }: { usersQuery: AdminUsersArgs }) {
  const users = useAdminUsersQuery(usersQuery);
  const stats = useAdminStatsQuery();
  useFailureToast(users.error);
  useFailureToast(stats.error);
  const texts = [users.error, stats.error].filter(Boolean).map(failureText);
  if (texts.length === 0) return null;
  // A 403 or a malformed list says more than the general text: it wins when both failed.
  const text = texts.find((candidate) => candidate !== ADMIN_TEXT.fetchFailedInline) ?? texts[0];
  return (
    <InlineError
      testId="admin-data-error"
      action={
        <Button
          onClick={() => {
            if (users.error) void users.refetch();
            if (stats.error) void stats.refetch();
          }}
        >
          Try again
        </Button>
      }
    >
      {text}
    </InlineError>
  );
}

function AdminDashboard() {
  const navigate = useNavigate();
  const { data: stats } = useAdminStatsQuery();
  const [tab, setTab] = useState<TabKey>('users');
  const [usersQuery, setUsersQuery] = useState<AdminUsersArgs>(FIRST_USERS_PAGE);
  return (
    <Flex vertical gap={24} style={{ maxWidth: 1200, margin: '0 auto', minWidth: 0 }}>
      <Flex align="center" wrap gap={12}>
        <Button onClick={() => navigate(PAGES.dashboard.path)}>
          <span aria-hidden="true">←</span> Dashboard
        </Button>
        <Heading level={1}>Admin Dashboard</Heading>
      </Flex>
      <AdminDataFailure usersQuery={usersQuery} />
      <StatCards stats={stats} />
      <Tabs
        aria-label="Admin sections"
        activeKey={tab}
        onChange={(key) => setTab(key as TabKey)}
        items={[
          { key: 'users', label: 'Users', children: <UsersTab query={usersQuery} onQueryChange={setUsersQuery} /> },
          { key: 'email', label: 'Email', children: <EmailTab /> },
          { key: 'system', label: 'System', children: <SystemTab /> },
          { key: 'logs', label: 'Logs', children: <LogsTab /> },
        ]}
      />
    </Flex>
  );
}

/**
 * docs/product.md §2 Admin page (/admin). The session decides what to show (`isAdmin` from /api/auth/me);
 * the server enforces admin rights on every admin call.
 */
export function AdminPage() {
  const { status, user } = useSession();
  if (status === 'loading') return <PageSpinner />;
  if (!user?.isAdmin) return <AccessDenied />;
  return <AdminDashboard />;
}
