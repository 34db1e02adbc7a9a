/**
 * Issue 21, round 11 (corpus/tuning-round11.ts, formerly held-out 8, an eleventh author's mix of registers): the
 * tuner's own variations of each fix — a day or a month as a surname after a title, "ask for" a person, a word in
 * capitals the family calls the patient, a header's age and sex after a name in capitals, "centenarian" alone,
 * "GRP" and "ZIP" as labels, a list of dates of service, "best #", a moved visit's person, a named hospital,
 * church or saint's place, a half-numbered house, "Pointe", a street at the end of which something is, a PO box
 * and its town, "since the 20th" — and the clean near-misses next to them: a software version, a voice
 * assistant, a pet, an endearment, "ask for help". Every identifier is invented.
 */
import { detectPhi } from './detect';
import type { PhiType } from './types';

const found = (text: string) => detectPhi(text).map((f) => [f.type, f.text, f.confidence]);

describe('round 11 fixes, on variations of their own', () => {
  it.each<[string, PhiType, string, 'high' | 'low']>([
    ["faxed to Dr. Monday's office", 'name', 'Monday', 'low'],
    ['Attending: Dr. June Okoro-Finch', 'name', 'June Okoro-Finch', 'low'],
    ['front desk line, ask for Treasure', 'name', 'Treasure', 'high'],
    ['the great-grandkids call her GIGI', 'name', 'GIGI', 'high'],
    ['QUILLFEATHER, ODA  94F  s/p fall', 'age-over-89', '94F', 'high'],
    ['a nonagenarian who still gardens', 'age-over-89', 'nonagenarian', 'high'],
    ['SUBSCRIBER 0004417  GRP 0099120', 'health-plan-id', '0099120', 'high'],
    ['zip code on the face sheet 00917 is wrong', 'zip', '00917', 'high'],
    ['Dates of service: 3/4, 3/9, 3/11', 'date', '3/9', 'high'],
    ['best number for dtr 2175550133', 'phone', '2175550133', 'high'],
    ['can you move kowalczyk to thurs', 'name', 'kowalczyk', 'low'],
    ['RESCHEDULED: Vantreight moved to 4/7', 'name', 'Vantreight', 'low'],
    ['transferred from Quillmoor Memorial Hospital yesterday', 'address', 'Quillmoor Memorial Hospital', 'low'],
    ['her ride to Greater Hope Baptist Church fell through', 'address', 'Greater Hope Baptist Church', 'low'],
    ["home from St. Oswin's after a week", 'address', "St. Oswin's", 'low'],
    ['choir at St. Ansel of the Pines', 'address', 'St. Ansel of the Pines', 'low'],
    ['deliver to 22 1/2 N Quarry Rd', 'address', '22 1/2 N Quarry Rd', 'high'],
    ['moved to 9 Heron Pointe last spring', 'address', '9 Heron Pointe', 'high'],
    ['lives at the end of Brackenfold Ln', 'address', 'Brackenfold Ln', 'low'],
    ['mail to PO Box 310, Quarryville; not the house', 'address', 'PO Box 310, Quarryville', 'high'],
    ['more confused since the 14th, per dtr', 'date', '14th', 'low'],
  ])('%p → %s %p (%s)', (text, type, value, confidence) => {
    expect(found(text)).toContainEqual([type, value, confidence]);
  });

  it.each([
    'tablet app updated to 2.10.4.1 and the video froze',
    'firmware v3.1.0.22 on the concentrator',
    'Alexa timer set for the 2 pm meds',
    'her dog is named Sir Biscuit and barks at the door',
    'pt calls everyone "sweetie"',
    'ASK FOR HELP WITH THE STAIRS',
    'ask for a new walker if the brakes slip',
    'move visit from tues to wed',
    'Eval moved to tmrw',
    "Outpatient PT at St. Mary's was not an option",
    "takes St. John's wort at night",
    'zip ties hold the walker basket on',
    'group ex 3x per wk',
  ])('%p', (text) => {
    expect(found(text)).toEqual([]);
  });
});

describe('after round 11: counties, named care places by their kind, a facility typed in capitals', () => {
  it.each<[string, PhiType, string, 'high' | 'low']>([
    ['farm out past the grain elevator in Tollbeck County, no cell service', 'address', 'Tollbeck County', 'low'],
    ['agency serving Marrow Creek Township only', 'address', 'Marrow Creek Township', 'low'],
    ['LIVES ALONE, QUINTARD PARISH', 'address', 'QUINTARD PARISH', 'low'],
    ['home yesterday from Halverston Memorial', 'address', 'Halverston Memorial', 'low'],
    ['chemo at Bellweather Cancer Center q3wk', 'address', 'Bellweather Cancer Center', 'low'],
    ['went to Corvale Urgent Care for the cough', 'address', 'Corvale Urgent Care', 'low'],
    ['d/c from tamsin ridge rehab w/ RW', 'address', 'tamsin ridge rehab', 'low'],
    ['TRANSFERRED 3/2 TO OSTERLEY VALLEY MEDICAL CENTER', 'address', 'OSTERLEY VALLEY MEDICAL CENTER', 'low'],
    ['RETURNED HOME FROM GANTRY MEMORIAL HOSPITAL', 'address', 'GANTRY MEMORIAL HOSPITAL', 'low'],
  ])('%p → %s %p (%s)', (text, type, value, confidence) => {
    expect(found(text)).toContainEqual([type, value, confidence]);
  });

  it.each([
    'County health dept called about the flu clinic',
    'ADMITTED TO THE HOSPITAL 2 DAYS',
    'D/C FROM ACUTE REHAB, FAMILY SUPPORTIVE',
    'discharged from acute rehab to home',
    'RETURNED FROM SNF, SKILLED NEED PT/OT',
    'plans after Memorial Day weekend',
    'to Skilled Nursing if no progress',
  ])('%p', (text) => {
    expect(found(text)).toEqual([]);
  });
});
