import { PAGES } from '@clinote/contracts';
import { useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { Link, submitWith, TOAST_DURATION_MS } from '@clinote/platform';
import { Button, Flex, Text } from '@clinote/ui';
import { AuthCard } from '../AuthCard';
import { FormField } from '../FormField';
import { Notice } from '../Notice';
import { useRegisterMutation } from '../api';
import { MESSAGES, validEmail, validPassword } from '../validation';

interface RegisterValues {
  email: string;
  firstName?: string;
  lastName?: string;
  password: string;
  confirmPassword: string;
}

export const REGISTER_SUCCESS_TEXT =
  'Please check your email for a verification link. You must verify your email address before you can log in. ' +
  'The email may take a few minutes to arrive; check your spam folder if you do not see it.';

const confirmMatches = (value: string | undefined, all: object) =>
  validPassword(value) ?? (value === (all as { password?: string }).password ? undefined : MESSAGES.passwordsDoNotMatch);

/** docs/product.md §2 Register: the user stays here with the form cleared and must verify the e-mail. */
export function RegisterPage() {
  const [register] = useRegisterMutation();
  // Success is shown as a notice until the next submit; a failure is the form's submitError
  // (docs/product.md §8: register errors are shown on their screen), both also as toasts.
  const [succeeded, setSucceeded] = useState(false);
  const registered = useRef(false);

  const submit = (values: RegisterValues) => {
    setSucceeded(false);
    // confirmPassword is a screen-only check: never sent.
    const body = {
      email: values.email.trim(),
      password: values.password,
      firstName: values.firstName?.trim() || null,
      lastName: values.lastName?.trim() || null,
    };
    return submitWith(() => register(body).unwrap(), {
      onSuccess: () => {
        registered.current = true;
        setSucceeded(true);
      },
      success: {
        title: 'Account Created Successfully!',
        description: REGISTER_SUCCESS_TEXT,
        kind: 'success',
        durationMs: TOAST_DURATION_MS.mustRead,
      },
      failure: { title: 'Registration failed', fallback: 'Please check your information and try again' },
    });
  };

  return (
    <AuthCard title="Create account">
      <Form<RegisterValues>
        onSubmit={submit}
        render={({ handleSubmit, submitting, submitError, form }) => (
          <form
            onSubmit={(event) => {
              void Promise.resolve(handleSubmit(event)).then(() => {
                // Cleared (values and touched state) only after a successful registration.
                if (registered.current) {
                  registered.current = false;
                  form.restart();
                }
              });
            }}
            noValidate
          >
            <Flex vertical gap={16}>
              {submitError ? <Notice kind="error">{String(submitError)}</Notice> : null}
              {succeeded ? <Notice kind="success">{REGISTER_SUCCESS_TEXT}</Notice> : null}
              <FormField name="email" id="register-email" label="Email" type="email" autoComplete="email" validate={validEmail} />
              <FormField name="firstName" id="register-first-name" label="First Name" autoComplete="given-name" />
              <FormField name="lastName" id="register-last-name" label="Last Name (optional)" autoComplete="family-name" />
              <FormField
                name="password"
                id="register-password"
                label="Password"
                type="password"
                autoComplete="new-password"
                validate={validPassword}
              />
              <FormField
                name="confirmPassword"
                id="register-confirm-password"
                label="Confirm Password"
                type="password"
                autoComplete="new-password"
                validate={confirmMatches}
              />
              <Button type="primary" htmlType="submit" block disabled={submitting}>
                {submitting ? 'Creating account...' : 'Create account'}
              </Button>
              <Text>
                Already have an account? <Link to={PAGES.login.path}>Sign in</Link>
              </Text>
            </Flex>
          </form>
        )}
      />
    </AuthCard>
  );
}
