/**
 * Issue 21, round 8: the tuner's own variations of each round-8 fix (corpus/tuning-round8.ts, formerly
 * held-out 5) — phone numbers after "called", a seven-digit number with its exchange in brackets, an
 * admission's or a move's day, a day after "d/c home", a visit log's day and time, birthdays and
 * anniversaries, "she'll be ninety", a practitioner's surname in lower case — and the clean near-misses
 * next to them, which must stay clean. Every identifier is invented.
 */
import { detectPhi } from './detect';
import type { PhiType } from './types';

const found = (text: string) => detectPhi(text).map((f) => [f.type, f.text, f.confidence]);

describe('round 8 fixes, on variations of their own', () => {
  it.each<[string, PhiType, string, 'high' | 'low']>([
    ['called dtr Mavis at 555 0162, left vm', 'phone', '555 0162', 'high'],
    ['called 3125550148 twice this am', 'phone', '3125550148', 'high'],
    ['son cell (555)0143, prefers texts', 'phone', '(555)0143', 'high'],
    ['readmitted 2/2 with pneumonia', 'date', '2/2', 'high'],
    ['discharged home 2/8 with a walker', 'date', '2/8', 'high'],
    ['moved in with her son 11/3 after the fall', 'date', '11/3', 'high'],
    ['visit log: 2/27 1330 PT eval', 'date', '2/27', 'high'],
    ['her birthday 10/14, family party planned', 'dob', '10/14', 'high'],
    ['anniversary 6/21, wants to be walking by then', 'date', '6/21', 'low'],
    ["he'll be ninety-one next month", 'age-over-89', 'ninety-one', 'high'],
    ['spoke with dr okonkwo-hale re: the walker order', 'name', 'okonkwo-hale', 'low'],
  ])('%p → %s %p (%s)', (text, type, value, confidence) => {
    expect(found(text)).toContainEqual([type, value, confidence]);
  });
});

describe('round 8 near-misses stay clean', () => {
  it.each([
    'R hip fx 2/2 fall at home',
    'SOB 2/2 CHF exacerbation',
    'd/c home with a rollator and HEP',
    'called the pharmacy about the refill',
    'called 911 after the fall',
    'walked 120 ft x 2, 2 standing rests',
    'pain 4/10 at 0900, 2/10 after ice',
    'BP 128/76 at 1400',
    "she'll be 80 in May",
    'dr appt moved to thurs',
    'dr office faxed the order',
    'moved to the recliner with CGA',
    'Mr. Clean spray left on the tub edge, removed it',
  ])('%p has no finding', (text) => {
    expect(detectPhi(text)).toEqual([]);
  });
});
