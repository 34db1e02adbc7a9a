import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';
import type { NoteVersion as NoteVersionDto } from '@clinote/contracts';

/**
 * One version of a note's text (issue 25; migration AddNoteVersions1764700000000): 1 is the text as
 * generated, each later one a saved edit. A note never edited has none (its text is its version 1).
 */
@Entity({ name: 'note_versions' })
@Unique('note_versions_note_number_key', ['noteId', 'number'])
export class NoteVersion {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'note_id', type: 'uuid' })
  noteId!: string;

  @Column({ type: 'integer' })
  number!: number;

  @Column({ type: 'text' })
  text!: string;

  /** The owner's e-mail address from the token of the request that saved it. */
  @Column({ name: 'saved_by', type: 'text' })
  savedBy!: string;

  @Column({ name: 'saved_at', type: 'timestamptz' })
  savedAt!: Date;

  @Column({ type: 'text' })
  kind!: NoteVersionDto['kind'];
}
