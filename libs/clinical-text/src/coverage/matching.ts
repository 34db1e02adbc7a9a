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
  /** What the item will do, not what was seen ("will allow independent ambulation"): alone, it leaves the criterion unclear. */
  readonly predicts?: boolean;
}

/** The phrase, as a prediction (see Phrase.predicts). */
export function prediction(p: Phrase): Phrase {
  return Object.freeze({ ...p, predicts: true });
}

/** A phrase found in a text: the exact matched text and where it starts. */
export interface PhraseMatch {
  readonly text: string;
  readonly index: number;
}

const GAP_NEGATORS = String.raw`\b(?:not|no|never|without|denies|denied|unable|cannot|unsafe|but|however|although)\b|n't\b`;
/** A spaced dash between words: clinicians type it for a semicolon ("F2F 2/3 - order pending"). */
const DASH_BREAK = String.raw`[ \t][-–—]{1,2}[ \t]`;
/** Up to 40 characters inside one clause with no negation word, no comma and no spaced dash ("~" in a pattern). */
const CLAUSE_GAP = String.raw`(?:(?!${GAP_NEGATORS}|${DASH_BREAK})[^.;!?\n,]){0,40}?`;
/** Up to 60 characters inside one sentence with no negation word and no spaced dash; commas allowed ("~~"). */
const SENTENCE_GAP = String.raw`(?:(?!${GAP_NEGATORS}|${DASH_BREAK})[^.;!?\n]){0,60}?`;
/** The same, up to 100 characters ("~~~"): a list of facts about one person ("son lives with pt, is available 24/7, willing and able"). */
const LONG_GAP = String.raw`(?:(?!${GAP_NEGATORS}|${DASH_BREAK})[^.;!?\n]){0,100}?`;

/**
 * Builds a phrase. In `source`, "~~~" stands for a gap of up to 100 characters within the sentence, "~~" for 60 and
 * "~" for a gap of up to 40 characters within the clause; neither may hold a negation ("not", "no",
 * "never", "without", "n't", "denies", "unable", "cannot", "unsafe") or "but", so "pillows ~ tried"
 * does not match "pillows have not been tried".
 */
export function phrase(how: string, source: string, negators?: RegExp): Phrase {
  const expanded = source.replaceAll('~~~', LONG_GAP).replaceAll('~~', SENTENCE_GAP).replaceAll('~', CLAUSE_GAP);
  return Object.freeze({ how, re: new RegExp(expanded, 'iu'), ...(negators ? { negators } : {}) });
}

/**
 * Two concepts near each other, in either order ("floors are vinyl" and "vinyl floors"; "Rx … signed"
 * and "signed Rx"): `a` and `b` are regex sources (word lists), joined by a gap of `phrase` ("~" within the
 * clause, "~~" within the sentence), which holds no negation. Letters say the same thing both ways round;
 * a phrase written one way only misses the other.
 */
export function near(how: string, a: string, b: string, gap: '~' | '~~' = '~', negators?: RegExp): Phrase {
  // Each concept ends where a word would (a concept may end in a mark: 30").
  const [first, second] = [String.raw`\b(?:${a})(?![\p{L}\p{N}])`, String.raw`\b(?:${b})(?![\p{L}\p{N}])`];
  return phrase(how, `${first}${gap}${second}|${second}${gap}${first}`, negators);
}

/** Negation cues (NegEx-style) looked for in the few words before a match. */
const NEGATION =
  /\b(?:no|not|never|without|denies|denied|deny|denying|neither|nor|none|negative for|free of|absence of|unlikely)\b|n't\b/iu;
/**
 * Whether "with" follows the last negation of a window: it starts what the negation does not reach ("amb
 * 40 ft w/o device w/ 2 LOB", "not safe with LOB": the loss of balance is there). The window is a few words.
 */
