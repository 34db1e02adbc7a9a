import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Redis } from 'ioredis';
import { QUEUES } from '@clinote/contracts';
import { ConfigModule, DatabaseModule, HealthModule, JwtAuthModule, PUBLIC_KEY_RESOLVER, QueueModule, REDIS, RedisModule, databaseHealthCheck, redisHealthCheck } from '@clinote/nest-common';
import type { IdentityConfig } from './config';
import { User } from './users/user.entity';
import { Token } from './tokens/token.entity';
import { migrations } from './migrations';
import { SigningKeyRecord } from './keys/signing-key.entity';
import { SigningKeys } from './keys/signing-keys.service';
import { KeysModule } from './keys/keys.module';
import { AuthController } from './auth/auth.controller';
import { AccountsService } from './auth/accounts.service';
import { SessionsService } from './auth/sessions.service';
import { PasswordResetService } from './auth/password-reset.service';
import { AccessTokens } from './auth/access-tokens.service';
import { EmailTokens } from './security/email-tokens.service';
import { RateLimiter } from './security/rate-limiter.service';
import { MailOutbox } from './mail/mail-outbox.service';
import { UsersRepository } from './users/users.repository';

@Module({})
export class AppModule {
  static forRoot(config: IdentityConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot({ schema: config.DB_SCHEMA, entities: [User, Token, SigningKeyRecord], migrations }),
        TypeOrmModule.forFeature([User, Token]),
        KeysModule,
        JwtAuthModule.forRoot({ resolver: { provide: PUBLIC_KEY_RESOLVER, useExisting: SigningKeys } }),
        RedisModule.forRoot('svc-identity'),
        QueueModule.forProducers([QUEUES.mail, QUEUES.events]),
        HealthModule.forRoot({
          service: 'svc-identity',
          inject: [DataSource, REDIS],
          checks: (dataSource: DataSource, redis: Redis) => [databaseHealthCheck(dataSource), redisHealthCheck(redis)],
        }),
      ],
      controllers: [AuthController],
      providers: [UsersRepository, AccountsService, SessionsService, PasswordResetService, AccessTokens, EmailTokens, RateLimiter, MailOutbox],
    };
  }
}
