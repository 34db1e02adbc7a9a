import { useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { Link, notify, TOAST_DURATION_MS } from '@clinote/platform';
import { Button, Flex, Text } from '@clinote/ui';
import { AuthCard } from '../AuthCard';
import { FormField } from '../FormField';
import { Notice } from '../Notice';
import { errorMessage, useRegisterMutation } from '../api';
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

/** SPEC.md §2 Register: the user stays here with the form cleared and must verify the e-mail. */
export function RegisterPage() {
  const [register] = useRegisterMutation();
  const [outcome, setOutcome] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const registered = useRef(false);

  const submit = async (values: RegisterValues) => {
    setOutcome(null);
    try {
      // confirmPassword is a screen-only check: never sent.
      await register({
        email: values.email.trim(),
        password: values.password,
        firstName: values.firstName?.trim() || null,
        lastName: values.lastName?.trim() || null,
      }).unwrap();
      registered.current = true;
      setOutcome({ kind: 'success', text: REGISTER_SUCCESS_TEXT });
      notify({ title: 'Account Created Successfully!', description: REGISTER_SUCCESS_TEXT, kind: 'success', durationMs: TOAST_DURATION_MS.mustRead });
    } catch (error) {
      const message = errorMessage(error) ?? 'Please check your information and try again';
      setOutcome({ kind: 'error', text: message });
      notify({ title: 'Registration failed', description: message, kind: 'error' });
    }
  };

  return (
    <AuthCard title="Create account">
      <Form<RegisterValues>
        onSubmit={submit}
        render={({ handleSubmit, submitting, form }) => (
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
              {outcome ? <Notice kind={outcome.kind}>{outcome.text}</Notice> : null}
              <FormField name="email" id="register-email" label="Email" type="email" autoComplete="email" validate={validEmail} />
              <FormField name="firstName" id="register-first-name" label="First Name" autoComplete="given-name" />
              <FormField name="lastName" id="register-last-name" label="Last Name (optional)" autoComplete="family-name" />
              <FormField name="password" id="register-password" label="Password" type="password" autoComplete="new-password" validate={validPassword} />
              <FormField name="confirmPassword" id="register-confirm-password" label="Confirm Password" type="password" autoComplete="new-password" validate={confirmMatches} />
              <Button type="primary" htmlType="submit" block disabled={submitting}>
                {submitting ? 'Creating account...' : 'Create account'}
              </Button>
              <Text>
                Already have an account? <Link to="/login">Sign in</Link>
              </Text>
            </Flex>
          </form>
        )}
      />
    </AuthCard>
  );
}
