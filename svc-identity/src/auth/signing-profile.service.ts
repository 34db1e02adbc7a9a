import { BadRequestException, Injectable, UnauthorizedException } from '@nestjs/common';
import { SIGNING_MESSAGES, type ConfirmPasswordResponse, type CurrentUser } from '@clinote/contracts';
import type { AuthenticatedUser } from '@clinote/nest-common';
import { MESSAGES } from '../messages';
import { PasswordConfirmThrottle } from '../security/password-confirm-throttle.service';
import { Passwords } from '../security/passwords';
import type { User } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';
import { SessionsService } from './sessions.service';
import { SigningTokens } from './signing-tokens.service';

/** The signature's name: first and last name as the account holds them ("Jane Doe"); empty when there is none. */
export function signerName(user: Pick<User, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * What a signature needs from the account (issue 25): the profile's credentials and NPI
 * (PUT /auth/profile), and the password typed again for each signature (POST /auth/confirm-password).
 */
@Injectable()
export class SigningProfile {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly passwords: Passwords,
    private readonly throttle: PasswordConfirmThrottle,
    private readonly signingTokens: SigningTokens,
  ) {}

  /** Stores credentials and NPI (and the names, when sent); answers the current user as GET /auth/me does. */
  async update(
    caller: AuthenticatedUser,
    profile: { credentials: string; npi: string | null; firstName?: string | null; lastName?: string | null },
  ): Promise<CurrentUser> {
    if (!(await this.users.updateProfile(caller.id, profile))) throw new UnauthorizedException(MESSAGES.accountGone);
    return this.sessions.me(caller);
  }

  /**
   * A signing token for the caller when the password is right. The profile is checked first (a
   * signature without a name or credentials is refused before any password is tried), then the
   * attempt is counted, then the password checked.
   */
  async confirmPassword(caller: AuthenticatedUser, password: string, callerAddress: string): Promise<ConfirmPasswordResponse> {
    const user = await this.users.findById(caller.id);
    if (!user) throw new UnauthorizedException(MESSAGES.accountGone);
    const name = signerName(user);
    if (!user.credentials) throw new BadRequestException(SIGNING_MESSAGES.credentialsMissing);
    if (!name) throw new BadRequestException(SIGNING_MESSAGES.nameMissing);
    const { failures } = await this.throttle.attempt(user.id, callerAddress);
    let right: boolean;
    try {
      right = await this.passwords.verify(user.passwordHash, password);
    } catch (error) {
      await this.throttle.notChecked(user.id, callerAddress).catch(() => undefined);
      throw error;
    }
    if (!right) {
      await this.throttle.slowDown(failures);
      throw new UnauthorizedException(SIGNING_MESSAGES.wrongPassword);
    }
    await this.throttle.succeeded(user.id, callerAddress);
    return this.signingTokens.issue(user.id, { name, credentials: user.credentials, npi: user.npi });
  }
}
