import { screen, waitFor } from '@testing-library/react';
import { renderApp, stubFetch, type StubbedAnswer } from '@clinote/platform/testing';
import AuthRoutes from '../AuthRoutes';
import { click, deferred, type } from './test-helpers';

const renderRegister = async () => {
  renderApp(<AuthRoutes />, { route: '/register' });
  await screen.findByRole('heading', { name: 'Create account' });
};

function fill(confirm = 'secret1') {
  type('Email', 'ann@example.com');
  type('First Name', 'Ann');
  type(/Last Name/, 'Lee');
  type('Password', 'secret1');
  type('Confirm Password', confirm);
}

describe('RegisterPage', () => {
  it('has the fields and a link back to Sign in', async () => {
    stubFetch({});
    await renderRegister();
    for (const label of ['Email', 'First Name', 'Password', 'Confirm Password']) expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByLabelText('Last Name (optional)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('validates e-mail, password lengths and the match', async () => {
    const { requests } = stubFetch({});
    await renderRegister();
    type('Email', 'bad');
    type('Password', '123');
    click('Create account');
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getAllByText('Password must be at least 6 characters')).toHaveLength(2);
    type('Password', 'secret1');
    type('Confirm Password', 'secret2');
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('reads Creating account... while loading; on success clears the form, toasts and shows a notice; confirmPassword is not sent', async () => {
    const answer = deferred<StubbedAnswer>();
    const { requests } = stubFetch({ 'POST /api/auth/register': () => answer.promise });
    await renderRegister();
    fill();
    click('Create account');
    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeTruthy();
    answer.resolve({ status: 201, body: { message: 'Registered', token: null } });
    expect(await screen.findByText('Account Created Successfully!')).toBeTruthy();
    expect(screen.getByTestId('auth-success').textContent).toMatch(/verification link/);
    await waitFor(() => expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(''));
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    expect(await requests[0].json()).toEqual({ email: 'ann@example.com', password: 'secret1', firstName: 'Ann', lastName: 'Lee' });
  });

  it('shows the server message inline and in a "Registration failed" toast', async () => {
    stubFetch({
      'POST /api/auth/register': { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'This password is too common' } },
    });
    await renderRegister();
    fill();
    click('Create account');
    expect(await screen.findByText('Registration failed')).toBeTruthy();
    expect(screen.getByTestId('auth-error').textContent).toBe('This password is too common');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ann@example.com');
  });
});
