import type { Toast } from '@clinote/platform';
import type { LetterFallback } from './generate-letter';

/** docs/product.md §8's letter toasts, word for word ("destructive" is kind 'error'). */
export const LETTER_TOASTS = {
  enhancing: { title: 'AI Enhancement', description: 'Transforming your notes into professional clinical documentation...', kind: 'info' },
  copied: (aiEnhanced: boolean): Toast => ({
    title: 'Success!',
    description: aiEnhanced
      ? 'AI-enhanced Letter of Medical Necessity copied to clipboard!'
      : 'Letter of Medical Necessity copied to clipboard!',
    kind: 'success',
  }),
  copyFailed: { title: 'Letter Generated', description: 'Could not copy to clipboard, but letter is ready below.', kind: 'warning' },
  saved: {
    title: 'Letter Saved',
    description: 'Your Letter of Medical Necessity has been saved to your account',
    kind: 'success',
    durationMs: 5_000,
  },
  saveFailed: { title: 'Letter Not Saved', description: 'Failed to save your letter, but it is copied to clipboard.', kind: 'error' },
  /** Issue 25: the save did not reach the server; the outbox sends it again. */
  savePending: {
    title: 'Letter Not Saved Yet',
    description: 'No connection to Clinote. Your letter is kept on this device and will be saved when the connection returns.',
    kind: 'warning',
  },
  emailed: (email: string): Toast => ({
    title: 'Email Sent',
    description: `Your Letter of Medical Necessity has been emailed to ${email}`,
    kind: 'success',
    durationMs: 5_000,
  }),
  failed: (message: string | undefined): Toast => ({ title: 'Error', description: message || 'Failed to generate letter', kind: 'error' }),
  cleared: { title: 'Cleared', description: 'All fields have been reset', kind: 'info' },
  /** The result card's Copy to Clipboard button (docs/product.md §8 success list: "Copied to Clipboard"). */
  copiedAgain: { title: 'Copied to Clipboard', kind: 'success' },
} as const satisfies Record<string, Toast | ((...args: never[]) => Toast)>;

/**
 * The toast for an enhancement that failed (docs/product.md §8): the wheelchair falls back to the
 * professional template, the other letters to their standard formatting (destructive).
 */
export const FALLBACK_TOASTS: Readonly<Record<LetterFallback, Toast>> = {
  template: { title: 'Using Standard Format', description: 'AI enhancement unavailable, using professional template.', kind: 'warning' },
  standard: { title: 'AI Enhancement Failed', description: 'Using standard formatting instead.', kind: 'error' },
};
