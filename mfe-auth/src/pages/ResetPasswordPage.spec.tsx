import { act, fireEvent, screen } from '@testing-library/react';
import { renderApp, stubFetch } from '@clinote/platform/testing';
import AuthRoutes from '../AuthRoutes';
import { click, path, type, WhereAmI } from './test-helpers';

const renderAt = async (route: string) => {
  const result = renderApp(
    <>
      <AuthRoutes />
      <WhereAmI />
    </>,
    { route },
  );
  await screen.findAllByRole('heading');
  return result;
};

describe('ResetPasswordPage', () => {
  afterEach(() => jest.useRealTimers());

  it('validates length and the match ("Passwords don\'t match")', async () => {
    const { requests } = stubFetch({});
    await renderAt('/reset-password?token=t1');
    type('New Password', '123');
    click('Reset Password');
    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();
    type('New Password', 'secret1');
    type('Confirm Password', 'secret2');
    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('each field has a Show/Hide toggle', async () => {
    stubFetch({});
    await renderAt('/reset-password?token=t1');
    const input = screen.getByLabelText('New Password') as HTMLInputElement;
    const confirm = screen.getByLabelText('Confirm Password') as HTMLInputElement;
    const [showNew, showConfirm] = screen.getAllByRole('button', { name: 'Show' });
    expect(showNew.getAttribute('aria-controls')).toBe(input.id);
    expect(showConfirm.getAttribute('aria-controls')).toBe(confirm.id);
    fireEvent.click(showNew);
    expect(input.type).toBe('text');
    expect(confirm.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(input.type).toBe('password');
  });

  it('a missing token toasts Invalid Link', async () => {
    stubFetch({});
    await renderAt('/reset-password');
    expect(await screen.findByText('Invalid Link')).toBeTruthy();
  });

  it('on success shows Password Reset Complete and goes to /login after 3 s', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const { requests } = stubFetch({ 'POST /api/auth/reset-password': { body: { message: 'Password has been reset' } } });
    await renderAt('/reset-password?token=t1');
    type('New Password', 'secret1');
    type('Confirm Password', 'secret1');
    click('Reset Password');
    expect(await screen.findByRole('heading', { name: 'Password Reset Complete' })).toBeTruthy();
    expect(await requests[0].json()).toEqual({ token: 't1', password: 'secret1' });
    await act(async () => jest.advanceTimersByTime(3000));
    expect(path()).toBe('/login');
  });

  it('toasts Reset Failed with the server message', async () => {
    stubFetch({
      'POST /api/auth/reset-password': {
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: 'Invalid or expired reset token' },
      },
    });
    await renderAt('/reset-password?token=t1');
    type('New Password', 'secret1');
    type('Confirm Password', 'secret1');
    click('Reset Password');
    expect(await screen.findByText('Reset Failed')).toBeTruthy();
    expect(screen.getByText('Invalid or expired reset token')).toBeTruthy();
  });
});
