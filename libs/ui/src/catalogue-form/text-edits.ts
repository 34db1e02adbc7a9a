/**
 * What a quick-suggestion chip does to a field (docs/decisions/0086-chips-append.md): the chip text
 * is appended. An empty field (or one holding only white space) becomes the chip; a value ending in
 * white space (a space, a new line) gets the chip directly; one ending in punctuation gets a space
 * first ("Lives alone." → "Lives alone. Two-story house"); anything else gets ", " so chips read as
 * a list ("CHF" → "CHF, COPD").
 */
export function appendChip(value: string, chip: string): string {
  if (value.trim() === '') return chip;
  if (/\s$/.test(value)) return value + chip;
  if (/[.,;:!?]$/.test(value)) return `${value} ${chip}`;
  return `${value}, ${chip}`;
}
