import { Flex } from '@clinote/ui';
import { MailQueuePanel } from './MailQueuePanel';
import { TestEmailForm } from './TestEmailForm';

/** docs/product.md §2 Email tab: the test-email form, and the mail queue's real state. */
export function EmailTab() {
  return (
    <Flex vertical gap={16}>
      <TestEmailForm />
      <MailQueuePanel />
    </Flex>
  );
}
