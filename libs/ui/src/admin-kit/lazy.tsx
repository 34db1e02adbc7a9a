import { lazy, Suspense, type ComponentType } from 'react';
import { PageSpinner } from '../PageSpinner';
import type { DataTableProps, RowMenuProps, StatusTagProps, TabsProps } from './types';

// Two chunks from the same build as the rest of @clinote/ui (same antd, same theme;
// docs/decisions/0040-first-load-budget.md): the small own-code kit, and antd Table. Nothing here is on the first load.
const loadKit = () => import('./chunk');
const LazyTabs = lazy(() => loadKit().then((m) => ({ default: m.Tabs })));
const LazyStatusTag = lazy(() => loadKit().then((m) => ({ default: m.StatusTag })));
const LazyRowMenu = lazy(() => loadKit().then((m) => ({ default: m.RowMenu })));
// React.lazy cannot keep a generic signature; the exported wrapper below restores it.
const LazyDataTable = lazy(() => import('./table-chunk').then((m) => ({ default: m.DataTable as ComponentType<DataTableProps<unknown>> })));

/** Accessible tabs (see admin-kit/Tabs.tsx). Loaded on first use, with a spinner meanwhile. */
export function Tabs(props: TabsProps) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <LazyTabs {...props} />
    </Suspense>
  );
}

/** A status label whose words carry the meaning (see admin-kit/StatusTag.tsx). Until loaded, the plain words. */
export function StatusTag(props: StatusTagProps) {
  return (
    <Suspense fallback={<span data-testid={props['data-testid']}>{props.children}</span>}>
      <LazyStatusTag {...props} />
    </Suspense>
  );
}

/** The actions button of a table row (see admin-kit/RowMenu.tsx). Loaded on first use. */
export function RowMenu(props: RowMenuProps) {
  return (
    <Suspense fallback={null}>
      <LazyRowMenu {...props} />
    </Suspense>
  );
}

/** Sorted, paged table of an array held in the browser (see admin-kit/DataTable.tsx; antd Table, lazy). */
export function DataTable<Row>(props: DataTableProps<Row>) {
  return (
    <Suspense fallback={<PageSpinner label="Loading table…" />}>
      <LazyDataTable {...(props as DataTableProps<unknown>)} />
    </Suspense>
  );
}
