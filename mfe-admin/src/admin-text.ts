// The admin page's words (docs/product.md §2, §5, §8). Browser code imports only types from
// @clinote/contracts: its admin module builds zod schemas at load time, which would ride along
// with the strings (docs/decisions/0048-auth-validation-without-zod.md). admin-text.spec.ts compares the shared ones
// with ADMIN_MESSAGES and ACTIVITY_STATUSES, so they cannot drift.

/** docs/product.md §3 activity statuses, most active first; anything else is treated as the lowest. */
export const ACTIVITY_ORDER = ['Very Active', 'Active', 'Moderate', 'Inactive'] as const;
export type Activity = (typeof ACTIVITY_ORDER)[number];

export const ADMIN_TEXT = {
  accessDenied: 'Access Denied',
  noPermission: 'You do not have permission to access the admin area',
  // docs/product.md §8 admin fetch failure: toast, and what the page says instead of the data.
  fetchFailedTitle: 'Error',
  fetchFailed: 'Failed to fetch admin data. Please try again later.',
  fetchFailedInline: 'Failed to fetch data. You may not have admin permissions.',
  forbiddenInline: 'You do not have admin permissions',
  invalidFormat: 'Invalid data format received from server',
  // docs/product.md §5 / §8 delete.
  confirmDelete: (email: string) => `Are you sure you want to delete the account for ${email}? This action cannot be undone.`,
  cannotDeleteTitle: 'Cannot Delete Account',
  cannotDeleteSelf: 'You cannot delete your own admin account.',
  userDeletedTitle: 'User Deleted',
  deleteFailedTitle: 'Delete Failed',
  deleteFailed: 'Failed to delete user account. Please try again.',
  // docs/product.md §5 / §8 test e-mail.
  emailRequiredTitle: 'Email Required',
  emailRequired: 'Please enter an email address to send test email.',
  testEmailSentTitle: 'Test Email Sent',
  emailFailedTitle: 'Email Failed',
  emailFailed: 'Failed to send test email. Please check email configuration.',
} as const;
