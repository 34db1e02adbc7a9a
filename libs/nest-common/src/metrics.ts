import { createServer, type Server } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's Prometheus metrics (issue 26): one registry per process, Node's defaults (CPU,
 * memory, event-loop lag, GC) plus what each slice counts. Names follow Prometheus' conventions
 * (`_total` counters, `_seconds` histograms); every metric's help says what moves it. Scraped at
 * GET /metrics: on a service's own port (services sit on the internal network), on the gateway's
 * METRICS_PORT (its main port is public). docs/decisions/0158-metrics.md.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

export const PROMETHEUS_CONTENT_TYPE = metricsRegistry.contentType;

/** Seconds buckets from 5 ms to 30 s: an API answer, a mail handed to SMTP, a model's rewrite, a PDF. */
const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export function counter<L extends string>(name: string, help: string, labelNames: readonly L[]): Counter<L> {
  return new Counter({ name, help, labelNames, registers: [metricsRegistry] });
}

export function histogram<L extends string>(name: string, help: string, labelNames: readonly L[]): Histogram<L> {
  return new Histogram({ name, help, labelNames, buckets: SECONDS_BUCKETS, registers: [metricsRegistry] });
}

/** A gauge read when scraped (`collect` sets its values), e.g. a queue's depth or a breaker's state. */
export function gauge<L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[],
  collect: (gauge: Gauge<L>) => Promise<void> | void,
): Gauge<L> {
  return new Gauge({
    name,
    help,
    labelNames,
    registers: [metricsRegistry],
    async collect() {
      await collect(this);
    },
  });
}

/** The service's name on every metric (`service="svc-notes"`): dashboards group the gateway's and each slice's. */
export function labelMetrics(service: string): void {
  metricsRegistry.setDefaultLabels({ service });
}

const httpRequests = counter('http_requests_total', 'Requests answered, by method, route pattern and status.', [
  'method',
  'route',
  'status',
]);
const httpDuration = histogram('http_request_duration_seconds', 'Time from request to answer sent, by method, route pattern and status.', [
  'method',
  'route',
  'status',
]);

const STARTED = Symbol('metricsStarted');
type Timed = FastifyRequest & { [STARTED]?: bigint };

/**
 * Counts and times every request by its route pattern (`/notes/:id`, never the id: a label per note
 * would grow without end); a request that matched no route is `unmatched`.
 */
export function measureRequests(instance: FastifyInstance): void {
  // Callback hooks, not async ones: they run on every request, and a promise each costs throughput.
  instance.addHook('onRequest', (request, _reply, done) => {
    (request as Timed)[STARTED] = process.hrtime.bigint();
    done();
  });
  instance.addHook('onResponse', (request, reply, done) => {
    const started = (request as Timed)[STARTED];
    if (started !== undefined) {
      const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
      httpRequests.inc(labels);
      httpDuration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
    }
    done();
  });
}

/** GET /metrics on the app itself: a service's port is internal (the gateway routes only /api/… to it). */
export function serveMetricsRoute(instance: FastifyInstance): void {
  instance.get('/metrics', async (_request, reply) => {
    void reply.header('content-type', PROMETHEUS_CONTENT_TYPE).header('cache-control', 'no-store');
    return metricsRegistry.metrics();
  });
}

/** GET /metrics on a port of its own, for a process whose main port is public (the gateway). */
export async function serveMetricsPort(port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Only GET /metrics is served here.\n');
      return;
    }
    metricsRegistry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': PROMETHEUS_CONTENT_TYPE, 'cache-control': 'no-store' }).end(text),
      (err: Error) => response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`metrics failed: ${err.message}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
