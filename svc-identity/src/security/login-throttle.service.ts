import { Injectable } from '@nestjs/common';
import { normaliseEmail } from '../users/users.repository';
import { LIMITS, MESSAGES } from '../messages';
import { RateLimiter, TooManyRequests } from './rate-limiter.service';

const { failedLoginsPerAccountAndAddress: perPair, failedLoginsPerAddress: perAddress } = LIMITS;

const accountKey = (email: string) => `login-failures:${normaliseEmail(email)}`;
const addressKey = (address: string) => `login-failures-ip:${address}`;

/**
 * Failed sign-in limits in the manner of the identity providers people trust: counted per account
 * AND caller address (so nobody elsewhere can lock the real user out), per address over every
 * account, slowed down as failures mount, lifted by a successful sign-in or password reset.
 * Each attempt is counted BEFORE the password is checked (atomically), so 20 concurrent guesses
 * cannot all be tried.
 */
@Injectable()
export class LoginThrottle {
  constructor(private readonly limiter: RateLimiter) {}

  /** Counts the attempt; throws 429 when its account+address pair or its address is over the limit. */
  async attempt(email: string, address: string): Promise<{ pairFailures: number }> {
    const [pairCount, addressCount] = await Promise.all([
      this.limiter.hitField(accountKey(email), address, perPair.windowSeconds),
      this.limiter.hit(addressKey(address), perAddress.windowSeconds),
    ]);
    if (addressCount > perAddress.limit) throw new TooManyRequests(MESSAGES.tooManyLoginsFromAddress);
    if (pairCount > perPair.limit) throw new TooManyRequests(MESSAGES.tooManyLoginsForAccount);
    return { pairFailures: pairCount };
  }

  /** A failed attempt is answered a little later the more often the pair has failed (at most 2 s). */
  async slowDown(pairFailures: number): Promise<void> {
    const over = pairFailures - LIMITS.slowDownAfterFailures;
    if (over <= 0) return;
    await new Promise((resolve) => setTimeout(resolve, Math.min(over * LIMITS.slowDownStepMs, LIMITS.slowDownMaxMs)));
  }

  /** Whether this failure is the one that locks the pair (the moment to tell the account's owner). */
  locksNow(pairFailures: number): boolean {
    return pairFailures === perPair.limit;
  }

  /** The right password: the attempt does not count against the pair or the address. */
  async succeeded(email: string, address: string): Promise<void> {
    await Promise.all([this.limiter.clearField(accountKey(email), address), this.limiter.unhit(addressKey(address))]);
  }

  /**
   * The password could not be checked (database or cache down: the caller gets a 503): the attempt
   * is taken back, so an outage never counts toward a lock-out of the account's owner.
   */
  async notChecked(email: string, address: string): Promise<void> {
    await Promise.all([this.limiter.unhitField(accountKey(email), address), this.limiter.unhit(addressKey(address))]);
  }

  /** A password reset lifts every lock on the account, from every address. */
  async liftAccountLocks(email: string): Promise<void> {
    await this.limiter.clear(accountKey(email));
  }
}
