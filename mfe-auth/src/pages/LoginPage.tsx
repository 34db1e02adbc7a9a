import { useState } from 'react';
import { Form } from 'react-final-form';
import { Link, notify, setToken, TOAST_DURATION_MS, useNavigate } from '@clinote/platform';
import { Button, Flex } from '@clinote/ui';
import { AuthCard } from '../AuthCard';
import { FormField } from '../FormField';
import { Notice } from '../Notice';
import { errorMessage, useLoginMutation } from '../api';
import { validEmail, validPassword } from '../validation';

interface LoginValues {
  email: string;
  password: string;
}

/** SPEC.md §2 Login: Email, Password; links to Forgot password, Sign up, Resend verification. */
export function LoginPage() {
  const [login] = useLoginMutation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async ({ email, password }: LoginValues) => {
    setFailure(null);
    try {
      const { token } = await login({ email: email.trim(), password }).unwrap();
      // A new token resets the API cache (createStore), so /auth/me is asked again for this user.
      setToken(token);
      notify({ title: 'Login successful', description: 'Welcome back!', kind: 'success' });
      navigate('/', { replace: true });
    } catch (error) {
      const message = errorMessage(error) ?? 'Please check your credentials and try again';
      const unverified = message.toLowerCase().includes('verify your email');
      setFailure(message);
      notify({
        title: 'Login failed',
        description: message,
        kind: 'error',
        durationMs: unverified ? TOAST_DURATION_MS.unverifiedEmailLogin : TOAST_DURATION_MS.default,
      });
    }
  };

  return (
    <AuthCard title="Sign in">
      <Form<LoginValues>
        onSubmit={submit}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate>
            <Flex vertical gap={16}>
              {failure ? <Notice kind="error">{failure}</Notice> : null}
              <FormField name="email" id="login-email" label="Email" type="email" autoComplete="email" validate={validEmail} />
              <FormField name="password" id="login-password" label="Password" type="password" autoComplete="current-password" validate={validPassword} />
              <Button type="primary" htmlType="submit" block disabled={submitting}>
                {submitting ? 'Signing in...' : 'Sign in'}
              </Button>
              <Flex justify="space-between" wrap gap={8}>
                <Link to="/forgot-password">Forgot password</Link>
                <Link to="/register">Sign up</Link>
                <Link to="/resend-verification">Resend verification</Link>
              </Flex>
            </Flex>
          </form>
        )}
      />
    </AuthCard>
  );
}
