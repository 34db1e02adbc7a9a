import { PAGES } from '@clinote/contracts';
import { useEffect, useState } from 'react';
import { Form } from 'react-final-form';
import { Link, notify, submitWith, useNavigate } from '@clinote/platform';
import { Button, Flex, Text } from '@clinote/ui';
import { AuthCard } from '../AuthCard';
import { FormField } from '../FormField';
import { Notice } from '../Notice';
import { useResetPasswordMutation } from '../api';
import { MESSAGES, validPassword } from '../validation';
import { useQueryToken } from './useQueryToken';
import { REDIRECT_DELAY_MS } from '../validation';

interface ResetValues {
  password: string;
  confirmPassword: string;
}

const INVALID_LINK = 'This password reset link is invalid. Please request a new one.';

const confirmMatches = (value: string | undefined, all: object) =>
  value === (all as { password?: string }).password ? undefined : MESSAGES.resetPasswordsDoNotMatch;

/** docs/product.md §2 Reset password: form, then Password Reset Complete, then /login after 3 s. */
export function ResetPasswordPage() {
  const token = useQueryToken();
  const [reset] = useResetPasswordMutation();
  const navigate = useNavigate();
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    if (!token) notify({ title: 'Invalid Link', description: INVALID_LINK, kind: 'error' });
  }, [token]);

  useEffect(() => {
    if (done === null) return;
    const timer = setTimeout(() => navigate(PAGES.login.path, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const submit = async ({ password }: ResetValues) => {
    if (!token) {
      notify({ title: 'Invalid Link', description: INVALID_LINK, kind: 'error' });
      return;
    }
    return submitWith(() => reset({ token, password }).unwrap(), {
      onSuccess: ({ message }) => setDone(message),
      success: ({ message }) => ({ title: 'Password Reset Successfully', description: message, kind: 'success' }),
      failure: { title: 'Reset Failed', fallback: 'Failed to reset password. The link may be invalid or expired.' },
    });
  };

  if (done !== null)
    return (
      <AuthCard title="Password Reset Complete">
        <Notice kind="success">{done || 'Your password has been reset.'}</Notice>
        <Text type="secondary">Redirecting to the sign-in page...</Text>
        <Link to={PAGES.login.path}>Go to Login</Link>
      </AuthCard>
    );

  return (
    <AuthCard title="Reset password">
      {token ? null : (
        <Notice kind="error">
          {INVALID_LINK} <Link to={PAGES.forgotPassword.path}>Request a new link</Link>
        </Notice>
      )}
      <Form<ResetValues>
        onSubmit={submit}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate>
            <Flex vertical gap={16}>
              <FormField
                name="password"
                id="reset-password"
                label="New Password"
                type="password"
                showToggle
                autoComplete="new-password"
                validate={validPassword}
              />
              <FormField
                name="confirmPassword"
                id="reset-confirm-password"
                label="Confirm Password"
                type="password"
                showToggle
                autoComplete="new-password"
                validate={confirmMatches}
              />
              <Button type="primary" htmlType="submit" block disabled={submitting || !token}>
                {submitting ? 'Resetting...' : 'Reset Password'}
              </Button>
              <Link to={PAGES.login.path}>Back to Login</Link>
            </Flex>
          </form>
        )}
      />
    </AuthCard>
  );
}
