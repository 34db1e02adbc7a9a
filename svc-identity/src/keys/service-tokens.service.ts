import { Injectable } from '@nestjs/common';
import { ACCESS_TOKEN, SERVICE_TOKEN, type ServiceTokenClaims } from '@clinote/contracts';
import { SigningKeys } from './signing-keys.service';

/** Short-lived tokens svc-identity presents to other services' internal routes; one is reused until near expiry. */
@Injectable()
export class ServiceTokens {
  private current?: { token: string; expiresAt: number };

  constructor(private readonly keys: SigningKeys) {}

  token(): string {
    const now = Math.floor(Date.now() / 1000);
    if (!this.current || this.current.expiresAt - now < 60) {
      const claims: ServiceTokenClaims = {
        sub: 'svc-identity',
        typ: SERVICE_TOKEN.type,
        aud: SERVICE_TOKEN.audience,
        iss: ACCESS_TOKEN.issuer,
        iat: now,
        exp: now + SERVICE_TOKEN.lifetimeSeconds,
      };
      this.current = { token: this.keys.sign(claims), expiresAt: claims.exp };
    }
    return this.current.token;
  }
}
