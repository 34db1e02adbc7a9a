import { Controller, Get, Module, NotFoundException, Param } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { counter, metricsRegistry, PROMETHEUS_CONTENT_TYPE, serveMetricsPort } from './metrics';
import { createServiceApp } from './run-service';
import { parsePrometheus, sampleValue } from './metrics-testing';

@Controller()
class ProbeController {
  @Get('notes/:id')
  note(@Param('id') id: string) {
    if (id === 'missing') throw new NotFoundException('Note not found');
    return { id };
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

const config = { HOST: '127.0.0.1', PORT: 0, LOG_LEVEL: 'error', LOG_FORMAT: 'text' as const, TRUSTED_PROXIES: [] };

describe('GET /metrics of a service (issue 26)', () => {
  let app: NestFastifyApplication;
  beforeAll(async () => {
    app = await createServiceApp({ module: ProbeModule }, config, 'probe');
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });
  afterAll(() => app.close());

  const scrape = async () => {
    const res = await app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(PROMETHEUS_CONTENT_TYPE);
    expect(res.headers['cache-control']).toBe('no-store');
    return parsePrometheus(res.body);
  };

  it('counts and times requests by route pattern and status, never by the id in the path', async () => {
    const before = await scrape();
    for (const id of ['a1', 'b2', 'c3']) expect((await app.inject({ method: 'GET', url: `/notes/${id}` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/notes/missing' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/no/such/route' })).statusCode).toBe(404);
    const after = await scrape();

    const moved = (name: string, labels: Record<string, string>) => sampleValue(after, name, labels) - sampleValue(before, name, labels);
    expect(moved('http_requests_total', { method: 'GET', route: '/notes/:id', status: '200' })).toBe(3);
    expect(moved('http_requests_total', { method: 'GET', route: '/notes/:id', status: '404' })).toBe(1);
    expect(moved('http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })).toBe(1);
    expect(moved('http_request_duration_seconds_count', { method: 'GET', route: '/notes/:id', status: '200' })).toBe(3);
    expect(sampleValue(after, 'http_request_duration_seconds_sum', { route: '/notes/:id', status: '200' })).toBeGreaterThan(0);
    // No label carries a note's id.
    expect(after.filter((s) => Object.values(s.labels).some((v) => /a1|b2|c3/.test(v)))).toEqual([]);
    // Node's own: memory and the event loop.
    expect(sampleValue(after, 'process_resident_memory_bytes', {})).toBeGreaterThan(0);
    expect(after.some((s) => s.name.startsWith('nodejs_eventloop_lag'))).toBe(true);
  });

  it("includes a slice's own metrics", async () => {
    const made = counter('probe_things_total', 'Things the probe made.', ['kind']);
    made.inc({ kind: 'x' }, 2);
    expect(sampleValue(await scrape(), 'probe_things_total', { kind: 'x' })).toBe(2);
    metricsRegistry.removeSingleMetric('probe_things_total');
  });
});

describe('GET /metrics on a port of its own (the gateway: its main port is public)', () => {
  it('answers only GET /metrics', async () => {
    const server = await serveMetricsPort(0, '127.0.0.1');
    const address = server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      const ok = await fetch(`${base}/metrics`);
      expect(ok.status).toBe(200);
      expect(ok.headers.get('content-type')).toBe(PROMETHEUS_CONTENT_TYPE);
      expect(parsePrometheus(await ok.text()).some((s) => s.name === 'process_cpu_seconds_total')).toBe(true);
      expect((await fetch(`${base}/api/notes`)).status).toBe(404);
      expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
