/**
 * Medications from the list in drug-names.ts, with the dose and schedule written after them:
 * "Metoprolol 25 mg BID" and "metoprolol tartrate, 25 mg twice daily" are both
 * "metoprolol 25 mg twice daily"; "Lasix" is furosemide. A rewrite that drops the drug or changes
 * its dose or schedule loses this fact and adds another.
 */
import { isSentenceEnd, makeFact, type Reading } from './reading';
import type { Token } from './tokens';
import type { Fact } from './types';

const DOSE_UNITS = new Map(
  Object.entries({
    mg: 'mg',
    mcg: 'mcg',
    g: 'g',
    gm: 'g',
    ml: 'ml',
    u: 'units',
    unit: 'units',
    units: 'units',
    iu: 'units',
    meq: 'meq',
    '%': '%',
    tab: 'tab',
    tabs: 'tab',
    tablet: 'tab',
    tablets: 'tab',
    cap: 'cap',
    caps: 'cap',
    capsule: 'cap',
    capsules: 'cap',
    puff: 'puff',
    puffs: 'puff',
    drop: 'drop',
    drops: 'drop',
    patch: 'patch',
    l: 'l',
  }),
);

/** How far after the name a dose or schedule may be written. */
const REACH = 8;

/** A number followed by a dose unit: "25 mg", "20 units". */
function doseAt(tokens: readonly Token[], at: number): string | undefined {
  const number = tokens[at];
  const unit = DOSE_UNITS.get(tokens[at + 1]?.norm ?? '');
  return number?.type === 'number' && unit ? `${number.norm} ${unit}` : undefined;
}

export function extractMedications(reading: Reading): Fact[] {
  const { tokens, consumed } = reading;
  const facts: Fact[] = [];
  for (let at = 0; at < tokens.length; at++) {
    if (tokens[at]?.tag !== 'med') continue;
    let dose: string | undefined;
    const schedules: string[] = [];
    let last = at;
    const parts = new Set<number>();
    for (let next = at + 1; next < tokens.length && next <= at + REACH; next++) {
      const token = tokens[next] as Token;
      if (isSentenceEnd(token) || token.tag === 'med' || token.tag === 'topic') break;
      // A comma separates the name from its dose ("metoprolol, 25 mg") or from the next item.
      if (token.norm === ',' && !(tokens[next + 1]?.type === 'number' || tokens[next + 1]?.tag === 'freq')) break;
      const foundDose = dose === undefined ? doseAt(tokens, next) : undefined;
      if (foundDose) {
        dose = foundDose;
        parts.add(next).add(next + 1);
        last = ++next;
      } else if (token.tag === 'freq') {
        schedules.push(token.norm);
        parts.add(next);
        last = next;
      } else if (token.type === 'number') break;
    }
    for (const index of parts) consumed.add(index);
    const key = [tokens[at]!.norm, dose, ...schedules.sort()].filter(Boolean).join(' ');
    facts.push(makeFact(reading, 'medication', at, last, key));
  }
  return facts;
}
