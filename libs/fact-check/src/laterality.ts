/**
 * Sides with the body part they name: "L knee", "RLE", "BLE", "rt shoulder", "on the R",
 * "R>L". The key is the side (left, right, bilateral) and the part is compared where both texts
 * name one, so a swapped side is lost on one side and unsupported on the other.
 */
import { isClauseEnd, makeFact, qualified, type Reading } from './reading';
import type { Token } from './tokens';
import type { Fact } from './types';

/** Words after which "left" is the verb: "Pt left the clinic", "caregiver left at noon". */
const BEFORE_LEFT_AS_VERB = new Set([
  'pt',
  'patient',
  'caregiver',
  'he',
  'she',
  'they',
  'we',
  'i',
  'who',
  'was',
  'were',
  'has',
  'have',
  'had',
  'been',
  'family',
  'spouse',
  'wife',
  'husband',
  'son',
  'daughter',
  'nurse',
  'therapist',
]);
const AFTER_LEFT_AS_VERB = new Set([
  'the',
  'a',
  'an',
  'at',
  'home',
  'alone',
  'unattended',
  'message',
  'voicemail',
  'early',
  'without',
  'for',
  'to',
  'in',
  'on',
  'after',
  'before',
  'with',
]);
/** "right away", "right now", "all right". */
const AFTER_RIGHT_AS_IDIOM = new Set(['away', 'now', 'after', 'before', 'there', 'here', 'then']);
/** What makes a lone letter a side: "on the R", "R>L", "3+/5 L." */
const BEFORE_LETTER_SIDE = new Set(['on', 'the', 'to', '(', '>', '<', '=', 'than']);
const AFTER_LETTER_SIDE = new Set([')', '>', '<', '=']);

/** The body part within `reach` tokens after `at`, in its clause. */
function partAfter(tokens: readonly Token[], at: number, reach: number): string | undefined {
  for (let next = at + 1; next <= at + reach && next < tokens.length; next++) {
    const token = tokens[next] as Token;
    if (isClauseEnd(token) || token.tag === 'side' || token.tag === 'sideLetter') return undefined;
    if (token.tag === 'part') return token.norm;
  }
  return undefined;
}

/** The part right before a side written after it: "knee (L)", "hip, R" is not one. */
function partBefore(tokens: readonly Token[], at: number): string | undefined {
  for (let previous = at - 1; previous >= at - 3 && previous >= 0; previous--) {
    const token = tokens[previous] as Token;
    if (token.tag === 'part') return token.norm;
    if (token.norm !== '(') return undefined;
  }
  return undefined;
}

function isIdiom(tokens: readonly Token[], at: number): boolean {
  const token = tokens[at] as Token;
  const before = tokens[at - 1]?.norm ?? '';
  const after = tokens[at + 1]?.norm ?? '';
  if (token.norm === 'left' && token.end - token.start === 4) return BEFORE_LEFT_AS_VERB.has(before) || AFTER_LEFT_AS_VERB.has(after);
  if (token.norm === 'right' && token.end - token.start === 5) return before === 'all' || AFTER_RIGHT_AS_IDIOM.has(after);
  return false;
}

/** A letter (L, R, B, lt, rt, both) is a side only where nothing else could be meant. */
function isLetterSide(tokens: readonly Token[], at: number): boolean {
  const token = tokens[at] as Token;
  const isSingleLetter = token.end - token.start === 1;
  if (isSingleLetter && !token.capital) return false;
  const before = tokens[at - 1];
  const after = tokens[at + 1];
  // "2L" and "L4" are litres and a spinal level.
  if (before?.type === 'number' && !token.spaced) return false;
  if (before && BEFORE_LETTER_SIDE.has(before.norm) && (isClauseEnd(after) || AFTER_LETTER_SIDE.has(after!.norm))) return true;
  if (after && AFTER_LETTER_SIDE.has(after.norm) && after.norm !== ')') return true;
  return before?.type === 'number' && isClauseEnd(after);
}

export function extractLaterality(reading: Reading): Fact[] {
  const { tokens } = reading;
  const facts: Fact[] = [];
  for (let at = 0; at < tokens.length; at++) {
    const token = tokens[at] as Token;
    if (token.tag !== 'side' && token.tag !== 'sideLetter') continue;
    const reach = token.tag === 'side' ? 3 : 2;
    const part = partAfter(tokens, at, reach) ?? (tokens[at - 1]?.norm === '(' ? partBefore(tokens, at) : undefined);
    const isSide = token.tag === 'side' ? part !== undefined || !isIdiom(tokens, at) : part !== undefined || isLetterSide(tokens, at);
    if (!isSide) continue;
    facts.push(qualified(makeFact(reading, 'laterality', at, at, token.norm), { about: part }));
  }
  return facts;
}
