// Test set-up for the admin page's specs (never imported by app code, so never bundled).
// Only invented people and numbers.
import { act, configure, fireEvent, screen, waitFor, within, type RenderResult } from '@testing-library/react';
import axe from 'axe-core';
import type { AdminStats, AdminUserRecord, AuditLogEntry, CurrentUser, MailQueueState, PlatformHealth } from '@clinote/contracts';
import { TOKEN_KEY, type AppStore } from '@clinote/platform';
import { renderApp, stubFetch, type StubbedRoutes } from '@clinote/platform/testing';
import AdminRoutes from './AdminRoutes';

// The page's lazy chunks (antd Table above all) take a while to load the first time in jsdom.
// Role queries skip the "is it hidden?" check by default: it reads every element's computed style,
// which in jsdom matches each against antd's whole style sheet (~0.4 s per query on this page).
// Where visibility is the point (a hidden tab panel), a test passes `hidden: false`.
configure({ asyncUtilTimeout: 5_000, defaultHidden: true });
// A whole admin page per test, in jsdom, on a 2-core machine.
jest.setTimeout(30_000);

// jsdom implements getComputedStyle without pseudo-elements and logs an error each time antd's
// table measures its scrollbar (`::-webkit-scrollbar`); the element's own style is what it gets anyway.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

export const ADMIN: CurrentUser = {
  id: 'a0000000-0000-4000-8000-000000000001',
  email: 'root@example.com',
  firstName: 'Robin',
  lastName: 'Root',
  isAdmin: true,
  credentials: null,
  npi: null,
};

const record = (fields: Partial<AdminUserRecord> & Pick<AdminUserRecord, 'id' | 'email'>): AdminUserRecord => ({
  first_name: null,
  last_name: null,
  total_notes: 0,
  notes_this_month: 0,
  notes_this_week: 0,
  activity_status: 'Inactive',
  last_note_date: null,
  email_verified: true,
  is_admin: false,
  created_at: '2025-01-15T12:00:00.000Z',
  days_since_signup: 0,
  ...fields,
});

export const USERS: AdminUserRecord[] = [
  record({
    id: ADMIN.id,
    email: 'root@example.com',
    first_name: 'Robin',
    last_name: 'Root',
    is_admin: true,
    total_notes: 2,
    notes_this_month: 1,
    activity_status: 'Moderate',
    created_at: '2024-11-02T09:00:00.000Z',
    days_since_signup: 200,
  }),
  record({
    id: 'u1',
    email: 'ann@example.com',
    first_name: 'Ann',
    last_name: 'Lee',
    total_notes: 42,
    notes_this_month: 21,
    notes_this_week: 6,
    activity_status: 'Very Active',
    created_at: '2025-01-15T12:00:00.000Z',
    days_since_signup: 120,
  }),
  record({
    id: 'u2',
    email: 'bob@example.com',
    total_notes: 0,
    email_verified: false,
    activity_status: 'Inactive',
    created_at: '2025-05-10T12:00:00.000Z',
    days_since_signup: 1,
  }),
  record({
    id: 'u3',
    email: 'cara@example.org',
    first_name: 'Cara',
    last_name: 'Diaz',
    total_notes: 7,
    notes_this_month: 5,
    notes_this_week: 2,
    activity_status: 'Active',
    created_at: '2025-03-01T12:00:00.000Z',
    days_since_signup: 70,
  }),
  // An activity value the page does not know: treated as the lowest (docs/product.md §3).
  record({
    id: 'u4',
    email: 'dev@example.net',
    first_name: 'Dev',
    last_name: 'Nair',
    total_notes: 3,
    activity_status: 'Legendary' as AdminUserRecord['activity_status'],
    created_at: '2025-04-20T12:00:00.000Z',
    days_since_signup: 20,
  }),
];

export const STATS: AdminStats = {
  totalUsers: 15,
  verifiedUsers: 12,
  activeUsers: 6,
  notesThisMonth: 23,
  notesThisWeek: 7,
  totalNotes: 37,
  avgNotesPerUser: 2.466,
  systemHealth: 'healthy',
};

export const MAIL_QUEUE: MailQueueState = {
  counts: { waiting: 3, active: 1, delayed: 2, completed: 40, failed: 4 },
  lastSentAt: '2025-06-01T10:30:00.000Z',
  recentFailures: [
    {
      id: 'job-9',
      kind: 'reset-password',
      to: 'bob@example.com',
      reason: '550 mailbox unavailable',
      failedAt: '2025-06-01T09:00:00.000Z',
      attempts: 1,
    },
  ],
};

export const AUDIT_LOG: AuditLogEntry[] = [
  {
    id: 'l2',
    actorId: ADMIN.id,
    actorEmail: 'root@example.com',
    action: 'test-email.send',
    target: 'ops@example.com',
    at: '2025-06-02T08:00:00.000Z',
  },
  {
    id: 'l1',
    actorId: ADMIN.id,
    actorEmail: 'root@example.com',
    action: 'user.delete',
    target: 'old@example.com',
    at: '2025-06-01T08:00:00.000Z',
  },
];

const up = { status: 'up' as const, latencyMs: 1 };
export const HEALTH_OK: PlatformHealth = {
  status: 'ok',
  services: {
    'svc-identity': { status: 'ok', service: 'svc-identity', uptimeSeconds: 10, checks: { database: up, redis: up } },
    'svc-notes': { status: 'ok', service: 'svc-notes', uptimeSeconds: 10, checks: { database: up, redis: up } },
    'svc-ai': { status: 'ok', service: 'svc-ai', uptimeSeconds: 10, checks: { offline: up, redis: up } },
    'svc-mailer': { status: 'ok', service: 'svc-mailer', uptimeSeconds: 10, checks: { redis: up, smtp: up } },
  },
};

