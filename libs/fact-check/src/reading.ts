/**
 * One text read for extraction, and the questions every extractor asks of the words around a
 * fact: where its clause ends, what it is said of, and whether it is said of an earlier time.
 * Every look-around is a fixed number of tokens, so extraction stays linear in the text.
 */
import { readConcepts } from './concepts';
import type { Token } from './tokens';
import type { Fact, FactKind } from './types';
import { isTimeUnit } from './units';

export interface Reading {
  text: string;
  tokens: Token[];
  /** Tokens an extractor made part of its fact (a dose inside a medication), skipped by the others. */
  consumed: Set<number>;
}

export function read(text: string): Reading {
  return { text, tokens: readConcepts(text), consumed: new Set() };
}

const SENTENCE_ENDS = new Set(['.', ';', '!', '?', '\n']);
export const isSentenceEnd = (token: Token | undefined) =>
  token === undefined || (token.type === 'symbol' && SENTENCE_ENDS.has(token.norm));
/** Parentheses do not end a clause: "pain (6/10)" is one. */
export const isClauseEnd = (token: Token | undefined) => isSentenceEnd(token) || (token!.type === 'symbol' && token!.norm === ',');

export function makeFact(reading: Reading, kind: FactKind, first: number, last: number, key: string): Fact {
  const start = (reading.tokens[first] as Token).start;
  const end = (reading.tokens[last] as Token).end;
  return { kind, text: reading.text.slice(start, end), key, start, end };
}

/**
 * What `read` finds in the nearest token around `first..last` that it has an answer for, looking
 * up to `reach` tokens to one `side`, within the clause. A number ends the look (it is another
 * measurement) unless a time unit follows it ("3 wks ago" belongs to the time words).
 */
function lookAround<T>(
  reading: Reading,
  first: number,
  last: number,
  reach: number,
  side: 'before' | 'after',
  read: (token: Token) => T | undefined,
): T | undefined {
  const { tokens } = reading;
  const step = side === 'before' ? -1 : 1;
  for (let at = side === 'before' ? first - 1 : last + 1, taken = 0; at >= 0 && at < tokens.length && taken < reach; at += step, taken++) {
    const token = tokens[at] as Token;
    if (isClauseEnd(token) || (token.type === 'number' && !isTimeUnit(tokens[at + 1]?.norm))) return undefined;
    const found = read(token);
    if (found !== undefined) return found;
  }
  return undefined;
}

const timeFrame = (token: Token) => (token.tag === 'past' || token.tag === 'present' ? token.tag : undefined);

/** "was 8/10 before TKA", "9/10 last wk", "PLOF: independent" — unless "now"/"today" comes first. */
export function saidOfThePast(reading: Reading, first: number, last: number): boolean {
  return (
    lookAround(reading, first, last, 6, 'before', timeFrame) === 'past' ||
    lookAround(reading, first, last, 6, 'after', timeFrame) === 'past'
  );
}

const topicOf = (token: Token) => (token.tag === 'topic' ? token.norm : undefined);

/** The nearest topic ("pain", "BP", "transfers") before the fact in its clause, else just after it. */
export function topicNear(reading: Reading, first: number, last: number): string | undefined {
  return lookAround(reading, first, last, 4, 'before', topicOf) ?? lookAround(reading, first, last, 2, 'after', topicOf);
}

/**
 * The symptom a severity word grades: the topic after it first ("moderate pain", "moderate (6/10)
 * left hip pain", past a rating in parentheses), else before it ("pain is moderate").
 */
export function gradedTopic(reading: Reading, at: number): string | undefined {
  const { tokens } = reading;
  let last = at;
  if (tokens[at + 1]?.norm === '(') {
    for (let close = at + 2; close < tokens.length && close <= at + 8 && !isClauseEnd(tokens[close]); close++) {
      if (tokens[close]!.norm === ')') {
        last = close;
        break;
      }
    }
  }
  return lookAround(reading, at, last, 4, 'after', topicOf) ?? lookAround(reading, at, at, 4, 'before', topicOf);
}

/** The fact with its optional qualifiers set only when present. */
export function qualified(fact: Fact, qualifiers: { unit?: string; about?: string; past?: boolean; weak?: boolean }): Fact {
  if (qualifiers.unit) fact.unit = qualifiers.unit;
  if (qualifiers.about) fact.about = qualifiers.about;
  if (qualifiers.past) fact.past = true;
  if (qualifiers.weak) fact.weak = true;
  return fact;
}
