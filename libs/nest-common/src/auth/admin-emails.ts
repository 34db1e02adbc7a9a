import { z } from 'zod';

/** How an e-mail address is compared everywhere (accounts, ADMIN_EMAILS, limits): trimmed, lower-case. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** ADMIN_EMAILS, for every service that has admin-only routes. */
export const adminEnvSchema = z.object({
  /** Comma-separated, case-insensitive: these accounts are administrators. The server is the authority. */
  ADMIN_EMAILS: z.string().default(''),
});

/**
 * The administrators, as the service's configuration names them now. Admin rights are decided by
 * this list on every request, never by the `admin` claim of a token that may be 12 hours old: an
 * address taken off ADMIN_EMAILS loses its rights when the service restarts with the new list.
 */
export class AdminEmails {
  private readonly addresses: ReadonlySet<string>;

  constructor(list: string) {
    this.addresses = new Set(list.split(',').map(normaliseEmail).filter(Boolean));
  }

  includes(email: string): boolean {
    return this.addresses.has(normaliseEmail(email));
  }

  /** Every administrator address, normalised (e.g. to sort administrators first in SQL). */
  all(): string[] {
    return [...this.addresses];
  }
}
