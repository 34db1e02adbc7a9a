import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QUEUES } from '@clinote/contracts';
import { QueueModule } from '@clinote/nest-common';
import { AuthModule } from '../auth/auth.module';
import { OutboxEvent } from '../events/outbox-event.entity';
import { OutboxRelay } from '../events/outbox-relay.service';
import { UsersModule } from '../users/users.module';
import { AdminController } from './admin.controller';
import { AdminUsers } from './admin-users.service';
import { AuditLogRecord } from './audit-log.entity';
import { AuditLog } from './audit-log.service';
import { DeleteUser } from './delete-user.service';
import { MailQueueStateService } from './mail-queue-state.service';
import { NotesStatsClient } from './notes-stats.client';
import { NoteAuditClient } from './note-audit.client';
import { TestEmail } from './test-email.service';

/** The admin page's API: user list and statistics, deletion with cascade, test e-mail, audit log, mail queue. */
@Module({
  imports: [
    UsersModule,
    AuthModule,
    TypeOrmModule.forFeature([AuditLogRecord, OutboxEvent]),
    QueueModule.forProducers([QUEUES.mail, QUEUES.events]),
  ],
  controllers: [AdminController],
  providers: [AdminUsers, NotesStatsClient, DeleteUser, TestEmail, AuditLog, MailQueueStateService, OutboxRelay, NoteAuditClient],
})
export class AdminModule {}
