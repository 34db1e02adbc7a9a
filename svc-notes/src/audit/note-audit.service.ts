import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { AuditLogEntry, NoteAuditAction } from '@clinote/contracts';
import type { AuthenticatedUser } from '@clinote/nest-common';
import { NoteAuditRecord } from './note-audit.entity';

/** The audit log's target for a note: its title and id, "SOAP Note - 3/4/2026 (<id>)". */
export const noteAuditTarget = (note: { id: string; title: string }): string => `${note.title} (${note.id})`;

/**
 * What clinicians did with their notes (issue 25): signing, an addendum, a PDF download, an e-mail.
 * Written in the action's own transaction when it has one, so the action and its record stand or
 * fall together; read by svc-identity for the admin's Logs tab (GET /internal/audit/note-actions).
 */
@Injectable()
export class NoteAudit {
  constructor(@InjectRepository(NoteAuditRecord) private readonly records: Repository<NoteAuditRecord>) {}

  async record(
    actor: Pick<AuthenticatedUser, 'id' | 'email'>,
    action: NoteAuditAction,
    note: { id: string; title: string },
    manager?: EntityManager,
  ): Promise<void> {
    const entry = { actorId: actor.id, actorEmail: actor.email, action, noteId: note.id, noteTitle: note.title };
    if (manager) await manager.insert(NoteAuditRecord, entry);
    else await this.records.insert(entry);
  }

  /** The newest `limit` entries, newest first, as the admin audit log shows them. */
  async latest(limit: number): Promise<AuditLogEntry[]> {
    const rows = await this.records.find({ order: { at: 'DESC', id: 'DESC' }, take: limit });
    return rows.map((row) => ({
      id: row.id,
      actorId: row.actorId,
      actorEmail: row.actorEmail,
      action: row.action,
      target: noteAuditTarget({ id: row.noteId, title: row.noteTitle }),
      at: row.at.toISOString(),
    }));
  }
}
