import { Injectable } from '@nestjs/common';
import { noteKindFromTitle, type CreateNoteRequest, type Note, type NoteKind, type UpdateDraftRequest } from '@clinote/contracts';
import { assertUnsigned } from './note-lock';
import { NoteNotFound } from './note-not-found';
import { NoteQuotas } from './note-quotas';
import { toNoteDto } from './note-dto';
import { NotesRepository } from './notes.repository';

/**
 * POST /notes (docs/product.md §7's three payloads), PUT /notes/{id} (the owner's draft), DELETE /notes/{id}.
 * A signed note is neither saved over nor deleted: 409 (issue 25, note-lock.ts).
 */
@Injectable()
export class SaveNotes {
  constructor(
    private readonly notes: NotesRepository,
    private readonly quotas: NoteQuotas,
  ) {}

  async create(userId: string, request: CreateNoteRequest & { title: string }): Promise<Note> {
    await this.quotas.take(userId, 'save');
    const note = await this.notes.create(userId, {
      // The schema refused a request whose title names no kind, so one of the two is there.
      kind: request.kind ?? (noteKindFromTitle(request.title) as NoteKind),
      title: request.title,
      content: request.content ?? '',
      isDraft: request.isDraft ?? false,
      subjective: request.subjective ?? '',
      objective: request.objective ?? '',
      assessment: request.assessment ?? '',
      plan: request.plan ?? '',
      answers: request.answers ?? null,
      clientId: request.clientId ?? null,
    });
    return toNoteDto(note);
  }

  /** Saving a loaded draft again updates it instead of piling up copies (beyond docs/product.md). */
  async updateDraft(userId: string, id: string, request: UpdateDraftRequest): Promise<Note> {
    await this.quotas.take(userId, 'save');
    const stored = await this.notes.findOwned(userId, id);
    if (!stored) throw new NoteNotFound();
    assertUnsigned(stored);
    // Only a draft is updated (a draft is never signed: the update cannot reach a signed note).
    const note = await this.notes.updateDraft(userId, id, { title: request.title, content: request.content });
    if (!note) throw new NoteNotFound();
    return toNoteDto(note);
  }

  async delete(userId: string, id: string): Promise<void> {
    const note = await this.notes.findOwned(userId, id);
    if (!note) throw new NoteNotFound();
    assertUnsigned(note);
    if (await this.notes.deleteOwnedUnsigned(userId, id)) return;
    // Signed meanwhile (kept: 409), or deleted meanwhile (404).
    const now = await this.notes.findOwned(userId, id);
    if (now) assertUnsigned(now);
    throw new NoteNotFound();
  }
}
