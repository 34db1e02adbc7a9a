import { Inject, Injectable, Optional, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Redis } from 'ioredis';
import { ExtractJwt, Strategy, type StrategyOptionsWithoutRequest } from 'passport-jwt';
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
 * How every access token is verified: ES256 only (so `alg: none` or HS256-with-the-public-key
 * forgeries fail), signature by a published key, `exp`, audience, issuer. Shared by JwtStrategy
 * and the gateway's check in front of protected routes.
 */
export function jwtStrategyOptions(keys: PublicKeyResolver): StrategyOptionsWithoutRequest {
  return {
    jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
    algorithms: [ACCESS_TOKEN.algorithm],
    audience: ACCESS_TOKEN.audience,
    issuer: ACCESS_TOKEN.issuer,
    ignoreExpiration: false,
    secretOrKeyProvider: (_req: unknown, rawJwt: string, done: (err: unknown, key?: string) => void) => {
      keys.get(kidOf(rawJwt)).then((key) => done(null, key), (err) => done(err));
    },
  };
}

/** The claims a valid access token must carry, as the caller a handler sees. */
export function authenticatedUser(claims: AccessTokenClaims): AuthenticatedUser | null {
  if (claims.typ !== 'access' || !claims.sub || !claims.jti) return null;
  return { id: claims.sub, email: claims.email, isAdmin: claims.admin === true, tokenId: claims.jti, expiresAt: claims.exp };
}

/** Verifies the bearer token (jwtStrategyOptions), its type, and that it was not signed out. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(PUBLIC_KEY_RESOLVER) keys: PublicKeyResolver,
    @Optional() @Inject(REDIS) private readonly redis?: Redis,
  ) {
    super(jwtStrategyOptions(keys));
  }

  async validate(claims: AccessTokenClaims): Promise<AuthenticatedUser> {
    const user = authenticatedUser(claims);
    if (!user) throw new UnauthorizedException('Invalid token');
    if (this.redis && (await this.redis.exists(revokedTokenKey(user.tokenId)))) throw new UnauthorizedException('This session has ended. Please sign in again.');
    return user;
  }
}

/**
 * Runs passport-jwt outside Nest's guards (the gateway's proxied routes are plain fastify routes):
 * resolves to the caller, or null when the token is missing or invalid.
 */
export function verifyBearer(request: { headers: Record<string, unknown> }, keys: PublicKeyResolver): Promise<AuthenticatedUser | null> {
  const strategy = new Strategy(jwtStrategyOptions(keys), (claims: AccessTokenClaims, done: (err: unknown, user?: unknown) => void) =>
    done(null, authenticatedUser(claims) ?? false),
  );
  return new Promise((resolve, reject) => {
    const attempt = Object.create(strategy) as Strategy & { success: (u: AuthenticatedUser) => void; fail: () => void; error: (e: unknown) => void };
    attempt.success = (user) => resolve(user);
    attempt.fail = () => resolve(null);
    attempt.error = reject;
    attempt.authenticate(request as never, {});
  });
}
