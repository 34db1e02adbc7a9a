import { Global, Module } from '@nestjs/common';
import { SigningKeys } from './signing-keys.service';
import { ServiceTokens } from './service-tokens.service';

/** Global so JwtAuthModule can resolve this service's own keys without a JWKS round trip. */
@Global()
@Module({ providers: [SigningKeys, ServiceTokens], exports: [SigningKeys, ServiceTokens] })
export class KeysModule {}
