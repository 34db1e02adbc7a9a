import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ADMIN_MESSAGES } from '@clinote/contracts';
import type { AuthenticatedUser } from '@clinote/nest-common';
import { AccessTokens } from '../auth/access-tokens.service';
import { OutboxRelay } from '../events/outbox-relay.service';
import { User } from '../users/user.entity';
import { AuditLog } from './audit-log.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * DELETE /admin/users/{id}: the account, its e-mail tokens (cascade), the audit record and the
 * `user.deleted` event go in one transaction; then every session of the account ends at once and
 * the event is relayed to svc-notes, which removes the notes — later, if it is down right now.
 */
@Injectable()
export class DeleteUser {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly accessTokens: AccessTokens,
    private readonly outbox: OutboxRelay,
    private readonly audit: AuditLog,
  ) {}

  async delete(admin: AuthenticatedUser, id: string): Promise<void> {
    if (id === admin.id) throw new BadRequestException(ADMIN_MESSAGES.cannotDeleteSelf);
    if (!UUID.test(id)) throw new NotFoundException(ADMIN_MESSAGES.userNotFound);
    const deleted = await this.db.transaction(async (manager) => {
      const user = await manager.findOneBy(User, { id });
      if (!user) return null;
      await manager.delete(User, { id });
      await this.outbox.record(manager, { type: 'user.deleted', userId: id });
      await this.audit.record(admin, 'user.delete', user.email, manager);
      return user;
    });
    if (!deleted) throw new NotFoundException(ADMIN_MESSAGES.userNotFound);
    await this.accessTokens.endSessionsOfDeletedAccount(id);
    await this.outbox.publishPending().catch(() => undefined); // else the relay's next round
  }
}
