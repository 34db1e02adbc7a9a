import { useContext, useEffect, useMemo, useRef, useState, type CSSProperties, type HTMLAttributes, type RefObject } from 'react';
import { theme, type TableColumnType } from 'antd';
// By file: the `antd` entry would be tree-shaken to the same, but this chunk should say what it costs.
import Table from 'antd/es/table/Table';
import TableMeasureRowContext from 'antd/es/table/TableMeasureRowContext';
import { visuallyHidden } from '../visually-hidden';
import type { DataTableColumn, DataTableProps, SortOrder } from './types';

const PAGE_SIZES = [10, 20, 50, 100];

interface SortState {
  key: string;
  order: SortOrder;
}

const ARIA_SORT = { ascend: 'ascending', descend: 'descending' } as const;

/**
 * The table's own scroll box, when it scrolls sideways (a narrow screen, a long value), is made a
 * named, focusable region: without a focusable cell in it (the audit log's) a keyboard could not
 * scroll it (axe scrollable-region-focusable). Kept up to date as the box or its table resizes.
 */
function useKeyboardScrollable(wrapper: RefObject<HTMLElement | null>, name: string): void {
  useEffect(() => {
    const box = wrapper.current?.querySelector<HTMLElement>('.ant-table-content');
    if (!box) return undefined;
    const update = () => {
      if (box.scrollWidth > box.clientWidth) {
        box.tabIndex = 0;
        box.setAttribute('role', 'region');
        box.setAttribute('aria-label', name);
      } else {
        box.removeAttribute('tabindex');
        box.removeAttribute('role');
        box.removeAttribute('aria-label');
      }
    };
    update();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(update);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  });
}

/**
 * A sortable column's header: a real button (its click bubbles to the header cell, which sorts).
 * antd copies every header into a hidden, aria-hidden "measure row" to size the columns when the
 * table scrolls sideways; there it is plain text, or the copy would be an invisible Tab stop.
 */
function SortHeader({ title, order }: { title: string; order: SortOrder | undefined }) {
  const { token } = theme.useToken();
  const measuring = useContext(TableMeasureRowContext);
  const style: CSSProperties = {
    display: 'inline-flex',
    alignItems: 'center',
    gap: token.marginXXS,
    minHeight: 24,
    padding: 0,
    border: 0,
    background: 'transparent',
    font: 'inherit',
    fontWeight: token.fontWeightStrong,
    color: 'inherit',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
  };
  const content = (
    <>
      {title}
      <span aria-hidden="true" style={{ color: order ? token.colorPrimary : token.colorTextTertiary, fontSize: token.fontSizeSM }}>
        {order === 'ascend' ? '▲' : order === 'descend' ? '▼' : '↕'}
      </span>
    </>
  );
  if (measuring) return <span style={style}>{content}</span>;
  return (
    <button type="button" style={style}>
      {content}
    </button>
  );
}

/**
 * A themed table (antd Table by file). For lists the browser holds whole, sorting and paging happen
 * here, over the array: only the current page is rendered, so 10,000 rows stay responsive. With
 * `server`, the rows are one page the server sorted (the admin user list): the table shows the
 * given page and sort and reports the pager's and the header buttons' choices. Sortable headers hold a real button (name = the column title) and the header
 * cell carries `aria-sort` (the WAI-ARIA sortable table), instead of antd's sorter, which makes the
 * header cell itself focusable and sorts only on Enter. The table scrolls sideways inside its own
 * container on narrow screens; the page around it does not.
 */
