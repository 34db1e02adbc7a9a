import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ADDENDUM_LIMITS, SIGNING_MESSAGES, type Note } from '@clinote/contracts';
import { SigningTokenVerifier, type AuthenticatedUser } from '@clinote/nest-common';
import { NoteAudit } from '../audit/note-audit.service';
import { NoteAddenda } from './note-addenda.repository';
import { toNoteDto } from './note-dto';
import { NoteNotFound } from './note-not-found';
import { NoteQuotas } from './note-quotas';
import { NotesRepository } from './notes.repository';

/**
 * POST /notes/{id}/sign and POST /notes/{id}/addenda (issue 25, docs/decisions/0152-sign-and-lock.md).
 * Each takes a signing token (svc-identity's POST /auth/confirm-password), checked and used up only
 * once everything else about the request is right, so a refused request does not cost the
 * clinician their password again. The change and its audit entry are one transaction.
 */
@Injectable()
export class SignNotes {
  constructor(
    private readonly notes: NotesRepository,
    private readonly addenda: NoteAddenda,
    private readonly audit: NoteAudit,
    private readonly quotas: NoteQuotas,
    private readonly signingTokens: SigningTokenVerifier,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  /** The owner's completed note, signed and locked; 404 for anyone else's, 400 for a draft, 409 when signed already. */
  async sign(caller: AuthenticatedUser, id: string, signingToken: string): Promise<Note> {
    const note = await this.notes.findOwned(caller.id, id);
    if (!note) throw new NoteNotFound();
    if (note.isDraft) throw new BadRequestException(SIGNING_MESSAGES.draftNotSignable);
    if (note.signedAt) throw new ConflictException(SIGNING_MESSAGES.alreadySigned);
    const signer = await this.signingTokens.redeem(signingToken, caller.id);
    const signed = await this.db.transaction(async (manager) => {
      const done = await this.notes.sign(manager, caller.id, id, signer);
      if (!done) throw new ConflictException(SIGNING_MESSAGES.alreadySigned);
      await this.audit.record(caller, 'note.sign', done, manager);
      return done;
    });
    return toNoteDto(signed);
  }

  /** A signed addendum under the owner's signed note; the note with every addendum, oldest first. */
  async addAddendum(caller: AuthenticatedUser, id: string, text: string, signingToken: string): Promise<Note> {
    const note = await this.notes.findOwned(caller.id, id);
    if (!note) throw new NoteNotFound();
    if (!note.signedAt) throw new ConflictException(SIGNING_MESSAGES.addendumNeedsSignedNote);
    if ((await this.addenda.count(note.id)) >= ADDENDUM_LIMITS.perNote) throw new ConflictException(SIGNING_MESSAGES.tooManyAddenda);
    await this.quotas.take(caller.id, 'save');
    const signer = await this.signingTokens.redeem(signingToken, caller.id);
    await this.db.transaction(async (manager) => {
      // The note's row is held until the addendum is in: two addenda at once are counted one after the other.
      const locked = await this.notes.lockOwned(manager, caller.id, id);
      if (!locked) throw new NoteNotFound();
      if ((await this.addenda.count(id, manager)) >= ADDENDUM_LIMITS.perNote) throw new ConflictException(SIGNING_MESSAGES.tooManyAddenda);
      await this.addenda.add(manager, id, text, signer);
      await this.audit.record(caller, 'note.addendum', locked, manager);
    });
    return toNoteDto(note, await this.addenda.listFor(id));
  }
}
