import { asTyped, capitaliseStart, tidySentence } from './tidy';

describe('tidySentence: what the rewrite may do to a sentence it keeps as typed (issue 20)', () => {
  it.each([
    ['lives alone', 'Lives alone.'],
    ['CHF, COPD,', 'CHF, COPD.'],
    ['throw rugs;', 'Throw rugs.'],
    ['decreased step length:', 'Decreased step length.'],
    ['CHF, COPD,.', 'CHF, COPD.'],
    ['no rails  ,  no  grab bars', 'No rails, no grab bars.'],
    ['CHF,,COPD;;HTN', 'CHF, COPD; HTN.'],
    ['dm2 on insulin', 'dm2 on insulin.'],
    ['Dm2 on insulin', 'dm2 on insulin.'],
    ['spo2 95% RA', 'spo2 95% RA.'],
    ['T2DM, CKD3', 'T2DM, CKD3.'],
    ['eGFR 45', 'eGFR 45.'],
    ['propels 50 ft. unable to go up ramp', 'Propels 50 ft. Unable to go up ramp.'],
    ['walks 50 ft. with RW', 'Walks 50 ft. with RW.'],
    ['Afraid of falling?', 'Afraid of falling?'],
    ['trails off...', 'Trails off...'],
    ['rests 5 min. then resumes', 'Rests 5 min. then resumes.'],
    ['.', ''],
    [' ,; ', ''],
  ])('%j -> %j', (input, expected) => {
    expect(tidySentence(input)).toBe(expected);
  });

  it('gives back the case the plain text rule took from a word with a digit or from slash shorthand', () => {
    expect(asTyped('Dm2, COPD')).toBe('dm2, COPD');
    expect(asTyped('W/c, RW')).toBe('w/c, RW');
    expect(asTyped('O2 2L')).toBe('O2 2L');
    expect(asTyped('B12 low')).toBe('B12 low');
    expect(asTyped('Walker')).toBe('Walker');
    expect(capitaliseStart('w/c level')).toBe('W/c level');
    expect(capitaliseStart('x3 trials')).toBe('x3 trials');
  });
});
