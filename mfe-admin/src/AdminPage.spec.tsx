import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { TOKEN_KEY } from '@clinote/platform';
import { renderApp, stubFetch } from '@clinote/platform/testing';
import AdminRoutes from './AdminRoutes';
import { axeViolations, openTab, renderAdmin, settle, STATS, USERS } from './test-support';

/** Each stat card as "title | value | detail". */
async function statCards() {
  const cards = await screen.findAllByTestId('stat-card');
  return cards.map((card) =>
    [
      within(card).getByRole('heading').textContent,
      within(card).getByTestId('stat-value').textContent,
      within(card).getByTestId('stat-detail').textContent,
    ].join(' | '),
  );
}

describe('Admin page (docs/product.md §2): Robin the administrator opens /admin', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the header: a Dashboard button to / and one h1', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'token');
    stubFetch({
      'GET /api/auth/me': { body: { id: USERS[0].id, email: 'root@example.com', firstName: null, lastName: null, isAdmin: true } },
      'GET /api/admin/users': { body: USERS },
      'GET /api/admin/stats': { body: STATS },
    });
    renderApp(
      <>
        <AdminRoutes />
        <Routes>
          <Route path="/" element={<p>dashboard</p>} />
          <Route path="*" element={null} />
        </Routes>
      </>,
      { route: '/admin' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Dashboard' }));
    expect(await screen.findByText('dashboard')).toBeTruthy();
  });

  it('shows the four stat cards from GET /api/admin/stats: counts, percentages, one decimal', async () => {
    const { calls } = renderAdmin();
    await screen.findByText('12 verified (80%)');
    expect(await statCards()).toEqual([
      'Total Users | 15 | 12 verified (80%)',
      'Active Users (30d) | 6 | 40% of total',
      'Notes This Month | 23 | 7 this week',
      'Avg Notes/User | 2.5 | 37 total notes',
    ]);
    expect(calls('GET', '/api/admin/stats')).toHaveLength(1);
  });

  it('has four tabs (Users first) that switch with a click or the arrow keys', async () => {
    renderAdmin();
    const tablist = await screen.findByRole('tablist', { name: 'Admin sections' });
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Users', 'Email', 'System', 'Logs']);
    expect(screen.getByRole('tab', { name: 'Users' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('table', { name: 'User accounts' })).toBeTruthy();

    const email = await openTab('Email');
    expect(within(email).getByRole('heading', { name: 'Send a test e-mail' })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'User accounts', hidden: false })).toBeNull(); // hidden with its panel

    const emailTab = screen.getByRole('tab', { name: 'Email' });
    emailTab.focus();
    fireEvent.keyDown(emailTab, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'System' }));
    expect(within(screen.getByRole('tabpanel', { name: 'System' })).getByRole('heading', { name: 'System status' })).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(within(screen.getByRole('tabpanel', { name: 'Logs' })).getByRole('heading', { name: 'Audit log' })).toBeTruthy();
  });

  it('passes axe (WCAG 2.0–2.2 A/AA and best practice) on every tab', async () => {
    renderAdmin();
    await screen.findByText('ann@example.com');
    await settle(20);
    expect(await axeViolations()).toEqual([]);
    for (const name of ['Email', 'System', 'Logs'] as const) {
      await openTab(name);
      await screen.findByRole('tab', { name, selected: true });
      await settle(20);
      expect({ name, violations: await axeViolations() }).toEqual({ name, violations: [] });
    }
  }, 60_000);
});
