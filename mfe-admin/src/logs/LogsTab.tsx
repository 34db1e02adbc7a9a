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
  { key: 'target', title: 'Target', render: (entry) => <span style={{ overflowWrap: 'anywhere' }}>{entry.target}</span> },
];

/** docs/product.md §2 Logs tab, with the real audit log (GET /api/admin/audit-log?limit=50) instead of sample lines. */
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
        The latest {AUDIT_LOG_LIMIT} administrator actions, newest first.
      </Text>
      {error ? (
        <InlineError>{failureText(error)}</InlineError>
      ) : (
        <DataTable
          caption="Latest administrator actions"
          data-testid="audit-log"
          rows={Array.isArray(data) ? data : []}
          columns={COLUMNS}
          rowKey={(entry) => entry.id}
          pageSize={false}
          loading={!data && isFetching}
          emptyText="No administrator actions recorded yet."
        />
      )}
    </Card>
  );
}
