import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  ACCESS_TOKEN,
  SIGNING_TOKEN,
  SIGNING_TOKEN_TTL_SECONDS,
  type ConfirmPasswordResponse,
  type SigningTokenClaims,
} from '@clinote/contracts';
import { SigningKeys } from '../keys/signing-keys.service';

/**
 * Signing tokens (issue 25): proof, for five minutes and one use, that the clinician typed the
 * password again, carrying the signer as the profile reads now. Signed with the access tokens' key
 * (svc-notes verifies it through the same JWKS) but with their own `typ` and audience, so neither
 * kind passes for the other (docs/decisions/0152-sign-and-lock.md).
 */
@Injectable()
export class SigningTokens {
  constructor(private readonly keys: SigningKeys) {}

  issue(userId: string, signer: SigningTokenClaims['signer']): ConfirmPasswordResponse {
    const now = Math.floor(Date.now() / 1000);
    const claims: SigningTokenClaims = {
      sub: userId,
      typ: SIGNING_TOKEN.type,
      aud: SIGNING_TOKEN.audience,
      iss: ACCESS_TOKEN.issuer,
      jti: randomUUID(),
      iat: now,
      exp: now + SIGNING_TOKEN_TTL_SECONDS,
      signer,
    };
    return { signingToken: this.keys.sign(claims), expiresIn: SIGNING_TOKEN_TTL_SECONDS };
  }
}
