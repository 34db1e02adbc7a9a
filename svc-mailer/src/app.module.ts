import { DynamicModule, Module } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { ACCESS_TOKEN, QUEUES } from '@clinote/contracts';
import { ConfigModule, HealthModule, JwtAuthModule, QueueModule, REDIS, RedisModule, redisHealthCheck } from '@clinote/nest-common';
import type { MailerConfig } from './config';
import { MailSender } from './mail/mail-sender';
import { MailSenderModule } from './mail/mail-sender.module';
import { MailWorker } from './mail/mail.worker';
import { NoteMailContent } from './mail/note-mail-content';
import { QueueStatusController } from './mail/queue-status.controller';

@Module({})
export class AppModule {
  static forRoot(config: MailerConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        RedisModule.forRoot('svc-mailer'),
        JwtAuthModule.forRoot({ jwksUrl: `${config.IDENTITY_URL}${ACCESS_TOKEN.jwksPath}` }),
        QueueModule.forProducers([QUEUES.mail]),
        MailSenderModule,
        HealthModule.forRoot({
          service: 'svc-mailer',
          imports: [MailSenderModule],
          inject: [REDIS, MailSender],
          checks: (redis: Redis, sender: MailSender) => [redisHealthCheck(redis), { name: 'smtp', check: () => sender.verify() }],
        }),
      ],
      controllers: [QueueStatusController],
      providers: [MailWorker, NoteMailContent],
    };
  }
}
