// Notices shown above the forms. Here rather than in a remote's code because two places show them:
// the page React renders, and the first paint the gateway serves before any JavaScript has run.

/** A notice: a bold lead-in, then the text. */
export interface Notice {
  readonly lead: string;
  readonly text: string;
}

/** docs/product.md §1: every form carries this notice. */
export const PHI_NOTICE: Notice = Object.freeze({
  lead: 'No patient identifiers.',
  text:
    'Do not enter real patient names, dates of birth, addresses or other identifying information. ' +
    'This tool is not HIPAA-compliant and must not store or process protected health information.',
});

/** The letter pages' shared banner (docs/product.md §2 "a shared banner (purpose not shown)"): what a reviewer reads the letter for. */
export const LETTER_BANNER: Notice = Object.freeze({
  lead: 'What a Medicare reviewer looks for:',
  text:
    'the limitation in the home, why simpler equipment is not enough, how this item will be used safely, ' +
    'a face-to-face exam within the last 6 months and a signed written order. ' +
    'The Medicare Coverage Checklist shows which of these your answers document.',
});
