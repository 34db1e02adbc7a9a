import { Body, Controller, Get, Ip, Module, Post } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { z } from 'zod';
import { ConfigError, loadConfig, baseEnvSchema } from './config';
import { createServiceApp } from './run-service';
import { ZodValidationPipe } from './zod-validation.pipe';

const noteSchema = z.object({ title: z.string({ error: 'title is required' }).min(1, 'title must not be empty') });

@Controller()
class ProbeController {
  @Post('echo')
  echo(@Body(new ZodValidationPipe(noteSchema)) body: z.infer<typeof noteSchema>) {
    return body;
  }

  @Get('boom')
  boom(): never {
    throw new Error('database password is hunter2');
  }

  @Get('redis-down')
  redisDown(): never {
    throw new Error("Stream isn't writeable and enableOfflineQueue options is false");
  }

  @Get('postgres-down')
  postgresDown(): never {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  }

  @Get('ip')
  ip(@Ip() ip: string) {
    return { ip };
  }

  @Get('notes/:id')
  note() {
    return { reached: true };
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

describe('every service answers bad input with a 4xx JSON message, never a 500', () => {
  let app: NestFastifyApplication;
  beforeAll(async () => {
    app = await createServiceApp(
      { module: ProbeModule },
      { HOST: '127.0.0.1', PORT: 0, LOG_LEVEL: 'error', LOG_FORMAT: 'text', TRUSTED_PROXIES: ['loopback'] },
      'probe',
    );
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });
  afterAll(() => app.close());

  const post = (payload: string, contentType = 'application/json') =>
    app.inject({ method: 'POST', url: '/echo', payload, headers: { 'content-type': contentType } });

  it('accepts a valid body', async () => {
    const res = await post('{"title":"SOAP Note - 1/2/2026"}');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ title: 'SOAP Note - 1/2/2026' });
  });

  it('malformed JSON → 400 with a message', async () => {
    const res = await post('{"title":');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'BAD_REQUEST' });
    expect(res.json().message).toMatch(/not valid JSON/);
  });

  it('a body over 1 MiB → 413 with a message', async () => {
    const res = await post(JSON.stringify({ title: 'x'.repeat(1024 * 1024 + 10) }));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Request body is too large');
  });

  it("a schema violation → 400 with the schema's message", async () => {
    expect((await post('{"title":""}')).json()).toMatchObject({ statusCode: 400, message: 'title must not be empty' });
    expect((await post('{}')).json()).toMatchObject({ statusCode: 400, message: 'title is required' });
    expect((await post('[1,2]')).statusCode).toBe(400);
  });

  it('a wrong content type → 415 with a message', async () => {
    const res = await post('title=x', 'text/csv');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Unsupported content type: send application/json');
  });

  it('NUL characters anywhere in a body → 400 (PostgreSQL cannot store them), nesting or not', async () => {
    for (const body of ['{"title":"a\\u0000b"}', '{"title":"ok","nested":{"deep":["x\\u0000"]}}', '{"ti\\u0000tle":"ok"}']) {
      const res = await post(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The request must not contain NUL characters');
    }
  });

  it('form and text bodies → 415: the API speaks JSON only (no cross-site form posts)', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      expect((await post('title=x', type)).statusCode).toBe(415);
    }
  });

  it('prototype-pollution keys and very deep nesting → a 4xx, never a 500', async () => {
    expect((await post('{"__proto__":{"admin":true},"title":"x"}')).statusCode).toBe(400);
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const res = await post(deep);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('Redis or PostgreSQL unreachable → 503 with a message a person can act on', async () => {
    for (const url of ['/redis-down', '/postgres-down']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/try again in a moment/);
    }
  });

  it('believes X-Forwarded-For only from a trusted proxy (here: loopback, where the gateway runs)', async () => {
    const fromGateway = await app.inject({
      method: 'GET',
      url: '/ip',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '198.51.100.4' },
    });
    expect(fromGateway.json().ip).toBe('198.51.100.4');
    const direct = await app.inject({
      method: 'GET',
      url: '/ip',
      remoteAddress: '203.0.113.5',
      headers: { 'x-forwarded-for': '198.51.100.4' },
    });
    expect(direct.json().ip).toBe('203.0.113.5');
  });

  it('routes on the canonical path: encoded letters and dot segments resolve, encoded slashes are refused', async () => {
    expect((await app.inject({ method: 'GET', url: '/%6eotes/1' })).json()).toEqual({ reached: true });
    const refused = await app.inject({ method: 'GET', url: '/notes/a%2fb' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Bad request path: the path must not contain encoded slashes or control characters');
  });

  it('tells no cache to keep an answer unless its route says so (issue 19: notes, tokens, profiles are personal)', async () => {
    for (const url of ['/notes/1', '/ip', '/boom', '/nothing'])
      expect((await app.inject({ method: 'GET', url })).headers['cache-control']).toBe('no-store');
  });

  it('answers a path no route serves without naming it as the service sees it (issue 19: "Cannot DELETE /auth/login")', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/auth/login' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'NOT_FOUND', message: 'No such API route' });
  });

  it('an unexpected error → 500 without leaking its details', async () => {
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ statusCode: 500, error: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' });
    expect(res.body).not.toContain('hunter2');
  });
});

describe('loadConfig', () => {
  const schema = baseEnvSchema.extend({ PORT: z.coerce.number().int().min(1), DATABASE_URL: z.string().url() });

  it('applies defaults and coerces values', () => {
    expect(loadConfig('svc', schema, { PORT: '4001', DATABASE_URL: 'postgres://x@localhost/db' })).toMatchObject({
      PORT: 4001,
      HOST: '0.0.0.0',
      LOG_FORMAT: 'json',
    });
  });

  it('names every bad variable in one message', () => {
    expect(() => loadConfig('svc-notes', schema, { PORT: 'abc', LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    try {
      loadConfig('svc-notes', schema, { PORT: 'abc', LOG_LEVEL: 'loud' });
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toMatch(/^svc-notes: invalid configuration/);
      expect(message).toMatch(/PORT:/);
      expect(message).toMatch(/LOG_LEVEL:/);
      expect(message).toMatch(/DATABASE_URL:/);
    }
  });
});
