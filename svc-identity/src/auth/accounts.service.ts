import { BadRequestException, Injectable } from '@nestjs/common';
import { AUTH_MESSAGES, type MessageResponse, type RegisterResponse } from '@clinote/contracts';
import { AccountMailRequests } from '../mail/account-mail-requests.service';
import { EmailTokens, TOKEN_LIFETIME_SECONDS } from '../security/email-tokens.service';
import { Passwords } from '../security/passwords';
import { RateLimiter } from '../security/rate-limiter.service';
import { UsersRepository } from '../users/users.repository';
import { LIMITS, MESSAGES } from '../messages';

/** Registration and e-mail verification. */
@Injectable()
export class AccountsService {
  constructor(
    private readonly users: UsersRepository,
    private readonly tokens: EmailTokens,
    private readonly mailRequests: AccountMailRequests,
    private readonly passwords: Passwords,
    private readonly limiter: RateLimiter,
  ) {}

  /**
   * The answer, and the work behind it, are the same whether or not the address already has an
   * account: one argon2 hash, one insert-or-replace, one mail request (docs/decisions/0009-account-answers-alike.md). The
   * caller's hourly cap is checked first, so an over-limit caller costs no hash and creates nothing.
   */
  async register(
    input: { email: string; password: string; firstName: string | null; lastName: string | null },
    callerAddress: string,
  ): Promise<RegisterResponse> {
    const problem = this.passwords.commonPasswordProblem(input.password);
    if (problem) throw new BadRequestException(problem);
    await this.mailRequests.admitCaller(callerAddress);
    const passwordHash = await this.passwords.hash(input.password);
    await this.users.registerUnverified({ email: input.email, passwordHash, firstName: input.firstName, lastName: input.lastName });
    await this.mailRequests.queueOnce('verify-email', input.email);
    return { message: MESSAGES.registered, token: null };
  }

  /**
   * The link proves the mailbox; the password proves that the person reading it chose the account's
   * password (issue 19). A stranger who registered the address first cannot have it verified by the
   * owner's click or by a mail scanner that opens links: neither knows the stranger's password, and
   * the owner registering again replaces it. A wrong password leaves the link usable, up to
   * LIMITS.wrongVerifyPasswords tries.
   */
  async verifyEmail(token: string, password: string): Promise<MessageResponse> {
    const holder = await this.tokens.holder(token, 'verify_email', MESSAGES.invalidVerifyLink);
    const user = await this.users.findById(holder.userId);
    const right = await this.passwords.verify(user?.passwordHash ?? null, password);
    if (!user || !right || !(await this.users.markVerifiedWithPassword(user.id, user.passwordHash))) {
      const tries = await this.limiter.hit(`verify-password:${holder.id}`, TOKEN_LIFETIME_SECONDS.verify_email);
      if (tries < LIMITS.wrongVerifyPasswords) throw new BadRequestException(AUTH_MESSAGES.verifyPasswordWrong);
      await this.tokens.void(holder.id);
      throw new BadRequestException(MESSAGES.invalidVerifyLink);
    }
    await this.tokens.consume(token, 'verify_email', MESSAGES.invalidVerifyLink);
    return { message: MESSAGES.verified };
  }

  async resendVerification(email: string, callerAddress: string): Promise<MessageResponse> {
    await this.mailRequests.request('verify-email', email, callerAddress);
    return { message: MESSAGES.verificationSent };
  }
}
