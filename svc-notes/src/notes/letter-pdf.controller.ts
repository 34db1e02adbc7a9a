import { Controller, Get, Header, Param, StreamableFile, UseGuards } from '@nestjs/common';
import { CurrentUser, JwtAuthGuard, type AuthenticatedUser } from '@clinote/nest-common';
import { PDF_CONTENT_TYPE } from '../letter-pdf/letter-pdf';
import { DownloadLetterPdf } from './download-letter-pdf.service';

@Controller('notes')
@UseGuards(JwtAuthGuard)
export class LetterPdfController {
  constructor(private readonly letterPdf: DownloadLetterPdf) {}

  /** A download of one user's clinical letter: neither the browser nor a proxy may keep a copy. */
  @Get(':id/pdf')
  @Header('Cache-Control', 'private, no-store')
  async pdf(@CurrentUser() caller: AuthenticatedUser, @Param('id') id: string): Promise<StreamableFile> {
    const { filename, pdf } = await this.letterPdf.download(caller, id);
    return new StreamableFile(pdf, { type: PDF_CONTENT_TYPE, disposition: `attachment; filename="${filename}"`, length: pdf.length });
  }
}
