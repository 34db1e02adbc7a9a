import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderApp, stubFetch } from '../testing';
import { ProtectedRoute } from './ProtectedRoute';
import { TOKEN_KEY } from '../token';

const user = { id: 'u1', email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee', isAdmin: false };

function App() {
  return (
    <Routes>
      <Route path="/login" element={<h1>Sign in page</h1>} />
      <Route
        path="/notes"
        element={
          <ProtectedRoute>
            <h1>Private notes</h1>
          </ProtectedRoute>
        }
      />
    </Routes>
  );
}

/** An answer the test releases when it wants, to look at the page while the session resolves. */
function deferredAnswer() {
  let release!: (answer: { status: number; body: unknown }) => void;
  const answer = new Promise<{ status: number; body: unknown }>((resolve) => (release = resolve));
  return { answer, release };
}

describe('ProtectedRoute (docs/product.md §2)', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows a spinner while the session resolves, then the page for a signed-in user', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'token');
    const me = deferredAnswer();
    stubFetch({ 'GET /api/auth/me': () => me.answer });
    renderApp(<App />, { route: '/notes' });

    expect(screen.getByRole('status', { name: 'Checking your session…' })).toBeTruthy();
    expect(screen.queryByText('Private notes')).toBeNull();

    me.release({ status: 200, body: user });
    expect(await screen.findByText('Private notes')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a spinner, then redirects to /login when the server rejects the token', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'expired');
    const me = deferredAnswer();
    stubFetch({ 'GET /api/auth/me': () => me.answer });
    renderApp(<App />, { route: '/notes' });

    expect(screen.getByRole('status', { name: 'Checking your session…' })).toBeTruthy();
    me.release({ status: 401, body: { message: 'Unauthorized' } });
    expect(await screen.findByText('Sign in page')).toBeTruthy();
    expect(screen.queryByText('Private notes')).toBeNull();
  });

  it('redirects to /login at once without a token', async () => {
    const { requests } = stubFetch({});
    renderApp(<App />, { route: '/notes' });
    await waitFor(() => expect(screen.getByText('Sign in page')).toBeTruthy());
    expect(requests).toHaveLength(0);
  });
});
