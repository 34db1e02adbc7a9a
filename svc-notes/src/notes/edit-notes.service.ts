import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { parseSoap } from '@clinote/clinical-text';
import { NOTE_EDIT_MESSAGES, noteText, type EditNoteRequest, type Note as NoteDto, type NoteVersionsResponse } from '@clinote/contracts';
import type { AuthenticatedUser } from '@clinote/nest-common';
import { isLetterKind } from '../letter-pdf/letter';
import { Note } from './note.entity';
import { assertUnsigned, rethrowIfLocked } from './note-lock';
import { NoteNotFound } from './note-not-found';
import { NoteQuotas } from './note-quotas';
import { toNoteDto } from './note-dto';
import { NoteVersions } from './note-versions.repository';
import { NotesRepository } from './notes.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type TextColumns = Pick<Note, 'content'> & Partial<Pick<Note, 'subjective' | 'objective' | 'assessment' | 'plan'>>;

/**
 * Where an edited text is stored (docs/decisions/0153-note-versions.md): always in `content`, which
 * noteText, the mail, the PDF and the FHIR export read first. A SOAP note's four section columns are
 * derived from it again while it keeps the four headings in order (parseSoap), else emptied, so no
 * reader shows a part of the old text. A letter's `subjective` (the plain letter as generated,
 * docs/product.md §3) is left as it was: no reader shows it while `content` holds text.
 */
export function editedColumns(kind: Note['kind'], text: string): TextColumns {
  if (isLetterKind(kind)) return { content: text };
  return { content: text, ...(parseSoap(text) ?? { subjective: '', objective: '', assessment: '', plan: '' }) };
}

/**
 * PATCH /notes/{id} and GET /notes/{id}/versions (issue 25): the owner edits a saved note; each saved
 * edit is a version, and the text as generated stays version 1.
 */
@Injectable()
export class EditNotes {
  constructor(
    private readonly dataSource: DataSource,
    private readonly notes: NotesRepository,
    private readonly versions: NoteVersions,
    private readonly quotas: NoteQuotas,
  ) {}

  /**
   * Saves the edited text as the next version, in one transaction holding the note's row: of two edits
   * racing from the same version one is saved, the other answers 409 (stale). A text equal to the
   * note's now changes nothing (200, no version: also a retried request whose answer was lost).
   * 404 for another user's note, 400 for a draft, 409 for a signed note or a stale version.
   */
  async edit(caller: AuthenticatedUser, id: string, request: EditNoteRequest): Promise<NoteDto> {
    if (!UUID.test(id)) throw new NoteNotFound();
    await this.quotas.take(caller.id, 'save');
    try {
      return await this.dataSource.transaction(async (manager) => {
        const note = await this.notes.lockOwned(manager, caller.id, id);
        if (!note) throw new NoteNotFound();
        if (note.isDraft) throw new BadRequestException(NOTE_EDIT_MESSAGES.draft);
        assertUnsigned(note);
        const current = noteText(toNoteDto(note));
        if (request.text === current) return toNoteDto(note);
        if (request.version !== note.version) throw new ConflictException(NOTE_EDIT_MESSAGES.stale);
        const next = note.version + 1;
        // Version 1 is written when the first edit comes: until then the note's own text is it.
        if (note.version === 1)
          await this.versions.add(manager, {
            noteId: note.id,
            number: 1,
            text: current,
            savedBy: caller.email,
            savedAt: note.createdAt,
            kind: 'generated',
          });
        await this.versions.add(manager, { noteId: note.id, number: next, text: request.text, savedBy: caller.email, kind: 'edited' });
        await manager.update(Note, { id: note.id, userId: caller.id }, { ...editedColumns(note.kind, request.text), version: next });
        return toNoteDto(await manager.findOneByOrFail(Note, { id: note.id, userId: caller.id }));
      });
    } catch (error) {
      // A note signed between the lock and the write cannot happen (the lock holds the signing back),
      // but the database's own lock says the same thing if it ever does.
      return rethrowIfLocked(error);
    }
  }

  /** Newest first; a note never edited is its own version 1; a draft has none. */
  async list(caller: AuthenticatedUser, id: string): Promise<NoteVersionsResponse> {
    const note = await this.notes.findOwned(caller.id, id);
    if (!note) throw new NoteNotFound();
    if (note.isDraft) return [];
    const stored = await this.versions.listFor(note.id);
    if (stored.length === 0)
      return [
        { number: 1, text: noteText(toNoteDto(note)), savedBy: caller.email, savedAt: note.createdAt.toISOString(), kind: 'generated' },
      ];
    return stored.map((version) => ({
      number: version.number,
      text: version.text,
      savedBy: version.savedBy,
      savedAt: version.savedAt.toISOString(),
      kind: version.kind,
    }));
  }
}
