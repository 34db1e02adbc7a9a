import { ConflictException, Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '@clinote/nest-common';
import { NoteAudit } from '../audit/note-audit.service';
import { letterOf } from '../letter-pdf/letter';
import { letterPdfFilename } from '../letter-pdf/letter-filename';
import { assertPrintable } from '../letter-pdf/letter-pdf-limits';
import { LetterPdfRenderer } from '../letter-pdf/letter-pdf-renderer';
import { NoteAddenda } from './note-addenda.repository';
import { NoteNotFound } from './note-not-found';
import { NoteQuotas } from './note-quotas';
import { NotesRepository } from './notes.repository';

export const NOT_A_LETTER_MESSAGE = 'Only a Letter of Medical Necessity has a PDF; this is a SOAP note.';
export const DRAFT_MESSAGE = 'A draft has no PDF. Generate the letter first.';

/**
 * GET /notes/{id}/pdf: the caller's own generated letter as a PDF (issue 9), rendered on the render
 * threads; 422 for a letter too long to print, 429 past the caller's hourly PDFs (issue 19). A
 * signed letter prints its signature and addenda, an unsigned one says "Unsigned draft"; every
 * download is in the audit log (issue 25).
 */
@Injectable()
export class DownloadLetterPdf {
  constructor(
    private readonly notes: NotesRepository,
    private readonly addenda: NoteAddenda,
    private readonly quotas: NoteQuotas,
    private readonly renderer: LetterPdfRenderer,
    private readonly audit: NoteAudit,
  ) {}

  async download(caller: AuthenticatedUser, id: string): Promise<{ filename: string; pdf: Buffer }> {
    const note = await this.notes.findOwned(caller.id, id);
    if (!note) throw new NoteNotFound();
    if (!letterOf(note)) throw new ConflictException(NOT_A_LETTER_MESSAGE);
    if (note.isDraft) throw new ConflictException(DRAFT_MESSAGE);
    const letter = letterOf(note, note.signedAt ? await this.addenda.listFor(note.id) : [])!;
    assertPrintable(letter);
    await this.quotas.take(caller.id, 'pdf');
    const pdf = await this.renderer.render(letter);
    // Recorded once the PDF exists, before it is handed over: no download goes unrecorded.
    await this.audit.record(caller, 'note.pdf-download', note);
    return { filename: letterPdfFilename(note.title), pdf };
  }
}
