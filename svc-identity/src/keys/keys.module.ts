import { Global, Module } from '@nestjs/common';
import { SigningKeys } from './signing-keys.service';

/** Global so JwtAuthModule can resolve this service's own keys without a JWKS round trip. */
@Global()
@Module({ providers: [SigningKeys], exports: [SigningKeys] })
export class KeysModule {}
