import { Module } from '@nestjs/common';
import { MailSender } from './mail-sender';

/** Its own module so both the worker and the health check can use the one SMTP transport. */
@Module({ providers: [MailSender], exports: [MailSender] })
export class MailSenderModule {}
