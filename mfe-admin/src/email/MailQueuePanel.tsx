import type { MailKind, MailQueueState } from '@clinote/contracts';
import { Button, Card, DataTable, Flex, Heading, Text, type DataTableColumn } from '@clinote/ui';
import { useMailQueueQuery } from '../admin-api';
import { failureText, InlineError, useFailureToast } from '../data-failure';
import { count, dateTime } from '../format';

type Failure = MailQueueState['recentFailures'][number];

/** The mail kinds in words (queues.ts MailJob); an unknown kind is shown as it is. */
const KIND_NAMES: Record<MailKind, string> = {
  'verify-email': 'Verification',
  'reset-password': 'Password reset',
  'login-alert': 'Sign-in alert',
  note: 'Note',
  letter: 'Letter',
  test: 'Test',
};

const FAILURE_COLUMNS: DataTableColumn<Failure>[] = [
  { key: 'kind', title: 'Kind', render: (failure) => KIND_NAMES[failure.kind as MailKind] ?? failure.kind },
  { key: 'to', title: 'To', render: (failure) => failure.to },
  {
    key: 'reason',
    title: 'Reason',
    render: (failure) => (
      <span style={{ display: 'inline-block', minWidth: 200, maxWidth: 420, overflowWrap: 'anywhere' }}>{failure.reason}</span>
    ),
  },
  { key: 'when', title: 'When', render: (failure) => <span style={{ whiteSpace: 'nowrap' }}>{dateTime(failure.failedAt)}</span> },
  { key: 'attempts', title: 'Attempts', align: 'right', render: (failure) => count(failure.attempts) },
];

const COUNTS = [
  ['waiting', 'Waiting'],
  ['active', 'Active'],
  ['delayed', 'Delayed'],
  ['failed', 'Failed'],
] as const;

/**
 * The mail queue as it really is (GET /api/admin/mail-queue), where docs/product.md §2 had a static
 * status panel: waiting, active, delayed and failed counts, the last mail sent, the latest failures.
 */
export function MailQueuePanel() {
  const { data, error, isFetching, refetch } = useMailQueueQuery();
  useFailureToast(error);
  return (
    <Card
      title="Mail queue"
      headingLevel={2}
      extra={
        <Button onClick={() => void refetch()} loading={isFetching}>
          Refresh
        </Button>
      }
    >
      {error ? (
        <InlineError>{failureText(error)}</InlineError>
      ) : !data ? (
        <Text type="secondary" role="status">
          Loading the mail queue…
        </Text>
      ) : (
        <Flex vertical gap={16}>
          <dl
            data-testid="mail-queue-counts"
            style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(110px, 100%), 1fr))', gap: 12, margin: 0 }}
          >
            {COUNTS.map(([key, label]) => (
              <div key={key} style={{ border: '1px solid #e5e7eb', borderRadius: 8, padding: '8px 12px' }}>
                <dt style={{ color: 'rgba(0, 0, 0, 0.65)' }}>{label}</dt>
                <dd style={{ margin: 0, fontSize: 22, fontWeight: 600 }}>{count(data.counts?.[key])}</dd>
              </div>
            ))}
          </dl>
          <Text>
            Last sent: <span data-testid="mail-last-sent">{data.lastSentAt ? dateTime(data.lastSentAt) : 'no e-mail sent yet'}</span>
          </Text>
          <Heading level={3}>Recent failures</Heading>
          {data.recentFailures?.length ? (
            <DataTable
              caption="Recent mail failures"
              rows={data.recentFailures}
              columns={FAILURE_COLUMNS}
              rowKey={(failure) => failure.id}
              pageSize={false}
            />
          ) : (
            <Text type="secondary">No failed e-mails.</Text>
          )}
        </Flex>
      )}
    </Card>
  );
}
