import { useCallback, useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import type { AdminUserRecord } from '@clinote/contracts';
import { useSession } from '@clinote/platform';
import { Button, DataTable, Dialog, Flex, Input, Text, type InputRef } from '@clinote/ui';
import { useAdminUsersQuery } from '../admin-api';
import { ADMIN_TEXT } from '../admin-text';
import { count, fullName } from '../format';
import { useDeleteUser } from './useDeleteUser';
import { userColumns } from './user-columns';

/** Lower-cased "name e-mail" per record, computed once per list (the search runs on every key). */
function searchIndex(users: readonly AdminUserRecord[]): string[] {
  return users.map((user) => `${fullName(user) ?? ''} ${user.email}`.toLowerCase());
}

/**
 * docs/product.md §2 Users tab: the user table with search (name or e-mail), sorting by column, paging
 * (the API returns every account; only one page is rendered) and the row menu's Delete.
 */
export function UsersTab() {
  const { user: me } = useSession();
  const { data: users = [], isFetching, isError } = useAdminUsersQuery();
  const [query, setQuery] = useState('');
  const search = useRef<InputRef>(null);
  const searchId = useId();
  // Typing stays immediate; filtering 10,000 rows follows when the browser has time.
  const needle = useDeferredValue(query.trim().toLowerCase());
  const index = useMemo(() => searchIndex(users), [users]);
  const rows = useMemo(() => (needle ? users.filter((_, position) => index[position].includes(needle)) : users), [users, index, needle]);

  // After a confirmed delete the row (and its menu, where focus would return) goes away: focus the search box instead.
  const onConfirmed = useCallback(() => setTimeout(() => search.current?.focus(), 0), []);
  const deletion = useDeleteUser(me, { onConfirmed });
  const columns = useMemo(
    () => userColumns({ deleting: deletion.deleting, onDelete: deletion.request }),
    [deletion.deleting, deletion.request],
  );

  return (
    <Flex vertical gap={12} style={{ minWidth: 0 }}>
      <Flex vertical gap={4} style={{ maxWidth: 420 }}>
        <label htmlFor={searchId}>Search users</label>
        <Input
          id={searchId}
          ref={search}
          type="search"
          placeholder="Name or e-mail"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
        />
      </Flex>
      <Text type="secondary" role="status" data-testid="users-summary">
        {isError
          ? ''
          : isFetching && users.length === 0
            ? 'Loading users…'
            : needle
              ? `${count(rows.length)} of ${count(users.length)} users match`
              : `${count(users.length)} users`}
      </Text>
      <DataTable
        caption="User accounts"
        data-testid="users-table"
        rows={rows}
        columns={columns}
        rowKey={(user) => user.id}
        defaultSort={{ key: 'signup', order: 'descend' }}
        resetPageKey={needle}
        itemsLabel="users"
        loading={isFetching && users.length === 0}
        emptyText={needle ? 'No users match your search.' : 'No users to show.'}
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
