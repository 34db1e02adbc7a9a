import { PAGES } from '@clinote/contracts';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { Link, submitWith, useNavigate, type Toast } from '@clinote/platform';
import { Button, Flex, Text } from '@clinote/ui';
import { AuthCard } from '../AuthCard';
import { FormField } from '../FormField';
import { validEmail } from '../validation';

export interface EmailRequestPageProps {
  /** Used for the input id. */
  id: string;
  title: string;
  intro: string;
  submitLabel: string;
  submittingLabel: string;
  send: (email: string) => Promise<unknown>;
  successToast: Toast;
  failureFallback: string;
  sentTitle: string;
  sentText: string;
  againLabel: string;
}

/**
 * docs/product.md §2/§4 Forgot password and Resend verification: an e-mail form, then a sent confirmation
 * offering to go back to the form or to Sign in.
 */
export function EmailRequestPage(props: EmailRequestPageProps) {
  const navigate = useNavigate();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = ({ email }: { email: string }) =>
    submitWith(() => props.send(email.trim()), {
      onSuccess: () => setSentTo(email.trim()),
      success: props.successToast,
      failure: { title: 'Error', fallback: props.failureFallback },
    });

  if (sentTo)
    return (
      <AuthCard title={props.sentTitle}>
        <Text as="p">{props.sentText.replace('{email}', sentTo)}</Text>
        <Flex vertical gap={8}>
          <Button block onClick={() => setSentTo(null)}>
            {props.againLabel}
          </Button>
          <Button type="primary" block onClick={() => navigate(PAGES.login.path)}>
            Back to Login
          </Button>
        </Flex>
      </AuthCard>
    );

  return (
    <AuthCard title={props.title}>
      <Text type="secondary">{props.intro}</Text>
      <Form<{ email: string }>
        onSubmit={submit}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate>
            <Flex vertical gap={16}>
              <FormField name="email" id={`${props.id}-email`} label="Email" type="email" autoComplete="email" validate={validEmail} />
              <Button type="primary" htmlType="submit" block disabled={submitting}>
                {submitting ? props.submittingLabel : props.submitLabel}
              </Button>
              <Link to={PAGES.login.path}>Back to Login</Link>
            </Flex>
          </form>
        )}
      />
    </AuthCard>
  );
}
