import { DynamicModule, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Redis } from 'ioredis';
import {
  ConfigModule,
  DatabaseModule,
  HealthModule,
  JwtAuthModule,
  PUBLIC_KEY_RESOLVER,
  REDIS,
  RedisModule,
  databaseHealthCheck,
  redisHealthCheck,
} from '@clinote/nest-common';
import type { IdentityConfig } from './config';
import { DATABASE } from './database';
import { SigningKeys } from './keys/signing-keys.service';
import { KeysModule } from './keys/keys.module';
import { AuthModule } from './auth/auth.module';
import { AdminModule } from './admin/admin.module';

@Module({})
export class AppModule {
  static forRoot(config: IdentityConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(DATABASE(config)),
        KeysModule,
        RedisModule.forRoot('svc-identity'),
        JwtAuthModule.forRoot({ resolver: { provide: PUBLIC_KEY_RESOLVER, useExisting: SigningKeys } }),
        AuthModule,
        AdminModule,
        HealthModule.forRoot({
          service: 'svc-identity',
          inject: [DataSource, REDIS],
          checks: (dataSource: DataSource, redis: Redis) => [databaseHealthCheck(dataSource), redisHealthCheck(redis)],
        }),
      ],
    };
  }
}
