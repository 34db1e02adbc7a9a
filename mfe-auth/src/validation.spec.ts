import { AUTH_MESSAGES, MIN_PASSWORD_LENGTH as CONTRACT_MIN } from '@clinote/contracts';
import { MESSAGES, MIN_PASSWORD_LENGTH, validEmail, validPassword } from './validation';

describe('validation', () => {
  it('uses the same messages and minimum as the server contract (without bundling zod)', () => {
    for (const key of Object.keys(MESSAGES) as (keyof typeof MESSAGES)[]) expect(MESSAGES[key]).toBe(AUTH_MESSAGES[key]);
    expect(MIN_PASSWORD_LENGTH).toBe(CONTRACT_MIN);
  });

  it('checks e-mail and password', () => {
    expect(validEmail(' ann@example.com ')).toBeUndefined();
    expect(validEmail('ann@example')).toBe(MESSAGES.invalidEmail);
    expect(validEmail(undefined)).toBe(MESSAGES.invalidEmail);
    expect(validPassword('123456')).toBeUndefined();
    expect(validPassword('12345')).toBe(MESSAGES.passwordTooShort);
  });
});
