import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { AuditLogEntry } from '@clinote/contracts';
import type { AuthenticatedUser } from '@clinote/nest-common';
import { AuditLogRecord } from './audit-log.entity';

/** Who did what to whom, and when: every admin action, kept in PostgreSQL. */
@Injectable()
export class AuditLog {
  constructor(@InjectRepository(AuditLogRecord) private readonly records: Repository<AuditLogRecord>) {}

  /** In the action's own transaction when given one, so an action and its record stand or fall together. */
  async record(actor: AuthenticatedUser, action: AuditLogEntry['action'], target: string, manager?: EntityManager): Promise<void> {
    const entry = { actorId: actor.id, actorEmail: actor.email, action, target };
    if (manager) await manager.insert(AuditLogRecord, entry);
    else await this.records.insert(entry);
  }

  async latest(limit: number): Promise<AuditLogEntry[]> {
    const rows = await this.records.find({ order: { createdAt: 'DESC' }, take: limit });
    return rows.map((row) => ({
      id: row.id,
      actorId: row.actorId,
      actorEmail: row.actorEmail,
      action: row.action,
      target: row.target,
      at: row.createdAt.toISOString(),
    }));
  }
}
