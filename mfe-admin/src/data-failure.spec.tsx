import { screen, waitFor } from '@testing-library/react';
import { axeViolations, renderAdmin, toastTitles } from './test-support';

describe('Admin fetch failures (docs/product.md §8)', () => {
  beforeEach(() => window.localStorage.clear());

  it('a failed fetch: toast "Error" and the inline "You may not have admin permissions" text', async () => {
    renderAdmin({
      'GET /api/admin/users': { status: 500, body: { message: 'Internal server error' } },
      'GET /api/admin/stats': { status: 500, body: { message: 'Internal server error' } },
    });
    expect(await screen.findByText('Failed to fetch data. You may not have admin permissions.')).toBeTruthy();
    expect(await screen.findByText('Failed to fetch admin data. Please try again later.')).toBeTruthy();
    expect(toastTitles()).toEqual(['Error']);
    expect(screen.getByTestId('admin-data-error').getAttribute('role')).toBe('alert');
    expect(await axeViolations(document.querySelector('.ant-notification')!)).toEqual([]);
  });

  it('a 403 from the server: "You do not have admin permissions"', async () => {
    const forbidden = { status: 403, body: { statusCode: 403, message: 'You do not have admin permissions', error: 'Forbidden' } };
    renderAdmin({ 'GET /api/admin/users': forbidden, 'GET /api/admin/stats': forbidden });
    await waitFor(() => expect(screen.getByTestId('admin-data-error').textContent).toContain('You do not have admin permissions'));
    expect(screen.queryByText('Failed to fetch data. You may not have admin permissions.')).toBeNull();
    expect(await screen.findByText('Failed to fetch admin data. Please try again later.')).toBeTruthy();
  });

  it('a user list that is not an array: "Invalid data format received from server"', async () => {
    renderAdmin({ 'GET /api/admin/users': { body: { users: 'not a list' } } });
    expect(await screen.findByText('Invalid data format received from server')).toBeTruthy();
    expect(await screen.findByText('Failed to fetch admin data. Please try again later.')).toBeTruthy();
    // The stats still came: the cards show them.
    expect(await screen.findByText('12 verified (80%)')).toBeTruthy();
  });
});
