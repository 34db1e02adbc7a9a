/**
 * The plain text rule of docs/product.md §4: trim, capitalise the first letter, add a full stop unless the
 * text already ends in ".", "!" or "?". Empty (or blank) values produce nothing.
 *
 * Two refinements, recorded in docs/decisions/0023-plain-text-rule.md:
 * - a first word whose case carries meaning ("eGFR", "pH", "mmHg", "iPad") is left as written,
 *   because capitalising it changes the term ("EGFR" is a different lab value);
 * - a closing ellipsis character "…" counts as ending punctuation, like "...".
 */
export function toSentence(text: string): string {
  const trimmed = textOf(text).trim();
  if (trimmed === '') return '';
  return withFullStop(capitaliseFirst(trimmed));
}

/** Adds a full stop unless the text ends in . ! ? or …. Expects trimmed text. */
export function withFullStop(text: string): string {
  return /[.!?…]$/u.test(text) ? text : `${text}.`;
}

/** Upper-cases the first character unless the first word is a mixed-case term such as "eGFR". */
export function capitaliseFirst(text: string): string {
  const first = String.fromCodePoint(text.codePointAt(0) as number);
  const upper = first.toUpperCase();
  // "ß".toUpperCase() is "SS": keep characters whose capital is not a single character.
  if (upper === first || Array.from(upper).length !== 1) return text;
  if (hasMeaningfulCase(text)) return text;
  return upper + text.slice(first.length);
}

/**
 * Lower-cases the first character when the text opens with an ordinary capitalised word, so a
 * value can continue a sentence ("Daughter" -> "daughter"). Acronyms ("CHF"), mixed-case terms
 * ("eGFR"), single capitals other than "A" ("L knee", "I") and eponyms with an apostrophe
 * ("Parkinson's") stay as written.
 */
export function lowerFirst(text: string): string {
  const word = firstWord(text);
  if (!/^\p{Lu}\p{Ll}*$/u.test(word) || /['’]/u.test(firstToken(text))) return text;
  // single capitals other than the article "A" are abbreviations: "L knee", "R shoulder", "I"
  if (word.length === 1 && word !== 'A') return text;
  const first = String.fromCodePoint(text.codePointAt(0) as number);
  return first.toLowerCase() + text.slice(first.length);
}

/** The leading run of letters of the text ("" when it does not start with a letter). */
function firstWord(text: string): string {
  return /^\p{L}+/u.exec(text)?.[0] ?? '';
}

/** The leading run of non-space characters. */
function firstToken(text: string): string {
  return text.split(/\s/u, 1)[0] as string;
}

/** True when the first word has a capital after a lower-case first letter: eGFR, pH, mRS. */
function hasMeaningfulCase(text: string): boolean {
  return /^\p{Ll}\p{L}*\p{Lu}/u.test(firstWord(text));
}

/** Any stored value as text: strings as they are, finite numbers written out, anything else empty. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}
