import { Controller, Get, Logger, Module, NotFoundException } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { HealthModule } from '../health';
import { createServiceApp } from '../run-service';
import { startTracing, stopTracing, traceHeaders, withTraceHeaders } from './tracing';

/** The pieces of a trace one process makes, with an in-memory exporter (the built platform's whole trace: faults/traces). */
const exported = new InMemorySpanExporter();

@Controller('items')
class ItemsController {
  private readonly logger = new Logger('Items');

  @Get(':id')
  item() {
    this.logger.warn('looking the item up');
    throw new NotFoundException('No such item');
  }

  @Get()
  list() {
    // What a call to another of our services would carry, and what a proxied request would.
    return { outgoing: traceHeaders(), proxied: withTraceHeaders({} as never, { traceparent: 'theirs', tracestate: 'x' }) };
  }
}

@Module({ imports: [HealthModule.forRoot({ service: 'probe', checks: () => [] })], controllers: [ItemsController] })
class ProbeModule {}

const config = { HOST: '127.0.0.1', PORT: 0, LOG_LEVEL: 'warn', LOG_FORMAT: 'json' as const, TRUSTED_PROXIES: [] };
const CALLERS_TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLERS_SPAN = '00f067aa0ba902b7';
const traceparent = `00-${CALLERS_TRACE}-${CALLERS_SPAN}-01`;

async function started(continueCallersTrace: boolean): Promise<{ app: NestFastifyApplication; base: string }> {
  const app = await createServiceApp({ module: ProbeModule }, config, 'probe', { continueCallersTrace });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: (await app.getUrl()).replace('[::1]', '127.0.0.1') };
}

describe('traces in one process (issue 26, decision 0161)', () => {
  let service: { app: NestFastifyApplication; base: string };
  let edge: { app: NestFastifyApplication; base: string };
  beforeAll(async () => {
    startTracing('probe', {}, [new SimpleSpanProcessor(exported)]);
    service = await started(true);
    edge = await started(false);
  });
  afterAll(async () => {
    await service?.app.close();
    await edge?.app.close();
    await stopTracing();
  });
  beforeEach(() => exported.reset());

  it("a service continues its caller's trace: its server span is the caller's child, named by the route", async () => {
    const res = await fetch(`${service.base}/items/42?token=secret`, { headers: { traceparent } });
    expect(res.status).toBe(404);
    const [span] = exported.getFinishedSpans();
    expect(span.spanContext().traceId).toBe(CALLERS_TRACE);
    expect(span.parentSpanContext?.spanId).toBe(CALLERS_SPAN);
    expect(span.name).toBe('GET /items/:id');
    expect(span.attributes).toMatchObject({ 'http.route': '/items/:id', 'url.path': '/items/42', 'http.response.status_code': 404 });
  });

  it("the error body and the request's log lines carry its trace id", async () => {
    const lines: string[] = [];
    const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    try {
      const res = await fetch(`${service.base}/items/7`, { headers: { traceparent } });
      expect(await res.json()).toEqual({ statusCode: 404, error: 'NOT_FOUND', message: 'No such item', traceId: CALLERS_TRACE });
    } finally {
      write.mockRestore();
    }
    const logged = lines.map((line) => JSON.parse(line)).find((line) => line.message === 'looking the item up');
    expect(logged?.traceId).toBe(CALLERS_TRACE);
  });

  it("the gateway (continueCallersTrace: false) starts a trace of its own and replaces the caller's headers on the way on", async () => {
    const res = await fetch(`${edge.base}/items`, { headers: { traceparent } });
    const body = (await res.json()) as { outgoing: Record<string, string>; proxied: Record<string, unknown> };
    const [span] = exported.getFinishedSpans();
    const own = span.spanContext().traceId;
    expect(own).not.toBe(CALLERS_TRACE);
    expect(span.parentSpanContext).toBeUndefined();
    expect(body.outgoing.traceparent).toBe(`00-${own}-${span.spanContext().spanId}-01`);
    // No server span known for this raw request: the browser's headers are dropped, none invented.
    expect(body.proxied).toEqual({});
  });

  it('health checks and scrapes make no span', async () => {
    expect((await fetch(`${service.base}/health`)).status).toBe(200);
    expect((await fetch(`${service.base}/metrics`)).status).toBe(200);
    expect(exported.getFinishedSpans()).toEqual([]);
  });
});
