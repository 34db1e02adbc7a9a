import { canonicalNumber, scan, withSpelledNumbers } from './tokens';

const norms = (text: string) => withSpelledNumbers(scan(text)).map((token) => token.norm);

describe('scan', () => {
  it('gives every token its offsets into the text', () => {
    const text = 'Pt amb 150 ft w/ RW.';
    expect(scan(text).map((token) => text.slice(token.start, token.end).toLowerCase())).toEqual(norms(text));
  });

  it('splits letters from digits, except in names like SpO2, O2 and L4', () => {
    expect(norms('3x/wk x6wk q4h SpO2 92% O2 2L L4-5')).toEqual([
      '3',
      'x',
      '/',
      'wk',
      'x',
      '6',
      'wk',
      'q',
      '4',
      'h',
      'spo2',
      '92',
      '%',
      'o2',
      '2',
      'l',
      'l4',
      '-',
      '5',
    ]);
  });

  it('reads decimals and thousands, and writes numbers one way', () => {
    expect(norms('98.60 1,000 .5 007')).toEqual(['98.6', '1000', '0.5', '7']);
    expect(canonicalNumber('0'.repeat(30) + '12')).toBe('12');
  });

  it('reads "sit-to-stand" as "sit to stand" but keeps ranges and grades', () => {
    expect(norms('sit-to-stand 3-4x 4-/5')).toEqual(['sit', 'to', 'stand', '3', '-', '4', 'x', '4', '-', '/', '5']);
  });

  it('turns number words into numbers and marks them spelled', () => {
    const tokens = withSpelledNumbers(scan('six weeks, twenty-five ft, twice daily'));
    expect(tokens.filter((token) => token.type === 'number').map((token) => [token.norm, token.spelled, token.times])).toEqual([
      ['6', true, undefined],
      ['25', true, undefined],
      ['2', true, true],
    ]);
  });

  it('turns a run of line breaks into one sentence end', () => {
    expect(norms('no pain\n\n\nfatigue')).toEqual(['no', 'pain', '\n', 'fatigue']);
  });
});
