/** Every message svc-identity answers with; the screens show them as they are. */
export const MESSAGES = {
  registered: 'Account created. Please check your email for a verification link. You must verify your email before signing in.',
  verified: 'Email verified successfully. You can now sign in.',
  invalidVerifyLink: 'This verification link is invalid or has expired. Please request a new one.',
  resetSent: 'If an account exists for this email, a password reset link has been sent. It may take a few minutes to arrive.',
  resetDone: 'Password reset successfully. You can now sign in with your new password.',
  invalidResetLink: 'This password reset link is invalid or has expired. Please request a new one.',
  verificationSent:
    'If an account with this email needs verification, a new verification email has been sent. It may take a few minutes to arrive.',
  loggedOut: 'Logged out',
  loggedOutEverywhere: 'Signed out on every device. Please sign in again.',
  tooManyMailRequestsFromAddress: 'Too many emails were requested from your network. Please try again in an hour.',
  mailPaused: 'Clinote is sending too many emails right now. Please try again later.',
  tooManyLoginsForAccount:
    'Too many failed sign-in attempts for this account from your network. Please wait 15 minutes or reset your password.',
  tooManyLoginsFromAddress: 'Too many failed sign-in attempts from your network. Please wait 15 minutes and try again.',
  accountGone: 'Your account no longer exists. Please sign in again.',
} as const;

/** Abuse limits (Redis-backed, shared by every instance). */
export const LIMITS = {
  /**
   * Per account AND caller address: a stranger elsewhere cannot lock the real user out (issue 7);
   * the account's owner is mailed when it trips, and a password reset lifts it.
   */
  failedLoginsPerAccountAndAddress: { limit: 5, windowSeconds: 15 * 60 },
  /** Per caller address over all accounts: one guesser trying many accounts. */
  failedLoginsPerAddress: { limit: 30, windowSeconds: 15 * 60 },
  /** From this many failures of a pair on, each further answer is slowed down a little more. */
  slowDownAfterFailures: 3,
  slowDownStepMs: 500,
  slowDownMaxMs: 2000,
  /** One mail per address per purpose (verification, reset) per minute; repeats get the same answer and no mail. */
  mailsPerAddressAndPurpose: { windowSeconds: 60 },
  /** Wrong passwords typed with one verification link before the link is void. */
  wrongVerifyPasswords: 5,
  /**
   * Wrong passwords at POST /auth/confirm-password (issue 25) per account, from any address: a
   * stolen session cannot be used to guess the password. Each address's attempts also count toward
   * failedLoginsPerAddress, the sign-in limit shared with login.
   */
  failedPasswordConfirmations: { limit: 5, windowSeconds: 15 * 60 },
} as const;
