import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
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

/** How long work runs before its progress dialog shows, and how long a shown one stays (docs/decisions/0146-result-usable-not-only-rendered.md). */
export const PROGRESS_DIALOG_DELAY_MS = 1000;
export const PROGRESS_DIALOG_MINIMUM_MS = 400;

/**
 * Whether the progress dialog is on screen: only once the work has run PROGRESS_DIALOG_DELAY_MS — a
 * shorter wait keeps the clinician's flow without one (the busy, disabled button shows it), while a
 * dialog opened over a long form cost a tablet more than the work itself and then covered the result
 * as it faded — and then for at least PROGRESS_DIALOG_MINIMUM_MS, so it never flickers. Each message
 * is a wait of its own: a new one restarts the delay, so a quick save after a quick note never opens a
 * dialog over the note just shown. Work that ends unseen returns focus as a closing dialog would, when
 * the disabled button had dropped it.
 */
function useShownAfterDelay(open: boolean, message: string, returnFocus: RefObject<HTMLElement | null> | undefined): boolean {
  const [shown, setShown] = useState(false);
  const shownAt = useRef(0);
  const wasOpen = useRef(open);
  useEffect(() => {
    const ended = wasOpen.current && !open;
    wasOpen.current = open;
    if (open && !shown) {
      const timer = setTimeout(() => {
        shownAt.current = Date.now();
        setShown(true);
      }, PROGRESS_DIALOG_DELAY_MS);
      return () => clearTimeout(timer);
    }
    if (!open && shown) {
      const timer = setTimeout(() => setShown(false), Math.max(0, shownAt.current + PROGRESS_DIALOG_MINIMUM_MS - Date.now()));
      return () => clearTimeout(timer);
    }
    const focusDropped = document.activeElement === document.body || document.activeElement === null;
    if (ended && !shown && focusDropped) returnFocus?.current?.focus();
    return undefined;
  }, [open, shown, message, returnFocus]);
  return shown;
}

/** Blocking progress dialog with a spinner (see dialog/ProgressDialog.tsx), shown once the work is not quick. */
export function ProgressDialog(props: ProgressDialogProps) {
  const open = useShownAfterDelay(props.open, props.message, props.returnFocus);
  if (!useOpenedOnce(open)) return null;
  return (
    <Suspense fallback={null}>
      <LazyProgressDialog {...props} open={open} />
    </Suspense>
  );
}
