import { screen } from '@testing-library/react';
import { renderApp, stubFetch, type StubbedAnswer } from '@clinote/platform/testing';
import AuthRoutes from '../AuthRoutes';
import { click, deferred, path, type, WhereAmI } from './test-helpers';

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

describe.each([
  {
    route: '/forgot-password',
    call: 'POST /api/auth/forgot-password',
    submit: 'Send Reset Link',
    toast: 'Check Your Email',
    sent: 'Check Your Email',
    again: 'Try Again',
    fallback: 'Failed to send reset email. Please try again.',
  },
  {
    route: '/resend-verification',
    call: 'POST /api/auth/resend-verification',
    submit: 'Send Verification Email',
    toast: 'Verification Email Sent',
    sent: 'Verification Email Sent',
    again: 'Send Another Email',
    fallback: 'Failed to send verification email. Please try again.',
  },
])('$route', ({ route, call, submit, sent, again, fallback }) => {
  it('validates the e-mail', async () => {
    const { requests } = stubFetch({});
    await renderAt(route);
    click(submit);
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('reads Sending... while loading, then shows the sent screen; the again button goes back to the form', async () => {
    const answer = deferred<StubbedAnswer>();
    const { requests } = stubFetch({ [call]: () => answer.promise });
    await renderAt(route);
    type('Email', 'ann@example.com');
    click(submit);
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeTruthy();
    answer.resolve({ body: { message: 'ok' } });
    expect(await screen.findByRole('heading', { name: sent })).toBeTruthy();
    expect(await requests[0].json()).toEqual({ email: 'ann@example.com' });
    click(again);
    expect(screen.getByLabelText('Email')).toBeTruthy();
  });

  it('Back to Login goes to /login', async () => {
    stubFetch({ [call]: { body: { message: 'ok' } } });
    await renderAt(route);
    type('Email', 'ann@example.com');
    click(submit);
    await screen.findByRole('heading', { name: sent });
    click('Back to Login');
    expect(path()).toBe('/login');
  });

  it('toasts "Error" with the server message, or the fallback', async () => {
    stubFetch({ [call]: { status: 429, body: { statusCode: 429, error: 'Too Many Requests', message: 'Too many requests' } } });
    await renderAt(route);
    type('Email', 'ann@example.com');
    click(submit);
    expect(await screen.findByText('Too many requests')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    stubFetch({ [call]: { status: 500, body: {} } });
    click(submit);
    expect(await screen.findByText(fallback)).toBeTruthy();
  });
});
