import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { DraftAnswers, NoteKind } from '@clinote/contracts';

@Entity({ name: 'notes' })
@Index('notes_user_created_idx', ['userId', 'createdAt'])
export class Note {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Owner: the user id from the access token. Users only ever see their own notes. */
  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'text' })
  kind!: NoteKind;

  @Column({ type: 'text' })
  title!: string;

  /** Drafts hold a JSON string of the four section answer objects (docs/product.md §3). */
  @Column({ type: 'text', default: '' })
  content!: string;

  @Column({ name: 'is_draft', type: 'boolean', default: false })
  isDraft!: boolean;

  @Column({ type: 'text', default: '' })
  subjective!: string;

  @Column({ type: 'text', default: '' })
  objective!: string;

  @Column({ type: 'text', default: '' })
  assessment!: string;

  @Column({ type: 'text', default: '' })
  plan!: string;

  /**
   * The form answers a note was generated from (issue 24; migration AddNoteAnswers1764400000000);
   * null for notes without them. The list leaves this column out (NotesRepository.listOwnedBy).
   */
  @Column({ type: 'jsonb', nullable: true })
  answers!: DraftAnswers | null;

  /** The id the client chose for this save (issue 25; migration AddNoteClientId1764500000000): a save sent again is stored once. */
  @Column({ name: 'client_id', type: 'uuid', nullable: true })
  clientId!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
