/**
 * The phrase matcher behind the coverage checklist: phrase patterns with negation-free gaps, and a
 * negation check around each match. Conservative by design — a phrase that is negated ("no pain",
 * "denies falls", "not confined to one room") never documents anything.
 */

/** A phrase that documents (part of) a criterion, and how the checklist describes the match. */
export interface Phrase {
  /** Shown to the clinician as "matched how", e.g. 'says a walker is not sufficient'. */
  readonly how: string;
  /** Case-insensitive; never global (the engine makes its own global copy). */
  readonly re: RegExp;
  /** Words that, before the match in the same clause, negate this phrase besides the usual ones. */
  readonly negators?: RegExp;
}

/** A phrase found in a text: the exact matched text and where it starts. */
export interface PhraseMatch {
  readonly text: string;
  readonly index: number;
}

const GAP_NEGATORS = String.raw`\b(?:not|no|never|without|denies|denied|unable|cannot|unsafe|but|however|although)\b|n't\b`;
/** Up to 40 characters inside one clause with no negation word and no comma ("~" in a pattern). */
const CLAUSE_GAP = String.raw`(?:(?!${GAP_NEGATORS})[^.;!?\n,]){0,40}?`;
/** Up to 60 characters inside one sentence with no negation word; commas allowed ("~~"). */
const SENTENCE_GAP = String.raw`(?:(?!${GAP_NEGATORS})[^.;!?\n]){0,60}?`;

/**
 * Builds a phrase. In `source`, "~~" stands for a gap of up to 60 characters within the sentence and
 * "~" for a gap of up to 40 characters within the clause; neither may hold a negation ("not", "no",
 * "never", "without", "n't", "denies", "unable", "cannot", "unsafe") or "but", so "pillows ~ tried"
 * does not match "pillows have not been tried".
 */
export function phrase(how: string, source: string, negators?: RegExp): Phrase {
  const expanded = source.replaceAll('~~', SENTENCE_GAP).replaceAll('~', CLAUSE_GAP);
  return Object.freeze({ how, re: new RegExp(expanded, 'iu'), ...(negators ? { negators } : {}) });
}

/** Negation cues (NegEx-style) looked for in the few words before a match. */
const NEGATION = /\b(?:no|not|never|without|denies|denied|deny|denying|neither|nor|none|negative for|free of|absence of|unlikely)\b|n't\b/iu;
/** Cues right after a match that negate it: "pain-free", "falls: none", "fall risk ruled out". */
const POST_NEGATION = /^[\s:-]*(?:free|resolved|denied|absent|negative|none|ruled out|not (?:present|indicated|needed|required|applicable|done|completed|performed|on file|yet))\b/iu;
/** Where a clause ends: a negation before it does not reach past it. */
const CLAUSE_END = /[.;!?\n,]|\b(?:but|however|although|though|except|whereas|yet)\b/giu;
const WINDOW_WORDS = 5;

/** Unicode-aware words, for the negation window. */
const WORD = /[\p{L}\p{N}'’]+/gu;

/** The text of the clause before `index`, limited to its last few words. */
function windowBefore(text: string, index: number): string {
  const before = text.slice(0, index);
  let start = 0;
  for (const end of before.matchAll(CLAUSE_END)) start = (end.index as number) + end[0].length;
  const words = before.slice(start).match(WORD) ?? [];
  return words.slice(-WINDOW_WORDS).join(' ');
}

/** Whether the match at `index` (length `length`) is negated by the words around it. */
export function isNegated(text: string, index: number, length: number, extra?: RegExp): boolean {
  const window = windowBefore(text, index);
  if (NEGATION.test(window) || (extra !== undefined && extra.test(window))) return true;
  return POST_NEGATION.test(text.slice(index + length));
}

/** The first occurrence of the phrase in `text` that is not negated, or null. */
export function findPhrase(text: string, p: Phrase): PhraseMatch | null {
  const global = new RegExp(p.re.source, `${p.re.flags}g`);
  for (const match of text.matchAll(global)) {
    const index = match.index as number;
    if (match[0] === '') continue;
    if (!isNegated(text, index, match[0].length, p.negators)) return { text: match[0], index };
  }
  return null;
}

/** The first non-negated match of any of the phrases (in phrase order), with the phrase. */
export function findAnyPhrase(text: string, phrases: readonly Phrase[]): { phrase: Phrase; match: PhraseMatch } | null {
  for (const p of phrases) {
    const match = findPhrase(text, p);
    if (match) return { phrase: p, match };
  }
  return null;
}

/**
 * An answer that declines the item or feature: "Not required", "None", "N/A", "No", "Not needed".
 * Used where simply filling a field means "requested" (e.g. the bed's Heavy Duty field).
 */
export function isDeclining(text: string): boolean {
  return /^(?:no|none|n\/?a|nil|not (?:required|needed|indicated|applicable|necessary|at this time)|no need\b.*|-+)[.!]?$/iu.test(text.trim());
}

/** Sentence spans of a text: split at . ! ? ; and line breaks, but not after "Dr." and similar. */
export function sentences(text: string): { text: string; index: number }[] {
  const result: { text: string; index: number }[] = [];
  let start = 0;
  for (const end of text.matchAll(/[.!?;]+(?=\s|$)|\n+/gu)) {
    const index = end.index as number;
    if (/\b(?:dr|drs|mr|mrs|ms|st|vs|approx|e\.g|i\.e)$/iu.test(text.slice(start, index))) continue;
    result.push({ text: text.slice(start, index), index: start });
    start = index + end[0].length;
  }
  if (start < text.length) result.push({ text: text.slice(start), index: start });
  return result.filter((s) => s.text.trim() !== '');
}

/** Number words clinicians type instead of digits. */
const NUMBER_WORDS: Readonly<Record<string, number>> = Object.freeze({
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, 'a couple': 2, 'a couple of': 2, couple: 2, 'a few': 3, few: 3, several: 7,
});

/** Regex source for a count written in digits or words. */
export const COUNT = String.raw`(?:\d{1,3}|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a couple(?: of)?|a few|several)`;

/** The value of a count matched by COUNT ("2", "two", "a few"). */
export function countValue(text: string): number {
  const key = text.trim().toLowerCase().replace(/\s+/gu, ' ');
  return NUMBER_WORDS[key] ?? Number.parseInt(key, 10);
}
