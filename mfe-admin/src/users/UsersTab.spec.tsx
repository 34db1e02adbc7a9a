import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminUserRecord } from '@clinote/contracts';
import { axeViolations, renderAdmin, settle, shownEmails, toastTitles, userListQueries, userPages, userRows, USERS } from '../test-support';

const CONFIRM_ANN = 'Are you sure you want to delete the account for ann@example.com? This action cannot be undone.';

// Narrow queries on purpose: a role query by name over the whole page computes every button's name,
// and in jsdom each name reads computed styles against antd's style sheet (seconds per query).
const rowOf = (email: string) => screen.getByText(email).closest('tr')!;
const menuOf = (email: string) => screen.getByLabelText(`Actions for ${email}`) as HTMLButtonElement;
/** A sortable column's header button. */
const sortButton = (name: string) =>
  within(screen.getByRole('table', { name: 'User accounts' }).querySelector('thead')!).getByRole('button', { name });

/** Opens a row's menu and chooses Delete, as a pointer user would. */
async function chooseDelete(email: string) {
  const menu = await screen.findByLabelText(`Actions for ${email}`);
  fireEvent.click(menu);
  fireEvent.click(within(document.getElementById(menu.getAttribute('aria-controls')!)!).getByRole('button', { name: 'Delete' }));
}

/** An answer the test releases when it wants, to look at the page while a call runs. */
function deferred() {
  let release!: (answer: { status: number; body?: unknown }) => void;
  const answer = new Promise<{ status: number; body?: unknown }>((resolve) => (release = resolve));
  return { answer, release };
}

