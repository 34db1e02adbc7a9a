import { BadRequestException, Injectable } from '@nestjs/common';
import type { MessageResponse, RegisterResponse } from '@clinote/contracts';
import { AccountMailRequests } from '../mail/account-mail-requests.service';
import { EmailTokens } from '../security/email-tokens.service';
import { Passwords } from '../security/passwords';
import { UsersRepository } from '../users/users.repository';
import { MESSAGES } from './messages';

/** Registration and e-mail verification. */
@Injectable()
export class AccountsService {
  constructor(
    private readonly users: UsersRepository,
    private readonly tokens: EmailTokens,
    private readonly mailRequests: AccountMailRequests,
    private readonly passwords: Passwords,
  ) {}

  /**
   * The answer, and the work behind it, are the same whether or not the address already has an
   * account: one argon2 hash, one insert-if-new, one queued mail request (docs/decisions.md). An
   * unverified account then gets a fresh link; a verified one gets nothing.
   */
  async register(input: { email: string; password: string; firstName: string | null; lastName: string | null }, callerAddress: string): Promise<RegisterResponse> {
    const problem = this.passwords.commonPasswordProblem(input.password);
    if (problem) throw new BadRequestException(problem);
    const passwordHash = await this.passwords.hash(input.password);
    await this.users.insertIfNew({ email: input.email, passwordHash, firstName: input.firstName, lastName: input.lastName });
    await this.mailRequests.request('verify-email', input.email, callerAddress);
    return { message: MESSAGES.registered, token: null };
  }

  async verifyEmail(token: string): Promise<MessageResponse> {
    const userId = await this.tokens.consume(token, 'verify_email', MESSAGES.invalidVerifyLink);
    await this.users.markVerified(userId);
    return { message: MESSAGES.verified };
  }

  async resendVerification(email: string, callerAddress: string): Promise<MessageResponse> {
    await this.mailRequests.request('verify-email', email, callerAddress);
    return { message: MESSAGES.verificationSent };
  }
}
