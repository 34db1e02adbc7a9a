import { Controller, Get, Headers, Param } from '@nestjs/common';
import type { NoteMailDocument } from '@clinote/contracts';
import { NoteMailDocuments } from './note-mail-document.service';
import { NoteNotFound } from './note-not-found';

/**
 * Internal: svc-mailer fetches a note mail's content here with the grant its job carries (issue 19).
 * Not routed by the gateway. A wrong or expired grant reads like a note that does not exist.
 */
@Controller('internal/note-mail')
export class NoteMailController {
  constructor(private readonly documents: NoteMailDocuments) {}

  @Get(':noteId')
  document(@Param('noteId') noteId: string, @Headers('authorization') authorization?: string): Promise<NoteMailDocument> {
    const grant = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(authorization ?? '')?.[1];
    if (!grant) throw new NoteNotFound();
    return this.documents.document(noteId, grant);
  }
}
