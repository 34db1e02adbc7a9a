import { Module } from '@nestjs/common';
import { NotesModule } from '../notes/notes.module';
import { DownloadLetterPdf } from './download-letter-pdf.service';
import { LetterPdfController } from './letter-pdf.controller';
import { LetterPdfRendererModule } from './letter-pdf-renderer.module';

/** Letters of Medical Necessity as PDF files (issue 9); the notes come from the owner-scoped repository. */
@Module({
  imports: [NotesModule, LetterPdfRendererModule],
  controllers: [LetterPdfController],
  providers: [DownloadLetterPdf],
})
export class LetterPdfModule {}
