import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QUEUES } from '@clinote/contracts';
import { QueueModule } from '@clinote/nest-common';
import { LetterPdfRendererModule } from '../letter-pdf/letter-pdf-renderer.module';
import { Note } from './note.entity';
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

/**
 * The notes feature: routes, one service per use case, the owner-scoped repository, per-user quotas.
 * A letter's PDF download is one of its routes; letter-pdf/ only turns a letter into a PDF and
 * knows nothing of stored notes (it imports nothing from here, so the two make no cycle).
 */
@Module({
  imports: [TypeOrmModule.forFeature([Note]), QueueModule.forProducers([QUEUES.mail]), LetterPdfRendererModule],
  controllers: [NotesController, NoteMailController, LetterPdfController],
  providers: [NotesRepository, ReadNotes, SaveNotes, EmailNote, NoteQuotas, NoteMailGrants, NoteMailDocuments, DownloadLetterPdf],
  exports: [NotesRepository],
})
export class NotesModule {}
