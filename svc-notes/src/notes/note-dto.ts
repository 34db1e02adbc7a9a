import type { Addendum, Note as NoteDto } from '@clinote/contracts';
import type { Note } from './note.entity';
import type { NoteAddendum } from './note-addendum.entity';
import type { ListedNote } from './notes.repository';

/** An addendum as every route answers it. */
export function toAddendumDto(addendum: NoteAddendum): Addendum {
  return { id: addendum.id, text: addendum.text, signedAt: addendum.signedAt.toISOString(), signedBy: addendum.signedBy };
}

/**
 * A note as every route answers it (docs/product.md §3); the owner's id stays on the server. A note
 * read for the list has no answers (NotesRepository.listOwnedBy) and answers `answers: null`, and
 * `addenda: []` (issue 25: the list stays light; GET /notes/{id} carries them).
 */
export function toNoteDto(note: ListedNote & { answers?: Note['answers'] }, addenda: NoteAddendum[] = []): NoteDto {
  return {
    id: note.id,
    kind: note.kind,
    title: note.title,
    content: note.content,
    isDraft: note.isDraft,
    subjective: note.subjective,
    objective: note.objective,
    assessment: note.assessment,
    plan: note.plan,
    answers: note.answers ?? null,
    version: note.version,
    signedAt: note.signedAt?.toISOString() ?? null,
    signedBy: note.signedBy ?? null,
    addenda: addenda.map(toAddendumDto),
    createdAt: note.createdAt.toISOString(),
    updatedAt: note.updatedAt.toISOString(),
  };
}
