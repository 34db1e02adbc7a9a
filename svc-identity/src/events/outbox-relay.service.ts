import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import { IsNull, type EntityManager, type Repository } from 'typeorm';
import { QUEUES, type DomainEvent } from '@clinote/contracts';
import { InjectQueue } from '@clinote/nest-common';
import { OutboxEvent } from './outbox-event.entity';

const RELAY_INTERVAL_MS = 5000;

/**
 * Transactional outbox: `record` writes an event in the transaction of the change it announces;
 * the relay publishes it to the `events` queue with the event's id as job id (BullMQ keeps one job
 * per id, and consumers are idempotent), so each event is handled exactly once in effect — also
 * when Redis was down at the moment of the change, or the relay crashed between publish and mark.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;

  constructor(
    @InjectRepository(OutboxEvent) private readonly outbox: Repository<OutboxEvent>,
    @InjectQueue(QUEUES.events) private readonly events: Queue<DomainEvent>,
  ) {}

  /** Inside the caller's transaction. */
  async record(manager: EntityManager, event: DomainEvent): Promise<void> {
    await manager.insert(OutboxEvent, { type: event.type, payload: event });
  }

  /** Publishes every pending event; returns how many went out. Safe to call at any time. */
  publishPending(): Promise<number> {
    this.running ??= this.publish().finally(() => (this.running = undefined));
    return this.running;
  }

  private async publish(): Promise<number> {
    const pending = await this.outbox.find({ where: { publishedAt: IsNull() }, order: { createdAt: 'ASC' }, take: 100 });
    let published = 0;
    for (const event of pending) {
      try {
        await this.events.add(event.type, event.payload, { jobId: `outbox-${event.id}` });
        await this.outbox.update({ id: event.id }, { publishedAt: new Date() });
        published += 1;
      } catch (err) {
        this.logger.warn(`event ${event.id} (${event.type}) not published yet: ${(err as Error).message}`);
        break; // Redis is down: try again on the next round
      }
    }
    return published;
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.publishPending().catch(() => undefined), RELAY_INTERVAL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }
}
