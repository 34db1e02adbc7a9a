import { Module } from '@nestjs/common';
import { LetterPdfRenderer } from './letter-pdf-renderer';

/** One pool of render threads for the service: downloads and the letters svc-mailer fetches share it. */
@Module({ providers: [LetterPdfRenderer], exports: [LetterPdfRenderer] })
export class LetterPdfRendererModule {}
