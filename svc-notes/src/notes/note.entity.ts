import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { DraftAnswers, NoteKind, Signer } from '@clinote/contracts';

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

  /**
   * Signed and locked (issue 25; migration SignAndLock1764600000000): when, and the signer as the
   * signing token named them. Both null while unsigned; a trigger refuses any change of a signed note's text.
   */
  @Column({ name: 'signed_at', type: 'timestamptz', nullable: true })
  signedAt!: Date | null;

  @Column({ name: 'signed_by', type: 'jsonb', nullable: true })
  signedBy!: Signer | null;

  /** The number of the current text's version (issue 25; migration AddNoteVersions1764700000000): 1 as generated, +1 per saved edit. */
  @Column({ type: 'integer', default: 1 })
  version!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
