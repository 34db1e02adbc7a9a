/**
 * Text helpers of the offline rewrite: abbreviation expansion, sentence splitting, pain ratings,
 * assistance levels and the tests that decide whether a value can be phrased into a template.
 * None of them adds a finding: they only reword what the clinician wrote.
 */
import { lowerFirst } from './sentence';

/**
 * The fixed table of shorthand the rewrite writes out, each with its one meaning. Only whole
 * entries: never a pattern such as "w/x" -> "with x", which read "w/d dressing" as "with d
 * dressing" and "cardiac w/u" as "cardiac with u" (issue 20). Shorthand not in the table ("w/c",
 * "w/d", "w/e", "s/s", "w/d/i") stays as typed. "d/t" stays too: every clinician reads it, and the
 * AI answer check (libs/fact-check) would flag "due to" as a lost "d/t".
 */
const EXPANSIONS: readonly (readonly [RegExp, string])[] = [
  [/\bw\/o(?![\p{L}\d/])/giu, 'without'],
  [/\bw\/u(?![\p{L}\d/])/giu, 'work-up'],
  // "w/" before a space, an acronym or a number: "w/ RW", "w/FWW", "w/2 canes" (not "w/c", "w/d", "W/C")
  [/\b[wW]\/(?:[ \t]+|(?=\p{Lu}[\p{L}\d]|\d))/gu, 'with '],
  [/\bc\/o(?![\p{L}\d/])/giu, 'complains of'],
  [/\bh\/o(?![\p{L}\d/])/giu, 'history of'],
  [/\bs\/p(?![\p{L}\d/])/giu, 'status post'],
  [/\bb\/l(?![\p{L}\d/])/giu, 'bilateral'],
  [/(\d)\s*(?:y\/o|y\.o\.|yo)(?![\p{L}\d])/giu, '$1-year-old'],
  [/\bpt\b(?:\.(?=\s+\p{Ll}))?/gu, 'patient'],
  [/\bPt\b(?:\.(?=\s+\p{Ll}))?/gu, 'Patient'],
  [/\s&\s/gu, ' and '],
  // "I with" at the start of a value or a list item is the assistance level, not the pronoun
  [/(^|[,;:][ \t]*)I (?=with\b)/gu, '$1independent '],
];

/**
 * Writes out shorthand from the fixed table: w/ and w/o, w/u (work-up), c/o, h/o,
 * s/p, b/l, "72 y/o", "pt" for patient and "I with" for independent with. "PT" (physical therapy),
 * "w/c" (wheelchair) and any other shorthand stay as typed.
 */
export function expandAbbreviations(text: string): string {
  let result = text;
  for (const [pattern, replacement] of EXPANSIONS) result = result.replace(pattern, replacement);
  return result.replace(/[ \t]{2,}/gu, ' ');
}

const ABBREVIATIONS = new Set([
  'dr',
  'mr',
  'mrs',
  'ms',
  'vs',
  'approx',
  'st',
  'min',
  'mod',
  'max',
  'ft',
  'hr',
  'hrs',
  'wk',
  'wks',
  'yr',
  'yrs',
  'no',
]);

/** Whether the word before a full stop is shorthand rather than the end of a sentence. */
function isAbbreviation(word: string): boolean {
  const bareWord = word.toLowerCase().replace(/^[^\p{L}]+/u, '');
  return ABBREVIATIONS.has(bareWord) || /^(?:\p{L}\.)+\p{L}$/u.test(bareWord);
}

const SENTENCE_ENDS = '.!?…';
const CLOSING_MARKS = `"')]`;
const isSpace = (char: string) => /\s/u.test(char);

/**
 * Splits a line at sentence ends: ".", "!", "?" or "…" followed by white space. A full stop after
 * shorthand ("approx. 20 ft", "Dr.", "e.g.", "b.i.d.") does not end a sentence; decimals and
 * ratings ("98.6", "120/80") never do, as no white space follows.
 *
 * A scanner, linear in the line: the regex it replaces (/([.!?…]+)["')\]]*\s+/g) read a run of dots
 * again from each of its characters, so 60,000 dots held svc-ai for seconds (issue 19).
 */
