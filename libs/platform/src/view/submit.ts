import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { errorMessage } from '../errors';
import { notify, type Toast, type ToastKind } from './notify';

/** docs/product.md §8's toast for a failed action: a title, and the server's message or the page's fallback. */
export interface FailureToast {
  /** "Login failed", "Reset Failed", "Error", ... */
  title: string;
  /** Shown when the failure carries no message ("Please check your credentials and try again"). */
  fallback: string;
  /** Default 'error' (the spec's "destructive" toast). */
  kind?: ToastKind;
  /** Default 5 s; a function chooses by the message (login: 15 s when it says "verify your email"). */
  durationMs?: number | ((message: string) => number);
}

export interface RunOptions<T> {
  /** The toast after success: fixed, or made from the result (nothing when it returns undefined). */
  success?: Toast | ((result: T) => Toast | undefined);
  /** The toast after failure. Without it a failure is silent (docs/product.md §8: a failed e-mail is only logged). */
  failure?: FailureToast;
  /** Runs after the action succeeded, before the success toast. If it throws, that is a failure. */
  onSuccess?: (result: T) => void;
  /** Runs with the message shown (the server's, or the fallback) after a failure. */
  onFailure?: (message: string, error: unknown) => void;
  /**
   * Asked once the action has settled: when it returns false (the page was left, or a newer call
   * took over) nothing is shown and no callback runs; the outcome is still returned.
   */
  isCurrent?: () => boolean;
}

export type RunOutcome<T> = { ok: true; value: T } | { ok: false; message: string; error: unknown };

/**
 * Runs an async action with the toasts of docs/product.md §8, once for every page: success → `onSuccess`,
 * then the success toast; failure → the failure toast (title + server message or fallback) and
 * `onFailure`. Never throws; the outcome says what happened. For actions that are not a form
 * submit (generating a note, saving a draft, verifying an e-mail link).
 */
export async function runWithToasts<T>(action: () => Promise<T>, options: RunOptions<T> = {}): Promise<RunOutcome<T>> {
  const { success, failure, onSuccess, onFailure, isCurrent } = options;
  let value: T;
  try {
    value = await action();
    if (isCurrent && !isCurrent()) return { ok: true, value };
    onSuccess?.(value);
  } catch (error) {
    const message = errorMessage(error) ?? failure?.fallback ?? '';
    if (isCurrent && !isCurrent()) return { ok: false, message, error };
    if (failure) {
      const duration = typeof failure.durationMs === 'function' ? failure.durationMs(message) : failure.durationMs;
      notify({
        title: failure.title,
        description: message,
        kind: failure.kind ?? 'error',
        ...(duration === undefined ? {} : { durationMs: duration }),
      });
    }
    onFailure?.(message, error);
    return { ok: false, message, error };
  }
  const toast = typeof success === 'function' ? success(value) : success;
  if (toast) notify(toast);
  return { ok: true, value };
}

/**
 * `runWithToasts` for a react-final-form `onSubmit`: resolves to nothing on success and to
 * `{ [FORM_ERROR]: message }` on failure, which the form exposes as `submitError` (and
 * `CatalogueForm` as `api.submitError`), so a page can show the message on screen too.
 */
export async function submitWith<T>(action: () => Promise<T>, options: RunOptions<T> = {}): Promise<SubmissionErrors | undefined> {
  const outcome = await runWithToasts(action, options);
  return outcome.ok ? undefined : { [FORM_ERROR]: outcome.message };
}
