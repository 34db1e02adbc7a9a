/**
 * Goal text as tokens: runs of letters, numbers and single marks, each with where it sits. Goals are
 * read token by token instead of by regex, so every reading is one pass over the text
 * (docs/decisions/0111-linear-text-scanning.md) and what comes before a word is simply the token
 * before it (docs/decisions/0029-no-regex-lookbehind.md).
 */

export type TokenKind = 'word' | 'number' | 'mark';

export interface Token {
  readonly kind: TokenKind;
  /** As typed. */
  readonly text: string;
  readonly lower: string;
  readonly start: number;
  readonly end: number;
  /** Nothing between it and the token before: the "ft" of "150ft", the "4" of "x4". */
  readonly attached: boolean;
  /** The first token of its line. */
  readonly lineStart: boolean;
  /** Which line of the text (0-based). */
  readonly line: number;
}

const LETTER = /[\p{L}\p{M}]/u;

function isDigit(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  return code >= 48 && code <= 57;
}

function isLineBreak(char: string): boolean {
  return char === '\n' || char === '\r' || char === '\u2028' || char === '\u2029';
}

/** One character, counting a surrogate pair as one. */
function charAt(text: string, index: number): string {
  const code = text.charCodeAt(index);
  return code >= 0xd800 && code <= 0xdbff ? String.fromCodePoint(text.codePointAt(index) as number) : (text[index] as string);
}

/** ASCII is decided without the regex: most goal text is ASCII. */
function isLetter(char: string): boolean {
  const code = char.charCodeAt(0);
  if (code < 128) return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  return LETTER.test(char);
}

function digitsEnd(text: string, from: number): number {
  let end = from;
  while (isDigit(text, end)) end++;
  return end;
}

/** "150", "0.5", "1,000": thousands groups of exactly three digits, one decimal part. */
function numberEnd(text: string, from: number): number {
  let end = digitsEnd(text, from);
  while (text[end] === ',' && digitsEnd(text, end + 1) === end + 4) end += 4;
  if (text[end] === '.' && isDigit(text, end + 1)) end = digitsEnd(text, end + 1);
  return end;
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let line = 0;
  let lineStart = true;
  let previousEnd = -1;
  let at = 0;
  while (at < text.length) {
    const char = charAt(text, at);
    if (isLineBreak(char)) {
      // "\r\n" is one break.
      if (!(char === '\n' && text[at - 1] === '\r')) line++;
      lineStart = true;
      at++;
      continue;
    }
    if (char === ' ' || char === '\t' || char.trim() === '') {
      at += char.length;
      continue;
    }
    const start = at;
    let kind: TokenKind = 'mark';
    if (isDigit(text, at)) {
      kind = 'number';
      at = numberEnd(text, at);
    } else if (isLetter(char)) {
      kind = 'word';
      while (at < text.length && isLetter(charAt(text, at))) at += charAt(text, at).length;
    } else {
      at += char.length;
    }
    const typed = text.slice(start, at);
    tokens.push({ kind, text: typed, lower: typed.toLowerCase(), start, end: at, attached: previousEnd === start, lineStart, line });
    lineStart = false;
    previousEnd = at;
  }
  return tokens;
}

/** The value of a number token ("1,000" is 1000). */
export function valueOf(token: Token): number {
  return Number(token.text.replaceAll(',', ''));
}

/**
 * Whether `typed` is `target` with at most one letter wrong, missing, added, or two neighbours swapped
 * ("weks", "indepedent", "supervison", "trnasfer"). Linear in the word's length.
 */
export function withinOneEdit(typed: string, target: string): boolean {
  if (Math.abs(typed.length - target.length) > 1) return false;
  let same = 0;
  while (same < typed.length && same < target.length && typed[same] === target[same]) same++;
  if (typed.length === target.length) {
    const swapped = typed[same] === target[same + 1] && typed[same + 1] === target[same];
    return typed.slice(same + 1) === target.slice(same + 1) || (swapped && typed.slice(same + 2) === target.slice(same + 2));
  }
  const [longer, shorter] = typed.length > target.length ? [typed, target] : [target, typed];
  return longer.slice(same + 1) === shorter.slice(same);
}

/** Words and what they stand for; long words are also found with one typo. */
export interface Lexicon<T> {
  readonly get: (word: string) => T | undefined;
}

/** Typos are forgiven only on words of `typoFrom` letters or more, and never on the first letter. */
export function lexicon<T>(entries: readonly (readonly [string, T])[], typoFrom: number): Lexicon<T> {
  const exact = new Map(entries);
  const byFirstLetter = new Map<string, (readonly [string, T])[]>();
  for (const entry of entries) {
    if (entry[0].length < typoFrom) continue;
    const first = entry[0][0] as string;
    byFirstLetter.set(first, [...(byFirstLetter.get(first) ?? []), entry]);
  }
  return {
    get(word) {
      const found = exact.get(word);
      if (found !== undefined || word.length < typoFrom - 1 || word.length > 24) return found;
      return byFirstLetter.get(word[0] as string)?.find(([target]) => withinOneEdit(word, target))?.[1];
    },
  };
}

/** Each word of a space-separated list, mapped to the same value. */
export function words<T>(list: string, value: T): (readonly [string, T])[] {
  return list
    .split(' ')
    .filter((word) => word !== '')
    .map((word) => [word, value] as const);
}
