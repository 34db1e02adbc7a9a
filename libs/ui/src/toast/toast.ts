import type { NotificationArgsProps } from 'antd';

/**
 * antd's notification code (~18 KB gzip) is loaded when the first toast is shown, not with the
 * page: most page loads never show one. Until it is there, the latest toast waits (at most one is
 * visible anyway: docs/product.md §4).
 */
export type ToastArgs = NotificationArgsProps;

type Open = (args: ToastArgs) => void;

let open: Open | null = null;
let waiting: ToastArgs | null = null;
let requestHolder: (() => void) | null = null;

/** Shows a toast through the mounted <ToastHost>; loads antd's notification code the first time. */
export function openToast(args: ToastArgs): void {
  if (open) return open(args);
  waiting = args;
  requestHolder?.();
}

/** Called by ToastHost: how to ask for the notification code to be loaded. */
export function setToastHolderRequest(request: (() => void) | null): void {
  requestHolder = request;
  if (request && waiting) request();
}

/** Called by the loaded notification holder with antd's themed notification API. */
export function setToastOpener(opener: Open | null): void {
  open = opener;
  if (opener && waiting) {
    const args = waiting;
    waiting = null;
    opener(args);
  }
}
