import { detectPhi } from './detect';

const found = (text: string) => detectPhi(text).map((f) => [f.type, f.text, f.confidence]);

describe('dates tied to the patient', () => {
  it.each([
    ['DOB: 04/12/1941.', '04/12/1941'],
    ['born March 3, 1936 in', 'March 3, 1936'],
    ["Pt's DOB is 14 March 1938.", '14 March 1938'],
    ['DOB 1939-07-21;', '1939-07-21'],
    ['Date of birth: 10-23-1935', '10-23-1935'],
  ])('reads a birth date in %p', (text, date) => {
    expect(found(text)).toEqual([['dob', date, 'high']]);
  });

  it.each([
    ['after L TKA on 3/14/2026.', '3/14/2026'],
    ['Admitted 02/27/2026 for R hip fx', '02/27/2026'],
    ['Surgery date 2026-03-02 (L THA)', '2026-03-02'],
    ['Discharged from SNF on Feb 20, 2026 with orders', 'Feb 20, 2026'],
    ['Date of death 03/01/2026 reported', '03/01/2026'],
    ['Pt fell 2/28 in bathroom', '2/28'],
    ['seen in ED on March 21 after a fall', 'March 21'],
    ['Last hospitalization: Nov 2025', 'Nov 2025'],
    ['admitted 14-Mar-2026 overnight', '14-Mar-2026'],
  ])('reads a person-event date in %p as high confidence', (text, date) => {
    expect(found(text)).toEqual([['date', date, 'high']]);
  });

  it('reads a full date with no context as a low-confidence date about the patient', () => {
    expect(found('03/10/2026: goals reviewed.')).toEqual([['date', '03/10/2026', 'low']]);
    expect(found('Flu shot 10/04/2025 at the pharmacy.')).toEqual([['date', '10/04/2025', 'low']]);
  });

  it('takes the nearest context word', () => {
    expect(found('Admitted 3/1/2026, DOB 3/14/1938')).toEqual([
      ['date', '3/1/2026', 'high'],
      ['dob', '3/14/1938', 'high'],
    ]);
  });
});

describe('dates and numbers that are not about the patient', () => {
  it.each([
    'LCD L33788 revised 10/1/2015 requires a face-to-face encounter.',
    'CMS updated HCPCS codes January 1, 2026.',
    "Walker recall notice dated 5/2/2024 does not apply to pt's model.",
    'Per the CMS manual revised 12/2023, face-to-face within 90 days.',
  ])('leaves a document date alone: %p', (text) => {
    expect(found(text)).toEqual([]);
  });

  it.each([
    'Tinetti 19/28; Berg 45/56; MoCA 21/30',
    'BP 128/76, temp 98.6 F, pain 4/10',
    'MMT 4/5 hip flexors, improved from 3/5 to 4/5',
    'PT 2x/week x 4 weeks, then 3x/wk x 4 wks; frequency 2w4',
    'Sinemet 25/100 TID; Norco 5/325 PRN',
    'Dx M17.11; ICD-10 I50.32; CPT 97161; K0001 standard wheelchair',
    'Pt has used a cane since January; visits Monday and Thursday',
    'Symptoms for 3 months; worse in March; R TKA in 2019',
    'May 5 reps be too many? June 2x/week is the plan.',
    'Visit 3 of 12; 10:30 AM; 20/40 vision; L4-5 laminectomy',
  ])('does not report %p', (text) => {
    expect(found(text)).toEqual([]);
  });

  it('needs a year or a context word for a month/day', () => {
    expect(found('Pain 3/10 on 3/14')).toEqual([['date', '3/14', 'low']]);
    expect(found('Recall 2/3 words')).toEqual([]);
  });

  it('rejects impossible dates and years outside 1900-2099', () => {
    expect(found('13/13/2026, 3/32/2026, 3/14/1850, 3.14.26')).toEqual([]);
  });
});

