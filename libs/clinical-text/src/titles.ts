import type { Discipline, Equipment, NoteKind } from './types';

/** The SOAP forms' names: page titles and dashboard cards (docs/product.md §2). */
export const DISCIPLINE_NAMES: Readonly<Record<Discipline, string>> = Object.freeze({
  pt: 'PT Evaluation',
  ot: 'OT Evaluation',
  sn: 'SN Evaluation',
});

/** Equipment names as used in note titles and on the dashboard cards (docs/product.md §2, §7). */
export const EQUIPMENT_NAMES: Readonly<Record<Equipment, string>> = Object.freeze({
  wheelchair: 'Manual Wheelchair',
  'hospital-bed': 'Hospital Bed',
  commode: 'Bedside Commode',
  walker: 'Walker/Rollator',
});

/** Titles of the equipment letter pages (docs/product.md §2). */
export const EQUIPMENT_PAGE_TITLES: Readonly<Record<Equipment, string>> = Object.freeze({
  wheelchair: 'Manual Wheelchair Documentation',
  'hospital-bed': 'Hospital Bed Documentation',
  commode: 'Bedside Commode Documentation',
  walker: 'Walker/Rollator Documentation',
});

/** The way back from an equipment letter page (docs/product.md §2). */
export const BACK_TO_DASHBOARD = 'Back to dashboard';

/** Subtitle shared by the equipment letter pages. */
export const LETTER_FORM_SUBTITLE = 'Generate a comprehensive Letter of Medical Necessity';

/** First line of each plain letter (docs/product.md §3). */
export const LETTER_TITLES: Readonly<Record<Equipment, string>> = Object.freeze({
  wheelchair: 'LETTER OF MEDICAL NECESSITY: MANUAL WHEELCHAIR',
  'hospital-bed': 'LETTER OF MEDICAL NECESSITY: HOSPITAL BED',
  commode: 'LETTER OF MEDICAL NECESSITY: BEDSIDE COMMODE',
  walker: 'LETTER OF MEDICAL NECESSITY: WALKER/ROLLATOR',
});

/** Heading of the result panel of each letter page (docs/product.md §2). */
export const LETTER_RESULT_HEADINGS: Readonly<Record<Equipment, string>> = Object.freeze({
  wheelchair: 'Letter of Medical Necessity - Manual Wheelchair',
  'hospital-bed': 'Letter of Medical Necessity',
  commode: 'Generated Letter of Medical Necessity',
  walker: 'Generated Letter of Medical Necessity',
});

/** Title of the Medicare coverage guidelines dialog of each letter page (docs/product.md §2). */
export const GUIDELINE_DIALOG_TITLES: Readonly<Record<Equipment, string>> = Object.freeze({
  wheelchair: 'Medicare Coverage Requirements for Manual Wheelchairs',
  'hospital-bed': 'Medicare Coverage Requirements for Hospital Beds',
  commode: 'Medicare Coverage Requirements for Bedside Commodes',
  walker: 'Medicare Coverage Requirements for Walkers & Rollators',
});

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

function assertValidDate(date: Date): void {
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) throw new RangeError('Invalid date');
}

/**
 * The local calendar date as M/D/YYYY, the form of `toLocaleDateString('en-US')`, built from
 * getMonth/getDate/getFullYear so it does not depend on the runtime's ICU data.
 */
export function formatLocalDate(date: Date): string {
  assertValidDate(date);
  return `${date.getMonth() + 1}/${date.getDate()}/${date.getFullYear()}`;
}

/** The local calendar date written out for a letter: "March 4, 2025". */
export function formatLetterDate(date: Date): string {
  assertValidDate(date);
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/**
 * Title of a saved note (docs/product.md §7) with the local date, e.g. "SOAP Note - 3/4/2025" or
 * "Letter of Medical Necessity - Walker/Rollator - 3/4/2025". Throws a RangeError for an invalid date.
 */
export function noteTitle(kind: NoteKind, date: Date): string {
  const day = formatLocalDate(date);
  switch (kind) {
    case 'pt':
      return `SOAP Note - ${day}`;
    case 'pt-draft':
      return `Draft SOAP Note - ${day}`;
    case 'sn':
      return `SN Evaluation - ${day}`;
    case 'ot':
      return `OT Evaluation - ${day}`;
    default: {
      if (!Object.hasOwn(EQUIPMENT_NAMES, kind)) throw new TypeError(`Unknown note kind: ${String(kind)}`);
      return `Letter of Medical Necessity - ${EQUIPMENT_NAMES[kind]} - ${day}`;
    }
  }
}
