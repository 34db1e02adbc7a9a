import { screen, waitFor } from '@testing-library/react';
import { getToken, clearToken } from '@clinote/platform';
import { renderApp, stubFetch, type StubbedAnswer } from '@clinote/platform/testing';
import AuthRoutes from '../AuthRoutes';
import { click, deferred, path, type, WhereAmI } from './test-helpers';

const renderLogin = () =>
  renderApp(
    <>
      <AuthRoutes />
      <WhereAmI />
    </>,
    { route: '/login' },
  );

describe('LoginPage', () => {
  beforeEach(() => clearToken());

  it('shows the validation messages under the fields after a submit try, and calls nothing', async () => {
    const { requests } = stubFetch({});
    renderLogin();
    type('Email', 'not-an-email');
    type('Password', '123');
    click('Sign in');
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('reads Signing in... while loading, then stores the token, toasts and goes to /', async () => {
    const answer = deferred<StubbedAnswer>();
    const { requests } = stubFetch({ 'POST /api/auth/login': () => answer.promise, 'GET /api/auth/me': { status: 401, body: {} } });
    renderLogin();
    type('Email', ' ann@example.com ');
    type('Password', 'secret1');
    click('Sign in');
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeTruthy();
    answer.resolve({ body: { token: 'tok-1' } });
    await waitFor(() => expect(path()).toBe('/'));
    expect(getToken()).toBe('tok-1');
    expect(await screen.findByText('Login successful')).toBeTruthy();
    expect(screen.getByText('Welcome back!')).toBeTruthy();
    expect(await requests[0].json()).toEqual({ email: 'ann@example.com', password: 'secret1' });
  });

  it('shows the server message inline and in a "Login failed" toast', async () => {
    stubFetch({
      'POST /api/auth/login': { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Invalid email or password' } },
    });
    renderLogin();
    type('Email', 'ann@example.com');
    type('Password', 'wrongpass');
    click('Sign in');
    expect(await screen.findByText('Login failed')).toBeTruthy();
    expect(screen.getByTestId('auth-error').textContent).toBe('Invalid email or password');
    expect(screen.getAllByText('Invalid email or password')).toHaveLength(2);
    expect(path()).toBe('/login');
    expect(getToken()).toBeNull();
  });

  it('falls back to "Please check your credentials and try again" without a message', async () => {
    stubFetch({ 'POST /api/auth/login': { status: 500, body: {} } });
    renderLogin();
    type('Email', 'ann@example.com');
    type('Password', 'secret1');
    click('Sign in');
    expect(await screen.findByTestId('auth-error')).toBeTruthy();
    expect(screen.getAllByText('Please check your credentials and try again').length).toBeGreaterThan(0);
  });
});
