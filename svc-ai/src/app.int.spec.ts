import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { baseTestEnv, startTestApp } from '@clinote/nest-common/testing';
import { AppModule } from './app.module';
import { envSchema } from './config';

describe('svc-ai service', () => {
  let app: NestFastifyApplication;
  afterEach(async () => app?.close());

  it('reports the offline rewrite as its provider when no GEMINI_API_KEY is set', async () => {
    const config = envSchema.parse({ ...baseTestEnv, PORT: '0', GEMINI_API_KEY: '  ' });
    app = await startTestApp(AppModule.forRoot(config), config);
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().checks)).toEqual(['offline-rewrite']);
  });

  it('reports Gemini as its provider when a key is configured', async () => {
    const config = envSchema.parse({ ...baseTestEnv, PORT: '0', GEMINI_API_KEY: 'fake-key-for-tests' });
    app = await startTestApp(AppModule.forRoot(config), config);
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(Object.keys(res.json().checks)).toEqual(['gemini']);
  });

  it('answers an unknown route with a JSON 404 carrying a message', async () => {
    const config = envSchema.parse({ ...baseTestEnv, PORT: '0' });
    app = await startTestApp(AppModule.forRoot(config), config);
    const res = await app.inject({ method: 'GET', url: '/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'NOT_FOUND', message: 'Cannot GET /nope' });
  });
});
