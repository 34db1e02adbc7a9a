import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Redis } from 'ioredis';
import { QUEUES } from '@clinote/contracts';
import { ConfigModule, DatabaseModule, HealthModule, QueueModule, REDIS, RedisModule, databaseHealthCheck, redisHealthCheck } from '@clinote/nest-common';
import type { IdentityConfig } from './config';
import { User } from './users/user.entity';
import { Token } from './tokens/token.entity';
import { migrations } from './migrations';

@Module({})
export class AppModule {
  static forRoot(config: IdentityConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot({ schema: config.DB_SCHEMA, entities: [User, Token], migrations }),
        TypeOrmModule.forFeature([User, Token]),
        RedisModule.forRoot('svc-identity'),
        QueueModule.forProducers([QUEUES.mail, QUEUES.events]),
        HealthModule.forRoot({
          service: 'svc-identity',
          inject: [DataSource, REDIS],
          checks: (dataSource: DataSource, redis: Redis) => [databaseHealthCheck(dataSource), redisHealthCheck(redis)],
        }),
      ],
    };
  }
}
