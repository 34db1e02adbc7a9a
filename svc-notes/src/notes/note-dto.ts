import type { Note as NoteDto } from '@clinote/contracts';
import type { Note } from './note.entity';

/** A note as every route answers it (docs/product.md §3); the owner's id stays on the server. */
export function toNoteDto(note: Note): NoteDto {
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
    createdAt: note.createdAt.toISOString(),
    updatedAt: note.updatedAt.toISOString(),
  };
}
