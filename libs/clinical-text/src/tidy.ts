/**
 * Tidying of the offline rewrite (issue 20): what it may do to a sentence it keeps as typed.
 * Capital letter at the start, one space between words, no space before a comma, no doubled
 * comma or semicolon, and one full stop at the end (",." ";." ":." become "."). Nothing else: no
 * word is changed, and the case of clinical tokens stays as typed ("dm2", "spo2", "eGFR").
 *
 * Separate from the plain text rule (sentence.ts), which docs/product.md fixes and which stays as it is.
 */
import { withoutTrailing } from './phrasing';
import { capitaliseFirst } from './sentence';

/** A capitalised word with a digit, as the plain text rule makes of "dm2" or "spo2" ("T2DM", "O2", "B12" are not). */
const CAPITALISED_WITH_DIGIT = /^\p{Lu}\p{Ll}+\d[\p{Ll}\d]*(?![\p{L}\d])/u;

/** Slash shorthand the plain text rule capitalised: "W/c" ("w/c", wheelchair), "W/d". */
const CAPITALISED_SHORTHAND = /^\p{Lu}\/\p{Ll}(?![\p{L}\d])/u;

/**
 * The value as typed where the plain text rule capitalised its first word although that word's
 * case is part of it: a word with a digit ("Dm2, COPD" -> "dm2, COPD") or slash shorthand ("W/c").
 */
export function asTyped(value: string): string {
  return CAPITALISED_WITH_DIGIT.test(value) || CAPITALISED_SHORTHAND.test(value) ? value.charAt(0).toLowerCase() + value.slice(1) : value;
}

/**
 * The capital of a sentence start, except where case is part of the term: mixed case ("eGFR",
 * as the plain text rule) and words with a digit ("dm2", "spo2"), which keep (or get back) the
 * case they were typed in.
 */
export function capitaliseStart(text: string): string {
  const typed = asTyped(text);
  return /\d/u.test(typed.split(/\s/u, 1)[0] as string) ? typed : capitaliseFirst(typed);
}

/** A unit after a number, then a full stop: the splitter keeps "20 ft. uses cane" together, but it is two sentences. */
const UNIT_THEN_WORD = /(\d ?(?:ft|feet|min|mins|sec|secs|hr|hrs|wk|wks|mo|mos|yr|yrs|lb|lbs|kg|cm|mm)\. )(\p{Ll}[\p{L}']*)/gu;
/** Words that go on after a unit's full stop rather than start a sentence: "20 ft. with RW". */
const CONTINUING = new Set('with w/ and or x for of in on at to from using without w/o per each while then via'.split(' '));

/**
 * Tidies one sentence kept as typed: capital start (see capitaliseStart), single spaces, no space
 * before "," or ";", no doubled "," ";", a capital after "20 ft. " when a new sentence starts there,
 * and one closing full stop unless it ends in "!", "?", "…" or "...".
 */
export function tidySentence(sentence: string): string {
  let text = sentence
    .trim()
    // each run of spaces whole, then the mark after it (a regex looking for spaces before a mark reads a long run once per space)
    .replace(/[ \t]+([,;]?)/gu, (_spaces, mark: string) => mark || ' ')
    .replace(/([,;])(?:\s*[,;])+/gu, '$1')
    .replace(/([,;])(?=[\p{L}])/gu, '$1 ')
    .replace(UNIT_THEN_WORD, (whole, unit: string, word: string) => (CONTINUING.has(word) ? whole : unit + capitaliseFirst(word)));
  if (!/(?:[!?…]|\.\.\.)$/u.test(text)) {
    const words = withoutTrailing(text, /[\s.,;:]/u);
    // nothing but marks: nothing to say
    if (words === '') return '';
    text = `${words}.`;
  }
  return capitaliseStart(text);
}
