import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Redis } from 'ioredis';
import { ConfigModule, DatabaseModule, HealthModule, REDIS, RedisModule, databaseHealthCheck, redisHealthCheck } from '@clinote/nest-common';
import type { NotesConfig } from './config';
import { Note } from './notes/note.entity';
import { migrations } from './migrations';
import { EventsWorker } from './events/events.worker';
import { UserDeletedHandler } from './events/user-deleted.handler';

@Module({})
export class AppModule {
  static forRoot(config: NotesConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot({ schema: config.DB_SCHEMA, entities: [Note], migrations }),
        TypeOrmModule.forFeature([Note]),
        RedisModule.forRoot('svc-notes'),
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
