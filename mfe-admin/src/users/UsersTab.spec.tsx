import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { axeViolations, renderAdmin, settle, shownEmails, toastTitles, userRows, USERS } from '../test-support';

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

  it('searches by name or e-mail, case-insensitively', async () => {
    renderAdmin();
    await userRows();
    const search = screen.getByLabelText('Search users');
    fireEvent.change(search, { target: { value: 'ANN' } });
    await waitFor(async () => expect(await shownEmails()).toEqual(['ann@example.com']));
    fireEvent.change(search, { target: { value: 'diaz' } });
    await waitFor(async () => expect(await shownEmails()).toEqual(['cara@example.org']));
    expect(screen.getByTestId('users-summary').textContent).toBe('1 of 5 users match');
    fireEvent.change(search, { target: { value: 'nobody-here' } });
    expect(await screen.findByText('No users match your search.')).toBeTruthy();
  });

  it('sorts by a column: newest sign-up first, then by the header buttons', async () => {
    renderAdmin();
    expect(await shownEmails()).toEqual(['bob@example.com', 'dev@example.net', 'cara@example.org', 'ann@example.com', 'root@example.com']);
    fireEvent.click(sortButton('Notes'));
    expect(await shownEmails()).toEqual(['ann@example.com', 'cara@example.org', 'dev@example.net', 'root@example.com', 'bob@example.com']);
    expect(screen.getByRole('columnheader', { name: /Notes/ }).getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(sortButton('Notes'));
    expect((await shownEmails())[0]).toBe('bob@example.com');
    fireEvent.click(sortButton('User'));
    expect(await shownEmails()).toEqual(['ann@example.com', 'bob@example.com', 'cara@example.org', 'dev@example.net', 'root@example.com']);
    fireEvent.click(sortButton('Activity'));
    expect((await shownEmails()).slice(0, 3)).toEqual(['ann@example.com', 'cara@example.org', 'root@example.com']);
  });
});

describe('Deleting a user (docs/product.md §4, §5, §8)', () => {
  beforeEach(() => window.localStorage.clear());

  it('asks first, disables that row while deleting, then removes the row with "User Deleted" and refreshes the stats', async () => {
    const answer = deferred();
    const { calls } = renderAdmin({ 'DELETE /api/admin/users/u1': () => answer.answer });
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
    // Focus does not fall to the page: the row and its menu are gone, so the search box has it.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Search users')));
  });

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
    renderAdmin({ 'DELETE /api/admin/users/u3': { status: 204 } });
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
