import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminUserRecord } from '@clinote/contracts';
import { renderAdmin, settle, shownEmails, userRows, USERS } from '../test-support';

/** A sortable column's header button. */
const sortButton = (name: string) =>
  within(screen.getByRole('table', { name: 'User accounts' }).querySelector('thead')!).getByRole('button', { name });

// A file of its own: the page size changer (shown above 10 rows) adds antd Select's styles to the
// document, which makes every later style lookup in the same jsdom slower.
describe('Users tab at scale', () => {
  beforeEach(() => window.localStorage.clear());

  it('pages 10,000 accounts: only one page is rendered, through search, sort and clearing the search', async () => {
    const many: AdminUserRecord[] = Array.from({ length: 10_000 }, (_, index) => ({
      ...USERS[1],
      id: `m${index}`,
      email: `user${String(index).padStart(5, '0')}@example.com`,
      first_name: `First${index}`,
      total_notes: index % 50,
      created_at: new Date(Date.UTC(2024, 0, 1) + index * 60_000).toISOString(),
    }));
    renderAdmin({ 'GET /api/admin/users': { body: many } });
    expect(await screen.findByText('1–20 of 10,000 users')).toBeTruthy();
    expect(await userRows()).toHaveLength(20);
    // What keeps it responsive is that only one page is ever in the DOM (every row would take minutes
    // in jsdom); wall-clock bounds belong to the browser suite, a shared 2-core machine makes them flaky here.
    fireEvent.change(screen.getByLabelText('Search users'), { target: { value: 'user0999' } });
    await waitFor(() => expect(screen.getByText('1–10 of 10 users')).toBeTruthy());
    fireEvent.click(sortButton('Notes'));
    await settle();
    expect((await shownEmails()).slice(0, 2)).toEqual(['user09999@example.com', 'user09998@example.com']);
    fireEvent.change(screen.getByLabelText('Search users'), { target: { value: '' } });
    await waitFor(() => expect(screen.getByText('1–20 of 10,000 users')).toBeTruthy());
    // Sorted over all 10,000 (most notes first, ties in the server's order), not just the page.
    expect((await shownEmails()).slice(0, 2)).toEqual(['user00049@example.com', 'user00099@example.com']);
    expect(document.querySelectorAll('tbody tr[data-row-key]')).toHaveLength(20);
  });
});