export function splitSentences(line: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  let at = 0;
  while (at < line.length) {
    if (!SENTENCE_ENDS.includes(line[at] as string)) {
      at++;
      continue;
    }
    const runStart = at;
    while (at < line.length && SENTENCE_ENDS.includes(line[at] as string)) at++;
    let end = at;
    while (end < line.length && CLOSING_MARKS.includes(line[end] as string)) end++;
    if (end === line.length || !isSpace(line[end] as string)) continue;
    while (end < line.length && isSpace(line[end] as string)) end++;
    const isFullStop = at - runStart === 1 && line[runStart] === '.';
    if (!(isFullStop && isAbbreviation(wordBefore(line, runStart, start)))) {
      sentences.push(line.slice(start, end).trim());
      start = end;
    }
    at = end;
  }
  sentences.push(line.slice(start).trim());
  return sentences.filter((sentence) => sentence !== '');
}

/** The run of non-space characters right before `index`, not reaching back past `floor`. */
function wordBefore(text: string, index: number, floor: number): string {
  let from = index;
  while (from > floor && !isSpace(text[from - 1] as string)) from--;
  return text.slice(from, index);
}

/**
 * `text` without the characters at its end that `char` (a one-character pattern) accepts. A loop:
 * `/[…]+$/` is tried from every character of a long run and reads the rest of the run each time.
 */
export function withoutTrailing(text: string, char: RegExp): string {
  let end = text.length;
  while (end > 0 && char.test(text[end - 1] as string)) end--;
  return text.slice(0, end);
}

/** Removes trailing punctuation and white space so a value can sit inside a template. */
export function bare(text: string): string {
  return withoutTrailing(text, /[\s.!?…;,:]/u).trim();
}

/** "none", "no", "n/a", "none noted" and the like. */
export function isNone(value: string): boolean {
  return /^(?:none|no|nil|n\/?a|not applicable|negative|nothing|denies)(?:\s+(?:noted|reported|identified|known|observed|at this time))?$/iu.test(
    bare(value),
  );
}

const CLAUSE_OPENERS = new Set(
  (
    'is are was were be been has have had does did do can cannot could will would should may might must ' +
    'lives lived uses used owns needs needed requires required reports reported states stated denies denied ' +
    'presents ambulates ambulated manages managed takes walks walked wants wishes hopes plans feels notes ' +
    'demonstrates demonstrated performs performed verbalizes understands prefers continue continues ' +
    'patient patients he she they i we it this there per no not none never unable unknown unremarkable ' +
    'noncontributory non history hx see refer'
  ).split(' '),
);

/**
 * True when the value opens like a clause or a negation ("Has a walker", "Patient will...",
 * "No concerns"), so it cannot follow a template such as "... includes".
 */
