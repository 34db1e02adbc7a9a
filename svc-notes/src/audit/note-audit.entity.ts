import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { NoteAuditAction } from '@clinote/contracts';

/** One thing done with a note (issue 25; migration SignAndLock1764600000000): kept after the note is gone. */
@Entity({ name: 'note_audit' })
@Index('note_audit_at_idx', ['at', 'id'])
export class NoteAuditRecord {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'timestamptz', default: () => 'clock_timestamp()' })
  at!: Date;

  @Column({ name: 'actor_id', type: 'uuid' })
  actorId!: string;

  @Column({ name: 'actor_email', type: 'text' })
  actorEmail!: string;

  @Column({ type: 'text' })
  action!: NoteAuditAction;

  @Column({ name: 'note_id', type: 'uuid' })
  noteId!: string;

  @Column({ name: 'note_title', type: 'text' })
  noteTitle!: string;
}
