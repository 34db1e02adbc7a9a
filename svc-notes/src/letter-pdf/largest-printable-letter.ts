import { LETTER_PDF_LIMITS } from './letter-pdf-limits';

/**
 * The largest letter LETTER_PDF_LIMITS allows, in the shape that was slowest before issue 19: 1,000
 * short labelled paragraphs (2,000 lines, ~49,000 characters). For tests and bench/pdf-stall.mjs.
 */
export function largestPrintableLetter(): string {
  const pairs = LETTER_PDF_LIMITS.lines / 2;
  return Array.from({ length: pairs }, (_, i) => {
    const n = String(i + 1).padStart(4, '0');
    return `Finding ${n}:\nTolerates sitting; walks ${n} ft.`;
  }).join('\n\n');
}
