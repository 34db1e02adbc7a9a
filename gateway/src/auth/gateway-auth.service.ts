import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { ACCESS_TOKEN } from '@clinote/contracts';
import type { KeyObject } from 'node:crypto';
import {
  AccessTokenVerifier,
  bearerToken,
  CONFIG,
  REDIS,
  RemoteJwks,
  SessionRevocationMirror,
  SessionRevocations,
  type AuthenticatedUser,
  type PublicKeyResolver,
} from '@clinote/nest-common';
import type { GatewayConfig } from '../config';

/**
 * svc-identity's JWKS when it runs as several instances (they share one signing key, kept in the
 * database): asked of the instance that answered last, then of the others in turn.
 */
export class AnyInstanceJwks implements PublicKeyResolver {
  private preferred = 0;

  constructor(private readonly instances: PublicKeyResolver[]) {}

  async get(kid: string | undefined): Promise<KeyObject> {
    let failure: unknown;
    for (let n = 0; n < this.instances.length; n += 1) {
      const i = (this.preferred + n) % this.instances.length;
      try {
        const key = await this.instances[i].get(kid);
        this.preferred = i;
        return key;
      } catch (err) {
        failure ??= err;
      }
    }
    throw failure;
  }
}

/**
 * Who is calling, as the gateway decides it for signed-in routes and the health details: a valid
 * token (svc-identity's JWKS; the same verifier every service uses) whose session has not ended
 * (signed out, "sign out everywhere", password reset, account deleted — the same Redis check, read
 * once per token and then followed through Redis' announcements: SessionRevocationMirror).
 */
@Injectable()
export class GatewayAuth implements OnModuleInit, OnApplicationShutdown {
  private readonly tokens: AccessTokenVerifier;
  private readonly revocations: SessionRevocationMirror;

  constructor(@Inject(CONFIG) config: GatewayConfig, @Inject(REDIS) redis: Redis) {
    const jwks = config.IDENTITY_URL.map((base) => new RemoteJwks(`${base}${ACCESS_TOKEN.jwksPath}`));
    this.tokens = new AccessTokenVerifier(jwks.length === 1 ? jwks[0] : new AnyInstanceJwks(jwks));
    this.revocations = new SessionRevocationMirror(new SessionRevocations(redis, config.QUEUE_PREFIX), redis, config.QUEUE_PREFIX);
  }

  onModuleInit(): void {
    this.revocations.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.revocations.stop();
  }

  /** The signed-in caller, or null. Throws when Redis cannot be asked (the caller answers 503). */
  async caller(request: { headers: Record<string, unknown> }): Promise<AuthenticatedUser | null> {
    const checked = await this.tokens.check(bearerToken(request.headers));
    if ('problem' in checked) return null;
    return (await this.revocations.isRevoked(checked.user)) ? null : checked.user;
  }
}
