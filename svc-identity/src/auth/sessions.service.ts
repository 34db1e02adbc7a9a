import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { AUTH_MESSAGES, type CurrentUser, type LoginResponse, type MessageResponse } from '@clinote/contracts';
import type { AuthenticatedUser } from '@clinote/nest-common';
import { MailOutbox } from '../mail/mail-outbox.service';
import { LoginThrottle } from '../security/login-throttle.service';
import { Passwords } from '../security/passwords';
import type { User } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';
import { AccessTokens } from './access-tokens.service';
import { LIMITS, MESSAGES } from '../messages';

/** Sign in, sign out (here or everywhere), who am I. */
@Injectable()
export class SessionsService {
  constructor(
    private readonly users: UsersRepository,
    private readonly accessTokens: AccessTokens,
    private readonly throttle: LoginThrottle,
    private readonly outbox: MailOutbox,
    private readonly passwords: Passwords,
  ) {}

  async login(email: string, password: string, callerAddress: string): Promise<LoginResponse> {
    const { pairFailures } = await this.throttle.attempt(email, callerAddress);
    let user: User | null;
    let passwordRight: boolean;
    try {
      user = await this.users.findByEmail(email);
      passwordRight = await this.passwords.verify(user?.passwordHash ?? null, password);
    } catch (error) {
      // Not a wrong password: the check could not run. Best effort — the cache may be down too.
      await this.throttle.notChecked(email, callerAddress).catch(() => undefined);
      throw error;
    }
    if (!passwordRight || !user) {
      if (user && this.throttle.locksNow(pairFailures)) await this.alertOwner(user);
      await this.throttle.slowDown(pairFailures);
      throw new UnauthorizedException(AUTH_MESSAGES.badCredentials);
    }
    await this.throttle.succeeded(email, callerAddress);
    // Only someone who knows the password learns that the address is unverified.
    if (!user.emailVerified) throw new ForbiddenException(AUTH_MESSAGES.verifyFirst);
    await this.users.recordLogin(user);
    return { token: this.accessTokens.issue(user) };
  }

  async logout(caller: AuthenticatedUser): Promise<MessageResponse> {
    await this.accessTokens.revoke(caller);
    return { message: MESSAGES.loggedOut };
  }

  async logoutEverywhere(caller: AuthenticatedUser): Promise<MessageResponse> {
    await this.accessTokens.endAllSessions(caller.id);
    return { message: MESSAGES.loggedOutEverywhere };
  }

  async me(caller: AuthenticatedUser): Promise<CurrentUser> {
    const user = await this.users.findById(caller.id);
    if (!user) throw new UnauthorizedException(MESSAGES.accountGone);
    // Admin rights as ADMIN_EMAILS says now, like every admin route (not as at the last sign-in).
    return {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      isAdmin: this.users.isAdminEmail(user.email),
      credentials: user.credentials,
      npi: user.npi,
    };
  }

  /** Tells the owner, at most once per lock window, that someone is failing to sign in as them. */
  private async alertOwner(user: User): Promise<void> {
    const window = Math.floor(Date.now() / 1000 / LIMITS.failedLoginsPerAccountAndAddress.windowSeconds);
    await this.outbox.send(`login-alert-${user.id}-${window}`, {
      kind: 'login-alert',
      to: user.email,
      firstName: user.emailVerified ? user.firstName : null,
      failures: LIMITS.failedLoginsPerAccountAndAddress.limit,
    });
  }
}
