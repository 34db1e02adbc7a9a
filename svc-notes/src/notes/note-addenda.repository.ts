import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { Signer } from '@clinote/contracts';
import { NoteAddendum } from './note-addendum.entity';

/**
 * The addenda under signed notes (issue 25). Reached only through a note its caller already found
 * as theirs (NotesRepository.findOwned), so ownership is decided there.
 */
@Injectable()
export class NoteAddenda {
  constructor(@InjectRepository(NoteAddendum) private readonly addenda: Repository<NoteAddendum>) {}

  /** Oldest first (the order they were signed in). */
  listFor(noteId: string): Promise<NoteAddendum[]> {
    return this.addenda.find({ where: { noteId }, order: { signedAt: 'ASC', id: 'ASC' } });
  }

  count(noteId: string, manager?: EntityManager): Promise<number> {
    return (manager?.getRepository(NoteAddendum) ?? this.addenda).countBy({ noteId });
  }

  async add(manager: EntityManager, noteId: string, text: string, signer: Signer): Promise<void> {
    await manager.insert(NoteAddendum, { noteId, text, signedBy: signer });
  }
}
