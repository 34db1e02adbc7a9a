/**
 * Splits text into words, numbers and single symbols with their offsets. A hand-written scanner,
 * one pass over the text: regexes with nested repetition read long runs of digits or slashes again
 * from every character, and svc-ai gets whatever a clinician pastes.
 */

export type TokenType = 'word' | 'number' | 'symbol';

/** What a word or phrase means to the extractors; set by the vocabulary (concepts.ts). */
export type Tag =
  | 'neg' // a negation cue before what it negates: no, denies, w/o, unable to
  | 'negAfter' // a negation cue after it: not required, not available
  | 'negEither' // none, denied, negative, absent: before or after, by what follows
  | 'past' // was, before, prior, last, PLOF
  | 'present' // now, today, currently
  | 'side' // left, right, bilateral
  | 'sideLetter' // L, R, B, lt, rt, both: a side only next to a body part or at a clause end
  | 'part' // knee, hip, lower extremity, TKA
  | 'assist' // a level of assistance
  | 'med' // a medication name
  | 'freq' // a schedule: twice daily, as needed, every 4 hours
  | 'topic' // what a number or level is said of: pain, BP, TUG, transfers, ADLs
  | 'severity' // mild, moderate, severe
  | 'shorthand' // w/d, w/u and their written-out forms
  | 'unit' // a unit that is a phrase: y/o, year old
  | 'filler' // words a negated term does without: any, signs of, c/o
  | 'stop'; // words that end a negated term: but, with, during, reports

export interface Token {
  type: TokenType;
  /** Lower-case word, canonical number ("98.6", "1000") or the symbol; for a phrase, its meaning. */
  norm: string;
  tag?: Tag;
  start: number;
  end: number;
  /** White space before the token. */
  spaced: boolean;
  /** A number written as a word ("six", "twice"). */
  spelled?: true;
  /** A count of times written as a word ("twice"): the number carries an implied "x". */
  times?: true;
  /** A single capital letter as typed ("L", "R"): only capitals are sides. */
  capital?: true;
}

const isDigit = (code: number) => code >= 48 && code <= 57;
const isAsciiLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const LETTER = /\p{L}/u;
const isLetter = (text: string, at: number) => {
  const code = text.charCodeAt(at);
  return isAsciiLetter(code) || (code > 127 && LETTER.test(text[at] as string));
};
const isApostrophe = (char: string | undefined) => char === "'" || char === '’';
const isSpace = (char: string) => char === ' ' || char === '\t' || char === '\r' || char === '\n' || char === '\u00a0';

/** A canonical spelling of a number as typed: no thousands separators, no padding zeros. */
export function canonicalNumber(raw: string): string {
  const plain = raw.replace(/,/g, '');
  // Number() keeps 15 significant digits; a longer run is an identifier and stays as typed.
  if (plain.length <= 15) return String(Number(plain.startsWith('.') ? `0${plain}` : plain));
  let from = 0;
  while (from < plain.length - 1 && plain[from] === '0') from++;
  return plain.slice(from);
}

function scanNumber(text: string, from: number): number {
  let at = from;
  let decimal = false;
  if (text[at] === '.') {
    decimal = true;
    at++;
  }
  while (at < text.length) {
    const code = text.charCodeAt(at);
    if (isDigit(code)) at++;
    else if (
      text[at] === ',' &&
      !decimal &&
      isDigit(text.charCodeAt(at + 1)) &&
      isDigit(text.charCodeAt(at + 2)) &&
      isDigit(text.charCodeAt(at + 3)) &&
      !isDigit(text.charCodeAt(at + 4))
    )
      at += 4;
    else if (text[at] === '.' && !decimal && isDigit(text.charCodeAt(at + 1))) {
      decimal = true;
      at++;
    } else break;
  }
  return at;
}

