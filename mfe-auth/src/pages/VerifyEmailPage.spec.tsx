import { StrictMode } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { renderApp, stubFetch } from '@clinote/platform/testing';
import AuthRoutes from '../AuthRoutes';
import { click, path, WhereAmI } from './test-helpers';

const renderAt = async (route: string) => {
  const result = renderApp(
    <StrictMode>
      <AuthRoutes />
      <WhereAmI />
    </StrictMode>,
    { route },
  );
  await screen.findAllByRole('heading');
  return result;
};

describe('VerifyEmailPage', () => {
  afterEach(() => jest.useRealTimers());

  it('without a token shows the invalid-link error and calls nothing', async () => {
    const { requests } = stubFetch({});
    await renderAt('/verify-email');
    expect(screen.getByText('Invalid verification link. Please check your email for the correct link.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to Login' })).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('verifies once (StrictMode), shows Email Verified and goes to /login after 3 s', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const { requests } = stubFetch({ 'POST /api/auth/verify-email': { body: { message: 'Email verified successfully' } } });
    await renderAt('/verify-email?token=abc');
    expect(screen.getByRole('heading', { name: 'Verifying your email' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Email Verified' })).toBeTruthy();
    expect(requests).toHaveLength(1);
    expect(await requests[0].json()).toEqual({ token: 'abc' });
    expect(path()).toBe('/verify-email');
    await act(async () => jest.advanceTimersByTime(3000));
    expect(path()).toBe('/login');
  });

  it('shows the error state with the server message and offers Resend Verification Email', async () => {
    stubFetch({ 'POST /api/auth/verify-email': { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'Invalid or expired verification token' } } });
    await renderAt('/verify-email?token=used');
    expect(await screen.findByRole('heading', { name: 'Verification Failed' })).toBeTruthy();
    expect(screen.getAllByText('Invalid or expired verification token').length).toBeGreaterThan(0);
    click('Resend Verification Email');
    await waitFor(() => expect(path()).toBe('/resend-verification'));
  });
});
