import { Injectable } from '@nestjs/common';
import type { Note } from '@clinote/contracts';
import { NoteAddenda } from './note-addenda.repository';
import { decodeNotesCursor, encodeNotesCursor } from './notes-cursor';
import { NoteNotFound } from './note-not-found';
import { toNoteDto } from './note-dto';
import { NotesRepository } from './notes.repository';

/** GET /notes and GET /notes/{id}: the caller's own notes only; one note with its addenda, the list without (issue 25). */
@Injectable()
export class ReadNotes {
  constructor(
    private readonly notes: NotesRepository,
    private readonly addenda: NoteAddenda,
  ) {}

  /** One page, newest first, and the cursor of the next one when older notes follow. */
  async list(userId: string, page: { limit: number; cursor?: string }): Promise<{ notes: Note[]; nextCursor?: string }> {
    const before = page.cursor === undefined ? undefined : decodeNotesCursor(page.cursor);
    const rows = await this.notes.listOwnedBy(userId, page.limit + 1, before);
    const shown = rows.slice(0, page.limit);
    const nextCursor = rows.length > page.limit ? encodeNotesCursor(shown.at(-1)!.position) : undefined;
    return { notes: shown.map((row) => toNoteDto(row.note)), nextCursor };
  }

  async get(userId: string, id: string): Promise<Note> {
    const note = await this.notes.findOwned(userId, id);
    if (!note) throw new NoteNotFound();
    // Only a signed note has addenda: an unsigned one costs no second query.
    return toNoteDto(note, note.signedAt ? await this.addenda.listFor(note.id) : []);
  }
}
