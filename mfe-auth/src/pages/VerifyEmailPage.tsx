import { useEffect, useState } from 'react';
import { Link, runWithToasts, useNavigate } from '@clinote/platform';
import { Button, Flex, Spin, Text } from '@clinote/ui';
import type { MessageResponse } from '@clinote/contracts';
import { AuthCard } from '../AuthCard';
import { Notice } from '../Notice';
import { useVerifyEmailMutation } from '../api';
import { REDIRECT_DELAY_MS } from '../validation';
import { useQueryToken } from './useQueryToken';

export const MISSING_TOKEN_TEXT = 'Invalid verification link. Please check your email for the correct link.';
const FAILED_TEXT = 'Verification failed. The link may be invalid or expired.';

// The token is single-use: one POST per token for the page's lifetime, even when React StrictMode
// (or a remount) runs the effect twice; the second run waits for the first call's answer.
const verifications = new Map<string, Promise<MessageResponse>>();

type State = { status: 'loading' } | { status: 'success'; message: string } | { status: 'error'; message: string };

/** SPEC.md §2 Verify e-mail: loading, then success (to /login after 3 s) or error. */
export function VerifyEmailPage() {
  const token = useQueryToken();
  const [verify] = useVerifyEmailMutation();
  const navigate = useNavigate();
  const [state, setState] = useState<State>(token ? { status: 'loading' } : { status: 'error', message: MISSING_TOKEN_TEXT });

  useEffect(() => {
    if (!token) return;
    let active = true;
    let call = verifications.get(token);
    if (!call) {
      call = verify({ token }).unwrap();
      verifications.set(token, call);
    }
    const pending = call;
    void runWithToasts(() => pending, {
      // The StrictMode / remount run that was cleaned up stays silent; the current one reports.
      isCurrent: () => active,
      onSuccess: ({ message }) => setState({ status: 'success', message }),
      success: ({ message }) => ({ title: 'Email Verified', description: message, kind: 'success' }),
      onFailure: (message) => setState({ status: 'error', message }),
      failure: { title: 'Verification Failed', fallback: FAILED_TEXT },
    });
    return () => {
      active = false;
    };
  }, [token, verify]);

  useEffect(() => {
    if (state.status !== 'success') return;
    const timer = setTimeout(() => navigate('/login', { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.status, navigate]);

  if (state.status === 'loading')
    return (
      <AuthCard title="Verifying your email">
        <Flex vertical align="center" gap={12}>
          <Spin />
          <Text type="secondary">Please wait while we verify your email address...</Text>
        </Flex>
      </AuthCard>
    );
  if (state.status === 'success')
    return (
      <AuthCard title="Email Verified">
        <Notice kind="success">{state.message}</Notice>
        <Text type="secondary">Redirecting to the sign-in page...</Text>
        <Link to="/login">Go to Login</Link>
      </AuthCard>
    );
  return (
    <AuthCard title="Verification Failed">
      <Notice kind="error">{state.message}</Notice>
      <Flex vertical gap={8}>
        <Button type="primary" block onClick={() => navigate('/login')}>
          Go to Login
        </Button>
        <Button block onClick={() => navigate('/resend-verification')}>
          Resend Verification Email
        </Button>
      </Flex>
    </AuthCard>
  );
}
