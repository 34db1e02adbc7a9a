import { Field, Form } from 'react-final-form';
import { Link } from '@clinote/platform';
import { Button, FieldRow, Flex, Input, PasswordInput } from '@clinote/ui';
import { AuthCard } from '../AuthCard';

interface LoginValues {
  email: string;
  password: string;
}

/** SPEC.md §2 Login: Email, Password; links to Forgot password, Sign up, Resend verification. */
export function LoginPage() {
  // Submitting (POST /api/auth/login, validation, toasts) is issue 3; the layout is final.
  const submit = (_values: LoginValues) => undefined;
  return (
    <AuthCard title="Sign in">
      <Form<LoginValues>
        onSubmit={submit}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate>
            <Flex vertical gap={16}>
              <Field<string> name="email">
                {({ input }) => (
                  <FieldRow id="login-email" label="Email">
                    <Input {...input} id="login-email" type="email" autoComplete="email" />
                  </FieldRow>
                )}
              </Field>
              <Field<string> name="password">
                {({ input }) => (
                  <FieldRow id="login-password" label="Password">
                    <PasswordInput {...input} id="login-password" autoComplete="current-password" />
                  </FieldRow>
                )}
              </Field>
              <Button type="primary" htmlType="submit" block>
                Sign in
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
