import type { Toast } from '@clinote/platform';
import type { Fallback } from './generate-soap-note';

/** docs/product.md §8's SOAP toasts, word for word. */
export const SOAP_TOASTS = {
  enhancing: { title: 'AI Enhancement', description: 'Transforming your notes into professional clinical documentation...', kind: 'info' },
  copied: (aiEnhanced: boolean): Toast => ({
    title: 'Success!',
    description: aiEnhanced ? 'AI-enhanced SOAP note copied to clipboard!' : 'SOAP note copied to clipboard!',
    kind: 'success',
  }),
  copyFailed: { title: 'Note Generated', description: 'Could not copy to clipboard, but note is ready below.', kind: 'warning' },
  saved: { title: 'Note Saved', description: 'Your SOAP note has been saved to your account', kind: 'success' },
  /** Issue 25: the save did not reach the server; the outbox sends it again. */
  savePending: {
    title: 'Note Not Saved Yet',
    description: 'No connection to Clinote. Your note is kept on this device and will be saved when the connection returns.',
    kind: 'warning',
  },
  emailed: (email: string): Toast => ({ title: 'Email Sent', description: `Your SOAP note has been emailed to ${email}`, kind: 'success' }),
  cleared: { title: 'Cleared', description: 'All fields have been reset', kind: 'info' },
  draftLoaded: { title: 'Draft Loaded', kind: 'success' },
  draftSaved: { title: 'Draft Saved', description: 'Your draft has been saved to your account', kind: 'success' },
  signInForDrafts: { title: 'Authentication Required', description: 'Please log in to save drafts.', kind: 'error' },
} as const satisfies Record<string, Toast | ((...args: never[]) => Toast)>;

/** The toast for an enhancement that did not (fully) happen. */
export const FALLBACK_TOASTS: Readonly<Record<Fallback, Toast>> = {
  quota: { title: 'API Quota Exceeded', description: 'Using demonstration mode with simulated clinical phrasing.', kind: 'warning' },
  offline: { title: 'AI Enhancement Fallback', description: 'Using simulated clinical phrasing instead.', kind: 'warning' },
  standard: { title: 'AI Enhancement Failed', description: 'Using standard formatting instead.', kind: 'warning' },
};

/** The same, as a line kept on the result card: toasts replace one another, this stays. */
export const FALLBACK_NOTES: Readonly<Record<Fallback, string>> = {
  quota: 'The AI quota was reached: simulated clinical phrasing was used.',
  offline: 'AI enhancement was unavailable: simulated clinical phrasing was used.',
  standard: 'AI enhancement was unavailable: standard formatting was used.',
};

/** The result card's line while the note waits in the outbox (issue 25). */
export const PENDING_NOTE =
  'Not saved yet: no connection to Clinote. The note is kept on this device and will be saved when the connection returns.';

/** docs/product.md §8: a failed save keeps the note on screen and in the clipboard; PT and SN/OT word it differently. */
export const SAVE_FAILED_TOASTS = {
  pt: { title: 'Note Generated', fallback: 'Your note is ready and copied to clipboard.', kind: 'warning' },
  other: { title: 'Note Not Saved', fallback: 'Failed to save your note, but it is copied to clipboard.', kind: 'error' },
} as const;