function scanWord(text: string, from: number): number {
  let at = from;
  while (at < text.length) {
    if (isLetter(text, at)) at++;
    else if (isApostrophe(text[at]) && at + 1 < text.length && isLetter(text, at + 1)) at += 2;
    else break;
  }
  // "SpO2", "O2", "L4", "B12" are names, not a word and a number; "x3", "q4h", "2w4" are not.
  const word = text.slice(from, at).toLowerCase();
  if (word === 'x' || word === 'q' || word === 'w') return at;
  let digitsEnd = at;
  while (digitsEnd < text.length && isDigit(text.charCodeAt(digitsEnd))) digitsEnd++;
  if (digitsEnd > at && (digitsEnd === text.length || !isLetter(text, digitsEnd))) return digitsEnd;
  return at;
}

/** The raw tokens of `text`; runs of line breaks become one "\n" symbol (a sentence end). */
export function scan(text: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  let spaced = false;
  while (at < text.length) {
    const char = text[at] as string;
    if (isSpace(char)) {
      const runStart = at;
      let lineBreak = false;
      while (at < text.length && isSpace(text[at] as string)) {
        if (text[at] === '\n') lineBreak = true;
        at++;
      }
      if (lineBreak) tokens.push({ type: 'symbol', norm: '\n', start: runStart, end: at, spaced: true });
      spaced = true;
      continue;
    }
    const start = at;
    const code = text.charCodeAt(at);
    if (isDigit(code) || (char === '.' && isDigit(text.charCodeAt(at + 1)) && !isDigit(text.charCodeAt(at - 1)))) {
      at = scanNumber(text, at);
      tokens.push({ type: 'number', norm: canonicalNumber(text.slice(start, at)), start, end: at, spaced });
    } else if (isLetter(text, at)) {
      at = scanWord(text, at);
      const typed = text.slice(start, at);
      const token: Token = { type: 'word', norm: typed.toLowerCase().replace(/’/g, "'").replace(/'s$/, ''), start, end: at, spaced };
      if (typed.length === 1 && typed !== typed.toLowerCase()) token.capital = true;
      tokens.push(token);
    } else {
      at++;
      tokens.push({ type: 'symbol', norm: char === '’' ? "'" : char, start, end: at, spaced });
    }
    spaced = false;
  }
  return withoutJoiningHyphens(tokens);
}

/**
 * "sit-to-stand", "pre-op", "two-story" read as "sit to stand", "pre op", "two story", so one
 * phrase list covers both spellings. A hyphen between numbers ("3-4x/wk") or before a slash
 * ("4-/5") is kept: it is a range or a grade.
 */
function withoutJoiningHyphens(tokens: Token[]): Token[] {
  return tokens.filter((token, index) => {
    if (token.norm !== '-' || token.spaced) return true;
    const before = tokens[index - 1];
    const after = tokens[index + 1];
    return !(before && after && before.type !== 'symbol' && after.type === 'word' && !after.spaced);
  });
}

const UNITS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const NUMBER_WORDS = new Map<string, number>([
  ...UNITS.map((word, value) => [word, value] as const),
  ...TENS.flatMap((word, index) => (word ? [[word, index * 10] as const] : [])),
]);
const MULTIPLIER_WORDS = new Map([
  ['once', 1],
  ['twice', 2],
  ['thrice', 3],
]);

/** Number words become numbers ("twenty five" → 25), marked as spelled. */
export function withSpelledNumbers(tokens: Token[]): Token[] {
  const result: Token[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index] as Token;
    const value = token.type === 'word' ? (NUMBER_WORDS.get(token.norm) ?? MULTIPLIER_WORDS.get(token.norm)) : undefined;
    if (value === undefined) {
      result.push(token);
      continue;
    }
    const next = tokens[index + 1];
    const ones = value >= 20 && value % 10 === 0 && next?.type === 'word' ? NUMBER_WORDS.get(next.norm) : undefined;
    if (ones !== undefined && ones > 0 && ones < 10) {
      result.push({ ...token, type: 'number', norm: String(value + ones), end: next!.end, spelled: true });
      index++;
    } else {
      result.push({
        ...token,
        type: 'number',
        norm: String(value),
        spelled: true,
        ...(MULTIPLIER_WORDS.has(token.norm) ? { times: true as const } : {}),
      });
    }
  }
  return result;
}
