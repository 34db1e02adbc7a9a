// The sign-in form's fields, shared by LoginPage and its first paint (first-paint.ts), so the markup
// served before any JavaScript has the ids LoginPage takes the typed text over by. No React here: the
// build evaluates this module.

/** The sign-in form's name in its first paint (FIRST_PAINT_FORM_ATTR). */
export const LOGIN_FORM = 'login';

export const LOGIN_FIELDS = [
  { id: 'login-email', name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { id: 'login-password', name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
] as const;
