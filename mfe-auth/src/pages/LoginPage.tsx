import { PAGES } from '@clinote/contracts';
import { Form } from 'react-final-form';
import { Link, setToken, submitWith, TOAST_DURATION_MS, useNavigate } from '@clinote/platform';
import { Button, Flex } from '@clinote/ui';
import { AuthCard } from '../AuthCard';
import { FormField } from '../FormField';
import { Notice } from '../Notice';
import { useLoginMutation } from '../api';
import { LOGIN_FIELDS, LOGIN_FORM } from '../login-form';
import { TakeOverFirstPaint } from '../TakeOverFirstPaint';
import { validEmail, validPassword } from '../validation';

interface LoginValues {
  email: string;
  password: string;
}

/** docs/product.md §2 Login: Email, Password; links to Forgot password, Sign up, Resend verification. */
export function LoginPage() {
  const [login] = useLoginMutation();
  const navigate = useNavigate();
  // The failure is shown on the screen as the form's submitError (docs/product.md §8: login errors are
  // shown on their screen) and in a toast.
  const submit = ({ email, password }: LoginValues) =>
    submitWith(() => login({ email: email.trim(), password }).unwrap(), {
      onSuccess: ({ token }) => {
        // A new token resets the API cache (createStore), so /auth/me is asked again for this user.
        setToken(token);
        navigate(PAGES.dashboard.path, { replace: true });
      },
      success: { title: 'Login successful', description: 'Welcome back!', kind: 'success' },
      failure: {
        title: 'Login failed',
        fallback: 'Please check your credentials and try again',
        durationMs: (message) =>
          message.toLowerCase().includes('verify your email') ? TOAST_DURATION_MS.unverifiedEmailLogin : TOAST_DURATION_MS.default,
      },
    });

  return (
    <AuthCard title="Sign in">
      <Form<LoginValues>
        onSubmit={submit}
        render={({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate>
            <TakeOverFirstPaint name={LOGIN_FORM} fields={LOGIN_FIELDS} />
            <Flex vertical gap={16}>
              {submitError ? <Notice kind="error">{String(submitError)}</Notice> : null}
              {LOGIN_FIELDS.map((field) => (
                <FormField key={field.id} {...field} validate={field.name === 'email' ? validEmail : validPassword} />
              ))}
              <Button type="primary" htmlType="submit" block disabled={submitting}>
                {submitting ? 'Signing in...' : 'Sign in'}
              </Button>
              <Flex justify="space-between" wrap gap={8}>
                <Link to={PAGES.forgotPassword.path}>Forgot password</Link>
                <Link to={PAGES.register.path}>Sign up</Link>
                <Link to={PAGES.resendVerification.path}>Resend verification</Link>
              </Flex>
            </Flex>
          </form>
        )}
      />
    </AuthCard>
  );
}
