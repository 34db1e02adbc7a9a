import { appendChip } from './text';

describe('appendChip', () => {
  it.each([
    ['', 'CHF', 'CHF'],
    ['   ', 'CHF', 'CHF'],
    ['CHF', 'COPD', 'CHF, COPD'],
    ['Lives alone.', 'Two-story house', 'Lives alone. Two-story house'],
    ['Diagnoses:', 'HTN', 'Diagnoses: HTN'],
    ['CHF, ', 'COPD', 'CHF, COPD'],
    ['First line\n', 'Independent', 'First line\nIndependent'],
    ['Pain (knee)', 'Denies pain', 'Pain (knee), Denies pain'],
  ])('%j + %j → %j', (value, chip, expected) => {
    expect(appendChip(value, chip)).toBe(expected);
  });
});
