import { Injectable } from '@nestjs/common';
import type { Note } from '@clinote/contracts';
import { NoteNotFound } from './note-not-found';
import { toNoteDto } from './note-dto';
import { NotesRepository } from './notes.repository';

/** GET /notes and GET /notes/{id}: the caller's own notes only. */
@Injectable()
export class ReadNotes {
  constructor(private readonly notes: NotesRepository) {}

  async list(userId: string, limit?: number): Promise<Note[]> {
    return (await this.notes.listOwnedBy(userId, limit)).map(toNoteDto);
  }

  async get(userId: string, id: string): Promise<Note> {
    const note = await this.notes.findOwned(userId, id);
    if (!note) throw new NoteNotFound();
    return toNoteDto(note);
  }
}
