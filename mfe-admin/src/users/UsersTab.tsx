import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSession } from '@clinote/platform';
import { Button, DataTable, Dialog, Flex, Input, Text, type DataTableState, type InputRef } from '@clinote/ui';
import { useAdminStatsQuery, useAdminUsersQuery, type AdminUsersArgs } from '../admin-api';
import { ADMIN_TEXT } from '../admin-text';
import { count } from '../format';
import { useDeleteUser } from './useDeleteUser';
import { userColumns } from './user-columns';

/** How long the search waits after the last key before asking the server (Enter asks at once). */
export const SEARCH_DEBOUNCE_MS = 300;

const toTable = (order: AdminUsersArgs['order']) => (order === 'asc' ? 'ascend' : 'descend');
const fromTable = (order: 'ascend' | 'descend') => (order === 'ascend' ? 'asc' : 'desc');

export interface UsersTabProps {
  /** The page, search and sort asked of the server (held by the admin page, which also reports its failure). */
  query: AdminUsersArgs;
  onQueryChange: (next: AdminUsersArgs) => void;
}

/**
 * docs/product.md §2 Users tab: the user table with search (name or e-mail), sorting by column,
 * paging and the row menu's Delete. The server pages, searches and sorts (issue 23): the browser
 * holds one page, never the whole list.
 */
export function UsersTab({ query, onQueryChange }: UsersTabProps) {
  const { user: me } = useSession();
  const { data, isFetching, isError } = useAdminUsersQuery(query);
  const { data: stats } = useAdminStatsQuery();
  const rows = data?.rows ?? [];
  const total = data?.total ?? 0;
  const [text, setText] = useState(query.search);
  const search = useRef<InputRef>(null);
  const searchId = useId();

  // The search goes to the server once typing pauses, and always from page 1.
  const latest = useRef({ query, onQueryChange });
  latest.current = { query, onQueryChange };
  const applySearch = useCallback((value: string) => {
    const { query: current, onQueryChange: change } = latest.current;
    const needle = value.trim();
    if (needle !== current.search) change({ ...current, search: needle, page: 1 });
  }, []);
  useEffect(() => {
    const timer = setTimeout(() => applySearch(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, applySearch]);

  const onTableChange = useCallback(
    (next: DataTableState) =>
      latest.current.onQueryChange({
        ...latest.current.query,
        page: next.page,
        pageSize: next.pageSize,
        ...(next.sort ? { sort: next.sort.key as AdminUsersArgs['sort'], order: fromTable(next.sort.order) } : {}),
      }),
    [],
  );

  // After a confirmed delete the row (and its menu, where focus would return) goes away: focus the search box instead.
  const onConfirmed = useCallback(() => setTimeout(() => search.current?.focus(), 0), []);
  const deletion = useDeleteUser(me, { onConfirmed });
  const columns = useMemo(
    () => userColumns({ deleting: deletion.deleting, onDelete: deletion.request }),
    [deletion.deleting, deletion.request],
  );
  const searching = query.search !== '';

  return (
    <Flex vertical gap={12} style={{ minWidth: 0 }}>
      <Flex vertical gap={4} style={{ maxWidth: 420 }}>
        <label htmlFor={searchId}>Search users</label>
        <Input
          id={searchId}
          ref={search}
          type="search"
          placeholder="Name or e-mail"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') applySearch(text);
          }}
          autoComplete="off"
          aria-describedby={`${searchId}-hint`}
        />
        <Text type="secondary" id={`${searchId}-hint`}>
          The start of a name or e-mail address, or a domain such as @example.org
        </Text>
      </Flex>
      <Text type="secondary" role="status" data-testid="users-summary">
        {isError
          ? ''
          : !data
            ? 'Loading users…'
            : searching
              ? stats
                ? `${count(total)} of ${count(stats.totalUsers)} users match`
                : `${count(total)} users match`
              : `${count(total)} users`}
      </Text>
      <DataTable
        caption="User accounts"
        data-testid="users-table"
        rows={rows}
        columns={columns}
        rowKey={(user) => user.id}
        server={{
          total,
          state: { page: query.page, pageSize: query.pageSize, sort: { key: query.sort, order: toTable(query.order) } },
          onChange: onTableChange,
        }}
        itemsLabel="users"
        loading={isFetching}
        emptyText={searching ? 'No users match your search.' : 'No users to show.'}
      />
      <Dialog
        open={deletion.open}
        title="Delete User Account"
        onClose={deletion.cancel}
        footer={
          <Flex gap={8} justify="flex-end" wrap>
            <Button onClick={deletion.cancel}>Cancel</Button>
            <Button type="primary" danger onClick={() => void deletion.confirm()}>
              Delete
            </Button>
          </Flex>
        }
      >
        <Text as="p">{deletion.target ? ADMIN_TEXT.confirmDelete(deletion.target.email) : ''}</Text>
      </Dialog>
    </Flex>
  );
}