export function DataTable<Row>({
  rows,
  columns,
  rowKey,
  caption,
  defaultSort,
  pageSize: initialPageSize = 20,
  resetPageKey,
  itemsLabel = 'rows',
  emptyText,
  loading,
  server,
  'data-testid': testId,
}: DataTableProps<Row>) {
  const [localSort, setLocalSort] = useState<SortState | undefined>(defaultSort);
  const [localPage, setPage] = useState(1);
  const [localPageSize, setPageSize] = useState(initialPageSize || 20);
  const sort = server ? server.state.sort : localSort;
  const page = server ? server.state.page : localPage;
  const pageSize = server ? server.state.pageSize : localPageSize;
  const [pageKey, setPageKey] = useState(resetPageKey);
  if (!Object.is(pageKey, resetPageKey)) {
    setPageKey(resetPageKey);
    setPage(1);
  }

  const compare = sort && !server ? columns.find((candidate) => candidate.key === sort.key)?.compare : undefined;
  const order = sort?.order;
  const sorted = useMemo(() => {
    if (!compare) return rows;
    const direction = order === 'ascend' ? 1 : -1;
    // Array.prototype.sort is stable: equal rows keep the server's order.
    return [...rows].sort((a, b) => direction * compare(a, b));
  }, [rows, compare, order]);

  const total = server ? server.total : sorted.length;
  // A page that no longer exists (rows deleted, filtered) shows the last one instead (the server's
  // table shows the page it was given).
  const lastPage = initialPageSize === false ? 1 : Math.max(1, Math.ceil(sorted.length / pageSize));
  const currentPage = server ? page : Math.min(page, lastPage);

  const toggle = (column: DataTableColumn<Row>) => {
    const next = (previous: SortState | undefined): SortState =>
      previous?.key === column.key
        ? { key: column.key, order: previous.order === 'ascend' ? 'descend' : 'ascend' }
        : { key: column.key, order: column.firstOrder ?? 'ascend' };
    if (server) server.onChange({ page: 1, pageSize, sort: next(sort) });
    else setLocalSort(next);
  };

  const antdColumns: TableColumnType<Row>[] = columns.map((column) => {
    const sortable = !!column.compare || !!column.sortable;
    const shown = sort?.key === column.key ? sort.order : undefined;
    return {
      key: column.key,
      width: column.width,
      align: column.align,
      render: (_value: unknown, row: Row) => column.render(row),
      title: sortable ? <SortHeader title={column.title} order={shown} /> : column.title,
      // The whole header cell sorts (a click on its padding too); the button inside is what the
      // keyboard reaches, and its click bubbles up to here.
      onHeaderCell: sortable
        ? () =>
            ({
              onClick: () => toggle(column),
              'aria-sort': shown ? ARIA_SORT[shown] : undefined,
              style: { cursor: 'pointer' },
            }) as HTMLAttributes<HTMLElement>
        : undefined,
    };
  });

  const wrapper = useRef<HTMLDivElement>(null);
  useKeyboardScrollable(wrapper, caption);
  return (
    <div ref={wrapper} data-testid={testId} style={{ minWidth: 0, maxWidth: '100%' }}>
      <Table<Row>
        caption={<span style={visuallyHidden}>{caption}</span>}
        columns={antdColumns}
        dataSource={sorted as Row[]}
        rowKey={(row) => rowKey(row)}
        loading={loading}
        locale={emptyText === undefined ? undefined : { emptyText }}
        scroll={{ x: 'max-content' }}
        size="middle"
        pagination={
          initialPageSize === false
            ? false
            : {
                current: currentPage,
                pageSize,
                total,
                pageSizeOptions: PAGE_SIZES,
                showSizeChanger: total > PAGE_SIZES[0] ? { 'aria-label': 'Rows per page' } : false,
                showLessItems: true,
                responsive: true,
                showTotal: (total, [from, to]) =>
                  `${from.toLocaleString('en-US')}–${to.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} ${itemsLabel}`,
                onChange: (nextPage, nextSize) => {
                  const state = { page: nextSize !== pageSize ? 1 : nextPage, pageSize: nextSize, sort };
                  if (server) return server.onChange(state);
                  setPage(state.page);
                  setPageSize(state.pageSize);
                },
              }
        }
      />
    </div>
  );
}