const sortName = (user: AdminUserRecord) =>
  ([user.first_name, user.last_name].filter((part) => part?.trim()).join(' ') || user.email).toLowerCase();
const SORT_KEYS: Record<string, (user: AdminUserRecord) => Array<string | number>> = {
  signup: (user) => [user.created_at, user.id],
  user: (user) => [sortName(user), user.email.toLowerCase(), user.id],
  notes: (user) => [user.total_notes, user.id],
  activity: (user) => [user.notes_this_month, user.id],
  status: (user) => [Number(user.is_admin), Number(user.email_verified), user.created_at, user.id],
};

/**
 * Stands in for GET /api/admin/users over `users` (issue 23): one page, searched by prefix and sorted
 * as svc-identity does, with X-Total-Count. `users` may be changed between calls (a delete).
 */
export function userPages(users: AdminUserRecord[]) {
  return (request: Request) => {
    const params = new URL(request.url).searchParams;
    const page = Number(params.get('page') ?? 1);
    const pageSize = Number(params.get('pageSize') ?? 25);
    const sort = params.get('sort') ?? 'signup';
    const order = params.get('order') ?? 'desc';
    const search = (params.get('search') ?? '').toLowerCase();
    const domain = search.replace(/^@/, '');
    const matches = users.filter(
      (user) =>
        !search ||
        user.email.toLowerCase().startsWith(search) ||
        `${user.first_name ?? ''} ${user.last_name ?? ''}`.toLowerCase().startsWith(search) ||
        (user.last_name ?? '').toLowerCase().startsWith(search) ||
        (user.email.split('@')[1] ?? '').toLowerCase().startsWith(domain),
    );
    const key = SORT_KEYS[sort]!;
    const sorted = [...matches].sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return (x[i]! < y[i]! ? -1 : 1) * (order === 'asc' ? 1 : -1);
      return 0;
    });
    return {
      body: sorted.slice((page - 1) * pageSize, page * pageSize),
      headers: { 'x-total-count': String(matches.length) },
    };
  };
}

/** The query parameters of each GET /api/admin/users made, in order. */
export const userListQueries = (requests: Request[]) =>
  requests
    .filter((request) => request.method === 'GET' && new URL(request.url).pathname === '/api/admin/users')
    .map((request) => Object.fromEntries(new URL(request.url).searchParams));

export interface AdminView extends RenderResult {
  store: AppStore;
  requests: Request[];
  /** The requests made with this method to this path. */
  calls: (method: string, path: string) => Request[];
}

/** Renders /admin for a signed-in user (the administrator by default) against a stubbed server. */
export function renderAdmin(routes: StubbedRoutes = {}, { me = ADMIN }: { me?: CurrentUser } = {}): AdminView {
  window.localStorage.setItem(TOKEN_KEY, 'token');
  const { requests } = stubFetch({
    'GET /api/auth/me': { body: me },
    'GET /api/admin/users': userPages(USERS),
    'GET /api/admin/stats': { body: STATS },
    'GET /api/admin/mail-queue': { body: MAIL_QUEUE },
    'GET /api/admin/audit-log': { body: AUDIT_LOG },
    'GET /api/health': { body: HEALTH_OK },
    ...routes,
  });
  // The shell renders every signed-in page inside its one <main>.
  const view = renderApp(
    <main>
      <AdminRoutes />
    </main>,
    { route: '/admin' },
  );
  return {
    ...view,
    requests,
    calls: (method: string, path: string) =>
      requests.filter((request) => request.method === method && new URL(request.url).pathname === path),
  };
}

/** Opens a tab of the admin page, once the page has loaded. */
export async function openTab(name: 'Users' | 'Email' | 'System' | 'Logs') {
  fireEvent.click(await screen.findByRole('tab', { name }));
  return screen.getByRole('tabpanel', { name });
}

/** The user table's body rows, once loaded (the first load of antd Table's chunk is slow in jsdom). */
export async function userRows() {
  const table = await screen.findByRole('table', { name: 'User accounts' });
  // Data rows only: antd also renders an aria-hidden "measure row" when the table scrolls sideways.
  const rows = () => Array.from(table.querySelectorAll<HTMLTableRowElement>('tbody tr[data-row-key]'));
  await waitFor(() => expect(rows().length).toBeGreaterThan(0));
  return rows();
}

/** The e-mail address shown in each body row of the user table, in order. */
export async function shownEmails() {
  return (await userRows()).map((row) => within(row).getByText(/^[^\s@]+@[^\s@]+$/).textContent);
}

/** The visible toast titles (antd notifications). */
export const toastTitles = () => Array.from(document.querySelectorAll('.ant-notification-notice-title')).map((node) => node.textContent);

/** Lets pending timers, promises and lazy chunks settle inside act. */
export async function settle(ms = 0) {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

/**
 * axe-core with WCAG 2.0/2.1/2.2 A and AA plus best practice (jsdom has no layout: colour contrast
 * and target size are the browser suite's). Returns "rule: html" lines, [] when clean.
 */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const result = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false } },
  });
  return result.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.html.slice(0, 200)}`));
}
