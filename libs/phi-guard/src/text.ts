/**
 * Small text helpers shared by the detectors. No regex look-behind anywhere in this library (older
 * Safari cannot parse it): "what comes before" is checked here by reading the previous character.
 */

const WORD_CHAR = /[A-Za-z0-9À-ÖØ-öø-ÿ]/;

export function isWordChar(char: string | undefined): boolean {
  return char !== undefined && WORD_CHAR.test(char);
}

/** True when `index` is not in the middle of a word or a number (the look-behind we cannot write). */
export function startsToken(text: string, index: number): boolean {
  return index === 0 || !isWordChar(text[index - 1]);
}

/** Digits, dashes, dots or slashes right before `index` mean we matched the tail of a longer code. */
export function continuesCode(text: string, index: number): boolean {
  const before = text[index - 1];
  if (before === undefined) return false;
  if (/[0-9]/.test(before)) return true;
  return /[-./]/.test(before) && /[0-9A-Za-z]/.test(text[index - 2] ?? '');
}

/** The same after `end`: "555-0142-7" or "3/14/2026/1" is not what we matched. */
export function codeContinues(text: string, end: number): boolean {
  const after = text[end];
  if (after === undefined) return false;
  if (/[0-9]/.test(after)) return true;
  return /[-./]/.test(after) && /[0-9]/.test(text[end + 1] ?? '');
}

/**
 * The text just before `index`, up to `size` characters, cut at the last line break so a label on
 * the previous line does not colour this one.
 */
export function textBefore(text: string, index: number, size: number): string {
  const window = text.slice(Math.max(0, index - size), index);
  const lineBreak = window.lastIndexOf('\n');
  return lineBreak === -1 ? window : window.slice(lineBreak + 1);
}

export function textAfter(text: string, index: number, size: number): string {
  const window = text.slice(index, index + size);
  const lineBreak = window.indexOf('\n');
  return lineBreak === -1 ? window : window.slice(0, lineBreak);
}

/**
 * The context word nearest to the end of `window` among several classes, e.g. whether "fax" or
 * "phone" was written last before a number. Each pattern must be global.
 */
export function nearestContext<K extends string>(window: string, patterns: Record<K, RegExp>): K | undefined {
  let nearest: K | undefined;
  let nearestEnd = -1;
  for (const key of Object.keys(patterns) as K[]) {
    const pattern = patterns[key];
    pattern.lastIndex = 0;
    for (const match of window.matchAll(pattern)) {
      const end = match.index + match[0].length;
      if (end > nearestEnd) {
        nearestEnd = end;
        nearest = key;
      }
    }
  }
  return nearest;
}

/**
 * `value` without the characters at its end that `char` (a one-character pattern) accepts. A loop:
 * `/[…]+$/` is tried from every character of a long run and reads the rest of the run each time.
 */
export function withoutTrailing(value: string, char: RegExp): string {
  let end = value.length;
  while (end > 0 && char.test(value[end - 1])) end--;
  return value.slice(0, end);
}

export function countDigits(value: string): number {
  let digits = 0;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code >= 48 && code <= 57) digits++;
  }
  return digits;
}
