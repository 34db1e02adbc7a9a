import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Worker } from 'bullmq';
import { CONFIG, queueConnection, watchQueueDepth, type QueueConfig } from '@clinote/nest-common';
import { QUEUES, type DomainEvent } from '@clinote/contracts';
import { UserDeletedHandler } from './user-deleted.handler';

/** Consumes the `events` queue. Handlers are idempotent, so a retried job does no harm. */
@Injectable()
export class EventsWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(EventsWorker.name);
  private worker?: Worker<DomainEvent>;

  constructor(
    @Inject(CONFIG) private readonly config: QueueConfig,
    private readonly userDeleted: UserDeletedHandler,
  ) {}

  onApplicationBootstrap(): void {
    this.worker = new Worker<DomainEvent>(QUEUES.events, async (job) => this.dispatch(job.data), {
      ...queueConnection(this.config),
      concurrency: 4,
    });
    watchQueueDepth(this.worker);
    this.worker.on('failed', (job, err) => this.logger.warn(`event ${job?.id} failed: ${err.message}`));
  }

  async dispatch(event: DomainEvent): Promise<void> {
    switch (event.type) {
      case 'user.deleted': {
        const removed = await this.userDeleted.handle(event.userId);
        this.logger.log(`user.deleted: removed ${removed} notes`);
        return;
      }
      default:
        this.logger.warn(`ignoring unknown event ${JSON.stringify(event)}`);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
  }
}
