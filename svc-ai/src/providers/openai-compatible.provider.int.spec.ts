import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { freePort, TestIssuer } from '@clinote/nest-common/testing';
import type { AiConfig } from '../config';
import { postAs, startAiApp } from '../testing/ai-app';
import { FakeAiServer, openAiAnswer } from '../testing/fake-ai-server';

/** The fact check of an answer that keeps every fact (issue 20). */
const PASSED = { ok: true, lost: [], unsupported: [] };

describe('OpenAI-compatible provider: the real openai SDK against a fake /v1/chat/completions', () => {
  let issuer: TestIssuer;
  let server: FakeAiServer;
  let app: NestFastifyApplication;
  let config: AiConfig;
  const note = (content: string) => postAs(app, issuer, '/enhance-note', { section: 'plan', content });

  beforeAll(async () => {
    [issuer, server] = await Promise.all([TestIssuer.start(), FakeAiServer.start()]);
    // Attempts shorter than the deadline, so a hung attempt can be retried.
    ({ app, config } = await startAiApp(issuer, {
      AI_BASE_URL: `${server.url}/v1`,
      AI_MODEL: 'llama3.1:8b',
      AI_TIMEOUT_MS: '1500',
      AI_ATTEMPT_TIMEOUT_MS: '600',
      AI_BREAKER_FAILURES: '100',
    }));
  });
  afterAll(async () => {
    await app.close();
    await Promise.all([server.stop(), issuer.stop()]);
  });

  it('sends the model, the system instruction and the content, with a placeholder key; answers the text', async () => {
    server.reply(openAiAnswer('Plan: Patient will be seen 2x/week for 4 weeks.'));
    const res = await note('2x/wk x 4 wks');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ enhancedText: 'Plan: Patient will be seen 2x/week for 4 weeks.', factCheck: PASSED });
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request.url).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe('Bearer not-needed');
    expect(request.body.model).toBe('llama3.1:8b');
    expect(request.body.messages).toEqual([
      { role: 'system', content: expect.stringMatching(/Rewrite the Plan section[\s\S]*Keep every finding exactly[\s\S]*Add nothing/) },
      { role: 'user', content: '2x/wk x 4 wks' },
    ]);
  });

  it('retries an attempt that timed out, within the deadline', async () => {
    server.reply('hang', openAiAnswer('Plan: Continue HEP.'));
    const res = await note('continue HEP');
    expect(res.statusCode).toBe(200);
    expect(server.requests).toHaveLength(2);
  });

  it('a server that hangs → 504 by the deadline', async () => {
    server.reply('hang');
    const started = Date.now();
    const res = await note('continue HEP');
    const elapsedMs = Date.now() - started;
    expect(res.statusCode).toBe(504);
    expect(elapsedMs).toBeGreaterThanOrEqual(config.AI_ATTEMPT_TIMEOUT_MS);
    expect(elapsedMs).toBeLessThan(config.AI_TIMEOUT_MS + 1000);
  });

  it('honours retry-after-ms on a 429, then answers', async () => {
    server.reply(
      { status: 429, headers: { 'retry-after-ms': '300' }, json: { error: { message: 'slow down' } } },
      openAiAnswer('Plan: Continue HEP.'),
    );
    const started = Date.now();
    expect((await note('continue HEP')).statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(server.requests).toHaveLength(2);
  });

  it('a 429 that persists → 429 after 3 attempts', async () => {
    server.reply({ status: 429, json: { error: { message: 'slow down' } } });
    const res = await note('continue HEP');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('The AI service has reached its request quota for now. Please try again in a minute.');
    expect(server.requests).toHaveLength(3);
  });

  it('a 503 whose Retry-After is past the deadline → 503 at once', async () => {
    server.reply({ status: 503, headers: { 'retry-after': '60' }, json: { error: { message: 'loading model' } } });
    expect((await note('continue HEP')).statusCode).toBe(503);
    expect(server.requests).toHaveLength(1);
  });

  it('a 401 (wrong key) is not retried → 502 telling whom to ask', async () => {
    server.reply({ status: 401, json: { error: { message: 'invalid api key' } } });
    const res = await note('continue HEP');
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/refused the request \(HTTP 401\).*check the AI settings/);
    expect(server.requests).toHaveLength(1);
  });

  it.each([
    ['an HTML page', { body: '<html>Bad gateway</html>', contentType: 'text/html' }],
    ['broken JSON', { body: '{"choices": [' }],
    ['no choices', { json: { id: 'x', object: 'chat.completion', choices: [] } }],
    ['an empty object', { json: {} }],
    ['null content', { json: { choices: [{ index: 0, message: { role: 'assistant', content: null }, finish_reason: 'stop' }] } }],
    ['an answer cut off by length', openAiAnswer('Plan: Patient will', 'length')],
    ['a content filter stop', openAiAnswer('', 'content_filter')],
  ])('%s is a malformed answer → 502, not retried', async (_case, reply) => {
    server.reply(reply as never);
    const res = await note('continue HEP');
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('The AI service returned an unusable answer. Please try again.');
    expect(server.requests).toHaveLength(1);
  });
});

