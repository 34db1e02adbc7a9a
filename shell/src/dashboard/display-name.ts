import type { CurrentUser } from '@clinote/contracts';

/** SPEC.md §2 Dashboard: first and last name, or the e-mail when there is no name. */
export function displayName(user: Pick<CurrentUser, 'email' | 'firstName' | 'lastName'>): string {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || user.email;
}
