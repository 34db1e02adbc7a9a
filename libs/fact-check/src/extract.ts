/**
 * Reads every fact of a clinical text. Medications go first: the dose and schedule they take
 * are part of their fact, not separate numbers.
 */
import { extractAssistance } from './assistance';
import { extractLaterality } from './laterality';
import { extractMedications } from './medications';
import { extractNegations } from './negation';
import { extractNumbers } from './numbers';
import { gradedTopic, makeFact, qualified, read, type Reading } from './reading';
import type { Fact } from './types';

/**
 * "mild", "moderate", "severe", with the symptom they grade: a rewrite may grade "pain 6/10" as
 * "moderate pain" (check.ts), not "fatigue 6/10".
 */
function extractSeverities(reading: Reading): Fact[] {
  return reading.tokens.flatMap((token, at) =>
    token.tag === 'severity' ? [qualified(makeFact(reading, 'score', at, at, token.norm), { about: gradedTopic(reading, at) })] : [],
  );
}

/** Schedules not taken by a medication: "HEP BID", "PT 1x/wk". */
function extractSchedules(reading: Reading): Fact[] {
  return reading.tokens.flatMap((token, at) =>
    token.tag === 'freq' && !reading.consumed.has(at) ? [makeFact(reading, 'time', at, at, token.norm)] : [],
  );
}

/**
 * "w/d", "w/u", "n/v" and unknown two-letter shorthand must survive or be written out as the
 * vocabulary says; a written-out form on its own ("wheelchair") need not appear on both sides.
 */
function extractShorthand(reading: Reading): Fact[] {
  return reading.tokens.flatMap((token, at) => {
    if (token.tag !== 'shorthand') return [];
    const fact = makeFact(reading, 'shorthand', at, at, token.norm);
    return [qualified(fact, { weak: !fact.text.includes('/') })];
  });
}

/** The facts of `text` in the order they were found, kind by kind. */
export function extractFacts(text: string): Fact[] {
  if (typeof text !== 'string' || text.length === 0) return [];
  const reading = read(text);
  return [
    ...extractMedications(reading),
    ...extractNumbers(reading),
    ...extractSchedules(reading),
    ...extractSeverities(reading),
    ...extractLaterality(reading),
    ...extractNegations(reading),
    ...extractAssistance(reading),
    ...extractShorthand(reading),
  ];
}
