import type { AuditLogEntry } from '@clinote/contracts';
import { Button, Card, DataTable, Text, type DataTableColumn } from '@clinote/ui';
import { AUDIT_LOG_LIMIT, useAuditLogQuery } from '../admin-api';
import { failureText, InlineError, useFailureToast } from '../data-failure';
import { dateTime } from '../format';
import { actionWords } from './audit-words';

const COLUMNS: DataTableColumn<AuditLogEntry>[] = [
  { key: 'when', title: 'When', render: (entry) => <span style={{ whiteSpace: 'nowrap' }}>{dateTime(entry.at)}</span> },
  { key: 'who', title: 'Who', render: (entry) => entry.actorEmail },
  { key: 'action', title: 'Action', render: (entry) => actionWords(entry.action) },
  {
    key: 'target',
    title: 'Target',
    // A note's title and id are long: wrapped in a column of its own width, not scrolled out of view.
    render: (entry) => <span style={{ display: 'block', minWidth: 200, maxWidth: 420, overflowWrap: 'anywhere' }}>{entry.target}</span>,
  },
];

/**
 * docs/product.md §2 Logs tab, with the real audit log (GET /api/admin/audit-log?limit=50) instead of sample lines:
 * administrators' actions and, since issue 25, clinicians' signatures, addenda, PDF downloads and e-mails.
 */
export function LogsTab() {
  const { data, error, isFetching, refetch } = useAuditLogQuery(AUDIT_LOG_LIMIT);
  useFailureToast(error);
  return (
    <Card
      title="Audit log"
      headingLevel={2}
      extra={
        <Button onClick={() => void refetch()} loading={isFetching}>
          Refresh
        </Button>
      }
    >
      <Text as="p" type="secondary">
        The latest {AUDIT_LOG_LIMIT} recorded actions, newest first: administrators' actions, and notes signed, given an addendum,
        downloaded as PDF or e-mailed.
      </Text>
      {data?.incomplete ? (
        <Text as="p" type="warning" data-testid="audit-log-incomplete">
          Note actions could not be read just now ({data.incomplete} did not answer): only administrator actions are listed.
        </Text>
      ) : null}
      {error ? (
        <InlineError>{failureText(error)}</InlineError>
      ) : (
        <DataTable
          caption="Latest recorded actions"
          data-testid="audit-log"
          rows={data?.entries ?? []}
          columns={COLUMNS}
          rowKey={(entry) => entry.id}
          pageSize={false}
          loading={!data && isFetching}
          emptyText="No actions recorded yet."
        />
      )}
    </Card>
  );
}
