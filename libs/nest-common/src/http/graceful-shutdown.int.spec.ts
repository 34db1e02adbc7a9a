import { Controller, Get, Module } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { HealthModule } from '../health';
import { createServiceApp, gracefulShutdownOf } from '../run-service';
import { DRAINING_HEADER } from './graceful-shutdown';

@Controller()
class SlowController {
  @Get('slow')
  async slow() {
    await new Promise((resolve) => setTimeout(resolve, 800));
    return { finished: true };
  }

  @Get('quick')
  quick() {
    return { ok: true };
  }
}

@Module({ imports: [HealthModule.forRoot({ service: 'probe', checks: () => [] })], controllers: [SlowController] })
class ProbeModule {}

const config = { HOST: '127.0.0.1', PORT: 0, LOG_LEVEL: 'error', LOG_FORMAT: 'text' as const, TRUSTED_PROXIES: [] };

describe('stopping on SIGTERM without failing a request (issue 26)', () => {
  let app: NestFastifyApplication;
  let base: string;
  beforeAll(async () => {
    app = await createServiceApp({ module: ProbeModule }, config, 'probe');
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = await app.getUrl();
    base = base.replace('[::1]', '127.0.0.1');
  });
  afterAll(async () => {
    await app.close().catch(() => undefined);
  });

  it('drains (not ready, answers everything, closes each connection), then finishes what is in flight and stops listening', async () => {
    expect((await fetch(`${base}/health`)).status).toBe(200);
    const quick = await fetch(`${base}/quick`);
    expect(quick.headers.get(DRAINING_HEADER)).toBeNull();

    const inFlight = fetch(`${base}/slow`).then(async (r) => ({ status: r.status, body: await r.json() }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    // What runService does on SIGTERM, with the app's own shutdown (its hooks were installed at creation).
    const stopped = gracefulShutdownOf(app).stop(app, 600);

    // Draining: still answering, but not ready, and no connection kept for a next request.
    const health = await fetch(`${base}/health`);
    expect(health.status).toBe(503);
    expect((await health.json()).checks.shutdown.status).toBe('down');
    const during = await fetch(`${base}/quick`);
    expect(during.status).toBe(200);
    expect(during.headers.get(DRAINING_HEADER)).toBe('1');
    expect(during.headers.get('connection')).toBe('close');

    await stopped;
    // The request that was in flight finished with its answer.
    expect(await inFlight).toEqual({ status: 200, body: { finished: true } });
    // Stopped listening: a new connection is refused.
    await expect(fetch(`${base}/quick`, { signal: AbortSignal.timeout(2000) })).rejects.toThrow();
  });
});
