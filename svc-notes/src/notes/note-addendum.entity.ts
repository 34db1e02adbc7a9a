import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { Signer } from '@clinote/contracts';

/** A dated, signed addition under a signed note (issue 25; migration SignAndLock1764600000000); never changed. */
@Entity({ name: 'note_addenda' })
@Index('note_addenda_note_idx', ['noteId', 'signedAt', 'id'])
export class NoteAddendum {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'note_id', type: 'uuid' })
  noteId!: string;

  @Column({ type: 'text' })
  text!: string;

  @Column({ name: 'signed_at', type: 'timestamptz', default: () => 'now()' })
  signedAt!: Date;

  @Column({ name: 'signed_by', type: 'jsonb' })
  signedBy!: Signer;
}