describe('Users tab (docs/product.md §2): the user table', () => {
  beforeEach(() => window.localStorage.clear());

  it('lists every account with its notes, activity in words, status, sign-up and a menu named for the row', async () => {
    renderAdmin();
    const rows = await userRows();
    expect(rows).toHaveLength(USERS.length);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent?.replace(/[▲▼↕]/g, ''))).toEqual([
      'User',
      'Notes',
      'Activity',
      'Status',
      'Signup',
      'Actions',
    ]);
    const ann = within(rowOf('ann@example.com'));
    expect(ann.getByText('Ann Lee')).toBeTruthy();
    expect(ann.getByText('42 total')).toBeTruthy();
    expect(ann.getByText('21 this month · 6 this week')).toBeTruthy();
    expect(ann.getByText('Very Active')).toBeTruthy();
    expect(ann.getByText('Verified')).toBeTruthy();
    expect(ann.getByText('Jan 15, 2025')).toBeTruthy();
    expect(ann.getByText('120 days ago')).toBeTruthy();
    expect(within(rowOf('bob@example.com')).getByText('Unverified')).toBeTruthy();
    expect(within(rowOf('bob@example.com')).getByText('No name')).toBeTruthy();
    expect(within(rowOf('root@example.com')).getByText('Admin')).toBeTruthy();
    // docs/product.md §3: an activity value other than the four reads as the lowest.
    expect(within(rowOf('dev@example.net')).getByText('Inactive')).toBeTruthy();
    expect(screen.queryByText('Legendary')).toBeNull();
    expect(menuOf('cara@example.org')).toBeTruthy();
  });

  it('asks the server for the first page only, newest sign-up first (the browser never holds the whole list)', async () => {
    const { requests } = renderAdmin();
    expect(await shownEmails()).toEqual(['bob@example.com', 'dev@example.net', 'cara@example.org', 'ann@example.com', 'root@example.com']);
    expect(userListQueries(requests)).toEqual([{ page: '1', pageSize: '25', sort: 'signup', order: 'desc' }]);
    expect(screen.getByTestId('users-summary').textContent).toBe('5 users');
  });

  it('searches on the server once typing pauses, from page 1, and says how many match', async () => {
    const { requests } = renderAdmin();
    await userRows();
    const search = screen.getByLabelText('Search users');
    expect(search.getAttribute('aria-describedby')).toBeTruthy();
    // Three keys in a row: one request, for what was typed last.
    for (const value of ['d', 'di', 'DIAZ']) fireEvent.change(search, { target: { value } });
    await waitFor(async () => expect(await shownEmails()).toEqual(['cara@example.org']));
    expect(userListQueries(requests).slice(1)).toEqual([{ page: '1', pageSize: '25', sort: 'signup', order: 'desc', search: 'DIAZ' }]);
    expect(screen.getByTestId('users-summary').textContent).toBe('1 of 15 users match');
    fireEvent.change(search, { target: { value: 'nobody-here' } });
    expect(await screen.findByText('No users match your search.')).toBeTruthy();
    // Enter asks at once; clearing the search shows everyone again.
    fireEvent.change(search, { target: { value: '@example.com' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(async () => expect(await shownEmails()).toEqual(['bob@example.com', 'ann@example.com', 'root@example.com']));
    fireEvent.change(search, { target: { value: '' } });
    await waitFor(async () => expect(await userRows()).toHaveLength(USERS.length));
  });

  it('sorts on the server by the header buttons: first order, then the other way, from page 1', async () => {
    const { requests } = renderAdmin();
    await userRows();
    fireEvent.click(sortButton('Notes'));
    await waitFor(async () =>
      expect(await shownEmails()).toEqual([
        'ann@example.com',
        'cara@example.org',
        'dev@example.net',
        'root@example.com',
        'bob@example.com',
      ]),
    );
    expect(userListQueries(requests).at(-1)).toEqual({ page: '1', pageSize: '25', sort: 'notes', order: 'desc' });
    expect(screen.getByRole('columnheader', { name: /Notes/ }).getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(sortButton('Notes'));
    await waitFor(async () => expect((await shownEmails())[0]).toBe('bob@example.com'));
    expect(userListQueries(requests).at(-1)).toMatchObject({ sort: 'notes', order: 'asc' });
    expect(screen.getByRole('columnheader', { name: /Notes/ }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(sortButton('User'));
    await waitFor(async () =>
      expect(await shownEmails()).toEqual([
        'ann@example.com',
        'bob@example.com',
        'cara@example.org',
        'dev@example.net',
        'root@example.com',
      ]),
    );
    fireEvent.click(sortButton('Activity'));
    await waitFor(async () =>
      expect((await shownEmails()).slice(0, 3)).toEqual(['ann@example.com', 'cara@example.org', 'root@example.com']),
    );
    fireEvent.click(sortButton('Status'));
    await waitFor(async () => expect((await shownEmails())[0]).toBe('root@example.com'));
    expect(userListQueries(requests).at(-1)).toEqual({ page: '1', pageSize: '25', sort: 'status', order: 'desc' });
    // Back to the first sort: the page asked first is still held (RTK Query), so no request.
    fireEvent.click(sortButton('Signup'));
    await waitFor(async () =>
      expect(await shownEmails()).toEqual([
        'bob@example.com',
        'dev@example.net',
        'cara@example.org',
        'ann@example.com',
        'root@example.com',
      ]),
    );
    expect(screen.getByRole('columnheader', { name: /Signup/ }).getAttribute('aria-sort')).toBe('descending');
  });
});

describe('Users tab paging (issue 23): pages come from the server', () => {
  beforeEach(() => window.localStorage.clear());

  const many: AdminUserRecord[] = Array.from({ length: 60 }, (_, index) => ({
    ...USERS[1]!,
    id: `m${index}`,
    email: `user${String(index).padStart(2, '0')}@example.com`,
    first_name: `First${index}`,
    total_notes: index,
    created_at: new Date(Date.UTC(2024, 0, 1) + index * 60_000).toISOString(),
  }));

  it('shows the total from X-Total-Count, and asks for the page chosen in the pager', async () => {
    const { requests } = renderAdmin({ 'GET /api/admin/users': userPages(many) });
    expect(await screen.findByText('1–25 of 60 users')).toBeTruthy();
    expect(await userRows()).toHaveLength(25);
    expect((await shownEmails())[0]).toBe('user59@example.com');
    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('26–50 of 60 users')).toBeTruthy();
    expect((await shownEmails())[0]).toBe('user34@example.com');
    expect(userListQueries(requests).at(-1)).toEqual({ page: '2', pageSize: '25', sort: 'signup', order: 'desc' });
    // A sort starts again from page 1.
    fireEvent.click(sortButton('Notes'));
    expect(await screen.findByText('1–25 of 60 users')).toBeTruthy();
    expect(userListQueries(requests).at(-1)).toEqual({ page: '1', pageSize: '25', sort: 'notes', order: 'desc' });
    // Every request asked for one page of at most 100.
    expect(userListQueries(requests).every((query) => Number(query.pageSize) <= 100)).toBe(true);
  });
});

describe('Deleting a user (docs/product.md §4, §5, §8)', () => {
  beforeEach(() => window.localStorage.clear());

  it('asks first, disables that row while deleting, then removes the row with "User Deleted" and refreshes the stats', async () => {
    const answer = deferred();
    const users = [...USERS];
    const { calls } = renderAdmin({
      'GET /api/admin/users': userPages(users),
      'DELETE /api/admin/users/u1': async () => {
        const given = await answer.answer;
        users.splice(
          users.findIndex((user) => user.id === 'u1'),
          1,
        );
        return given;
      },
    });
    await userRows();
    await chooseDelete('ann@example.com');
    const dialog = await screen.findByRole('dialog', { name: 'Delete User Account' });
    expect(within(dialog).getByText(CONFIRM_ANN)).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel', 'Delete']);
    await settle(20);
    expect(await axeViolations()).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(menuOf('ann@example.com').disabled).toBe(true));
    expect(menuOf('bob@example.com').disabled).toBe(false);
    expect(calls('DELETE', '/api/admin/users/u1')).toHaveLength(1);

    await act(async () => answer.release({ status: 204 }));
    expect(await screen.findByText('User Deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('ann@example.com')).toBeNull());
    expect(await userRows()).toHaveLength(USERS.length - 1);
    await waitFor(() => expect(calls('GET', '/api/admin/stats')).toHaveLength(2));
    // The page is read again from the server (the next account moves up into it).
    await waitFor(() => expect(calls('GET', '/api/admin/users')).toHaveLength(2));
    // Focus does not fall to the page: the row and its menu are gone, so the search box has it.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Search users')));
  }, 60_000); // axe over the dialog, then the page read again: ~25 s alone in jsdom on a busy 2-core machine

  it('does nothing on Cancel, and gives focus back to the row menu', async () => {
    const { calls } = renderAdmin();
    await userRows();
    await chooseDelete('ann@example.com');
    const dialog = await screen.findByRole('dialog', { name: 'Delete User Account' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(menuOf('ann@example.com')));
    expect(screen.queryByRole('dialog', { hidden: false })).toBeNull();
    expect(calls('DELETE', '/api/admin/users/u1')).toHaveLength(0);
    expect(screen.getByText('ann@example.com')).toBeTruthy();
  });

  it('works by keyboard alone: menu, Delete, confirm', async () => {
    const users = [...USERS];
    renderAdmin({
      'GET /api/admin/users': userPages(users),
      'DELETE /api/admin/users/u3': () => {
        users.splice(
          users.findIndex((user) => user.id === 'u3'),
          1,
        );
        return { status: 204 };
      },
    });
    await userRows();
    const menu = menuOf('cara@example.org');
    act(() => menu.focus());
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Delete');
    // A keyboard "click" on a button (Enter or Space) is a click event.
    fireEvent.click(document.activeElement!);
    const dialog = await screen.findByRole('dialog', { name: 'Delete User Account' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User Deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('cara@example.org')).toBeNull());
  });

  it('refuses the own account on screen, without asking or calling the server', async () => {
    const { calls } = renderAdmin();
    await userRows();
    await chooseDelete('root@example.com');
    expect(await screen.findByText('Cannot Delete Account')).toBeTruthy();
    expect(screen.getByText('You cannot delete your own admin account.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls('DELETE', `/api/admin/users/${USERS[0].id}`)).toHaveLength(0);
  });

  it('says "Delete Failed" when the server fails, and keeps the row', async () => {
    renderAdmin({ 'DELETE /api/admin/users/u2': { status: 500, body: { message: 'Internal server error' } } });
    await userRows();
    await chooseDelete('bob@example.com');
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete User Account' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete Failed')).toBeTruthy();
    expect(screen.getByText('Failed to delete user account. Please try again.')).toBeTruthy();
    expect(toastTitles()).toEqual(['Delete Failed']);
    expect(screen.getByText('bob@example.com')).toBeTruthy();
    await waitFor(() => expect(menuOf('bob@example.com').disabled).toBe(false));
  });
});
