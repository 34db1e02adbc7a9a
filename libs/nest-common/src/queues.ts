import { DynamicModule, Inject, Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import { Queue, type DefaultJobOptions, type Worker } from 'bullmq';
import { BullMQOtel } from 'bullmq-otel';
import type { QueueName } from '@clinote/contracts';
import { CONFIG } from './config.module';
import { gauge } from './metrics';
import { bullConnection } from './redis';
import { tracingActive } from './tracing/tracing';

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

/**
 * A job carries the trace of the request that queued it (BullMQ's telemetry keeps a `traceparent` in
 * the job's options), and its worker's span continues that trace: one trace from the click to the mail.
 */
const telemetry = new BullMQOtel({ tracerName: 'bullmq' });

/**
 * Connection, key prefix and tracing for every Queue and Worker, so producers and consumers always
 * meet, in one trace.
 */
export function queueConnection(config: QueueConfig): {
  connection: ReturnType<typeof bullConnection>;
  prefix: string;
  telemetry?: BullMQOtel;
} {
  return {
    connection: bullConnection(config.REDIS_URL),
    prefix: config.QUEUE_PREFIX,
    ...(tracingActive() ? { telemetry } : {}),
  };
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

const JOB_STATES = ['waiting', 'active', 'delayed', 'failed', 'completed'] as const;
/** The queues whose depth this process reports: their consumers' (a queue is reported once, by whoever works it). */
const watchedQueues = new Map<string, Queue>();

gauge(
  'queue_jobs',
  'Jobs in a BullMQ queue by state, read from Redis when scraped: waiting and delayed (retries) grow when the consumer is down or slow; failed jobs are kept for inspection.',
  ['queue', 'state'],
  async (depth) => {
    depth.reset();
    for (const [name, queue] of watchedQueues) {
      const counts = await queue.getJobCounts(...JOB_STATES);
      for (const state of JOB_STATES) depth.set({ queue: name, state }, counts[state] ?? 0);
    }
  },
);

/**
 * Reports the depth of the queue `worker` consumes at GET /metrics (queue_jobs), until the worker
 * closes: each queue is reported by its consumer, once.
 */
export function watchQueueDepth(worker: Worker): void {
  const queue = new Queue(worker.name, { connection: worker.opts.connection, prefix: worker.opts.prefix });
  watchedQueues.set(worker.name, queue);
  worker.on('closed', () => {
    if (watchedQueues.get(worker.name) === queue) watchedQueues.delete(worker.name);
    void queue.close();
  });
}