export function opensWithClause(value: string): boolean {
  const word = (/^[\p{L}']+/u.exec(value)?.[0] ?? '').toLowerCase();
  return word === '' || CLAUSE_OPENERS.has(word);
}

/** Joins the words after a matched opening: ", rest" or " rest" for words that continue the phrase. */
export function continueWith(rest: string): string {
  const text = bare(rest.trim().replace(/^[,;:-]+\s*/u, ''));
  if (text === '') return '';
  if (/^(?:with|using|x\s?\d|due|secondary|and|without|on|in|at|from|to|into|onto)\b/iu.test(text)) return ` ${text}`;
  return `, ${lowerFirst(text)}`;
}

const ASSISTANCE: readonly (readonly [RegExp, (activity: string) => string])[] = [
  [/^(?:modified independen(?:t|ce)|mod(?:\.|ified)? ?i)\b/iu, (a) => `Patient is modified independent with ${a}`],
  [/^independen(?:t|tly|ce)\b/iu, (a) => `Patient is independent with ${a}`],
  [/^(?:stand[- ]?by assist(?:ance)?|sba)\b/iu, (a) => `Patient requires stand-by assistance for ${a}`],
  [/^supervision\b/iu, (a) => `Patient requires supervision for ${a}`],
  [/^(?:contact guard(?: assist(?:ance)?)?|cga)\b/iu, (a) => `Patient requires contact guard assistance for ${a}`],
  [/^min(?:imal|imum)?\.? ?(?:assist(?:ance)?|a)\b/iu, (a) => `Patient requires minimal assistance for ${a}`],
  [/^mod(?:erate)?\.? ?(?:assist(?:ance)?|a)\b/iu, (a) => `Patient requires moderate assistance for ${a}`],
  [/^max(?:imal|imum)?\.? ?(?:assist(?:ance)?|a)\b/iu, (a) => `Patient requires maximal assistance for ${a}`],
  [/^(?:dependent|total assist(?:ance)?)\b/iu, (a) => `Patient is dependent for ${a}`],
];

/** An assistance level at the start of a value: the sentence it makes for an activity, and the words after it. */
export interface AssistanceLevel {
  readonly phrase: (activity: string) => string;
  readonly rest: string;
}

/** The assistance level the value opens with ("Min A", "Mod I", "CGA" …), or undefined. */
export function assistanceLevel(value: string): AssistanceLevel | undefined {
  for (const [pattern, phrase] of ASSISTANCE) {
    const match = pattern.exec(value);
    if (match) return { phrase, rest: value.slice(match[0].length) };
  }
  return undefined;
}

/**
 * "Min assist with bed rail" for "bed mobility" -> "Patient requires minimal assistance for bed
 * mobility with bed rail". Undefined when the value does not open with an assistance level.
 */
export function assistanceSentence(value: string, activity: string): string | undefined {
  const level = assistanceLevel(value);
  return level === undefined ? undefined : level.phrase(activity) + continueWith(level.rest);
}

/** A rating: "6/10", "(4-6/10)", "5 out of 10", "2 to 3/10". */
const RATING = /\(?(\d{1,2}(?:\.\d+)?)(?:\s*(?:-|–|to)\s*(\d{1,2}(?:\.\d+)?))?\s*(?:\/|out of)\s*10(?![\d/])\)?/giu;
/** Words that lead up to a rating ("rated at 6/10", "level = 4/10"); they go with it when it is taken out. */
const RATING_LEAD_WORD = /^(?:rated|rates|rating|at|of|level|score|intensity|is|was)$/iu;
const isWordChar = (char: string | undefined) => char !== undefined && /\w/iu.test(char);

/** A rating found in a text; `start`..`end` also covers the words and signs that lead up to it. */
export interface RatingMatch {
  readonly start: number;
  readonly end: number;
  readonly low: string;
  readonly high: string | undefined;
}

/**
 * The ratings of a text. Ratings preceded by a digit, "/" or "." — dates such as 5/10/2024 and
 * numbers such as 110/10 — are dropped (checked here: older Safari cannot parse a look-behind).
 * The leading words are read backwards from each rating, not by the regex: a regex that allows
 * "\s*" before each of any number of words reads a long run of spaces or "=" once per character.
 */
export function ratingMatches(text: string): RatingMatch[] {
  const found: RatingMatch[] = [];
  let searchedTo = 0;
  for (const match of text.matchAll(RATING)) {
    const index = match.index as number;
    const floor = searchedTo;
    searchedTo = index + match[0].length;
    const numberAt = match[0].startsWith('(') ? index + 1 : index;
    if (/[\d/.]/u.test(text.charAt(numberAt - 1))) continue;
    found.push({ start: leadStart(text, index, floor), end: searchedTo, low: match[1] as string, high: match[2] });
  }
  return found;
}

/**
 * Where the lead-in of a rating at `index` begins: back over white space, "=", ":" and whole lead
 * words ("pain is rated at 6/10" -> " is rated at"), never before `floor` (the previous rating's end).
 */
function leadStart(text: string, index: number, floor: number): number {
  let start = index;
  for (;;) {
    let at = start;
    while (at > floor && isSpace(text[at - 1] as string)) at--;
    if (at > floor && (text[at - 1] === '=' || text[at - 1] === ':')) {
      start = at - 1;
      continue;
    }
    let wordStart = at;
    while (wordStart > floor && isWordChar(text[wordStart - 1])) wordStart--;
    const isWholeWord = !isWordChar(text[wordStart - 1]) && !isWordChar(text[at]);
    if (wordStart === at || !isWholeWord || !RATING_LEAD_WORD.test(text.slice(wordStart, at))) return at;
    start = wordStart;
  }
}

interface Rating {
  readonly text: string;
  readonly value: number;
}

/** The pain ratings "N/10" (also "N out of 10" and ranges "4-6/10") found in a text. */
export function painRatings(text: string): Rating[] {
  return ratingMatches(text).map(({ low, high }) => ({
    text: high === undefined ? `${low}/10` : `${low}-${high}/10`,
    value: Number(high ?? low),
  }));
}

/** docs/product.md §9: 7 or higher severe, 4 to 6 moderate, below 4 mild; a rating of 0 is no pain. */
export function painSeverity(rating: number): 'severe' | 'moderate' | 'mild' | 'no' {
  if (rating >= 7) return 'severe';
  if (rating >= 4) return 'moderate';
  return rating > 0 ? 'mild' : 'no';
}

const REPORTING = /^(?:(?:the\s+)?patient\s+)?(?:reports|reported|rates|rated|states|stated|complains of|endorses|describes|notes)\s+/iu;
const PREPOSITION =
  /^(?:in|at|of|to|on|over|along|across|around|throughout|with|when|during|after|before|upon|radiating|located|localized|that|which|while|worse|better|aggravated|relieved|increased|decreased)\b/iu;

/**
 * Rewrites a pain statement around its rating: "6/10 left hip pain with ambulation" -> "Patient
 * reports moderate (6/10) left hip pain with ambulation". Without a rating, "none"/"denies pain"
 * becomes "Patient denies pain"; anything else gives undefined (the caller keeps it as written).
 */
export function painSentence(value: string): string | undefined {
  const text = bare(value);
  const ratings = painRatings(text);
  if (ratings.length === 0) {
    return isNone(text) || /^denies(?: any)? pain$/iu.test(text) ? 'Patient denies pain' : undefined;
  }
  const highest = ratings.reduce((best, rating) => (rating.value > best.value ? rating : best));
  const severity = painSeverity(highest.value);
  if (ratings.length > 1) {
    const summary = severity === 'no' ? 'no pain' : `pain rated up to ${highest.text} (${severity})`;
    return `Patient reports ${summary}: ${lowerFirst(text)}`;
  }
  const description = lowerFirst(
    bare(withoutRating(text))
      .replace(REPORTING, '')
      .replace(/^pain$/iu, ''),
  );
  if (severity === 'no') {
    const rest = description.replace(/^(?:(?:denies|no)\s+(?:any\s+)?)?pain\b[\s,;:-]*/iu, '');
    return `Patient reports no pain (${highest.text})${rest === '' ? '' : continueWith(rest)}`;
  }
  if (description === '') return `Patient reports ${severity} pain (${highest.text})`;
  if (/\bpain\b/iu.test(description) && !/\b(?:denies|no|not|without)\b/iu.test(description)) {
    return `Patient reports ${severity} (${highest.text}) ${description}`;
  }
  if (PREPOSITION.test(description)) return `Patient reports ${severity} pain (${highest.text}) ${description}`;
  return `Patient reports ${severity} pain (${highest.text}): ${description}`;
}

/** The text with its rating taken out and the punctuation around it tidied. */
function withoutRating(text: string): string {
  let rest = text;
  for (const { start, end } of ratingMatches(text).reverse()) rest = `${rest.slice(0, start)} ${rest.slice(end)}`;
  return (
    rest
      .replace(/\(\s*\)/gu, '')
      // each run of spaces whole, then the mark after it: /\s+([,;])/ would read a long run once per space
      .replace(/\s+([,;]?)/gu, (spaces, mark: string) => mark || spaces)
      .replace(/([,;])(?:\s*[,;])+/gu, '$1')
      .replace(/\s{2,}/gu, ' ')
      .trim()
      .replace(/^[\s,;:-]+/u, '')
  );
}
