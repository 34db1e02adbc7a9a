import { PAGES } from '@clinote/contracts';
import { useEffect, useState } from 'react';
import { Form } from 'react-final-form';
import { Link, submitWith, useNavigate } from '@clinote/platform';
import { Button, Flex, Text } from '@clinote/ui';
import { AuthCard } from '../AuthCard';
import { FormField } from '../FormField';
import { Notice } from '../Notice';
import { useVerifyEmailMutation } from '../api';
import { MESSAGES, REDIRECT_DELAY_MS } from '../validation';
import { useQueryToken } from './useQueryToken';

export const MISSING_TOKEN_TEXT = 'Invalid verification link. Please check your email for the correct link.';
const FAILED_TEXT = 'Verification failed. The link may be invalid or expired.';

const passwordGiven = (value: string | undefined) => (value ? undefined : MESSAGES.verifyPasswordRequired);

type State = { status: 'form' } | { status: 'success'; message: string } | { status: 'error'; message: string };

/**
 * docs/product.md §2 Verify e-mail: the token from the query string, then success (to /login after 3 s) or
 * error. The page asks for the password chosen at sign-up before it calls verification
 * (docs/decisions/0104-verify-with-password.md, issue 19): opening the link — a person by mistake, a mail scanner that runs
 * scripts — verifies nothing, and nobody can verify an address with a password somebody else chose.
 * A wrong password keeps the form, with the message, for another try.
 */
export function VerifyEmailPage() {
  const token = useQueryToken();
  const [verify] = useVerifyEmailMutation();
  const navigate = useNavigate();
  const [state, setState] = useState<State>(token ? { status: 'form' } : { status: 'error', message: MISSING_TOKEN_TEXT });

  useEffect(() => {
    if (state.status !== 'success') return;
    const timer = setTimeout(() => navigate(PAGES.login.path, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.status, navigate]);

  const submit = ({ password }: { password: string }) =>
    submitWith(() => verify({ token: token ?? '', password }).unwrap(), {
      onSuccess: ({ message }) => setState({ status: 'success', message }),
      success: ({ message }) => ({ title: 'Email Verified', description: message, kind: 'success' }),
      onFailure: (message) => {
        if (message !== MESSAGES.verifyPasswordWrong && message !== MESSAGES.verifyPasswordRequired) setState({ status: 'error', message });
      },
      failure: { title: 'Verification Failed', fallback: FAILED_TEXT },
    });

  if (state.status === 'form')
    return (
      <AuthCard title="Verify your email">
        <Text type="secondary">To confirm this address, enter the password you chose when you signed up.</Text>
        <Form<{ password: string }>
          onSubmit={submit}
          render={({ handleSubmit, submitting, submitError }) => (
            <form onSubmit={handleSubmit} noValidate>
              <Flex vertical gap={16}>
                {submitError ? <Notice kind="error">{String(submitError)}</Notice> : null}
                <FormField
                  name="password"
                  id="verify-password"
                  label="Password"
                  type="password"
                  showToggle
                  autoComplete="current-password"
                  validate={passwordGiven}
                />
                <Button type="primary" htmlType="submit" block disabled={submitting}>
                  {submitting ? 'Verifying...' : 'Verify Email'}
                </Button>
                <Link to={PAGES.login.path}>Back to Login</Link>
              </Flex>
            </form>
          )}
        />
      </AuthCard>
    );
  if (state.status === 'success')
    return (
      <AuthCard title="Email Verified">
        <Notice kind="success">{state.message}</Notice>
        <Text type="secondary">Redirecting to the sign-in page...</Text>
        <Link to={PAGES.login.path}>Go to Login</Link>
      </AuthCard>
    );
  return (
    <AuthCard title="Verification Failed">
      <Notice kind="error">{state.message}</Notice>
      <Flex vertical gap={8}>
        <Button type="primary" block onClick={() => navigate(PAGES.login.path)}>
          Go to Login
        </Button>
        <Button block onClick={() => navigate(PAGES.resendVerification.path)}>
          Resend Verification Email
        </Button>
      </Flex>
    </AuthCard>
  );
}
