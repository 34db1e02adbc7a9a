import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '@clinote/nest-common';
import { MailOutbox } from '../mail/mail-outbox.service';
import { AuditLog } from './audit-log.service';

/** POST /admin/test-email: checks the e-mail configuration end to end with a real mail. */
@Injectable()
export class TestEmail {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly audit: AuditLog,
  ) {}

  async send(admin: AuthenticatedUser, to: string): Promise<{ message: string }> {
    await this.outbox.send(`test-${randomUUID()}`, { kind: 'test', to });
    await this.audit.record(admin, 'test-email.send', to);
    return { message: `A test email is on its way to ${to}.` };
  }
}
