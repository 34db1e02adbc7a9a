import { assistanceLevelCount, hasNegation, hasOtherSymptom, hasTimeWord, isPastVerb, opensWithSubject, wordsOf } from './meaning-guards';

describe('meaning guards: what the rewrite must not reword (issue 20)', () => {
  it('reads words with the marks inside shorthand', () => {
    expect(wordsOf("Pt can't amb w/o RW pre-op, b/l")).toEqual(['pt', "can't", 'amb', 'w/o', 'rw', 'pre-op', 'b/l']);
  });

  it.each([
    ['supervision not required', true],
    ['denies pain', true],
    ['unable', true],
    ['w/o AD', true],
    ["can't stand", true],
    ['pain-free', true],
    ['list unavailable', true],
    ['refused', true],
    ['declining', false],
    ['Min A with rail', false],
    ['notable edema', false],
    ['knot', false],
  ])('negation in %j: %s', (text, expected) => {
    expect(hasNegation(text)).toBe(expected);
  });

  it.each([
    ['was 8/10 before TKA', true],
    ['Independent PLOF', true],
    ['7/10 prior to PT', true],
    ['9/10 last wk', true],
    ['8/10 pre-op', true],
    ['pre-injury', true],
    ['used to drive', true],
    ['3 wks ago', true],
    ['h/o falls', true],
    ['3/10 today', false],
    ['currently 2/10', false],
    ['uses RW', false],
    ['prescribed diet', false],
  ])('time word in %j: %s', (text, expected) => {
    expect(hasTimeWord(text)).toBe(expected);
  });

  it('finds symptoms other than pain', () => {
    expect(['fatigue 6/10', 'dyspnea 4/10 on modified Borg', 'RPE 7/10', 'numbness 7/10', 'SOB'].every(hasOtherSymptom)).toBe(true);
    expect(['L knee pain 6/10', 'aching 4/10', 'denies CP'].some(hasOtherSymptom)).toBe(false);
  });

  it.each([
    ['Min A', 1],
    ['Mod I', 1],
    ['mod. assist', 1],
    ['Contact guard assist', 1],
    ['Total assist', 1],
    ['Stand-by assist', 1],
    ['SBA supine>sit, I rolling', 2],
    ['Independent w/ ADLs, needs min A for IADLs', 2],
    ['CGA for all mobility, min A for LB dressing', 2],
    ['Mod I w/ rail, Max A w/o rail', 2],
    ['set-up for grooming, supervision for shower', 2],
    ['with bed rail', 0],
  ])('assistance levels in %j: %d', (text, expected) => {
    expect(assistanceLevelCount(text)).toBe(expected);
  });

  it('finds a subject where a lead-in would go', () => {
    expect(
      ['Pt is 82', 'patient is', 'This is an 80 yo', 'Mrs. Doe', 'She is', 'He is', 'I reviewed', 'The patient'].every(opensWithSubject),
    ).toBe(true);
    expect(['Independent', '82 yo F', 'Daughter', 'Gait training', ''].some(opensWithSubject)).toBe(false);
  });

  it('tells verbs in the past from describing words', () => {
    expect(['reviewed', 'held', 'taught', 'given', 'initiated', 'Completed'].every((word) => isPastVerb(word))).toBe(true);
    expect(['decreased', 'generalized', 'impaired', 'training', 'bed', 'red'].some((word) => isPastVerb(word))).toBe(false);
    expect(isPastVerb('decreased', true)).toBe(true);
    expect(isPastVerb('skilled', true)).toBe(false);
  });
});
