/**
 * Levels of assistance, normalised ("min A", "min assist", "minimal assistance" → "minimal
 * assist"; "total A" → "dependent"), with the activity they are given for when it is written
 * next to them ("min A for IADLs", "Transfers: SBA"). A level that changes, moves to another
 * activity or is dropped is lost; one the rewrite adds is unsupported.
 */
import { isClauseEnd, makeFact, qualified, saidOfThePast, type Reading } from './reading';
import type { Token } from './tokens';
import type { Fact } from './types';

/** "min A for IADLs", "independent with ADLs": the activity follows these words. */
const ACTIVITY_FOLLOWS = new Set(['with', 'for', 'during', 'in', 'on']);

function activityAfter(tokens: readonly Token[], at: number, reach: number): string | undefined {
  for (let next = at + 1; next <= at + reach && next < tokens.length; next++) {
    const token = tokens[next] as Token;
    if (isClauseEnd(token) || token.tag === 'assist') return undefined;
    if (token.tag === 'topic') return token.norm;
  }
  return undefined;
}

function activityBefore(tokens: readonly Token[], at: number, reach: number): string | undefined {
  for (let previous = at - 1; previous >= at - reach && previous >= 0; previous--) {
    const token = tokens[previous] as Token;
    if (isClauseEnd(token) || token.tag === 'assist') return undefined;
    if (token.tag === 'topic') return token.norm;
  }
  return undefined;
}

export function extractAssistance(reading: Reading): Fact[] {
  const { tokens } = reading;
  const facts: Fact[] = [];
  for (let at = 0; at < tokens.length; at++) {
    if (tokens[at]?.tag !== 'assist') continue;
    const about = ACTIVITY_FOLLOWS.has(tokens[at + 1]?.norm ?? '')
      ? activityAfter(tokens, at, 3)
      : (activityBefore(tokens, at, 5) ?? activityAfter(tokens, at, 3));
    const fact = makeFact(reading, 'assistance', at, at, tokens[at]!.norm);
    facts.push(qualified(fact, { about, past: saidOfThePast(reading, at, at) }));
  }
  return facts;
}
