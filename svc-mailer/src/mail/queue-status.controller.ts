import { Controller, Get, UseGuards } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { QUEUES } from '@clinote/contracts';
import { AdminGuard, InjectQueue, JwtAuthGuard } from '@clinote/nest-common';

/**
 * GET /queue: how many mail jobs wait, run, succeeded and failed (failed jobs are kept for
 * inspection). Internals: administrators only (issue 7).
 */
@Controller('queue')
@UseGuards(JwtAuthGuard, AdminGuard)
export class QueueStatusController {
  constructor(@InjectQueue(QUEUES.mail) private readonly mail: Queue) {}

  @Get()
  async status(): Promise<{ queue: string; counts: Record<string, number> }> {
    const counts = await this.mail.getJobCounts('waiting', 'active', 'delayed', 'completed', 'failed');
    return { queue: QUEUES.mail, counts };
  }
}
