import { Inject, Injectable } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import type { InlineNoteMailJob, NoteMailDocument, NoteMailJob } from '@clinote/contracts';
import { CONFIG, traceHeaders } from '@clinote/nest-common';
import type { MailerConfig } from '../config';

/** Above svc-notes' own limit for one render (PDF_RENDER_TIMEOUT_MS, 30 s) plus a wait for a thread. */
const FETCH_TIMEOUT_MS = 60_000;

/**
 * A note mail's title, text and a letter's PDF, fetched from svc-notes with the grant the job carries
 * (issue 19: no document in Redis). svc-notes down, slow or busy throws an ordinary error, so the job
 * is tried again with its backoff (~17 minutes) and the mail is late rather than lost; a note that is
 * gone (deleted, or the grant expired) fails the job at once, since no retry can bring it back.
 */
@Injectable()
export class NoteMailContent {
  constructor(@Inject(CONFIG) private readonly config: MailerConfig) {}

  async fetch(job: NoteMailJob): Promise<InlineNoteMailJob> {
    const url = `${this.config.NOTES_URL}/internal/note-mail/${encodeURIComponent(job.noteId)}`;
    let res: Response;
    try {
      res = await fetch(url, {
        headers: { authorization: `Bearer ${job.grant}`, ...traceHeaders() },
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
    } catch (err) {
      throw new Error(`svc-notes could not be reached for the note mail: ${err instanceof Error ? err.message : String(err)}`, {
        cause: err,
      });
    }
    if (res.status === 404)
      throw new UnrecoverableError('svc-notes has no such note for this mail (deleted, or its mail grant expired): nothing to send');
    if (!res.ok) throw new Error(`svc-notes answered ${res.status} for the note mail`);
    const document = (await res.json()) as NoteMailDocument;
    return {
      kind: job.kind,
      to: job.to,
      title: document.title,
      body: document.body,
      ...(document.attachment ? { attachment: document.attachment } : {}),
    };
  }
}
