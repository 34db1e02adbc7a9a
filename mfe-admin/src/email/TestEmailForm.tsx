import { useId, useState, type FormEvent } from 'react';
import { errorMessage, notify } from '@clinote/platform';
import { Button, Card, Flex, Input, Text } from '@clinote/ui';
import { failureStatus, useSendTestEmailMutation } from '../admin-api';
import { ADMIN_TEXT } from '../admin-text';

/**
 * The "Email Failed" text: docs/product.md §8's "Please check email configuration" — except when the server
 * refused the address itself (400, e.g. not an e-mail address): then its message, since the
 * configuration is not what needs checking.
 */
function failureText(error: unknown): string {
  return (failureStatus(error) === 400 && errorMessage(error)) || ADMIN_TEXT.emailFailed;
}

/**
 * docs/product.md §2/§5/§8 test e-mail: the send button is disabled while the address is empty or a send is
 * running; an empty submit (Enter in the field) says "Email Required"; success "Test Email Sent",
 * failure "Email Failed".
 */
export function TestEmailForm() {
  const [email, setEmail] = useState('');
  const [send, { isLoading: sending }] = useSendTestEmailMutation();
  const inputId = useId();
  const hintId = useId();
  const empty = email.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (empty) return notify({ title: ADMIN_TEXT.emailRequiredTitle, description: ADMIN_TEXT.emailRequired, kind: 'error' });
    if (sending) return;
    const address = email.trim();
    try {
      const answer = await send(address).unwrap();
      notify({
        title: ADMIN_TEXT.testEmailSentTitle,
        description: answer?.message ?? `A test email is on its way to ${address}.`,
        kind: 'success',
      });
    } catch (error) {
      notify({ title: ADMIN_TEXT.emailFailedTitle, description: failureText(error), kind: 'error' });
    }
  };

  return (
    <Card title="Send a test e-mail" headingLevel={2}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Flex vertical gap={8}>
          <label htmlFor={inputId}>Email address</label>
          <Text type="secondary" id={hintId}>
            Sends a test message through the mail queue to check the e-mail configuration.
          </Text>
          <Flex gap={8} wrap>
            <Input
              id={inputId}
              type="email"
              autoComplete="email"
              aria-describedby={hintId}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              style={{ flex: '1 1 220px', minWidth: 0, maxWidth: 420 }}
            />
            <Button type="primary" htmlType="submit" disabled={empty || sending} loading={sending}>
              Send Test Email
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}
