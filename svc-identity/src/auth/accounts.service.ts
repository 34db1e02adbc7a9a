import { BadRequestException, Injectable } from '@nestjs/common';
import type { RegisterResponse, MessageResponse } from '@clinote/contracts';
import { MailOutbox } from '../mail/mail-outbox.service';
import { EmailTokens } from '../security/email-tokens.service';
import { commonPasswordProblem, hashPassword } from '../security/passwords';
import { RateLimiter } from '../security/rate-limiter.service';
import { normaliseEmail, UsersRepository } from '../users/users.repository';
import type { User } from '../users/user.entity';
import { LIMITS, MESSAGES } from './messages';

/** Registration and e-mail verification. */
@Injectable()
export class AccountsService {
  constructor(
    private readonly users: UsersRepository,
    private readonly tokens: EmailTokens,
    private readonly outbox: MailOutbox,
    private readonly limiter: RateLimiter,
  ) {}

  /**
   * The answer is the same whether or not the address already has an account, so registering
   * reveals nothing (docs/decisions.md). An unverified existing account gets a fresh link.
   */
  async register(input: { email: string; password: string; firstName: string | null; lastName: string | null }): Promise<RegisterResponse> {
    const problem = commonPasswordProblem(input.password);
    if (problem) throw new BadRequestException(problem);
    await this.mailAllowed(input.email);

    const existing = await this.users.findByEmail(input.email);
    if (existing) {
      if (!existing.emailVerified) await this.sendVerification(existing);
      return { message: MESSAGES.registered, token: null };
    }
    const passwordHash = await hashPassword(input.password);
    const inserted = await this.users.repo
      .createQueryBuilder()
      .insert()
      .values({ email: input.email.trim(), passwordHash, firstName: input.firstName, lastName: input.lastName, isAdmin: this.users.isAdminEmail(input.email) })
      .orIgnore() // a concurrent registration of the same address: same answer, one account
      .returning('*')
      .execute();
    const id = (inserted.raw as Array<{ id: string }>)[0]?.id;
    const user = id ? await this.users.findById(id) : null;
    if (user) await this.sendVerification(user);
    return { message: MESSAGES.registered, token: null };
  }

  async verifyEmail(token: string): Promise<MessageResponse> {
    const userId = await this.tokens.consume(token, 'verify_email', MESSAGES.invalidVerifyLink);
    await this.users.repo.update({ id: userId }, { emailVerified: true });
    return { message: MESSAGES.verified };
  }

  async resendVerification(email: string): Promise<MessageResponse> {
    await this.mailAllowed(email);
    const user = await this.users.findByEmail(email);
    if (user && !user.emailVerified) await this.sendVerification(user);
    return { message: MESSAGES.verificationSent };
  }

  /** Keyed on the address typed, known or not, so the limit itself reveals nothing. */
  async mailAllowed(email: string): Promise<void> {
    await this.limiter.once(`mail:${normaliseEmail(email)}`, LIMITS.mailsPerEmailAddress.windowSeconds, MESSAGES.tooManyMails);
  }

  private async sendVerification(user: User): Promise<void> {
    const { id, token } = await this.tokens.issue(user.id, 'verify_email');
    await this.outbox.send(`verify-email-${id}`, { kind: 'verify-email', to: user.email, firstName: user.firstName, token });
  }
}
