import { DynamicModule, Module, type Provider } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { JwtStrategy } from './jwt.strategy';
import { AdminGuard, JwtAuthGuard } from './guards';
import { PUBLIC_KEY_RESOLVER, RemoteJwks, type PublicKeyResolver } from './public-keys';

/** Bearer-token authentication for a service: keys from svc-identity's JWKS (or, in svc-identity, its own). */
@Module({})
export class JwtAuthModule {
  static forRoot(options: { jwksUrl: string } | { resolver: Provider<PublicKeyResolver> & { provide: typeof PUBLIC_KEY_RESOLVER } }): DynamicModule {
    const resolver: Provider = 'jwksUrl' in options ? { provide: PUBLIC_KEY_RESOLVER, useValue: new RemoteJwks(options.jwksUrl) } : options.resolver;
    return {
      module: JwtAuthModule,
      global: true,
      imports: [PassportModule],
      providers: [resolver, JwtStrategy, JwtAuthGuard, AdminGuard],
      exports: [JwtAuthGuard, AdminGuard, PUBLIC_KEY_RESOLVER],
    };
  }
}
