import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QUEUES } from '@clinote/contracts';
import { QueueModule } from '@clinote/nest-common';
import { LetterPdfRendererModule } from '../letter-pdf/letter-pdf-renderer.module';
import { AuditModule } from '../audit/audit.module';
import { Note } from './note.entity';
import { NoteAddendum } from './note-addendum.entity';
import { NoteAddenda } from './note-addenda.repository';
import { NoteSigningController } from './note-signing.controller';
import { SignNotes } from './sign-notes.service';
import { NotesController } from './notes.controller';
import { NotesRepository } from './notes.repository';
import { ReadNotes } from './read-notes.service';
import { SaveNotes } from './save-notes.service';
import { EmailNote } from './email-note.service';
import { NoteQuotas } from './note-quotas';
import { NoteMailGrants } from './note-mail-grants';
import { NoteMailDocuments } from './note-mail-document.service';
import { NoteMailController } from './note-mail.controller';
import { DownloadLetterPdf } from './download-letter-pdf.service';
import { LetterPdfController } from './letter-pdf.controller';
import { NoteVersion } from './note-version.entity';
import { NoteVersions } from './note-versions.repository';
import { EditNotes } from './edit-notes.service';
import { NoteVersionsController } from './note-versions.controller';
import { ExportNoteFhir } from './export-note-fhir.service';
import { NoteFhirController } from './note-fhir.controller';

/**
 * The notes feature: routes, one service per use case, the owner-scoped repository, per-user quotas.
 * A letter's PDF download is one of its routes; letter-pdf/ only turns a letter into a PDF and
 * knows nothing of stored notes (it imports nothing from here, so the two make no cycle).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Note, NoteAddendum, NoteVersion]),
    QueueModule.forProducers([QUEUES.mail]),
    LetterPdfRendererModule,
    AuditModule,
  ],
  controllers: [
    NotesController,
    NoteMailController,
    LetterPdfController,
    NoteSigningController,
    NoteVersionsController,
    NoteFhirController,
  ],
  providers: [
    NotesRepository,
    NoteAddenda,
    ReadNotes,
    SaveNotes,
    SignNotes,
    EmailNote,
    NoteQuotas,
    NoteMailGrants,
    NoteMailDocuments,
    DownloadLetterPdf,
    NoteVersions,
    EditNotes,
    ExportNoteFhir,
  ],
  exports: [NotesRepository],
})
export class NotesModule {}
