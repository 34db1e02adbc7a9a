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

describe('no collector configured: tracing is off (decision 0161)', () => {
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

  it('traces nothing: no span around a request, no trace id in an error body', async () => {
    const base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
    const body = await (await fetch(`${base}/items/1`)).json();
    expect(body).toEqual({ statusCode: 404, error: 'NOT_FOUND', message: 'recording: undefined' });
  });
});
