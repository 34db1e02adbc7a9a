import { detectPhi } from './detect';

const ages = (text: string) =>
  detectPhi(text)
    .filter((f) => f.type === 'age-over-89')
    .map((f) => [f.text, f.confidence]);

describe('ages over 89 (issue 13, issue 21: digits, words, ordinals; always high)', () => {
  it.each([
    ['Pt is a 92 y/o female', '92 y/o'],
    ['a 94-year-old male', '94-year-old'],
    ['Pt is 101 yo', '101 yo'],
    ['93 yo female, hx CHF', '93 yo'],
    ['91yoF w/ severe OA', '91yoF'],
    ['ALICE HARTLEY IS A 93 Y/O F', '93 Y/O'],
    ['Harriet, 99 years old, lives in ALF', '99 years old'],
    ['Pt is ninety nine years old', 'ninety nine years old'],
    ['a ninety-two-year-old woman', 'ninety-two-year-old'],
  ])('an age unit makes the phrase an age: %p', (text, age) => {
    expect(ages(text)).toEqual([[age, 'high']]);
  });

  it.each([
    ['Pt is aged 93, lives alone', '93'],
    ['Pt turned 90 last month', '90'],
    ['Pt turned 96 this spring', '96'],
    ['she will be 91 in May', '91'],
    ['she will be 100 next month', '100'],
    ['per pt, she turned ninety last year', 'ninety'],
    ['PATIENT: MORRIS, EDNA  AGE: 92', '92'],
  ])('an age word before the number: %p', (text, age) => {
    expect(ages(text)).toEqual([[age, 'high']]);
  });

  it.each([
    ['her name is Dorothy and she is 91', '91'],
    ["She's 91 and lives w/ her son", '91'],
    ['pt is ninety-two and still does her own laundry', 'ninety-two'],
    ['lives w/ her sister, who is 90', '90'],
    ['pt was 90 when she stopped driving', '90'],
    ['His wife, Edna, is 92 and cannot assist', '92'],
  ])('a person as the subject of is/was: %p', (text, age) => {
    expect(ages(text)).toEqual([[age, 'high']]);
  });

  it.each([
    ['celebrated her 95th birthday last wk', '95th birthday'],
    ['her ninety-fifth bday party', 'ninety-fifth bday'],
    ['his 100th birthday is in June', '100th birthday'],
  ])('an ordinal before "birthday": %p', (text, age) => {
    expect(ages(text)).toEqual([[age, 'high']]);
  });

  it.each([
    'Pt is a 78 y/o female; 89 y/o husband',
    'HR 92 bpm, SpO2 91%, weight 95 lb',
    'HR is 92 and regular; SpO2 is 91% on RA',
    'Pt turned 90 degrees to sit; will be 95% independent',
    'Pt turns 90 deg to sit w/ SBA',
    'Face-to-face within 90 days; 120 ft x 2',
    'Pt is 90 days post-op; she is 95 lbs',
    'within ninety days of the F2F; walked ninety feet',
    "Pt's 100th visit w/ this agency",
    'Safe Harbor: [AGE 90+]; age 90+ is one category',
    'Pt was 90% compliant w/ HEP',
  ])('leaves %p alone', (text) => {
    expect(ages(text)).toEqual([]);
  });
});

describe('issue 21, second round: an age in brackets, after a named person, after "centenarian"', () => {
  it.each([
    ['pt (95) seated EOB', '95'],
    ["pt's brother Jerome (90) lives in home", '90'],
    ['Mrs. Abernathy is 96 and still gardens', '96'],
    ['MAE IS 98 AND HOH', '98'],
    ['centenarian, 101, uses Rollator', '101'],
  ])('%p', (text, age) => {
    expect(ages(text)).toEqual([[age, 'high']]);
  });

  it.each(['Pulse (92) regular', 'pt (87) pleasant', 'Rose is 95% independent', 'Temp was 98.6', 'Sat (95) on RA'])('%p', (text) => {
    expect(ages(text)).toEqual([]);
  });
});
