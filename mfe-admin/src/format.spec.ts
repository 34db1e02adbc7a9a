import { activityOf, activityRank, count, daysAgo, fullName, oneDecimal, percent, shortDate } from './format';

describe('admin number and date wording', () => {
  it('writes counts with separators, whole percentages and one decimal', () => {
    expect(count(12)).toBe('12');
    expect(count(12345)).toBe('12,345');
    expect(count(undefined)).toBe('0');
    expect(percent(12, 15)).toBe('80%');
    expect(percent(1, 3)).toBe('33%');
    expect(percent(2, 3)).toBe('67%');
    expect(percent(0, 0)).toBe('0%');
    expect(oneDecimal(2.5)).toBe('2.5');
    expect(oneDecimal(3)).toBe('3.0');
    expect(oneDecimal(2.46)).toBe('2.5');
    expect(oneDecimal(null)).toBe('0.0');
  });

  it('treats an unknown activity value as the lowest (docs/product.md §3)', () => {
    expect(activityOf('Very Active')).toBe('Very Active');
    expect(activityOf('Dormant')).toBe('Inactive');
    expect(activityOf(undefined)).toBe('Inactive');
    expect(['Inactive', 'Moderate', 'Active', 'Very Active', 'Legendary'].map(activityRank)).toEqual([0, 1, 2, 3, 0]);
  });

  it('names a user by first and last name, or not at all', () => {
    expect(fullName({ first_name: 'Ann', last_name: 'Lee' })).toBe('Ann Lee');
    expect(fullName({ first_name: 'Ann', last_name: null })).toBe('Ann');
    expect(fullName({ first_name: ' ', last_name: null })).toBeNull();
  });

  it('writes dates and days since sign-up', () => {
    expect(shortDate('2025-01-15T12:00:00.000Z')).toBe('Jan 15, 2025');
    expect(shortDate('not a date')).toBe('—');
    expect(shortDate(null)).toBe('—');
    expect([0, 1, 12, 1500].map(daysAgo)).toEqual(['today', '1 day ago', '12 days ago', '1,500 days ago']);
  });
});
