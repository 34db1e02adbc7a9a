import { openToast } from '@clinote/ui';

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

export interface Toast {
  title: string;
  description?: string;
  /** 'error' is the spec's "destructive" toast. Default 'info'. */
  kind?: ToastKind;
  durationMs?: number;
}

/** docs/product.md §9 toast durations. */
export const TOAST_DURATION_MS = {
  default: 5_000,
  /** Login failed because the e-mail is not verified yet. */
  unverifiedEmailLogin: 15_000,
  /** Registration success and forgot-password success: text the user must read and act on. */
  mustRead: 30_000,
} as const;

// One key for every toast: a new toast replaces the visible one (docs/product.md §4: at most 1 visible).
const TOAST_KEY = 'clinote-toast';

/** Shows a toast, replacing any visible one. Callable from anywhere: components, thunks, remotes. */
export function notify({ title, description, kind = 'info', durationMs = TOAST_DURATION_MS.default }: Toast): void {
  openToast({ key: TOAST_KEY, type: kind, title, description, duration: durationMs / 1000 });
}
