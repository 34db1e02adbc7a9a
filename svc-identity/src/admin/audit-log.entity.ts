import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { AuditLogEntry } from '@clinote/contracts';

@Entity({ name: 'audit_log' })
export class AuditLogRecord {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'actor_id', type: 'uuid' })
  actorId!: string;

  @Column({ name: 'actor_email', type: 'text' })
  actorEmail!: string;

  @Column({ type: 'text' })
  action!: AuditLogEntry['action'];

  /** The account or address acted on. */
  @Column({ type: 'text' })
  target!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
