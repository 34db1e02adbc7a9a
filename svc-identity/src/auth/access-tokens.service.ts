import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { ACCESS_TOKEN, revokedTokenKey, type AccessTokenClaims } from '@clinote/contracts';
import { CONFIG, REDIS, type AuthenticatedUser } from '@clinote/nest-common';
import type { IdentityConfig } from '../config';
import { SigningKeys } from '../keys/signing-keys.service';
import type { User } from '../users/user.entity';

@Injectable()
export class AccessTokens {
  constructor(
    @Inject(CONFIG) private readonly config: IdentityConfig,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly keys: SigningKeys,
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
    };
    return this.keys.sign(claims);
  }

  /** Signing out: the token is refused everywhere (JwtStrategy checks the deny-list) until it would have expired. */
  async revoke(user: AuthenticatedUser): Promise<void> {
    const ttl = Math.max(1, user.expiresAt - Math.floor(Date.now() / 1000));
    await this.redis.set(revokedTokenKey(user.tokenId), '1', 'EX', ttl);
  }
}
