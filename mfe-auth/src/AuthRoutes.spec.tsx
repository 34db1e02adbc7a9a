import { screen } from '@testing-library/react';
import { renderApp, stubFetch } from '@clinote/platform/testing';
import AuthRoutes from './AuthRoutes';

describe('mfe_auth Routes', () => {
  beforeEach(() => stubFetch({}));

  it('renders the Sign in page at /login, marked as rendered by mfe_auth', () => {
    const { container } = renderApp(<AuthRoutes />, { route: '/login' });
    expect(container.querySelector('[data-remote="mfe_auth"]')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('links the Sign in page to the other account screens (docs/product.md §2 Login)', () => {
    renderApp(<AuthRoutes />, { route: '/login' });
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Forgot password')).toBe('/forgot-password');
    expect(href('Sign up')).toBe('/register');
    expect(href('Resend verification')).toBe('/resend-verification');
  });

  it.each([
    ['/register', 'Create account'],
    ['/verify-email', 'Verification Failed'],
    ['/forgot-password', 'Forgot password'],
    ['/reset-password', 'Reset password'],
    ['/resend-verification', 'Resend verification'],
  ])('renders %s', async (path, heading) => {
    renderApp(<AuthRoutes />, { route: path });
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
  });
});