describe('issue 21: a month/day without a year — an event date, or a score?', () => {
  it.each([
    ['s/p R hip fx 10/2 ORIF, WBAT per ortho', '10/2'],
    ['fell at home 9/14, no LOC', '9/14'],
    ['admitted to the hospital 11/3 for CHF', '11/3'],
    ['d/c home 11/8', '11/8'],
    ['onset of sx 1/15, waited 3 days', '1/15'],
    ['ED visit 1/2 for syncope', '1/2'],
    ['PICC placed 3/18', '3/18'],
    ['Start of care 1/10.', '1/10'],
    ['MRI 10/3 showed stenosis', '10/3'],
    ['Pt reports she fell Sunday 11/16', '11/16'],
    ['s/p fall 10-2, c/o L hip pain', '10-2'],
    ['fell on Christmas Eve, no injury', 'Christmas Eve'],
    ['Pt fell on the 5th.', '5th'],
  ])('reads an event date in %p as high confidence', (text, date) => {
    expect(found(text)).toEqual([['date', date, 'high']]);
  });

  it('reads a date range: 12/24/2025-12/29/2025, 9/22-9/30', () => {
    expect(found('hospitalized 12/24/2025-12/29/2025 for PNA')).toEqual([
      ['date', '12/24/2025', 'high'],
      ['date', '12/29/2025', 'high'],
    ]);
    expect(found('Last admission 9/22-9/30.')).toEqual([
      ['date', '9/22', 'high'],
      ['date', '9/30', 'high'],
    ]);
  });

  it('reads an event named after a full date too: "7/4/2024 MVA" is high', () => {
    expect(found('7/4/2024 MVA w/ C-spine fx')).toEqual([['date', '7/4/2024', 'high']]);
  });

  it.each([
    'Pain 5/10 at rest, 8/10 w/ activity',
    's/p fall, pain 6/10 in L hip',
    'rates pain 3/10 after fall last wk',
    'L wrist ORIF, 6/10 pain w/ PROM',
    's/p CVA, strength 4/5 RUE',
    's/p CVA w/ RUE 3/5 and LUE 5/5',
    'Admitted w/ 8/10 chest pain',
    'R hip fx 2/2 mechanical fall at home',
    'weakness 2/2 CVA, c/o pain 2/2 OA',
    "d/c'd 1/2 dose of Lasix per MD",
    'Visit 4/12 this cert period',
    'Pt completing HEP 5/7 days since surgery',
    'completed 6/8 wks of NWB after fx',
    's/p fall, able to climb 12/14 stairs',
    'BIMS 12/15, Braden 12/23 on admission',
    'Pulses 2+/4 DP bilat; MMT 4-/5; 3+/4 edema',
    '10-12 reps x 2 sets; O2 on 2-4 L NC; admitted 2-3 days ago',
    'Christmas is her favorite holiday; lives on the 5th floor',
  ])('does not read a score, a ratio or a count as a date: %p', (text) => {
    expect(found(text)).toEqual([]);
  });

  it('reads months typed in lower case or capitals, but not "may"/"march"/"dec" without a year', () => {
    expect(found('date of birth april 12 1941')).toEqual([['dob', 'april 12 1941', 'high']]);
    expect(found('FELL OCT 30 AT HOME')).toEqual([['date', 'OCT 30', 'high']]);
    expect(found('pt may 2x/wk; march 10 steps in place; strength dec 5 lb')).toEqual([]);
  });
});

describe('issue 21, second round: dotted dates, day-month, "last BM", "surgery was"', () => {
  it.each([
    ["d/c'd home 12.28, SOC next day", '12.28'],
    ['s/p TKA 2.4.26, staples out', '2.4.26'],
    ['seen by PCP on 10 Feb, no changes', '10 Feb'],
    ['last BM 3/6, encouraged fluids', '3/6'],
    ['surgery was 1/5', '1/5'],
    ['bday Apr 3', 'Apr 3'],
  ])('%p', (text, date) => {
    expect(found(text).map(([, value]) => value)).toContain(date);
  });

  it.each(['INR 2.14 today after fall', 'Wound 2.14 cm', 'temp 98.6', 'Reps 1-9 done', 'last visit pain 4/10', 'eval was 4/5 strength'])(
    '%p',
    (text) => {
      expect(found(text).filter(([type]) => type === 'date' || type === 'dob')).toEqual([]);
    },
  );
});

describe('a year-first date with dots (issue 21, round 3)', () => {
  it('reads 2025.11.03 as 2025-11-03, and not a version or a value', () => {
    expect(found('MRI done 2025.11.03')).toEqual([['date', '2025.11.03', 'high']]);
    expect(found('INR 2.4; app version 2.13.1')).toEqual([]);
  });
});
