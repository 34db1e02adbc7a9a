import { randomUUID } from 'node:crypto';
import { ConflictException, Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { noteText, QUEUES, type EmailNoteResponse, type MailAttachment, type MailJob } from '@clinote/contracts';
import { InjectQueue, type AuthenticatedUser } from '@clinote/nest-common';
import { letterOf, type Letter } from '../letter-pdf/letter';
import { letterPdfFilename } from '../letter-pdf/letter-filename';
import { PDF_CONTENT_TYPE, renderLetterPdf } from '../letter-pdf/letter-pdf';
import { NoteNotFound } from './note-not-found';
import { toNoteDto } from './note-dto';
import { NotesRepository } from './notes.repository';

/**
 * POST /notes/{id}/email: the note goes to the caller's own address (from the token), never to one
 * the request names. Each request is its own job; svc-mailer sends a job once even if it is retried.
 * A letter carries its PDF (issue 9), rendered here so the mailer needs nothing but the job.
 */
@Injectable()
export class EmailNote {
  constructor(
    private readonly notes: NotesRepository,
    @InjectQueue(QUEUES.mail) private readonly mail: Queue<MailJob>,
  ) {}

  async email(caller: AuthenticatedUser, id: string): Promise<EmailNoteResponse> {
    const note = await this.notes.findOwned(caller.id, id);
    if (!note) throw new NoteNotFound();
    if (note.isDraft) throw new ConflictException('A draft cannot be e-mailed. Generate the note first.');
    const letter = letterOf(note);
    const document = { to: caller.email, title: note.title, body: noteText(toNoteDto(note)) };
    const job: MailJob = letter ? { kind: 'letter', ...document, attachment: await pdfAttachment(letter) } : { kind: 'note', ...document };
    await this.mail.add(job.kind, job, { jobId: `${job.kind}-${note.id}-${randomUUID()}` });
    return { message: `The ${job.kind} is on its way to ${caller.email}.`, to: caller.email };
  }
}

async function pdfAttachment(letter: Letter): Promise<MailAttachment> {
  const pdf = await renderLetterPdf(letter);
  return { filename: letterPdfFilename(letter.title), contentType: PDF_CONTENT_TYPE, contentBase64: pdf.toString('base64') };
}
