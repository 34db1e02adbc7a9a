import { DynamicModule, Inject, Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import { Queue, type DefaultJobOptions } from 'bullmq';
import type { QueueName } from '@clinote/contracts';
import { CONFIG } from './config.module';
import { bullConnection } from './redis';

/**
 * Retries with exponential backoff (2 s, 4 s, 8 s, ...): 10 attempts span ~17 minutes, so a mail or
 * event outlives an SMTP or consumer outage of that long (5 attempts gave up after 30 s, and a
 * 60 s SMTP outage lost mail). Permanent failures (SMTP 5xx) fail at once. Failed jobs are kept so
 * they stay visible.
 */
export const DEFAULT_JOB_OPTIONS: DefaultJobOptions = {
  attempts: 10,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { count: 1000 },
  removeOnFail: false,
};

export interface QueueConfig {
  REDIS_URL: string;
  QUEUE_PREFIX: string;
}

/** Connection and key prefix for every Queue and Worker, so producers and consumers always meet. */
export function queueConnection(config: QueueConfig): { connection: ReturnType<typeof bullConnection>; prefix: string } {
  return { connection: bullConnection(config.REDIS_URL), prefix: config.QUEUE_PREFIX };
}

export const queueToken = (name: QueueName): string => `QUEUE:${name}`;

/** Inject a producer for a queue: `@InjectQueue(QUEUES.mail) mail: Queue`. */
export const InjectQueue = (name: QueueName) => Inject(queueToken(name));

@Injectable()
class QueueCloser implements OnApplicationShutdown {
  private readonly queues: Queue[] = [];
  open(name: QueueName, config: QueueConfig): Queue {
    const queue = new Queue(name, { ...queueConnection(config), defaultJobOptions: DEFAULT_JOB_OPTIONS });
    this.queues.push(queue);
    return queue;
  }
  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.queues.map((queue) => queue.close()));
  }
}

/** Producers for the given queues, each on its own Redis connection, closed on shutdown. */
@Module({})
export class QueueModule {
  static forProducers(names: QueueName[]): DynamicModule {
    const providers = names.map((name) => ({
      provide: queueToken(name),
      inject: [CONFIG, QueueCloser],
      useFactory: (config: QueueConfig, closer: QueueCloser) => closer.open(name, config),
    }));
    return { module: QueueModule, providers: [QueueCloser, ...providers], exports: providers.map((p) => p.provide) };
  }
}
