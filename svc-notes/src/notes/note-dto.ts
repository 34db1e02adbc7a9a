import type { Note as NoteDto } from '@clinote/contracts';
import type { Note } from './note.entity';
import type { ListedNote } from './notes.repository';

/**
 * A note as every route answers it (docs/product.md §3); the owner's id stays on the server. A note
 * read for the list has no answers (NotesRepository.listOwnedBy) and answers `answers: null`.
 */
export function toNoteDto(note: ListedNote & { answers?: Note['answers'] }): NoteDto {
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
    createdAt: note.createdAt.toISOString(),
    updatedAt: note.updatedAt.toISOString(),
  };
}
