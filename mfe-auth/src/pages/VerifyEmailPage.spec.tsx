import { StrictMode } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { renderApp, stubFetch } from '@clinote/platform/testing';
import AuthRoutes from '../AuthRoutes';
import { click, path, type, WhereAmI } from './test-helpers';

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

const WRONG = 'That is not the password this address was registered with. Try again, or register again to choose a new password.';

describe('VerifyEmailPage', () => {
  afterEach(() => jest.useRealTimers());

  it('without a token shows the invalid-link error and calls nothing', async () => {
    const { requests } = stubFetch({});
    await renderAt('/verify-email');
    expect(screen.getByText('Invalid verification link. Please check your email for the correct link.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to Login' })).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('opening the link verifies nothing: it asks for the password first (issue 19: mail scanners, strangers)', async () => {
    const { requests } = stubFetch({ 'POST /api/auth/verify-email': { body: { message: 'Email verified successfully' } } });
    await renderAt('/verify-email?token=abc');
    expect(screen.getByRole('heading', { name: 'Verify your email' })).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(requests).toHaveLength(0);
    click('Verify Email');
    expect(await screen.findByText('Please enter the password you chose when you signed up.')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('verifies with the password, shows Email Verified and goes to /login after 3 s', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const { requests } = stubFetch({ 'POST /api/auth/verify-email': { body: { message: 'Email verified successfully' } } });
    await renderAt('/verify-email?token=abc');
    type('Password', 'Fake-pass-123');
    click('Verify Email');
    expect(await screen.findByRole('heading', { name: 'Email Verified' })).toBeTruthy();
    expect(requests).toHaveLength(1);
    expect(await requests[0].json()).toEqual({ token: 'abc', password: 'Fake-pass-123' });
    expect(path()).toBe('/verify-email');
    await act(async () => jest.advanceTimersByTime(3000));
    expect(path()).toBe('/login');
  });

  it('keeps the form with the message after a wrong password', async () => {
    stubFetch({ 'POST /api/auth/verify-email': { status: 400, body: { statusCode: 400, error: 'Bad Request', message: WRONG } } });
    await renderAt('/verify-email?token=abc');
    type('Password', 'Not-mine-123');
    click('Verify Email');
    expect((await screen.findAllByText(WRONG)).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Verify your email' })).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });

  it('shows the error state with the server message and offers Resend Verification Email', async () => {
    stubFetch({
      'POST /api/auth/verify-email': {
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: 'Invalid or expired verification token' },
      },
    });
    await renderAt('/verify-email?token=used');
    type('Password', 'Fake-pass-123');
    click('Verify Email');
    expect(await screen.findByRole('heading', { name: 'Verification Failed' })).toBeTruthy();
    expect(screen.getAllByText('Invalid or expired verification token').length).toBeGreaterThan(0);
    click('Resend Verification Email');
    await waitFor(() => expect(path()).toBe('/resend-verification'));
  });
});