function withAfterNegation(window: string): boolean {
  let last = -1;
  for (const cue of window.matchAll(NEGATION_ALL)) last = (cue.index as number) + cue[0].length;
  return last >= 0 && /\bwith\b/iu.test(window.slice(last));
}
const NEGATION_ALL = new RegExp(NEGATION.source, 'giu');
/** Cues right after a match that negate it: "pain-free", "falls: none", "falls: 0", "fall risk ruled out". */
const POST_NEGATION =
  /^[\s:-]*(?:free|resolved|denied|absent|negative|none|zero|0(?![\d./])|ruled out|not (?:present|indicated|needed|required|applicable|done|completed|performed|on file|yet))\b/iu;
/** A form's box, checked ("[x]", "[ X ]", "☒", "☑", "✅", "■") or not ("[ ]", "☐"): regex sources. */
export const CHECKED_BOX = String.raw`(?:\[[ \t]*[xX✓✔][ \t]*\]|☒|☑|✅|■)`;
export const UNCHECKED_BOX = String.raw`(?:\[[ \t]?\]|☐)`;
/**
 * A form's question answered no after the claim: "Safe w/ RW: no", "Confined to bed: N", "uses walker
 * safely - N", "self propels safely  no" (the answer after a wide gap), "Safe use: ☐ Yes ☒ No",
 * "[ ] Y [X] N". The answer must end its clause ("Safe w/ RW: no LOB" is a finding, not an answer).
 */
const ANSWERED_NO = new RegExp(
  String.raw`^[^\n.;!?]{0,40}?(?:[:=?]|[ \t][-–—]{1,2}|[ \t]{2}|\(y\/n\))[ \t]*(?:no|n)(?=[ \t]*(?:$|[\n.,;(]))|^[^\n]{0,60}?${CHECKED_BOX}[ \t]*(?:no|n)\b`,
  'iu',
);
/** An unchecked box right before a claim. */
const UNCHECKED_BOX_BEFORE = new RegExp(`${UNCHECKED_BOX}[ \\t]*$`, 'u');
/** How far after a match a form's answer is looked for. */
const ANSWER_REACH = 80;
/** Where a clause ends: a negation before it does not reach past it. */
const CLAUSE_END = /[.;!?\n,]|\b(?:but|however|although|though|except|whereas|yet)\b|[ \t][-–—]{1,2}[ \t]/giu;
const WINDOW_WORDS = 5;

