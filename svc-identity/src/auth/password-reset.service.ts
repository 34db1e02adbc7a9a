import { BadRequestException, Injectable } from '@nestjs/common';
import type { MessageResponse } from '@clinote/contracts';
import { AccountMailRequests } from '../mail/account-mail-requests.service';
import { EmailTokens } from '../security/email-tokens.service';
import { LoginThrottle } from '../security/login-throttle.service';
import { Passwords } from '../security/passwords';
import { UsersRepository } from '../users/users.repository';
import { AccessTokens } from './access-tokens.service';
import { MESSAGES } from '../messages';

/** Forgot password → mail with a one-hour link → new password. */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly users: UsersRepository,
    private readonly tokens: EmailTokens,
    private readonly mailRequests: AccountMailRequests,
    private readonly accessTokens: AccessTokens,
    private readonly throttle: LoginThrottle,
    private readonly passwords: Passwords,
  ) {}

  /** Same answer and work for known and unknown addresses (AccountMailRequests). */
  async forgotPassword(email: string, callerAddress: string): Promise<MessageResponse> {
    await this.mailRequests.request('reset-password', email, callerAddress);
    return { message: MESSAGES.resetSent };
  }

  /**
   * A new password ends every session opened with the old one (issue 7) and lifts the sign-in locks
   * of the account — the lock message tells people to do exactly this.
   */
  async resetPassword(token: string, password: string): Promise<MessageResponse> {
    const problem = this.passwords.commonPasswordProblem(password);
    if (problem) throw new BadRequestException(problem);
    const userId = await this.tokens.consume(token, 'reset_password', MESSAGES.invalidResetLink);
    await this.users.setPasswordAndVerify(userId, await this.passwords.hash(password));
    await this.accessTokens.endAllSessions(userId);
    const user = await this.users.findById(userId);
    if (user) await this.throttle.liftAccountLocks(user.email);
    return { message: MESSAGES.resetDone };
  }
}
