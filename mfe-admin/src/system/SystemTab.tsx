import { errorMessage } from '@clinote/platform';
import { Button, Card, Flex, StatusTag, Text } from '@clinote/ui';
import { usePlatformHealthQuery } from '../admin-api';
import { InlineError, useFailureToast } from '../data-failure';
import { dateTime } from '../format';
import { systemStatus } from './system-status';

/**
 * docs/product.md §2 System tab: the badges Connected (database), Healthy (API services), Running (mail
 * worker), Active (AI), here driven by GET /api/health instead of fixed text. A part that is down
 * says so in words and names what failed, with its message.
 */
export function SystemTab() {
  const { data, error, isFetching, fulfilledTimeStamp, refetch } = usePlatformHealthQuery();
  useFailureToast(error);
  const parts = systemStatus(data);
  return (
    <Card
      title="System status"
      headingLevel={2}
      extra={
        <Button onClick={() => void refetch()} loading={isFetching}>
          Refresh
        </Button>
      }
    >
      <Flex vertical gap={12}>
        {error ? <InlineError>System health could not be read: {errorMessage(error) ?? 'the gateway did not answer.'}</InlineError> : null}
        {data && !data.services ? (
          <Text type="secondary">
            The health check gave only the overall status ({data.status === 'ok' ? 'ok' : 'error'}), not each service&apos;s checks.
          </Text>
        ) : null}
        {!data && !error ? (
          <Text type="secondary" role="status">
            Checking the services…
          </Text>
        ) : null}
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }} aria-label="System parts">
          {parts.map((part) => (
            <li
              key={part.key}
              data-testid={`system-${part.key}`}
              style={{ border: '1px solid #e5e7eb', borderRadius: 8, padding: '8px 12px' }}
            >
              <Flex justify="space-between" align="center" wrap gap={8}>
                <Text strong>{part.label}</Text>
                <StatusTag tone={part.ok === null ? 'neutral' : part.ok ? 'success' : 'error'}>{part.word}</StatusTag>
              </Flex>
              {part.problems.length ? (
                <ul style={{ margin: '8px 0 0', paddingInlineStart: 20 }}>
                  {part.problems.map((problem) => (
                    <li key={problem} style={{ overflowWrap: 'anywhere' }}>
                      <Text type="danger">{problem}</Text>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
        {fulfilledTimeStamp && data ? <Text type="secondary">Checked {dateTime(new Date(fulfilledTimeStamp).toISOString())}</Text> : null}
      </Flex>
    </Card>
  );
}
