import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { NoteVersion } from './note-version.entity';

/** A version as written: its time is the database's (`now()`, the transaction's) unless given. */
export type NewNoteVersion = Omit<NoteVersion, 'id' | 'savedAt'> & { savedAt?: Date };

/**
 * The stored versions of edited notes (issue 25). Reached only through a note its caller already found
 * as theirs (NotesRepository.findOwned / lockOwned), so ownership is decided there.
 */
@Injectable()
export class NoteVersions {
  constructor(@InjectRepository(NoteVersion) private readonly versions: Repository<NoteVersion>) {}

  /** Newest first; none for a note never edited. */
  listFor(noteId: string): Promise<NoteVersion[]> {
    return this.versions.find({ where: { noteId }, order: { number: 'DESC' } });
  }

  /** In the edit's transaction; the unique (note_id, number) refuses a number written twice. */
  async add(manager: EntityManager, version: NewNoteVersion): Promise<void> {
    await manager.insert(NoteVersion, { ...version, savedAt: version.savedAt ?? (() => 'now()') });
  }
}