/** Unicode-aware words, for the negation window. */
const WORD = /[\p{L}\p{N}'’]+/gu;

/** Usually enough text before a match to hold its window. */
const WINDOW_REACH = 256;
/** Past the longest clause word ("although") and the character before it. */
const CLAUSE_WORD_EDGE = 9;

/**
 * The text of the clause before `index`, limited to its last few words. Reads back WINDOW_REACH
 * characters, doubling while that cannot tell: reading all the text before each match made a text
 * full of negated phrases quadratic (issue 19: 60,000 characters of "not confined to one room" took
 * the commode checklist 5 s).
 */
export function windowBefore(text: string, index: number): string {
  for (let reach = WINDOW_REACH; ; reach *= 2) {
    const from = Math.max(0, index - reach);
    const words = lastClauseWords(text.slice(from, index), from === 0);
    if (words !== undefined) return words.join(' ');
  }
}

/**
 * The last words of the last clause of `before`, or undefined when `before` may start too late to
 * tell. Clause ends and words are found from what is around them, so past the first characters a
 * stretch finds the same ones as the whole text: a clause end after its first character decides,
 * and so do WINDOW_WORDS words after the first CLAUSE_WORD_EDGE characters.
 */
function lastClauseWords(before: string, isWholeText: boolean): string[] | undefined {
  let start = 0;
  let decided = isWholeText;
  for (const end of before.matchAll(CLAUSE_END)) {
    start = (end.index as number) + end[0].length;
    if ((end.index as number) > 0) decided = true;
  }
  const words = Array.from(before.slice(start).matchAll(WORD)).slice(-WINDOW_WORDS);
  if (!decided && (words.length < WINDOW_WORDS || start + (words[0]?.index as number) < CLAUSE_WORD_EDGE)) return undefined;
  return words.map((word) => word[0]);
}

/** Whether the match at `index` (length `length`) is negated by the words around it. */
export function isNegated(text: string, index: number, length: number, extra?: RegExp, window = windowBefore(text, index)): boolean {
  // "[ ] toileting [x] bathing": an option the form's box leaves unchosen.
  if (UNCHECKED_BOX_BEFORE.test(text.slice(Math.max(0, index - 8), index))) return true;
  if ((NEGATION.test(window) && !withAfterNegation(window)) || (extra !== undefined && extra.test(window))) return true;
  return (
    POST_NEGATION.test(text.slice(index + length, index + length + POST_REACH)) ||
    ANSWERED_NO.test(text.slice(index + length, index + length + ANSWER_REACH))
  );
}

/** Past the longest cue after a match ("not applicable") and the marks before it. */
const POST_REACH = 40;

const GLOBAL = new WeakMap<RegExp, RegExp>();

/** The global copy of a phrase's regex (built once), ready to search from the start. */
export function globalOf(re: RegExp): RegExp {
  let global = GLOBAL.get(re);
  if (global === undefined) {
    global = new RegExp(re.source, `${re.flags}g`);
    GLOBAL.set(re, global);
  }
  global.lastIndex = 0;
  return global;
}

/** The first occurrence of the phrase in `text` that is not negated, or null. */
export function findPhrase(text: string, p: Phrase): PhraseMatch | null {
  for (const match of text.matchAll(globalOf(p.re))) {
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
  return /^(?:no|none|n\/?a|nil|not (?:required|needed|indicated|applicable|necessary|at this time)|no need\b.*|-+)[.!]?$/iu.test(
    text.trim(),
  );
}

/** Shorthand before a full stop that does not end the sentence. */
const ABBREVIATION_AT_END = /\b(?:dr|drs|mr|mrs|ms|st|vs|approx|e\.g|i\.e)$/iu;
/** The longest shorthand ("approx") and the character before it, for its \b. */
const ABBREVIATION_REACH = 7;

/**
 * Sentence spans of a text: split at . ! ? ; followed by white space (or at the end), at line breaks
 * and at a spaced dash between words ("F2F 2/3 - order pending"), but not after "Dr." and similar. Linear (issue 19): each run of marks is matched whole and
 * the space after it checked here — /[.!?;]+(?=\s|$)/ read a run with no space after it again from
 * each of its marks — and only the few characters before a mark are checked for shorthand.
 */
export function sentences(text: string): { text: string; index: number }[] {
  const result: { text: string; index: number }[] = [];
  let start = 0;
  for (const end of text.matchAll(/[.!?;]+|\n+|(?<=\S)[ \t][-–—]{1,2}[ \t](?=\p{L})/gu)) {
    const index = end.index as number;
    const after = index + end[0].length;
    const dash = end[0][0] === ' ' || end[0][0] === '\t';
    if (!dash && end[0][0] !== '\n' && after < text.length && !/\s/u.test(text[after] as string)) continue;
    if (ABBREVIATION_AT_END.test(text.slice(Math.max(start, index - ABBREVIATION_REACH), index))) continue;
    // A capital initial ("J. Kowal", "Dr K. Mensah") does not end a sentence.
    if (end[0] === '.' && /[\p{L}.][ \t]\p{Lu}$/u.test(text.slice(Math.max(start, index - 3), index))) continue;
    result.push({ text: text.slice(start, index), index: start });
    start = index + end[0].length;
  }
  if (start < text.length) result.push({ text: text.slice(start), index: start });
  return result.filter((s) => s.text.trim() !== '');
}

/** Number words clinicians type instead of digits. */
const NUMBER_WORDS: Readonly<Record<string, number>> = Object.freeze({
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  'a couple': 2,
  'a couple of': 2,
  couple: 2,
  'a few': 3,
  few: 3,
  several: 7,
});

/** Regex source for a count written in digits or words. */
export const COUNT = String.raw`(?:\d{1,3}|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a couple(?: of)?|a few|several)`;

/** The value of a count matched by COUNT ("2", "two", "a few"). */
export function countValue(text: string): number {
  const key = text.trim().toLowerCase().replace(/\s+/gu, ' ');
  return NUMBER_WORDS[key] ?? Number.parseInt(key, 10);
}
