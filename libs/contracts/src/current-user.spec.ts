import { dashboardGreeting, displayName } from './current-user';

describe('displayName (docs/product.md §2 Dashboard greeting)', () => {
  it('is the first and last name', () => {
    expect(displayName({ email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee' })).toBe('Ann Lee');
  });

  it('is the first name alone when there is no last name', () => {
    expect(displayName({ email: 'ann@example.com', firstName: 'Ann', lastName: null })).toBe('Ann');
  });

  it('is the e-mail when there is no name', () => {
    expect(displayName({ email: 'ann@example.com', firstName: ' ', lastName: null })).toBe('ann@example.com');
  });

  it('greets by it on the dashboard', () => {
    expect(dashboardGreeting({ email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee' })).toBe('Welcome, Ann Lee');
  });
});
