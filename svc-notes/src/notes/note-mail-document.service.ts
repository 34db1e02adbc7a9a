import { Injectable } from '@nestjs/common';
import { noteText, signedNoteText, type MailAttachment, type NoteMailDocument } from '@clinote/contracts';
import { letterOf } from '../letter-pdf/letter';
import { letterPdfFilename } from '../letter-pdf/letter-filename';
import { PDF_CONTENT_TYPE } from '../letter-pdf/letter-pdf';
import { letterTooLongForPdf } from '../letter-pdf/letter-pdf-limits';
import { LetterPdfRenderer } from '../letter-pdf/letter-pdf-renderer';
import { NoteAddenda } from './note-addenda.repository';
import { NoteMailGrants } from './note-mail-grants';
import { NoteNotFound } from './note-not-found';
import { toNoteDto } from './note-dto';
import { NotesRepository } from './notes.repository';

/**
 * What svc-mailer puts in a note mail: title, text and, for a letter, its PDF (issue 9), rendered
 * now on the render threads. The note is a finished one (drafts are never mailed, finished notes
 * never change), so it reads as it did when the mail was asked for — apart from addenda signed
 * since, which a signed note's text and PDF carry under its signature line (issue 25). A letter too
 * long to print goes without a PDF rather than not at all.
 */
@Injectable()
export class NoteMailDocuments {
  constructor(
    private readonly notes: NotesRepository,
    private readonly grants: NoteMailGrants,
    private readonly addenda: NoteAddenda,
    private readonly renderer: LetterPdfRenderer,
  ) {}

  async document(noteId: string, grant: string): Promise<NoteMailDocument> {
    const owner = await this.grants.ownerOf(noteId, grant);
    const note = owner ? await this.notes.findOwned(owner, noteId) : null;
    if (!note || note.isDraft) throw new NoteNotFound();
    const addenda = note.signedAt ? await this.addenda.listFor(note.id) : [];
    const dto = toNoteDto(note, addenda);
    const document: NoteMailDocument = { title: note.title, body: signedNoteText(noteText(dto), dto) };
    const letter = letterOf(note, addenda);
    if (!letter || letterTooLongForPdf(letter)) return document;
    const pdf = await this.renderer.render(letter);
    const attachment: MailAttachment = {
      filename: letterPdfFilename(letter.title),
      contentType: PDF_CONTENT_TYPE,
      contentBase64: pdf.toString('base64'),
    };
    return { ...document, attachment };
  }
}
