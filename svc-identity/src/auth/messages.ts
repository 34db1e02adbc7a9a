/** Every message svc-identity answers with; the screens show them as they are. */
export const MESSAGES = {
  registered: 'Account created. Please check your email for a verification link. You must verify your email before signing in.',
  verified: 'Email verified successfully. You can now sign in.',
  invalidVerifyLink: 'This verification link is invalid or has expired. Please request a new one.',
  resetSent: 'If an account exists for this email, a password reset link has been sent. It may take a few minutes to arrive.',
  resetDone: 'Password reset successfully. You can now sign in with your new password.',
  invalidResetLink: 'This password reset link is invalid or has expired. Please request a new one.',
  verificationSent: 'If an account with this email needs verification, a new verification email has been sent. It may take a few minutes to arrive.',
  loggedOut: 'Logged out',
  tooManyMails: 'An email was sent to this address less than a minute ago. Please wait a minute before asking for another.',
  tooManyLoginsForAccount: 'Too many failed sign-in attempts for this account. Please wait 15 minutes or reset your password.',
  tooManyLoginsFromAddress: 'Too many failed sign-in attempts from your network. Please wait 15 minutes and try again.',
  accountGone: 'Your account no longer exists. Please sign in again.',
} as const;

/** Abuse limits (Redis-backed, shared by every instance). */
export const LIMITS = {
  failedLoginsPerAccount: { limit: 5, windowSeconds: 15 * 60 },
  failedLoginsPerAddress: { limit: 30, windowSeconds: 15 * 60 },
  mailsPerEmailAddress: { windowSeconds: 60 },
} as const;
