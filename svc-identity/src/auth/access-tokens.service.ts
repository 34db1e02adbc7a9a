import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ACCESS_TOKEN, DELETED_ACCOUNT_GENERATION, type AccessTokenClaims } from '@clinote/contracts';
import { CONFIG, SessionRevocations, type AuthenticatedUser } from '@clinote/nest-common';
import type { IdentityConfig } from '../config';
import { SigningKeys } from '../keys/signing-keys.service';
import type { User } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';

@Injectable()
export class AccessTokens {
  constructor(
    @Inject(CONFIG) private readonly config: IdentityConfig,
    private readonly keys: SigningKeys,
    private readonly revocations: SessionRevocations,
    private readonly users: UsersRepository,
  ) {}

  issue(user: User): string {
    const now = Math.floor(Date.now() / 1000);
    const claims: AccessTokenClaims = {
      sub: user.id,
      email: user.email,
      admin: user.isAdmin,
      typ: 'access',
      jti: randomUUID(),
      iat: now,
      exp: now + this.config.ACCESS_TOKEN_TTL_SECONDS,
      aud: ACCESS_TOKEN.audience,
      iss: ACCESS_TOKEN.issuer,
      gen: user.sessionGeneration,
    };
    return this.keys.sign(claims);
  }

  /** Signing out: this token is refused everywhere (gateway and services) until it would have expired. */
  async revoke(user: AuthenticatedUser): Promise<void> {
    await this.revocations.revokeToken(user.tokenId, user.expiresAt - Date.now() / 1000);
  }

  /** "Sign out everywhere", a password reset, account deletion: every token issued so far ends at once. */
  async endAllSessions(userId: string): Promise<void> {
    const generation = await this.users.nextSessionGeneration(userId);
    await this.revocations.publishGeneration(userId, generation, this.config.ACCESS_TOKEN_TTL_SECONDS);
  }

  /** The account is gone (its row with it): no token of it may work again. */
  async endSessionsOfDeletedAccount(userId: string): Promise<void> {
    await this.revocations.publishGeneration(userId, DELETED_ACCOUNT_GENERATION, this.config.ACCESS_TOKEN_TTL_SECONDS);
  }
}
