import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Job, UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { isNoteMailJob, QUEUES, type MailJob } from '@clinote/contracts';
import { histogram, inSpan, queueConnection, watchQueueDepth, CONFIG, REDIS } from '@clinote/nest-common';
import type { MailerConfig } from '../config';
import { renderMail } from '../templates';
import { isPermanentSmtpFailure, MailSender } from './mail-sender';
import { NoteMailContent } from './note-mail-content';

/** How long we remember that a job's mail went out, so a retried or re-run job never sends it twice. */
const SENT_MARKER_TTL_SECONDS = 7 * 24 * 3600;

/**
 * A mail that went out must be remembered even if Redis drops out at that moment (a restart takes a
 * few seconds): the marker write is tried again this long, instead of failing the job — which ran it
 * again and sent the same mail twice.
 */
const MARKER_WRITE_PATIENCE_MS = 60_000;
const MARKER_RETRY_MS = 250;

const sendDuration = histogram(
  'mail_send_duration_seconds',
  'Time the SMTP server took to take one mail, by kind and outcome (sent, retry: a temporary failure, refused: permanent).',
  ['kind', 'outcome'],
);

/** Job ids are unique per queue, and queues are per prefix, so the marker carries both. */
export const sentMarkerKey = (prefix: string, jobId: string): string => `${prefix}:mail:sent:${jobId}`;

/**
 * Consumes the `mail` queue: fetch a note mail's content from svc-notes, render the kind's template,
 * send through SMTP, remember it was sent.
 */
@Injectable()
export class MailWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MailWorker.name);
  private worker?: Worker<MailJob>;

  constructor(
    @Inject(CONFIG) private readonly config: MailerConfig,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly sender: MailSender,
    private readonly noteMail: NoteMailContent,
  ) {}

  onApplicationBootstrap(): void {
    this.worker = new Worker<MailJob>(QUEUES.mail, (job) => this.process(job), {
      ...queueConnection(this.config),
      concurrency: this.config.MAIL_CONCURRENCY,
      // A killed mailer's jobs go back to the queue within ~15 s instead of BullMQ's ~60 s (30 s lock,
      // 30 s stalled check); the lock is renewed every 5 s while a send runs, so a slow SMTP is fine.
      lockDuration: 10_000,
      stalledInterval: 5_000,
    });
    watchQueueDepth(this.worker);
    this.worker.on('failed', (job, err) =>
      this.logger.warn(`mail job ${job?.id} (${job?.data.kind}) failed on attempt ${job?.attemptsMade}: ${err.message}`),
    );
  }

  async process(job: Job<MailJob>): Promise<{ messageId: string; duplicate: boolean }> {
    const marker = sentMarkerKey(this.config.QUEUE_PREFIX, String(job.id));
    const alreadySent = await this.redis.get(marker);
    if (alreadySent) return { messageId: alreadySent, duplicate: true };

    const mail = isNoteMailJob(job.data) ? await this.noteMail.fetch(job.data) : job.data;
    const rendered = renderMail(mail, this.config.PUBLIC_URL);
    let messageId: string;
    const timer = sendDuration.startTimer({ kind: job.data.kind });
    try {
      messageId = await inSpan('smtp send', { 'mail.kind': job.data.kind }, () => this.sender.send(mail.to, rendered));
      timer({ outcome: 'sent' });
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      const permanent = isPermanentSmtpFailure(err);
      timer({ outcome: permanent ? 'refused' : 'retry' });
      if (permanent) throw new UnrecoverableError(`SMTP refused the message permanently: ${reason}`);
      throw err;
    }
    await this.rememberSent(marker, messageId);
    this.logger.log(`sent ${job.data.kind} mail (job ${job.id})`);
    return { messageId, duplicate: false };
  }

  private async rememberSent(marker: string, messageId: string): Promise<void> {
    const giveUpAt = Date.now() + MARKER_WRITE_PATIENCE_MS;
    for (;;) {
      try {
        await this.redis.set(marker, messageId, 'EX', SENT_MARKER_TTL_SECONDS);
        return;
      } catch (err) {
        if (Date.now() >= giveUpAt) throw err;
        await new Promise((resolve) => setTimeout(resolve, MARKER_RETRY_MS));
      }
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
  }
}
