/**
 * Negated findings: a cue (no, denies, w/o, unable to, negative for…) with the few words it
 * negates, up to the next punctuation, conjunction or preposition; or a cue after its term
 * ("supervision not required", "complete med list not available", "Pain: none"). A list
 * ("denies pain, SOB, or dizziness") gives one fact per item. The key is "no " and the term's words,
 * singular and without fillers ("denies any falls" → "no fall").
 */
import { isClauseEnd, isSentenceEnd, makeFact, type Reading } from './reading';
import type { Token } from './tokens';
import type { Fact } from './types';
import { JOINING_SHORTHAND, NEGATED_PREDICATES } from './vocabulary';

/** At most this many words, within this many tokens, make a negated term: a cue negates a finding, not a paragraph. */
const TERM_WORDS = 4;
const TERM_REACH = 10;
const ARTICLES = new Set(['a', 'an', 'the', 'any']);
const LIST_JOINS = new Set(['or', 'nor', 'and']);
const COPULAS = new Set(['is', 'are', 'was', 'were', 'be', 'been']);
const NEGATION_TAGS = new Set(['neg', 'negAfter', 'negEither']);
const PREDICATES = new Set(NEGATED_PREDICATES);

/** One spelling per word: plural and tense endings off, so "falls"/"fall" and "injuries"/"injury" agree. */
export function stem(word: string): string {
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return word;
  const base = word.endsWith('y') ? `${word.slice(0, -1)}i` : word;
  for (const suffix of ['ing', 'ed', 'es', 'en', 's', 'e']) {
    if (base.endsWith(suffix) && base.length - suffix.length >= 3 && !(suffix === 's' && /(ss|us|is)$/.test(base))) {
      return base.slice(0, -suffix.length);
    }
  }
  return base;
}

/** A word a negated term keeps: content words and known concepts; not sides, severities or schedules. */
function termWord(token: Token): string | undefined {
  if (token.type !== 'word') return undefined;
  if (token.tag === undefined) return stem(token.norm);
  return token.tag === 'topic' || token.tag === 'part' || token.tag === 'assist' || token.tag === 'med' || token.tag === 'shorthand'
    ? token.norm
    : undefined;
}

/** What ends a term: punctuation, a conjunction or preposition, a number, a time word or another cue. */
function endsTerm(token: Token): boolean {
  if (token.type === 'number') return true;
  if (token.type === 'symbol') return !['/', '-', '&', "'"].includes(token.norm);
  if (token.tag === 'shorthand' && JOINING_SHORTHAND.has(token.norm)) return true;
  return token.tag === 'stop' || token.tag === 'past' || token.tag === 'present' || NEGATION_TAGS.has(token.tag ?? '');
}

interface Term {
  words: string[];
  first: number;
  last: number;
}

/** The term after a cue at `cue`; `strict` (a list item) allows only articles before its first word. */
function termAfter(tokens: readonly Token[], from: number, strict: boolean): (Term & { end: number }) | undefined {
  const words: string[] = [];
  let first = -1;
  let last = -1;
  let at = from;
  for (; at < tokens.length && at < from + TERM_REACH && words.length < TERM_WORDS; at++) {
    const token = tokens[at] as Token;
    // "no current equipment": "current" before the term describes it, it does not end it
    if (token.tag === 'present' && words.length === 0) continue;
    if (endsTerm(token)) break;
    const word = termWord(token);
    if (token.tag === 'filler' || (word === undefined && token.type === 'word')) {
      if (strict && words.length === 0 && !ARTICLES.has(token.norm) && token.tag !== 'side' && token.tag !== 'sideLetter') return undefined;
      continue;
    }
    if (word === undefined) continue;
    words.push(word);
    if (first < 0) first = at;
    last = at;
  }
  return words.length > 0 ? { words, first, last, end: at } : undefined;
}

/**
 * Whether the items after a comma belong to the negated list: "denies pain, SOB, or dizziness"
 * does, "denies pain, fatigue 6/10" does not. The list must close with or/nor/and before its
 * sentence ends, and no item may hold a number or another cue.
 */
