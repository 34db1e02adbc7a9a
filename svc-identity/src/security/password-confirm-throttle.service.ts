import { Injectable } from '@nestjs/common';
import { SIGNING_MESSAGES } from '@clinote/contracts';
import { LIMITS, MESSAGES } from '../messages';
import { RateLimiter, TooManyRequests } from './rate-limiter.service';

const { failedPasswordConfirmations: perAccount, failedLoginsPerAddress: perAddress } = LIMITS;

const accountKey = (userId: string) => `confirm-password-failures:${userId}`;
/** The same counter as sign-in's per-address limit (LoginThrottle): one guesser, one budget. */
const addressKey = (address: string) => `login-failures-ip:${address}`;

/**
 * The limits of POST /auth/confirm-password (issue 25), in the manner of LoginThrottle: each attempt
 * is counted before the password is checked (atomically, so concurrent guesses cannot all be
 * tried) per account, from any address — the caller is signed in, so whoever holds the session is
 * the one guessing — and per caller address together with failed sign-ins. The right password
 * takes the attempt back; failures are answered a little later the more there were.
 */
@Injectable()
export class PasswordConfirmThrottle {
  constructor(private readonly limiter: RateLimiter) {}

  /** Counts the attempt; 429 when the account or the address is over its limit. */
  async attempt(userId: string, address: string): Promise<{ failures: number }> {
    const [accountCount, addressCount] = await Promise.all([
      this.limiter.hit(accountKey(userId), perAccount.windowSeconds),
      this.limiter.hit(addressKey(address), perAddress.windowSeconds),
    ]);
    if (addressCount > perAddress.limit) throw new TooManyRequests(MESSAGES.tooManyLoginsFromAddress);
    if (accountCount > perAccount.limit) throw new TooManyRequests(SIGNING_MESSAGES.tooManyWrongPasswords);
    return { failures: accountCount };
  }

  /** A wrong password is answered later the more often the account has failed (as at sign-in, at most 2 s). */
  async slowDown(failures: number): Promise<void> {
    const over = failures - LIMITS.slowDownAfterFailures;
    if (over <= 0) return;
    await new Promise((resolve) => setTimeout(resolve, Math.min(over * LIMITS.slowDownStepMs, LIMITS.slowDownMaxMs)));
  }

  /** The right password: the account's failures are forgiven and the attempt does not count for the address. */
  async succeeded(userId: string, address: string): Promise<void> {
    await Promise.all([this.limiter.clear(accountKey(userId)), this.limiter.unhit(addressKey(address))]);
  }

  /** The password could not be checked (a dependency is down, 503): the attempt is taken back. */
  async notChecked(userId: string, address: string): Promise<void> {
    await Promise.all([this.limiter.unhit(accountKey(userId)), this.limiter.unhit(addressKey(address))]);
  }
}
