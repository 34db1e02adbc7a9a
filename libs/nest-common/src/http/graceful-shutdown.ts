import type { INestApplication } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';

/** Told on every answer of an instance that is stopping: the gateway sends its next requests elsewhere. */
export const DRAINING_HEADER = 'x-instance-draining';

/**
 * How a process stops on SIGTERM without failing a request (issue 26; decisions/0159-graceful-shutdown.md):
 *
 * 1. **Drain** for `drainMs`: still listening and answering everything, but `/health` says 503 (not
 *    ready: load balancers and the gateway stop choosing it), every answer carries
 *    `Connection: close` and `X-Instance-Draining` (no connection is kept for a next request, and the
 *    gateway's balancer leaves this instance out). Idle keep-alive connections are not closed now: a
 *    client may be writing a request on one at that very moment (it would fail, "other side closed");
 *    the next request on each is answered and its connection closed after the answer, cleanly.
 * 2. **Close**: stop listening (a new connection is refused: the gateway fails over before sending
 *    anything), close the connections still idle (by then unused: the gateway left this instance
 *    out), finish the requests in flight, then Nest's shutdown hooks — workers finish their
 *    active jobs, queues and databases close.
 * 3. Exit 0.
 */
export class GracefulShutdown {
  private draining = false;

  /** Whether this instance is stopping; HealthService answers /health 503 meanwhile (health.ts). */
  get isDraining(): boolean {
    return this.draining;
  }

  /** The hook that makes a draining instance say so on every answer. */
  install(instance: FastifyInstance): void {
    // A callback hook: it runs on every request, and a promise each would cost throughput for nothing.
    instance.addHook('onSend', (_request, reply, payload, done) => {
      if (this.draining) reply.header('connection', 'close').header(DRAINING_HEADER, '1');
      done(null, payload);
    });
  }

  /** Drains, closes the app, and resolves when everything it held is closed. */
  async stop(app: INestApplication, drainMs: number): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    await new Promise((resolve) => setTimeout(resolve, drainMs));
    await app.close();
  }
}
