/**
 * Issue 21, round 14 (corpus/tuning-round14.ts, formerly held-out 10): the tuner's own variations of each fix — a
 * phone number after "phone for <whom> is", an age in words set off by commas after a hyphenated name, a street
 * whose name is a possessive, a named row or way after "on", a name label whose value points elsewhere ("see
 * face sheet"), a capitalised surname after "dr" in lower case, a day as "the 3rd" before "for" or after an event
 * verb, a dotted date after "surg", a town after a relative's home ("at her son's in …") and a modal-like given
 * name before "is" or "has" ("son will is the POA") — and the clean near-misses next to them. Every identifier is
 * invented.
 */
import { detectPhi } from './detect';
import type { PhiType } from './types';

const found = (text: string) => detectPhi(text).map((f) => [f.type, f.text]);

describe('round 14 fixes, on variations of their own', () => {
  it.each<[string, PhiType, string]>([
    ['cell phone for son is 555 0163 since sept', 'phone', '555 0163'],
    ['Ottoline Vance-Rudd, ninety six, lives alone w/ cat', 'age-over-89', 'ninety six'],
    ["home safety eval at 318 Tinker's Lane, 3 steps to enter", 'address', "318 Tinker's Lane"],
    ['moved in with her nephew on Ashdown Way last month', 'address', 'Ashdown Way'],
    ['faxed the POC to dr Vellacott this am', 'name', 'Vellacott'],
    ['readmitted on the 9th for cellulitis R leg', 'date', '9th'],
    ['pt scheduled the 21st for the cardiology f/u', 'date', '21st'],
    ['surg 4.11.26 R shoulder, sling x 4 wks', 'date', '4.11.26'],
    ["spent the weekend at her son's in Brackenfield", 'address', 'Brackenfield'],
    ['son will is the POA, call him first', 'name', 'will'],
    ['dtr may has the spare key', 'name', 'may'],
  ])('%s → %s "%s"', (text, type, value) => {
    expect(found(text)).toContainEqual([type, value]);
  });

  it.each([
    'Patient Name: see face sheet',
    'Patient name: per referral',
    'walked the hallway, ninety feet, twice with RW',
    'phone for the office is on the fridge',
    'pt uses the stair lift on the way up',
    'pt lives on the 2nd floor, 14 steps w/ R rail',
    'went up to the 2nd for lunch',
    "stays at her son's in March",
    'son will call back after 3',
    'dtr may bring the walker tmrw',
    'wife hope is to get him home by fri',
  ])('%s → no finding', (text) => {
    expect(detectPhi(text)).toEqual([]);
  });
});
