import { lazy, Suspense, useEffect, useState } from 'react';
import type { DialogProps, ProgressDialogProps } from './types';

const load = () => import('./chunk');
const LazyDialog = lazy(() => load().then((m) => ({ default: m.Dialog })));
const LazyProgressDialog = lazy(() => load().then((m) => ({ default: m.ProgressDialog })));

/**
 * The dialog code is fetched after the page that may open one has rendered (not with the page,
 * and not at the moment of opening, which would delay the dialog by a round trip); nothing is
 * rendered until the dialog is first opened.
 */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  useEffect(() => {
    void load().catch(() => undefined); // a failed prefetch is retried by React.lazy on open
  }, []);
  return opened;
}

/** Accessible modal dialog (see dialog/Dialog.tsx): Note dialog, Medicare guidelines. */
export function Dialog(props: DialogProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <LazyDialog {...props} />
    </Suspense>
  );
}

/** Blocking progress dialog with a spinner (see dialog/ProgressDialog.tsx). */
export function ProgressDialog(props: ProgressDialogProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <LazyProgressDialog {...props} />
    </Suspense>
  );
}
