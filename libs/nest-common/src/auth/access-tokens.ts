import type { KeyObject } from 'node:crypto';
import { verify, TokenExpiredError, type JwtPayload } from 'jsonwebtoken';
import { ACCESS_TOKEN, type AccessTokenClaims } from '@clinote/contracts';
import type { PublicKeyResolver } from './public-keys';

/** What a guarded handler learns about its caller. */
export interface AuthenticatedUser {
  id: string;
  email: string;
  isAdmin: boolean;
  tokenId: string;
  expiresAt: number;
  /** The session generation the token was issued in (see SessionRevocations). */
  generation: number;
}

export type TokenCheck = { user: AuthenticatedUser } | { problem: 'missing' | 'invalid' | 'expired' };

/** The `kid` in a compact JWS's header, or undefined. */
export function kidOf(rawJwt: string): string | undefined {
  try {
    return JSON.parse(Buffer.from(rawJwt.split('.')[0], 'base64url').toString('utf8')).kid;
  } catch {
    return undefined;
  }
}

/** The claims a valid access token must carry, as the caller a handler sees. */
export function authenticatedUser(claims: AccessTokenClaims): AuthenticatedUser | null {
  if (claims.typ !== 'access' || !claims.sub || !claims.jti) return null;
  return {
    id: claims.sub,
    email: claims.email,
    isAdmin: claims.admin === true,
    tokenId: claims.jti,
    expiresAt: claims.exp,
    generation: Number.isInteger(claims.gen) ? (claims.gen as number) : 0,
  };
}

/** The bearer token of an Authorization header, or undefined. */
export function bearerToken(headers: Record<string, unknown>): string | undefined {
  const header = headers.authorization;
  return typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
}

/** Tokens already verified (signature and claims), until they expire: ECDSA once per token, not per request. */
const CACHE_SIZE = 10_000;

/**
 * How every access token is verified — by the gateway and by every service (issue 7: defence in
 * depth): ES256 only (so `alg: none` or HS256-with-the-public-key forgeries fail), a published key,
 * `exp`, audience, issuer, type. Whether the session has ended is a separate check (SessionRevocations),
 * made on every request. A verified token is remembered until its expiry (issue 11: the gateway and
 * the service each verifying every request cost a large share of a request's CPU).
 */
export class AccessTokenVerifier {
  private readonly verified = new Map<string, AuthenticatedUser>();

  constructor(private readonly keys: PublicKeyResolver) {}

  async check(token: string | undefined): Promise<TokenCheck> {
    if (!token) return { problem: 'missing' };
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAt > Date.now() / 1000) return { user: known };
      this.verified.delete(token);
      return { problem: 'expired' };
    }
    let key: KeyObject;
    try {
      key = await this.keys.get(kidOf(token));
    } catch {
      return { problem: 'invalid' };
    }
    let claims: JwtPayload;
    try {
      claims = verify(token, key, {
        algorithms: [ACCESS_TOKEN.algorithm],
        audience: ACCESS_TOKEN.audience,
        issuer: ACCESS_TOKEN.issuer,
      }) as JwtPayload;
    } catch (err) {
      return { problem: err instanceof TokenExpiredError ? 'expired' : 'invalid' };
    }
    const user = authenticatedUser(claims as AccessTokenClaims);
    if (!user) return { problem: 'invalid' };
    if (this.verified.size >= CACHE_SIZE) this.verified.delete(this.verified.keys().next().value as string);
    this.verified.set(token, user);
    return { user };
  }
}
