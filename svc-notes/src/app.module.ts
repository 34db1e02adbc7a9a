import { DynamicModule, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Redis } from 'ioredis';
import { ACCESS_TOKEN } from '@clinote/contracts';
import {
  ConfigModule,
  DatabaseModule,
  HealthModule,
  JwtAuthModule,
  REDIS,
  RedisModule,
  databaseHealthCheck,
  redisHealthCheck,
} from '@clinote/nest-common';
import type { NotesConfig } from './config';
import { DATABASE } from './database';
import { NotesModule } from './notes/notes.module';
import { StatsModule } from './stats/stats.module';
import { EventsWorker } from './events/events.worker';
import { UserDeletedHandler } from './events/user-deleted.handler';

@Module({})
export class AppModule {
  static forRoot(config: NotesConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(DATABASE(config)),
        RedisModule.forRoot('svc-notes'),
        JwtAuthModule.forRoot({ jwksUrl: `${config.IDENTITY_URL}${ACCESS_TOKEN.jwksPath}` }),
        NotesModule,
        StatsModule,
        HealthModule.forRoot({
          service: 'svc-notes',
          inject: [DataSource, REDIS],
          checks: (dataSource: DataSource, redis: Redis) => [databaseHealthCheck(dataSource), redisHealthCheck(redis)],
        }),
      ],
      providers: [UserDeletedHandler, EventsWorker],
    };
  }
}
