import { ConflictException, Injectable } from '@nestjs/common';
import { FHIR_DRAFT_MESSAGE } from '@clinote/contracts';
import type { AuthenticatedUser } from '@clinote/nest-common';
import type { Bundle } from '@medplum/fhirtypes';
import { noteFhirDocument, type FhirPdf } from '../fhir/note-fhir-document';
import { letterOf } from '../letter-pdf/letter';
import { fhirFilename, letterPdfFilename } from '../letter-pdf/letter-filename';
import { letterTooLongForPdf } from '../letter-pdf/letter-pdf-limits';
import { LetterPdfRenderer } from '../letter-pdf/letter-pdf-renderer';
import { NoteAddenda } from './note-addenda.repository';
import { NoteNotFound } from './note-not-found';
import { NoteQuotas } from './note-quotas';
import { toNoteDto } from './note-dto';
import { NotesRepository } from './notes.repository';

/**
 * GET /notes/{id}/fhir (issue 25, docs/decisions/0154-fhir-export.md): the caller's own saved note as
 * a FHIR R4 document Bundle. A letter carries its PDF, made by the same render threads as
 * GET /notes/{id}/pdf (signature and addenda printed as there) and counted against the same hourly
 * PDFs; a letter too long to print goes without one. 409 for a draft.
 */
@Injectable()
export class ExportNoteFhir {
  constructor(
    private readonly notes: NotesRepository,
    private readonly addenda: NoteAddenda,
    private readonly quotas: NoteQuotas,
    private readonly renderer: LetterPdfRenderer,
  ) {}

  /** The document, and the file name it is downloaded as (the note's title: "PT Evaluation - 3-4-2026.fhir.json"). */
  async export(caller: AuthenticatedUser, id: string): Promise<{ bundle: Bundle; filename: string }> {
    const note = await this.notes.findOwned(caller.id, id);
    if (!note) throw new NoteNotFound();
    if (note.isDraft) throw new ConflictException(FHIR_DRAFT_MESSAGE);
    const addenda = note.signedAt ? await this.addenda.listFor(note.id) : [];
    const letter = letterOf(note, addenda);
    let pdf: FhirPdf | null = null;
    if (letter && !letterTooLongForPdf(letter)) {
      await this.quotas.take(caller.id, 'pdf');
      pdf = { filename: letterPdfFilename(note.title), data: await this.renderer.render(letter) };
    }
    return {
      bundle: noteFhirDocument({ note: toNoteDto(note, addenda), ownerEmail: caller.email, pdf }),
      filename: fhirFilename(note.title),
    };
  }
}
