import { UnauthorizedException } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { verify, type JwtPayload } from 'jsonwebtoken';
import {
  ACCESS_TOKEN,
  SIGNING_MESSAGES,
  SIGNING_TOKEN,
  SIGNING_TOKEN_TTL_SECONDS,
  isValidNpi,
  type Signer,
  type SigningTokenClaims,
} from '@clinote/contracts';
import { kidOf } from './access-tokens';
import type { PublicKeyResolver } from './public-keys';

/** A refused signing token: the one answer for every reason, so a caller learns nothing from it. */
export class SigningTokenRefused extends UnauthorizedException {
  constructor() {
    super(SIGNING_MESSAGES.signingTokenRefused);
  }
}

/** Clock difference between svc-identity and the service tolerated on `iat`. */
const CLOCK_SKEW_SECONDS = 5;

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.trim() !== '' && value.length <= max;

/** The signer a token carries, when it has the shape svc-identity gives it; else null. */
function signerOf(claims: JwtPayload): Omit<Signer, 'userId'> | null {
  const signer = (claims as Partial<SigningTokenClaims>).signer;
  if (!signer || typeof signer !== 'object') return null;
  const { name, credentials, npi } = signer;
  if (!isText(name, 201) || !isText(credentials, 60)) return null;
  if (npi !== null && (typeof npi !== 'string' || !isValidNpi(npi))) return null;
  return { name, credentials, npi };
}

/**
 * Checks a signing token (POST /auth/confirm-password on svc-identity) where a note is signed
 * (docs/decisions/0152-sign-and-lock.md): ES256 with a key of svc-identity's JWKS (the same
 * resolver as access tokens), the signing type and audience (an access token never passes, and a
 * signing token never passes as an access token: AccessTokenVerifier wants `typ: access` and the
 * `clinote` audience), issuer, expiry, a lifetime no longer than SIGNING_TOKEN_TTL_SECONDS, `sub`
 * being the caller — and single use: its `jti` is claimed in Redis (SET NX, kept until the token
 * expires), so a token taken from a request cannot sign again. Any refusal is a 401
 * "Confirm your password again to sign."; an unreachable Redis throws (a 503, not a 401).
 */
export class SigningTokenVerifier {
  constructor(
    private readonly keys: PublicKeyResolver,
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  /** The Redis key that marks a token's `jti` as used. */
  usedKey(jti: string): string {
    return `${this.prefix}:signing:used:${jti}`;
  }

  /** Checks the token for `callerId` and uses it up; the signer it carries, as the note will store it. */
  async redeem(token: string | undefined, callerId: string): Promise<Signer> {
    const claims = await this.verified(token);
    const signer = claims && signerOf(claims);
    if (!claims || !signer || claims.sub !== callerId) throw new SigningTokenRefused();
    const secondsLeft = Math.max(1, Math.ceil((claims.exp ?? 0) - Date.now() / 1000));
    const claimed = await this.redis.set(this.usedKey(String(claims.jti)), callerId, 'EX', secondsLeft, 'NX');
    if (claimed !== 'OK') throw new SigningTokenRefused();
    return { userId: callerId, ...signer };
  }

  private async verified(token: string | undefined): Promise<JwtPayload | null> {
    if (!token) return null;
    let claims: JwtPayload;
    try {
      const key = await this.keys.get(kidOf(token));
      claims = verify(token, key, {
        algorithms: [ACCESS_TOKEN.algorithm],
        audience: SIGNING_TOKEN.audience,
        issuer: ACCESS_TOKEN.issuer,
      }) as JwtPayload;
    } catch {
      return null;
    }
    const now = Date.now() / 1000;
    const { typ, sub, jti, iat, exp } = claims as Partial<SigningTokenClaims>;
    if (typ !== SIGNING_TOKEN.type || typeof sub !== 'string' || !sub) return null;
    if (typeof jti !== 'string' || !/^[A-Za-z0-9_-]{16,64}$/.test(jti)) return null;
    if (typeof iat !== 'number' || typeof exp !== 'number' || iat > now + CLOCK_SKEW_SECONDS) return null;
    if (exp - iat > SIGNING_TOKEN_TTL_SECONDS) return null;
    return claims;
  }
}
