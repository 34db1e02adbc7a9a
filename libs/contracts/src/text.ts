/**
 * C0 control characters other than tab, line feed and carriage return, DEL, and the C1 range:
 * never part of typed text, and NUL cannot be stored by PostgreSQL at all (issue 7).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
/** Single-line values (names, titles, addresses) also refuse tab and line breaks. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/u;

export const TEXT_MESSAGES = {
  controlCharacters: 'Text must not contain control characters',
  lineBreaks: 'This value must be a single line without control characters',
} as const;

export function hasControlCharacters(value: string, { singleLine = false } = {}): boolean {
  return (singleLine ? CONTROL_IN_LINE : CONTROL_IN_TEXT).test(value);
}

/**
 * What a quick-suggestion chip does to a field (docs/decisions/0086-chips-append.md): the chip text
 * is appended — by the app's field, and by a first paint's chip before the app has loaded (the
 * gateway's render-document.ts carries the same rule as an inline script; its spec checks both agree). An empty field (or one holding only white space)
 * becomes the chip; a value ending in white space (a space, a new line) gets the chip directly; one ending in punctuation gets a space
 * first ("Lives alone." → "Lives alone. Two-story house"); anything else gets ", " so chips read as
 * a list ("CHF" → "CHF, COPD").
 */
export function appendChip(value: string, chip: string): string {
  if (value.trim() === '') return chip;
  if (/\s$/.test(value)) return value + chip;
  if (/[.,;:!?]$/.test(value)) return `${value} ${chip}`;
  return `${value}, ${chip}`;
}