describe('OpenAI-compatible provider: connection and circuit breaker', () => {
  let issuer: TestIssuer;
  let server: FakeAiServer;
  let app: NestFastifyApplication | undefined;
  const note = () =>
    postAs(app as NestFastifyApplication, issuer, '/enhance-note', { section: 'assessment', content: 'Progressing toward goals.' });

  beforeAll(async () => {
    [issuer, server] = await Promise.all([TestIssuer.start(), FakeAiServer.start()]);
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  afterAll(async () => Promise.all([server.stop(), issuer.stop()]));

  it('a server nobody listens on → 503 (network error, retried)', async () => {
    ({ app } = await startAiApp(issuer, { AI_BASE_URL: `http://127.0.0.1:${await freePort()}/v1`, AI_MODEL: 'm', AI_TIMEOUT_MS: '1500' }));
    const res = await note();
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('The AI service is unavailable right now. Please try again in a few minutes.');
  });

  it('opens after 5 consecutive failures, answers 503 without calling, shows it in /health, and recovers after its open time', async () => {
    // Open longer than the longest backoff (500 ms), so no probe slips in during the second call.
    const openMs = 1000;
    ({ app } = await startAiApp(issuer, {
      AI_BASE_URL: `${server.url}/v1`,
      AI_MODEL: 'm',
      AI_API_KEY: 'sk-clinic',
      AI_TIMEOUT_MS: '2000',
      AI_BREAKER_OPEN_MS: String(openMs),
    }));
    server.reply({ status: 500, json: { error: { message: 'down' } } });
    expect((await note()).statusCode).toBe(503); // attempts 1-3 fail
    expect((await note()).statusCode).toBe(503); // attempts 4-5 fail: the breaker opens
    expect(server.requests).toHaveLength(5);
    expect(server.requests[0].headers.authorization).toBe('Bearer sk-clinic');

    const whileOpen = await note();
    expect(whileOpen.statusCode).toBe(503);
    expect(whileOpen.json().message).toMatch(/^The AI service failed several times in a row, so AI enhancement is paused for about 1 s\./);
    expect(server.requests).toHaveLength(5);
    const health = await app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json().checks['openai-compatible']).toMatchObject({
      status: 'down',
      message: expect.stringMatching(/^m at 127\.0\.0\.1:\d+: circuit open after 5 consecutive failures \(last: HTTP 500\)/),
    });
    expect(health.json().checks.redis.status).toBe('up');

    await new Promise((resolve) => setTimeout(resolve, openMs));
    server.reply(openAiAnswer('Assessment: Patient is progressing toward goals.'));
    expect((await note()).json()).toEqual({ enhancedText: 'Assessment: Patient is progressing toward goals.', factCheck: PASSED });
    expect(server.requests).toHaveLength(1);
    expect((await app.inject({ method: 'GET', url: '/health' })).json().checks['openai-compatible'].status).toBe('up');
  });
});
