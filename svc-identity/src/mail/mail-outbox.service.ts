import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { QUEUES, type MailJob } from '@clinote/contracts';
import { InjectQueue } from '@clinote/nest-common';

/** Hands mails to svc-mailer through the `mail` queue. The job id is stable, so enqueueing twice sends once. */
@Injectable()
export class MailOutbox {
  constructor(@InjectQueue(QUEUES.mail) private readonly mail: Queue<MailJob>) {}

  async send(jobId: string, job: MailJob): Promise<void> {
    await this.mail.add(job.kind, job, { jobId });
  }
}
