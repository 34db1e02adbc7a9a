import { BACK_TO_DASHBOARD, type Equipment } from '@clinote/clinical-text';
import type { LetterFallback } from './generate-letter';

// The on-screen words of the letter pages that are not in @clinote/clinical-text: docs/product.md §2's
// per-page labels, and the words decided where the spec is silent (docs/decisions/0064-fallback-line-on-card.md,
// docs/decisions/0094-coverage-checklist-conservative.md).

/** docs/product.md §2: "Clear All on the wheelchair, Clear All Fields on the others". */
export const CLEAR_LABELS: Readonly<Record<Equipment, string>> = Object.freeze({
  wheelchair: 'Clear All',
  'hospital-bed': 'Clear All Fields',
  commode: 'Clear All Fields',
  walker: 'Clear All Fields',
});

export const LETTER_PAGE_TEXTS = {
  backLink: BACK_TO_DASHBOARD,
  guidelinesButton: 'View Medicare Coverage Guidelines',
  closeGuidelines: 'Close Guidelines',
  aiOn: 'AI Enhancement Enabled',
  aiOff: 'AI Enhancement Disabled',
  generate: 'Generate Letter of Medical Necessity',
  generating: 'Generating...',
} as const;

/** Lines on the result card: toasts replace one another (docs/product.md §4), these stay. */
export const RESULT_NOTES = {
  /** docs/product.md §2, wheelchair only. */
  copied: 'This letter has been copied to your clipboard.',
  notCopied: 'The browser did not allow copying: use Copy to Clipboard.',
  notSaved: 'This letter was not saved to your account, so it has no PDF.',
  /** Issue 25: waiting in the outbox; Download PDF appears once it is saved. */
  pending: 'Not saved yet: no connection to Clinote. The letter is kept on this device and will be saved when the connection returns.',
  fallback: {
    template: 'AI enhancement was unavailable: the professional template was used.',
    standard: 'AI enhancement was unavailable: standard formatting was used.',
  } satisfies Record<LetterFallback, string>,
  downloadPdf: 'Download PDF',
  downloadingPdf: 'Downloading PDF...',
} as const;

/** The live coverage checklist (beyond the spec). Conservative words: "documented", never "covered". */
export const CHECKLIST_TEXTS = {
  heading: 'Medicare Coverage Checklist',
  loading: 'Loading the checklist…',
  count: (documented: number, total: number, unclear = 0) =>
    `${documented} of ${total} documented${unclear > 0 ? ` · ${unclear} unclear — check` : ''}`,
  announcement: (documented: number, total: number, unclear = 0) =>
    `${documented} of ${total} criteria documented${unclear > 0 ? `, ${unclear} unclear` : ''}`,
  disclaimer: 'Shows what your answers document for a Medicare reviewer. It is not a coverage decision.',
  documented: 'Documented',
  notDocumented: 'Not documented',
  // Evidence found, but something in the answers casts doubt on it (issue 21): never "documented".
  unclear: 'Unclear — check',
  doubts: 'Why it is unclear:',
  requirement: 'Requirement:',
  source: 'Source:',
  evidence: 'Found in your answers:',
  missing: 'Still to document:',
  hcpcsHeading: 'Suggested HCPCS codes',
  hcpcsIntro: 'A suggestion for the supplier, who confirms the code.',
  hcpcsNone:
    'No code suggested yet: one appears when the answers settle the choice (for example the type requested or the patient’s weight).',
  hcpcsWhy: 'Why:',
  hcpcsUnconfirmed: 'Unconfirmed threshold: the rule behind this code was not found in the LCD text. Verify it before relying on it.',
  hcpcsAlternative: 'Alternative:',
  weightRead: 'Weight read:',
  warningsHeading: 'What a reviewer may question',
  warningsNone: 'Nothing so far.',
  orderHeading: 'Written order reminders',
  orderIntro: 'The standard written order must carry these. They belong on the order, not in this form.',
} as const;
