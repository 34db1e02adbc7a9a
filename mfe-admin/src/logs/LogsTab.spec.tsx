import { screen, within } from '@testing-library/react';
import { openTab, renderAdmin } from '../test-support';

describe('Logs tab: the latest audit-log entries', () => {
  beforeEach(() => window.localStorage.clear());

  it('asks for the latest 50 and lists when, who, the action in words, and the target', async () => {
    const { calls } = renderAdmin();
    const panel = await openTab('Logs');
    const table = await within(panel).findByRole('table', { name: 'Latest administrator actions' });
    await within(table).findByText('sent a test e-mail');
    const rows = Array.from(table.querySelectorAll('tbody tr[data-row-key]')).map((row) =>
      Array.from(row.children).map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      [expect.stringMatching(/^Jun 2, 2025/), 'root@example.com', 'sent a test e-mail', 'ops@example.com'],
      [expect.stringMatching(/^Jun 1, 2025/), 'root@example.com', 'deleted the account', 'old@example.com'],
    ]);
    expect(new URL(calls('GET', '/api/admin/audit-log')[0].url).searchParams.get('limit')).toBe('50');
  });

  it('says so when there is nothing yet', async () => {
    renderAdmin({ 'GET /api/admin/audit-log': { body: [] } });
    const panel = await openTab('Logs');
    expect(await within(panel).findByText('No administrator actions recorded yet.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Logs' }).getAttribute('aria-selected')).toBe('true');
  });
});
