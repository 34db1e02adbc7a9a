import { screen, within } from '@testing-library/react';
import type { AuditLogEntry } from '@clinote/contracts';
import { AUDIT_LOG, openTab, renderAdmin } from '../test-support';

describe('Logs tab: the latest audit-log entries', () => {
  beforeEach(() => window.localStorage.clear());

  it('asks for the latest 50 and lists when, who, the action in words, and the target', async () => {
    const { calls } = renderAdmin();
    const panel = await openTab('Logs');
    const table = await within(panel).findByRole('table', { name: 'Latest recorded actions' });
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

  it("words a clinician's note actions (issue 25), the note's title and id as the target", async () => {
    const target = 'SOAP Note - 3/4/2026 (6f1c2d3e-0000-4000-8000-000000000001)';
    const note = (id: string, action: AuditLogEntry['action'], at: string): AuditLogEntry => ({
      id,
      actorId: 'c0000000-0000-4000-8000-000000000002',
      actorEmail: 'clinician@example.com',
      action,
      target,
      at,
    });
    renderAdmin({
      'GET /api/admin/audit-log': {
        body: [
          note('n4', 'note.email', '2025-06-03T11:00:00.000Z'),
          note('n3', 'note.pdf-download', '2025-06-03T10:00:00.000Z'),
          note('n2', 'note.addendum', '2025-06-03T09:00:00.000Z'),
          note('n1', 'note.sign', '2025-06-03T08:00:00.000Z'),
          ...AUDIT_LOG,
        ],
      },
    });
    const panel = await openTab('Logs');
    const table = await within(panel).findByRole('table', { name: 'Latest recorded actions' });
    await within(table).findByText('signed');
    const rows = Array.from(table.querySelectorAll('tbody tr[data-row-key]')).map((row) =>
      Array.from(row.children).map((cell) => cell.textContent),
    );
    expect(rows.slice(0, 4).map((row) => row.slice(1))).toEqual([
      ['clinician@example.com', 'e-mailed', target],
      ['clinician@example.com', 'downloaded the PDF of', target],
      ['clinician@example.com', 'added an addendum to', target],
      ['clinician@example.com', 'signed', target],
    ]);
    expect(within(panel).queryByTestId('audit-log-incomplete')).toBeNull();
  });

  it('says when the note actions could not be read, and still lists the administrator actions', async () => {
    renderAdmin({ 'GET /api/admin/audit-log': { body: AUDIT_LOG, headers: { 'X-Audit-Log-Incomplete': 'svc-notes' } } });
    const panel = await openTab('Logs');
    expect((await within(panel).findByTestId('audit-log-incomplete')).textContent).toBe(
      'Note actions could not be read just now (svc-notes did not answer): only administrator actions are listed.',
    );
    const table = within(panel).getByRole('table', { name: 'Latest recorded actions' });
    expect(await within(table).findByText('sent a test e-mail')).toBeTruthy();
  });

  it('says so when there is nothing yet', async () => {
    renderAdmin({ 'GET /api/admin/audit-log': { body: [] } });
    const panel = await openTab('Logs');
    expect(await within(panel).findByText('No actions recorded yet.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Logs' }).getAttribute('aria-selected')).toBe('true');
  });
});
