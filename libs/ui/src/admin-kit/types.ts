// Prop types of the lazily loaded admin kit (data table, tabs, status tag, row menu). Kept apart
// from the components so that `@clinote/ui` can export them without pulling any of their code
// (antd Table above all, ~110 KB gzip) onto every route.
import type { ReactNode } from 'react';

export type SortOrder = 'ascend' | 'descend';

export interface DataTableColumn<Row> {
  key: string;
  /** Plain text: the column header, and the name of its sort button when sortable. */
  title: string;
  render: (row: Row) => ReactNode;
  /** Makes the column sortable (a button in the header; `aria-sort` on the header cell). */
  compare?: (a: Row, b: Row) => number;
  /** Sortable by the server (`server` mode of the table): a header button without `compare`. */
  sortable?: boolean;
  /** The order of the first click on this column's header (default 'ascend'). */
  firstOrder?: SortOrder;
  width?: number;
  align?: 'left' | 'right' | 'center';
}

/** Page, page size and sort of a table whose rows the server pages and sorts. */
export interface DataTableState {
  page: number;
  pageSize: number;
  sort?: { key: string; order: SortOrder };
}

/**
 * The table shows one page the server chose (`rows`): it does not sort or slice them, it shows the
 * given page, size and sort, and asks for another through `onChange` (a header button: page 1 in
 * that sort; the pager: that page; a new page size: page 1).
 */
export interface DataTableServerMode {
  /** How many rows there are in all (e.g. the X-Total-Count header). */
  total: number;
  state: DataTableState;
  onChange: (next: DataTableState) => void;
}

export interface DataTableProps<Row> {
  rows: readonly Row[];
  /** The rows are one page the server sorted (see DataTableServerMode); else the table sorts and pages `rows`. */
  server?: DataTableServerMode;
  columns: ReadonlyArray<DataTableColumn<Row>>;
  rowKey: (row: Row) => string;
  /** The table's accessible name (a `<caption>`, visually hidden: the heading above says it). */
  caption: string;
  /** The sort shown first; the user can change it with the header buttons. */
  defaultSort?: { key: string; order: SortOrder };
  /**
   * Rows per page (default 20; the user may pick 10/20/50/100). Only the current page is rendered,
   * so tens of thousands of rows stay responsive. `false`: one page with every row.
   */
  pageSize?: number | false;
  /** The page goes back to 1 whenever this value changes (e.g. the search text). */
  resetPageKey?: unknown;
  /** What "1–20 of 312" counts (default "rows"). */
  itemsLabel?: string;
  /** Shown in the body when there are no rows. */
  emptyText?: ReactNode;
  loading?: boolean;
  'data-testid'?: string;
}

export interface TabItem {
  key: string;
  label: ReactNode;
  /** The panel. It is rendered once its tab was first shown and then kept (its state survives). */
  children: ReactNode;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Controlled active tab. */
  activeKey?: string;
  /** Uncontrolled: the tab shown first (default the first item). */
  defaultActiveKey?: string;
  onChange?: (key: string) => void;
  /** Names the tab list, e.g. "Admin sections". */
  'aria-label': string;
}

/** A tag's colour family. The text carries the meaning; the colour only repeats it. */
export type Tone = 'success' | 'info' | 'warning' | 'error' | 'neutral';

export interface StatusTagProps {
  tone: Tone;
  children: ReactNode;
  'data-testid'?: string;
}

export interface RowMenuAction {
  key: string;
  label: ReactNode;
  /** A destructive action (shown in the error colour). */
  danger?: boolean;
  /** Called after the menu has closed and focus is back on the menu's button. */
  onSelect: () => void;
}

export interface RowMenuProps {
  /** The button's accessible name, naming the row: "Actions for ann@example.com". */
  'aria-label': string;
  actions: readonly RowMenuAction[];
  /** The button is disabled (e.g. while the row is being deleted). */
  disabled?: boolean;
  /** Shows a spinner in the button (e.g. while the row is being deleted). */
  busy?: boolean;
}