function commaListContinues(tokens: readonly Token[], comma: number): boolean {
  for (let at = comma + 1; at < tokens.length && at <= comma + 16; at++) {
    const token = tokens[at] as Token;
    if (isSentenceEnd(token) || token.type === 'number' || NEGATION_TAGS.has(token.tag ?? '')) return false;
    if (token.tag === 'stop' && LIST_JOINS.has(token.norm)) return true;
    if (token.tag === 'stop' || token.tag === 'filler') return false;
  }
  return false;
}

/** The items negated by the cue ending at `cue`, a list read item by item. */
function termsAfter(tokens: readonly Token[], cue: number): Term[] {
  const terms: Term[] = [];
  let item = termAfter(tokens, cue + 1, false);
  while (item) {
    terms.push(item);
    const joint = tokens[item.end];
    if (!joint) break;
    let next = item.end + 1;
    if (joint.norm === ',') {
      if (!commaListContinues(tokens, item.end)) break;
      if (tokens[next]?.tag === 'stop' && LIST_JOINS.has(tokens[next]!.norm)) next++;
    } else if (!(joint.tag === 'stop' && LIST_JOINS.has(joint.norm))) break;
    item = termAfter(tokens, next, true);
    // "and" joins a list only when nothing but the item follows: "denies pain and reports fatigue" is two clauses.
    if (item && joint.norm === 'and' && !isClauseEnd(tokens[item.end]) && !LIST_JOINS.has(tokens[item.end]?.norm ?? '')) break;
  }
  return terms;
}

/** The term before a cue written after it: "supervision [is] not required", "Pain: none". */
function termBefore(tokens: readonly Token[], cue: number, acrossLabel: boolean): Term | undefined {
  const words: string[] = [];
  let first = -1;
  let last = -1;
  let at = cue - 1;
  while (at >= 0 && words.length === 0 && (COPULAS.has(tokens[at]!.norm) || (acrossLabel && tokens[at]!.norm === ':'))) at--;
  for (; at >= 0 && at > cue - TERM_REACH && words.length < TERM_WORDS; at--) {
    const token = tokens[at] as Token;
    if (endsTerm(token) || isClauseEnd(token)) break;
    const word = termWord(token);
    if (word === undefined) continue;
    words.unshift(word);
    if (last < 0) last = at;
    first = at;
  }
  return words.length > 0 ? { words, first, last } : undefined;
}

/** "none", "denied", "negative", "absent": a cue before a word that can be negated, else after. */
function negatesWhatFollows(tokens: readonly Token[], cue: number): boolean {
  const next = tokens[cue + 1];
  return next !== undefined && next.type === 'word' && (next.tag === undefined || termWord(next) !== undefined || ARTICLES.has(next.norm));
}

export function extractNegations(reading: Reading): Fact[] {
  const { tokens } = reading;
  const facts: Fact[] = [];
  const add = (cue: number, term: Term) => {
    const first = Math.min(cue, term.first);
    const last = Math.max(cue, term.last);
    facts.push(makeFact(reading, 'negation', first, last, `no ${term.words.join(' ')}`));
  };
  for (let at = 0; at < tokens.length; at++) {
    const tag = tokens[at]!.tag;
    // "isn't required", "wasn't available": a cue before a predicate negates the subject before it.
    const beforePredicate = tag === 'neg' && PREDICATES.has(tokens[at + 1]?.norm ?? '');
    if (beforePredicate) {
      const term = termBefore(tokens, at, false);
      if (term) add(at, term);
    } else if (tag === 'neg' || (tag === 'negEither' && negatesWhatFollows(tokens, at))) {
      for (const term of termsAfter(tokens, at)) add(at, term);
    } else if (tag === 'negAfter' || tag === 'negEither') {
      const term = termBefore(tokens, at, tag === 'negEither');
      if (term) add(at, term);
    }
  }
  return facts;
}
