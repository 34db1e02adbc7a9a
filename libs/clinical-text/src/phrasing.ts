/**
 * Text helpers of the offline rewrite: abbreviation expansion, sentence splitting, pain ratings,
 * assistance levels and the tests that decide whether a value can be phrased into a template.
 * None of them adds a finding: they only reword what the clinician wrote.
 */
import { lowerFirst } from './sentence';

const EXPANSIONS: readonly (readonly [RegExp, string])[] = [
  [/\bw\/o(?![\p{L}\d/])/giu, 'without'],
  [/\bw\/(?!c\b)\s*/giu, 'with '],
  [/\bc\/o\b/giu, 'complains of'],
  [/\bh\/o\b/giu, 'history of'],
  [/\bs\/p\b/giu, 'status post'],
  [/\bb\/l\b/giu, 'bilateral'],
  [/(\d)\s*(?:y\/o|y\.o\.|yo)(?![\p{L}\d])/giu, '$1-year-old'],
  [/\bpt\b(?:\.(?=\s+\p{Ll}))?/gu, 'patient'],
  [/\bPt\b(?:\.(?=\s+\p{Ll}))?/gu, 'Patient'],
  [/\s&\s/gu, ' and '],
];

/**
 * Writes out common shorthand: w/ and w/o, c/o, h/o, s/p, b/l, "72 y/o", and "pt" for patient.
 * "PT" (physical therapy) and "w/c" (wheelchair) are left alone.
 */
export function expandAbbreviations(text: string): string {
  let result = text;
  for (const [pattern, replacement] of EXPANSIONS) result = result.replace(pattern, replacement);
  return result.replace(/[ \t]{2,}/gu, ' ');
}

const ABBREVIATIONS = new Set([
  'dr', 'mr', 'mrs', 'ms', 'vs', 'approx', 'st', 'min', 'mod', 'max', 'ft', 'hr', 'hrs', 'wk', 'wks', 'yr', 'yrs', 'no',
]);

/** Whether the word before a full stop is shorthand rather than the end of a sentence. */
function isAbbreviation(word: string): boolean {
  const bareWord = word.toLowerCase().replace(/^[^\p{L}]+/u, '');
  return ABBREVIATIONS.has(bareWord) || /^(?:\p{L}\.)+\p{L}$/u.test(bareWord);
}

/**
 * Splits a line at sentence ends: ".", "!", "?" or "…" followed by white space. A full stop after
 * shorthand ("approx. 20 ft", "Dr.", "e.g.", "b.i.d.") does not end a sentence; decimals and
 * ratings ("98.6", "120/80") never do, as no white space follows.
 */
export function splitSentences(line: string): string[] {
  const sentences: string[] = [];
  const ends = /([.!?…]+)["')\]]*\s+/gu;
  let start = 0;
  for (let match = ends.exec(line); match !== null; match = ends.exec(line)) {
    const end = match.index + match[0].length;
    const lastWord = /(\S+)$/u.exec(line.slice(start, match.index))?.[1] ?? '';
    if (match[1] === '.' && isAbbreviation(lastWord)) continue;
    sentences.push(line.slice(start, end).trim());
    start = end;
  }
  sentences.push(line.slice(start).trim());
  return sentences.filter((sentence) => sentence !== '');
}

/** Removes trailing punctuation and white space so a value can sit inside a template. */
export function bare(text: string): string {
  return text.replace(/[\s.!?…;,:]+$/u, '').trim();
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

/**
 * "Min assist with bed rail" for "bed mobility" -> "Patient requires minimal assistance for bed
 * mobility with bed rail". Undefined when the value does not open with an assistance level.
 */
export function assistanceSentence(value: string, activity: string): string | undefined {
  for (const [pattern, phrase] of ASSISTANCE) {
    const match = pattern.exec(value);
    if (match) return phrase(activity) + continueWith(value.slice(match[0].length));
  }
  return undefined;
}

/**
 * A rating with the words that lead up to it ("rated at 6/10", "(4-6/10)", "5 out of 10"). No
 * look-behind (older Safari cannot parse it): matches preceded by a digit, "/" or "." — dates such
 * as 5/10/2024 and numbers such as 110/10 — are dropped in `ratingMatches`.
 */
const RATING = /(?:\s*\b(?:rated|rates|rating|at|of|level|score|intensity|is|was)\b|\s*[=:])*\s*\(?(\d{1,2}(?:\.\d+)?)(?:\s*(?:-|–|to)\s*(\d{1,2}(?:\.\d+)?))?\s*(?:\/|out of)\s*10(?![\d/])\)?/giu;

function ratingMatches(text: string): RegExpMatchArray[] {
  return Array.from(text.matchAll(RATING)).filter((match) => {
    const numberAt = (match.index as number) + match[0].search(/\d/u);
    return !/[\d/.]/u.test(text.charAt(numberAt - 1));
  });
}

interface Rating {
  readonly text: string;
  readonly value: number;
}

/** The pain ratings "N/10" (also "N out of 10" and ranges "4-6/10") found in a text. */
export function painRatings(text: string): Rating[] {
  return ratingMatches(text).map((match) => {
    const low = match[1] as string;
    const high = match[2];
    return { text: high === undefined ? `${low}/10` : `${low}-${high}/10`, value: Number(high ?? low) };
  });
}

/** SPEC.md §9: 7 or higher severe, 4 to 6 moderate, below 4 mild; a rating of 0 is no pain. */
export function painSeverity(rating: number): 'severe' | 'moderate' | 'mild' | 'no' {
  if (rating >= 7) return 'severe';
  if (rating >= 4) return 'moderate';
  return rating > 0 ? 'mild' : 'no';
}

const REPORTING = /^(?:(?:the\s+)?patient\s+)?(?:reports|reported|rates|rated|states|stated|complains of|endorses|describes|notes)\s+/iu;
const PREPOSITION = /^(?:in|at|of|to|on|over|along|across|around|throughout|with|when|during|after|before|upon|radiating|located|localized|that|which|while|worse|better|aggravated|relieved|increased|decreased)\b/iu;

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
  const description = lowerFirst(bare(withoutRating(text)).replace(REPORTING, '').replace(/^pain$/iu, ''));
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
  for (const match of ratingMatches(text).reverse()) {
    const start = match.index as number;
    rest = `${rest.slice(0, start)} ${rest.slice(start + match[0].length)}`;
  }
  return rest
    .replace(/\(\s*\)/gu, '')
    .replace(/\s+([,;])/gu, '$1')
    .replace(/([,;])(?:\s*[,;])+/gu, '$1')
    .replace(/\s{2,}/gu, ' ')
    .trim()
    .replace(/^[\s,;:-]+/u, '');
}
