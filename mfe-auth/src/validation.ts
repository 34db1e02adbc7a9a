// docs/product.md §5 validation, as plain checks: the zod schemas of @clinote/contracts stay out of the
// browser bundle (/login is near its size budget). The strings equal AUTH_MESSAGES in
// libs/contracts/src/auth.ts (validation.spec.ts keeps them in step).
export const MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  resetPasswordsDoNotMatch: "Passwords don't match",
  verifyPasswordRequired: 'Please enter the password you chose when you signed up.',
  verifyPasswordWrong: 'That is not the password this address was registered with. Try again, or register again to choose a new password.',
} as const;

export const MIN_PASSWORD_LENGTH = 6;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validEmail(value: string | undefined): string | undefined {
  return value && EMAIL.test(value.trim()) ? undefined : MESSAGES.invalidEmail;
}

export function validPassword(value: string | undefined): string | undefined {
  return value && value.length >= MIN_PASSWORD_LENGTH ? undefined : MESSAGES.passwordTooShort;
}

/** docs/product.md §9: redirect to /login after a verified e-mail or a reset password. */
export const REDIRECT_DELAY_MS = 3000;
