/**
 * Issue 21, round 7: the tuner's own variations of each round-7 miss (corpus/tuning-round7.ts, formerly
 * held-out 4), so that every fix is a principle — dictation's words for numbers, dates and titles, a
 * credential after a name, people introducing themselves in pasted messages, initials, labels — and the
 * clean near-misses written next to them, which must stay clean. Every identifier is invented.
 */
import { detectPhi } from './detect';
import type { PhiType } from './types';

const found = (text: string) => detectPhi(text).map((f) => [f.type, f.text, f.confidence]);

describe('round 7 fixes, on variations of their own', () => {
  it.each<[string, PhiType, string, 'high' | 'low']>([
    // dates dictated in words: an ordinal day after a month, before "of" and a month, or after "on the"
    ['date of admission was march ninth twenty twenty six', 'date', 'march ninth twenty twenty six', 'high'],
    ['she was born april fourth nineteen twenty nine', 'dob', 'april fourth nineteen twenty nine', 'high'],
    ['he fell on the twenty-first of january in the garage', 'date', 'the twenty-first of january', 'high'],
    ['surgery on the thirtieth, per the surgeon', 'date', 'thirtieth', 'high'],
    ['discharged on January third with a cane', 'date', 'January third', 'high'],
    // numbers dictated digit by digit: what the label before says they are
    ['her cell is five five five zero one two two', 'phone', 'five five five zero one two two', 'high'],
    ['fax is five five five zero one nine nine', 'fax', 'five five five zero one nine nine', 'high'],
    ['chart number zero zero zero zero seven seven one two', 'mrn', 'zero zero zero zero seven seven one two', 'high'],
    // titles as dictation spells them
    ['seen with missus pettigrew today', 'name', 'pettigrew', 'high'],
    ['report called to doctor ferreira', 'name', 'ferreira', 'low'],
    // a credential after a name
    ['Co-signed: Marisol Quintanilla, RN', 'name', 'Marisol Quintanilla', 'low'],
    ['cc: R. Abernathy, MSW', 'name', 'R. Abernathy', 'low'],
    // people who introduce themselves in a pasted text
    ['Text from son: "its Dmitri, dad fell again"', 'name', 'Dmitri', 'high'],
    ['"This is Ngozi from across the hall"', 'name', 'Ngozi', 'high'],
    ['"Kwame here, mom ate lunch"', 'name', 'Kwame', 'high'],
    // initials
    ['Pt R.K. declined the shower', 'name', 'R.K.', 'low'],
    ['Initials: M.J.T.', 'name', 'M.J.T.', 'high'],
    // labels
    ['Adm 3/1, FIN 000055120, MRN 00012345', 'account', '000055120', 'high'],
    ['Parking permit # 0007731 renewed', 'license', '0007731', 'high'],
    // a relation word in brackets between the phone verb and the number; what families call their elders
    ['Call Ines (daughter) at 555 0144', 'phone', '555 0144', 'high'],
    ['Nana Odile ate half her lunch', 'name', 'Odile', 'high'],
  ])('%p → %s %p (%s)', (text, type, value, confidence) => {
    expect(found(text)).toContainEqual([type, value, confidence]);
  });
});

describe('round 7 near-misses stay clean', () => {
  it.each([
    'march second set of heel raises',
    'lives on the second floor',
    'on the first visit pt was anxious',
    'the first of many visits went well',
    'may third attempt be better',
    'she did one two three four five six seven eight reps counting aloud',
    'doctor visit tomorrow at the clinic',
    "follow up with doctor's office next week",
    'doctor wants labs drawn',
    'its Velcro straps are worn',
    'This is Medicare policy for walkers.',
    'Balance here, is improving.',
    'Patient, RN and PT present.',
    'Nana says her knees hurt more in the morning.',
    'Auntie called to ask about the schedule.',
    'Pt A.M. care completed.',
    'permit pending from the city',
  ])('%p', (text) => {
    expect(detectPhi(text)).toEqual([]);
  });
});
