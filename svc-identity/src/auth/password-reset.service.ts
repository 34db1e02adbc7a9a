import { BadRequestException, Injectable } from '@nestjs/common';
import type { MessageResponse } from '@clinote/contracts';
import { MailOutbox } from '../mail/mail-outbox.service';
import { EmailTokens } from '../security/email-tokens.service';
import { commonPasswordProblem, hashPassword } from '../security/passwords';
import { UsersRepository } from '../users/users.repository';
import { AccountsService } from './accounts.service';
import { MESSAGES } from './messages';

/** Forgot password → mail with a one-hour link → new password. */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly users: UsersRepository,
    private readonly tokens: EmailTokens,
    private readonly outbox: MailOutbox,
    private readonly accounts: AccountsService,
  ) {}

  /** Same answer for known and unknown addresses. */
  async forgotPassword(email: string): Promise<MessageResponse> {
    await this.accounts.mailAllowed(email);
    const user = await this.users.findByEmail(email);
    if (user) {
      const { id, token } = await this.tokens.issue(user.id, 'reset_password');
      await this.outbox.send(`reset-password-${id}`, { kind: 'reset-password', to: user.email, firstName: user.firstName, token });
    }
    return { message: MESSAGES.resetSent };
  }

  async resetPassword(token: string, password: string): Promise<MessageResponse> {
    const problem = commonPasswordProblem(password);
    if (problem) throw new BadRequestException(problem);
    const userId = await this.tokens.consume(token, 'reset_password', MESSAGES.invalidResetLink);
    // Following the link proves the address, so a reset also verifies it.
    await this.users.repo.update({ id: userId }, { passwordHash: await hashPassword(password), emailVerified: true });
    return { message: MESSAGES.resetDone };
  }
}
