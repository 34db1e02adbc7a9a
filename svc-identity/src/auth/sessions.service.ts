import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { AUTH_MESSAGES, type CurrentUser, type LoginResponse, type MessageResponse } from '@clinote/contracts';
import type { AuthenticatedUser } from '@clinote/nest-common';
import { verifyPassword } from '../security/passwords';
import { RateLimiter } from '../security/rate-limiter.service';
import { normaliseEmail, UsersRepository } from '../users/users.repository';
import { AccessTokens } from './access-tokens.service';
import { LIMITS, MESSAGES } from './messages';

/** Sign in, sign out, who am I. */
@Injectable()
export class SessionsService {
  constructor(
    private readonly users: UsersRepository,
    private readonly accessTokens: AccessTokens,
    private readonly limiter: RateLimiter,
  ) {}

  async login(email: string, password: string, ip: string): Promise<LoginResponse> {
    const { failedLoginsPerAddress, failedLoginsPerAccount } = LIMITS;
    const accountKey = `login-failures:${normaliseEmail(email)}`;
    const addressKey = `login-failures-ip:${ip}`;
    // Only failures count: a clinic behind one address signs in many times a day; a guesser fails.
    await this.limiter.check(addressKey, failedLoginsPerAddress.limit, MESSAGES.tooManyLoginsFromAddress);
    await this.limiter.check(accountKey, failedLoginsPerAccount.limit, MESSAGES.tooManyLoginsForAccount);

    const user = await this.users.findByEmail(email);
    if (!(await verifyPassword(user?.passwordHash ?? null, password)) || !user) {
      await this.limiter.count(accountKey, failedLoginsPerAccount.windowSeconds);
      await this.limiter.count(addressKey, failedLoginsPerAddress.windowSeconds);
      throw new UnauthorizedException(AUTH_MESSAGES.badCredentials);
    }
    await this.limiter.reset(accountKey);
    // Only someone who knows the password learns that the address is unverified.
    if (!user.emailVerified) throw new ForbiddenException(AUTH_MESSAGES.verifyFirst);

    user.isAdmin = this.users.isAdminEmail(user.email);
    user.lastLoginAt = new Date();
    await this.users.repo.update({ id: user.id }, { isAdmin: user.isAdmin, lastLoginAt: user.lastLoginAt });
    return { token: this.accessTokens.issue(user) };
  }

  async logout(caller: AuthenticatedUser): Promise<MessageResponse> {
    await this.accessTokens.revoke(caller);
    return { message: MESSAGES.loggedOut };
  }

  async me(caller: AuthenticatedUser): Promise<CurrentUser> {
    const user = await this.users.findById(caller.id);
    if (!user) throw new UnauthorizedException(MESSAGES.accountGone);
    return { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, isAdmin: user.isAdmin };
  }
}
