import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { QUEUES, type MailJob, type MailQueueState } from '@clinote/contracts';
import { InjectQueue } from '@clinote/nest-common';

/** The mail queue as it really is (the Email tab): counts, the last mail sent, the latest failures. */
@Injectable()
export class MailQueueStateService {
  constructor(@InjectQueue(QUEUES.mail) private readonly mail: Queue<MailJob>) {}

  async state(): Promise<MailQueueState> {
    const [counts, [lastCompleted], failed] = await Promise.all([
      this.mail.getJobCounts('waiting', 'active', 'delayed', 'completed', 'failed'),
      this.mail.getJobs(['completed'], 0, 0, false),
      this.mail.getJobs(['failed'], 0, 9, false),
    ]);
    return {
      counts: {
        waiting: counts.waiting ?? 0,
        active: counts.active ?? 0,
        delayed: counts.delayed ?? 0,
        completed: counts.completed ?? 0,
        failed: counts.failed ?? 0,
      },
      lastSentAt: lastCompleted?.finishedOn ? new Date(lastCompleted.finishedOn).toISOString() : null,
      recentFailures: failed.map((job) => ({
        id: String(job.id),
        kind: job.data.kind,
        to: job.data.to,
        reason: job.failedReason ?? 'unknown',
        failedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
        attempts: job.attemptsMade,
      })),
    };
  }
}
