import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { baseTestEnv, registeredRoutes, routeDrift, TestIssuer } from '@clinote/nest-common/testing';
import { ConfigError, loadConfig } from '@clinote/nest-common';
import { envSchema } from './config';
import { startAiApp } from './testing/ai-app';

describe('svc-ai configuration', () => {
  const load = (env: Record<string, string>) => loadConfig('svc-ai', envSchema, { ...baseTestEnv, ...env });
  const problem = (env: Record<string, string>) => {
    try {
      load(env);
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      return (err as Error).message;
    }
    throw new Error('the configuration was accepted');
  };

  it('has defaults for a local run: offline rewrite, 8 s deadline, 60 calls a minute', () => {
    expect(load({})).toMatchObject({
      PORT: 4003,
      IDENTITY_URL: 'http://127.0.0.1:4001',
      GEMINI_MODEL: 'gemini-2.5-flash',
      AI_TIMEOUT_MS: 8000,
      AI_ATTEMPT_TIMEOUT_MS: 8000,
      AI_RATE_LIMIT_PER_MINUTE: 60,
      AI_BREAKER_FAILURES: 5,
      AI_BREAKER_OPEN_MS: 30_000,
    });
  });

  it('treats blank variables as unset (compose files pass AI_BASE_URL=)', () => {
    expect(load({ AI_BASE_URL: '', AI_MODEL: ' ', GEMINI_API_KEY: '  ' })).toMatchObject({
      AI_BASE_URL: undefined,
      AI_MODEL: undefined,
      GEMINI_API_KEY: undefined,
    });
  });

  it('refuses AI_BASE_URL without AI_MODEL, saying what to set', () => {
    expect(problem({ AI_BASE_URL: 'http://127.0.0.1:11434/v1' })).toMatch(/AI_MODEL: AI_MODEL is required when AI_BASE_URL is set/);
  });

  it('keeps the deadline between 1 and 60 s and an attempt within the deadline', () => {
    expect(problem({ AI_TIMEOUT_MS: '120000' })).toMatch(/AI_TIMEOUT_MS:/);
    expect(problem({ AI_TIMEOUT_MS: '500' })).toMatch(/AI_TIMEOUT_MS:/);
    expect(problem({ AI_TIMEOUT_MS: '5000', AI_ATTEMPT_TIMEOUT_MS: '6000' })).toMatch(
      /AI_ATTEMPT_TIMEOUT_MS: must not exceed AI_TIMEOUT_MS \(5000\)/,
    );
    expect(load({ AI_TIMEOUT_MS: '5000', AI_ATTEMPT_TIMEOUT_MS: '2000' })).toMatchObject({
      AI_TIMEOUT_MS: 5000,
      AI_ATTEMPT_TIMEOUT_MS: 2000,
    });
  });

  it('AI_PROVIDER_TRUSTED (issue 21): false by default, true only for an AI_BASE_URL server, never for Gemini, and only true or false', () => {
    expect(load({}).AI_PROVIDER_TRUSTED).toBe(false);
    expect(load({ AI_PROVIDER_TRUSTED: '' }).AI_PROVIDER_TRUSTED).toBe(false);
    expect(load({ AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'm', AI_PROVIDER_TRUSTED: 'true' }).AI_PROVIDER_TRUSTED).toBe(true);
    expect(load({ AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'm', AI_PROVIDER_TRUSTED: 'false' }).AI_PROVIDER_TRUSTED).toBe(false);
    expect(problem({ GEMINI_API_KEY: 'k', AI_PROVIDER_TRUSTED: 'true' })).toMatch(
      /AI_PROVIDER_TRUSTED: true applies only to a self-hosted OpenAI-compatible server, and AI_BASE_URL is not set\. Gemini is never trusted/,
    );
    expect(problem({ AI_PROVIDER_TRUSTED: 'true' })).toMatch(/AI_PROVIDER_TRUSTED: true applies only to a self-hosted/);
    expect(problem({ AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'm', AI_PROVIDER_TRUSTED: 'yes' })).toMatch(
      /AI_PROVIDER_TRUSTED: must be true or false/,
    );
  });

  it('names a malformed URL', () => {
    expect(problem({ AI_BASE_URL: 'not a url', AI_MODEL: 'm' })).toMatch(/AI_BASE_URL:/);
  });
});

describe('svc-ai /health reports the configured provider without calling it', () => {
  let issuer: TestIssuer;
  let app: NestFastifyApplication | undefined;
  beforeAll(async () => (issuer = await TestIssuer.start()));
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  afterAll(() => issuer.stop());

  const health = async (env: Record<string, string>) => {
    app = (await startAiApp(issuer, env)).app;
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    return res.json().checks;
  };

  it.each([
    ['the offline rewrite when nothing is configured', {}, 'offline-rewrite'],
    ['Gemini when GEMINI_API_KEY is set', { GEMINI_API_KEY: 'fake-key' }, 'gemini'],
    [
      'the OpenAI-compatible server when AI_BASE_URL is set',
      { AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_MODEL: 'llama3.1:8b' },
      'openai-compatible',
    ],
    [
      'AI_BASE_URL over Gemini when both are set',
      { GEMINI_API_KEY: 'fake-key', AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_MODEL: 'llama3.1:8b' },
      'openai-compatible',
    ],
  ])('%s', async (_case, env, provider) => {
    expect(Object.keys(await health(env))).toEqual([provider, 'redis']);
  });

  it('has the routes the API contract publishes for it, and its internal ones, no other (issue 26)', async () => {
    app = (await startAiApp(issuer)).app;
    expect(routeDrift('ai', registeredRoutes(app))).toEqual({ undocumented: [], missing: [] });
  });

  it('answers an unknown route with a JSON 404 carrying a message', async () => {
    app = (await startAiApp(issuer)).app;
    const res = await app.inject({ method: 'GET', url: '/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'NOT_FOUND', message: 'No such API route' }); // names no internal path (issue 19)
  });
});
