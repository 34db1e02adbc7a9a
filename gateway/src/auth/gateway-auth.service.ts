import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { ACCESS_TOKEN } from '@clinote/contracts';
import { AccessTokenVerifier, bearerToken, CONFIG, REDIS, RemoteJwks, SessionRevocations, type AuthenticatedUser } from '@clinote/nest-common';
import type { GatewayConfig } from '../config';

/**
 * Who is calling, as the gateway decides it for signed-in routes and the health details: a valid
 * token (svc-identity's JWKS; the same verifier every service uses) whose session has not ended
 * (signed out, "sign out everywhere", password reset, account deleted — the same Redis check).
 */
@Injectable()
export class GatewayAuth {
  private readonly tokens: AccessTokenVerifier;
  private readonly revocations: SessionRevocations;

  constructor(@Inject(CONFIG) config: GatewayConfig, @Inject(REDIS) redis: Redis) {
    this.tokens = new AccessTokenVerifier(new RemoteJwks(`${config.IDENTITY_URL}${ACCESS_TOKEN.jwksPath}`));
    this.revocations = new SessionRevocations(redis, config.QUEUE_PREFIX);
  }

  /** The signed-in caller, or null. Throws when Redis cannot be asked (the caller answers 503). */
  async caller(request: { headers: Record<string, unknown> }): Promise<AuthenticatedUser | null> {
    const checked = await this.tokens.check(bearerToken(request.headers));
    if ('problem' in checked) return null;
    return (await this.revocations.isRevoked(checked.user)) ? null : checked.user;
  }
}
