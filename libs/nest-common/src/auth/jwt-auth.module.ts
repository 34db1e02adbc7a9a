import { DynamicModule, Module, type Provider } from '@nestjs/common';
import { AdminEmails } from './admin-emails';
import { AdminGuard } from './guards';
import { JwtAuthGuard } from './jwt-auth.guard';
import { AccessTokenVerifier } from './access-tokens';
import { PUBLIC_KEY_RESOLVER, RemoteJwks, type PublicKeyResolver } from './public-keys';
import { SessionRevocations } from './session-revocations';
import { ServiceTokenGuard } from './service-token.guard';
import { SigningTokenVerifier } from './signing-tokens';
import { CONFIG } from '../config.module';
import { REDIS } from '../redis';
import type { Redis } from 'ioredis';

/**
 * Bearer-token authentication for a service: keys from svc-identity's JWKS (or, in svc-identity,
 * its own), and the session check in Redis (needs RedisModule and a QUEUE_PREFIX in the config).
 */
@Module({})
export class JwtAuthModule {
  static forRoot(
    options: { jwksUrl: string } | { resolver: Provider<PublicKeyResolver> & { provide: typeof PUBLIC_KEY_RESOLVER } },
  ): DynamicModule {
    const resolver: Provider =
      'jwksUrl' in options ? { provide: PUBLIC_KEY_RESOLVER, useValue: new RemoteJwks(options.jwksUrl) } : options.resolver;
    return {
      module: JwtAuthModule,
      global: true,
      providers: [
        resolver,
        {
          provide: SessionRevocations,
          inject: [REDIS, CONFIG],
          useFactory: (redis: Redis, config: { QUEUE_PREFIX: string }) => new SessionRevocations(redis, config.QUEUE_PREFIX),
        },
        {
          provide: AccessTokenVerifier,
          inject: [PUBLIC_KEY_RESOLVER],
          useFactory: (keys: PublicKeyResolver) => new AccessTokenVerifier(keys),
        },
        {
          provide: AdminEmails,
          inject: [CONFIG],
          useFactory: (config: { ADMIN_EMAILS?: string }) => new AdminEmails(config.ADMIN_EMAILS ?? ''),
        },
        {
          // Signing tokens (issue 25) are checked with the same keys as access tokens, and used up in Redis.
          provide: SigningTokenVerifier,
          inject: [PUBLIC_KEY_RESOLVER, REDIS, CONFIG],
          useFactory: (keys: PublicKeyResolver, redis: Redis, config: { QUEUE_PREFIX: string }) =>
            new SigningTokenVerifier(keys, redis, config.QUEUE_PREFIX),
        },
        JwtAuthGuard,
        AdminGuard,
        ServiceTokenGuard,
      ],
      exports: [
        JwtAuthGuard,
        AdminGuard,
        AdminEmails,
        ServiceTokenGuard,
        PUBLIC_KEY_RESOLVER,
        SessionRevocations,
        AccessTokenVerifier,
        SigningTokenVerifier,
      ],
    };
  }
}
