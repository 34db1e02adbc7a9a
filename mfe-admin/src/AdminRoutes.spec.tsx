import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { TOKEN_KEY } from '@clinote/platform';
import { renderApp, stubFetch } from '@clinote/platform/testing';
import AdminRoutes from './AdminRoutes';

const member = { id: 'u1', email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee', isAdmin: false };

function signIn(user: typeof member) {
  window.localStorage.setItem(TOKEN_KEY, 'token');
  stubFetch({ 'GET /api/auth/me': { body: user } });
}

describe('mfe_admin Routes (docs/product.md §2 Admin page)', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the admin dashboard to an admin, marked as rendered by mfe_admin', async () => {
    signIn({ ...member, isAdmin: true });
    const { container } = renderApp(<AdminRoutes />, { route: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
    expect(container.querySelector('[data-remote="mfe_admin"]')).toBeTruthy();
  });

  it('shows Access Denied to anyone else, with a way back to the dashboard', async () => {
    signIn(member);
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
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText('You do not have permission to access the admin area')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Return to Dashboard' }));
    expect(await screen.findByText('dashboard')).toBeTruthy();
  });
});
