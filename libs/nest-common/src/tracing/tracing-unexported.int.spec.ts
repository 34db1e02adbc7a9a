import { Controller, Get, Module, NotFoundException } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { trace } from '@opentelemetry/api';
import { createServiceApp } from '../run-service';
import { startTracing, stopTracing } from './tracing';

@Controller('items')
class ItemsController {
  @Get(':id')
  item() {
    throw new NotFoundException(`recording: ${trace.getActiveSpan()?.isRecording()}`);
  }
}

@Module({ controllers: [ItemsController] })
class ProbeModule {}

describe('traces with no collector configured (decision 0161)', () => {
  let app: NestFastifyApplication;
  beforeAll(async () => {
    startTracing('probe', {});
    app = await createServiceApp(
      { module: ProbeModule },
      { HOST: '127.0.0.1', PORT: 0, LOG_LEVEL: 'error', LOG_FORMAT: 'json', TRUSTED_PROXIES: [] },
      'probe',
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await stopTracing();
  });

  it('records nothing, yet every error body still carries a trace id (a new one per request)', async () => {
    const base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
    const bodies = await Promise.all([1, 2].map(async (id) => (await fetch(`${base}/items/${id}`)).json()));
    for (const body of bodies) {
      expect(body.message).toBe('recording: false');
      expect(body.traceId).toMatch(/^[0-9a-f]{32}$/);
    }
    expect(bodies[0].traceId).not.toBe(bodies[1].traceId);
  });
});
