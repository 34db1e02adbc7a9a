import { DynamicModule, Global, Module } from '@nestjs/common';

/** Injection token of the service's typed, already-validated configuration object. */
export const CONFIG = Symbol('CONFIG');

/**
 * The configuration is validated by `loadConfig` before Nest starts (see run-service.ts), so a bad
 * value stops the process with one clean message; this module only makes the result injectable.
 */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: object): DynamicModule {
    return { module: ConfigModule, global: true, providers: [{ provide: CONFIG, useValue: config }], exports: [CONFIG] };
  }
}
