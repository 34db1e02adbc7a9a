import { Inject, Injectable, Optional, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Redis } from 'ioredis';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { ACCESS_TOKEN, revokedTokenKey, type AccessTokenClaims } from '@clinote/contracts';
import { REDIS } from '../redis';
import { PUBLIC_KEY_RESOLVER, type PublicKeyResolver } from './public-keys';

/** What a guarded handler learns about its caller. */
export interface AuthenticatedUser {
  id: string;
  email: string;
  isAdmin: boolean;
  tokenId: string;
  expiresAt: number;
}

function kidOf(rawJwt: string): string | undefined {
  try {
    return JSON.parse(Buffer.from(rawJwt.split('.')[0], 'base64url').toString('utf8')).kid;
  } catch {
    return undefined;
  }
}

/**
 * Verifies the bearer token: ES256 only (so `alg: none` or HS256-with-the-public-key forgeries
 * fail), signature by a published key, `exp`, audience, issuer, token type, and not signed out.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(PUBLIC_KEY_RESOLVER) keys: PublicKeyResolver,
    @Optional() @Inject(REDIS) private readonly redis?: Redis,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      algorithms: [ACCESS_TOKEN.algorithm],
      audience: ACCESS_TOKEN.audience,
      issuer: ACCESS_TOKEN.issuer,
      ignoreExpiration: false,
      secretOrKeyProvider: (_req: unknown, rawJwt: string, done: (err: unknown, key?: string) => void) => {
        keys.get(kidOf(rawJwt)).then((key) => done(null, key), (err) => done(err));
      },
    });
  }

  async validate(claims: AccessTokenClaims): Promise<AuthenticatedUser> {
    if (claims.typ !== 'access' || !claims.sub || !claims.jti) throw new UnauthorizedException('Invalid token');
    if (this.redis && (await this.redis.exists(revokedTokenKey(claims.jti)))) throw new UnauthorizedException('This session has ended. Please sign in again.');
    return { id: claims.sub, email: claims.email, isAdmin: claims.admin === true, tokenId: claims.jti, expiresAt: claims.exp };
  }
}
