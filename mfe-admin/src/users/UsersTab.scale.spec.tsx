import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminUserRecord } from '@clinote/contracts';
import { renderAdmin, shownEmails, userListQueries, userPages, userRows, USERS } from '../test-support';

/** A sortable column's header button. */
const sortButton = (name: string) =>
  within(screen.getByRole('table', { name: 'User accounts' }).querySelector('thead')!).getByRole('button', { name });

// A file of its own: the page size changer (shown above 10 rows) adds antd Select's styles to the
// document, which makes every later style lookup in the same jsdom slower.
describe('Users tab at scale (issue 23)', () => {
  beforeEach(() => window.localStorage.clear());

  // jsdom renders antd's table slowly on a loaded 2-core machine: this test walks through five pages.
  jest.setTimeout(90_000);

  it('with 10,000 accounts the browser holds one page: search, sort and page size all go to the server', async () => {
    const many: AdminUserRecord[] = Array.from({ length: 10_000 }, (_, index) => ({
      ...USERS[1]!,
      id: `m${index}`,
      email: `user${String(index).padStart(5, '0')}@example.com`,
      first_name: `First${index}`,
      total_notes: index % 50,
      created_at: new Date(Date.UTC(2024, 0, 1) + index * 60_000).toISOString(),
    }));
    const { requests } = renderAdmin({ 'GET /api/admin/users': userPages(many) });
    expect(await screen.findByText('1–25 of 10,000 users')).toBeTruthy();
    expect(await userRows()).toHaveLength(25);

    fireEvent.change(screen.getByLabelText('Search users'), { target: { value: 'user099' } });
    await waitFor(() => expect(screen.getByText('1–25 of 100 users')).toBeTruthy());
    fireEvent.click(sortButton('Notes'));
    await waitFor(async () => expect((await shownEmails()).slice(0, 2)).toEqual(['user09999@example.com', 'user09949@example.com']));
    fireEvent.change(screen.getByLabelText('Search users'), { target: { value: '' } });
    await waitFor(() => expect(screen.getByText('1–25 of 10,000 users')).toBeTruthy());
    // Sorted over all 10,000 by the server (most notes first, ties by id), not just the page.
    await waitFor(async () => expect((await shownEmails()).slice(0, 2)).toEqual(['user09999@example.com', 'user00999@example.com']));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Rows per page' }));
    fireEvent.click(await screen.findByTitle('100 / page'));
    await waitFor(() => expect(screen.getByText('1–100 of 10,000 users')).toBeTruthy());
    // The page held so far stays (under the table's spinner) until the larger one arrives.
    await waitFor(() => expect(document.querySelectorAll('tbody tr[data-row-key]')).toHaveLength(100));
    const asked = userListQueries(requests);
    expect(asked.at(-1)).toEqual({ page: '1', pageSize: '100', sort: 'notes', order: 'desc' });
    expect(asked.every((query) => Number(query.pageSize) <= 100)).toBe(true);
  });
});
