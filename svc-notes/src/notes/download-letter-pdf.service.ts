import { ConflictException, Injectable } from '@nestjs/common';
import { letterOf } from '../letter-pdf/letter';
import { letterPdfFilename } from '../letter-pdf/letter-filename';
import { assertPrintable } from '../letter-pdf/letter-pdf-limits';
import { LetterPdfRenderer } from '../letter-pdf/letter-pdf-renderer';
import { NoteNotFound } from './note-not-found';
import { NoteQuotas } from './note-quotas';
import { NotesRepository } from './notes.repository';

export const NOT_A_LETTER_MESSAGE = 'Only a Letter of Medical Necessity has a PDF; this is a SOAP note.';
export const DRAFT_MESSAGE = 'A draft has no PDF. Generate the letter first.';

/**
 * GET /notes/{id}/pdf: the caller's own generated letter as a PDF (issue 9), rendered on the render
 * threads; 422 for a letter too long to print, 429 past the caller's hourly PDFs (issue 19).
 */
@Injectable()
export class DownloadLetterPdf {
  constructor(
    private readonly notes: NotesRepository,
    private readonly quotas: NoteQuotas,
    private readonly renderer: LetterPdfRenderer,
  ) {}

  async download(userId: string, id: string): Promise<{ filename: string; pdf: Buffer }> {
    const note = await this.notes.findOwned(userId, id);
    if (!note) throw new NoteNotFound();
    const letter = letterOf(note);
    if (!letter) throw new ConflictException(NOT_A_LETTER_MESSAGE);
    if (note.isDraft) throw new ConflictException(DRAFT_MESSAGE);
    assertPrintable(letter);
    await this.quotas.take(userId, 'pdf');
    return { filename: letterPdfFilename(note.title), pdf: await this.renderer.render(letter) };
  }
}
