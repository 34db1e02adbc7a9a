import { capitaliseFirst, lowerFirst, textOf, toSentence, withFullStop } from './sentence';

describe('toSentence (the plain text rule)', () => {
  it.each([
    ['', ''],
    ['   ', ''],
    ['\n\t  \u00a0', ''],
    ['lives alone', 'Lives alone.'],
    ['  lives alone  ', 'Lives alone.'],
    ['\n\tlives alone\n', 'Lives alone.'],
    ['Lives alone', 'Lives alone.'],
    ['Lives alone.', 'Lives alone.'],
    ['dizzy when standing?', 'Dizzy when standing?'],
    ['fell twice this month!', 'Fell twice this month!'],
    ['unsure...', 'Unsure...'],
    ['trails off…', 'Trails off…'],
    ['CHF, COPD', 'CHF, COPD.'],
    ['x', 'X.'],
    ['.', '.'],
    ['?', '?'],
    ['3 falls in past month', '3 falls in past month.'],
    ['"dizzy" on standing', '"dizzy" on standing.'],
    ['(see chart)', '(see chart).'],
    ['it ends in a colon:', 'It ends in a colon:.'],
    ['émilie-style accent', 'Émilie-style accent.'],
    ['ödem beidseits', 'Ödem beidseits.'],
    ['σπασμός', 'Σπασμός.'],
    ['ßtraße', 'ßtraße.'],
    ['日本語のテキスト', '日本語のテキスト.'],
    ['😀 smiles', '😀 smiles.'],
    ['eGFR 45', 'eGFR 45.'],
    ['pH 7.4', 'pH 7.4.'],
    ['mmHg noted', 'mmHg noted.'],
    ['two\nlines', 'Two\nlines.'],
  ])('%j -> %j', (input, expected) => {
    expect(toSentence(input)).toBe(expected);
  });

  it('treats values that are not text as empty, and writes out numbers', () => {
    expect(toSentence(undefined as unknown as string)).toBe('');
    expect(toSentence(null as unknown as string)).toBe('');
    expect(toSentence({} as unknown as string)).toBe('');
    expect(toSentence(18 as unknown as string)).toBe('18.');
    expect(toSentence(Number.NaN as unknown as string)).toBe('');
  });
});

describe('sentence helpers', () => {
  it('withFullStop adds a full stop only when missing', () => {
    expect(withFullStop('a')).toBe('a.');
    expect(withFullStop('a.')).toBe('a.');
    expect(withFullStop('a?')).toBe('a?');
    expect(withFullStop('a!')).toBe('a!');
  });

  it('capitaliseFirst leaves non-letters, capitals and mixed-case terms alone', () => {
    expect(capitaliseFirst('abc')).toBe('Abc');
    expect(capitaliseFirst('Abc')).toBe('Abc');
    expect(capitaliseFirst('1abc')).toBe('1abc');
    expect(capitaliseFirst('iPad use')).toBe('iPad use');
    expect(capitaliseFirst('a')).toBe('A');
  });

  it('lowerFirst lower-cases only an ordinary capitalised first word', () => {
    expect(lowerFirst('Daughter')).toBe('daughter');
    expect(lowerFirst('Front-wheeled walker')).toBe('front-wheeled walker');
    expect(lowerFirst('A 72-year-old')).toBe('a 72-year-old');
    expect(lowerFirst('CHF exacerbation')).toBe('CHF exacerbation');
    expect(lowerFirst('BLE 4/5')).toBe('BLE 4/5');
    expect(lowerFirst('eGFR 45')).toBe('eGFR 45');
    expect(lowerFirst('I feel weak')).toBe('I feel weak');
    expect(lowerFirst('L knee')).toBe('L knee');
    expect(lowerFirst("Parkinson's disease")).toBe("Parkinson's disease");
    expect(lowerFirst('Émilie')).toBe('émilie');
    expect(lowerFirst('72 years')).toBe('72 years');
    expect(lowerFirst('')).toBe('');
  });

  it('textOf keeps strings and finite numbers only', () => {
    expect(textOf('a')).toBe('a');
    expect(textOf(0)).toBe('0');
    expect(textOf(Infinity)).toBe('');
    expect(textOf(true)).toBe('');
    expect(textOf(undefined)).toBe('');
  });
});
