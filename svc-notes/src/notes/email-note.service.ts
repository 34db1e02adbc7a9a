import { randomUUID } from 'node:crypto';
import { ConflictException, Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { QUEUES, type EmailNoteResponse, type MailJob } from '@clinote/contracts';
import { InjectQueue, type AuthenticatedUser } from '@clinote/nest-common';
import { NoteAudit } from '../audit/note-audit.service';
import { letterOf } from '../letter-pdf/letter';
import { NoteMailGrants } from './note-mail-grants';
import { NoteNotFound } from './note-not-found';
import { NoteQuotas } from './note-quotas';
import { NotesRepository } from './notes.repository';

/** Finished note mails: a day of completed ones, a week of failed ones (visible to the admin), then gone. */
const KEEP_COMPLETED = { age: 24 * 3600, count: 1000 };
const KEEP_FAILED = { age: 7 * 24 * 3600, count: 5000 };

/**
 * POST /notes/{id}/email: the note goes to the caller's own address (from the token), never to one
 * the request names. Each request is its own job; svc-mailer sends a job once even if it is retried.
 * The job carries ids only; svc-mailer fetches the text and a letter's PDF with the job's grant
 * (issue 19), so Redis never holds a document. Every e-mail is in the audit log (issue 25).
 */
@Injectable()
export class EmailNote {
  constructor(
    private readonly notes: NotesRepository,
    private readonly grants: NoteMailGrants,
    private readonly quotas: NoteQuotas,
    private readonly audit: NoteAudit,
    @InjectQueue(QUEUES.mail) private readonly mail: Queue<MailJob>,
  ) {}

  async email(caller: AuthenticatedUser, id: string): Promise<EmailNoteResponse> {
    const note = await this.notes.findOwned(caller.id, id);
    if (!note) throw new NoteNotFound();
    if (note.isDraft) throw new ConflictException('A draft cannot be e-mailed. Generate the note first.');
    await this.quotas.take(caller.id, 'email');
    const kind = letterOf(note) ? 'letter' : 'note';
    const job: MailJob = { kind, to: caller.email, noteId: note.id, grant: await this.grants.issue(caller.id, note.id) };
    // Recorded before the job is queued (issue 25): a mail may be recorded and not sent, never sent unrecorded.
    await this.audit.record(caller, 'note.email', note);
    await this.mail.add(kind, job, {
      jobId: `${kind}-${note.id}-${randomUUID()}`,
      removeOnComplete: KEEP_COMPLETED,
      removeOnFail: KEEP_FAILED,
    });
    return { message: `The ${kind} is on its way to ${caller.email}.`, to: caller.email };
  }
}
