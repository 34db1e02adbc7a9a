import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { TestIssuer } from '@clinote/nest-common/testing';
import type { AiConfig } from '../config';
import { postAs, startAiApp } from '../testing/ai-app';
import { FakeAiServer, geminiAnswer } from '../testing/fake-ai-server';
import { LETTER_INSTRUCTIONS } from './letter-instructions';

/** The fact check of an answer that keeps every fact (issue 20). */
const PASSED = { ok: true, lost: [], unsupported: [] };

const GENERATE_PATH = '/v1beta/models/gemini-2.5-flash:generateContent';

describe('Gemini provider: the real @google/genai SDK against a fake Gemini API', () => {
  let issuer: TestIssuer;
  let gemini: FakeAiServer;
  let app: NestFastifyApplication;
  let config: AiConfig;
  const note = (content: string, section = 'subjective') => postAs(app, issuer, '/enhance-note', { section, content });
  const timed = async <T>(call: () => Promise<T>) => {
    const started = Date.now();
    const result = await call();
    return { result, elapsedMs: Date.now() - started };
  };

  beforeAll(async () => {
    [issuer, gemini] = await Promise.all([TestIssuer.start(), FakeAiServer.start()]);
    // The breaker has its own test (openai-compatible); here it must not open between cases.
    ({ app, config } = await startAiApp(issuer, {
      GEMINI_API_KEY: 'fake-gemini-key',
      GEMINI_BASE_URL: gemini.url,
      AI_TIMEOUT_MS: '2000',
      AI_BREAKER_FAILURES: '100',
    }));
  });
  afterAll(async () => {
    await app.close();
    await Promise.all([gemini.stop(), issuer.stop()]);
  });

  it('sends the model, the key, the system instruction and the content; answers the text', async () => {
    gemini.reply(geminiAnswer('Subjective: Patient denies pain and reports no falls.'));
    const content = 'SUBJECTIVE:\nDenies pain. No falls.';
    const res = await note(content);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ enhancedText: 'Subjective: Patient denies pain and reports no falls.', factCheck: PASSED });
    expect(gemini.requests).toHaveLength(1);
    const [request] = gemini.requests;
    expect(request.method).toBe('POST');
    expect(request.url).toBe(GENERATE_PATH);
    expect(request.headers['x-goog-api-key']).toBe('fake-gemini-key');
    expect(request.body.contents).toEqual([{ role: 'user', parts: [{ text: content }] }]);
    const system = request.body.systemInstruction.parts[0].text;
    expect(system).toMatch(/Rewrite the Subjective section/);
    expect(system).toMatch(/Keep every finding exactly/);
    expect(system).toMatch(/Add nothing/);
    expect(system).toMatch(/Start the answer with "Subjective: "/);
    expect(system).toMatch(/third person about the patient.*never in the first person/);
    expect(system).toMatch(/Keep each abbreviation as the clinician typed it, or write it out with its one standard clinical meaning/);
  });

  it("sends a letter with the server's instructions for its equipment as the system instruction and answers the text as it is", async () => {
    gemini.reply(geminiAnswer('LETTER OF MEDICAL NECESSITY: BEDSIDE COMMODE\n\nThe patient is unable to reach the toilet.'));
    const res = await postAs(app, issuer, '/enhance-dme', {
      content: 'LETTER OF MEDICAL NECESSITY: BEDSIDE COMMODE\n\nToileting Limitation:\nCannot reach toilet.',
      equipment: 'commode',
    });
    expect(res.json()).toEqual({
      enhancedText: 'LETTER OF MEDICAL NECESSITY: BEDSIDE COMMODE\n\nThe patient is unable to reach the toilet.',
      factCheck: PASSED,
    });
    const system = gemini.requests[0].body.systemInstruction.parts[0].text;
    expect(system.startsWith(LETTER_INSTRUCTIONS.commode)).toBe(true);
    expect(system).toMatch(/Keep the title line and every paragraph/);
  });

  it('puts the section name in front when the model left it out', async () => {
    gemini.reply(geminiAnswer('Patient ambulates 150 ft with rolling walker.'));
    expect((await note('Amb 150 ft w/ RW', 'objective')).json()).toEqual({
      enhancedText: 'Objective: Patient ambulates 150 ft with rolling walker.',
      factCheck: PASSED,
    });
  });

  it('answers blank content with "" without calling the provider', async () => {
    gemini.reply(geminiAnswer('never used'));
    expect((await note('   ')).json()).toEqual({ enhancedText: '', factCheck: PASSED });
    expect(gemini.requests).toHaveLength(0);
  });

  it('never sends unconfirmed text holding identifiers to Gemini (422), and sends it once confirmed', async () => {
    gemini.reply(geminiAnswer('Subjective: Patient lives alone.'));
    const content = 'Lives alone. Email jane.doe@example.com.';
    expect((await note(content)).statusCode).toBe(422);
    expect(gemini.requests).toHaveLength(0);
    expect((await postAs(app, issuer, '/enhance-note', { section: 'subjective', content, phiConfirmed: true })).statusCode).toBe(200);
    expect(gemini.requests).toHaveLength(1);
  });

  describe('faults', () => {
    it('retries a 500 and answers with the next attempt', async () => {
      gemini.reply(
        { status: 500, json: { error: { code: 500, message: 'internal', status: 'INTERNAL' } } },
        geminiAnswer('Subjective: Lives alone.'),
      );
      const res = await note('lives alone');
      expect(res.statusCode).toBe(200);
      expect(gemini.requests).toHaveLength(2);
    });

    it('a 500 that persists → 503 after 3 attempts', async () => {
      gemini.reply({ status: 500, body: 'boom', contentType: 'text/plain' });
      const res = await note('lives alone');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        statusCode: 503,
        error: 'SERVICE_UNAVAILABLE',
        message: 'The AI service is unavailable right now. Please try again in a few minutes.',
      });
      expect(gemini.requests).toHaveLength(3);
    });

    it('honours a Retry-After that fits in the deadline', async () => {
      gemini.reply(
        { status: 429, headers: { 'retry-after': '1' }, json: { error: { code: 429, status: 'RESOURCE_EXHAUSTED' } } },
        geminiAnswer('Subjective: Lives alone.'),
      );
      const { result, elapsedMs } = await timed(() => note('lives alone'));
      expect(result.statusCode).toBe(200);
      expect(gemini.requests).toHaveLength(2);
      expect(elapsedMs).toBeGreaterThanOrEqual(1000);
    });

    it('gives up at once with 429 when Retry-After is past the deadline', async () => {
      gemini.reply({ status: 429, headers: { 'retry-after': '30' }, json: { error: { code: 429, status: 'RESOURCE_EXHAUSTED' } } });
      const { result, elapsedMs } = await timed(() => note('lives alone'));
      expect(result.statusCode).toBe(429);
      expect(result.json()).toEqual({
        statusCode: 429,
        error: 'TOO_MANY_REQUESTS',
        message: 'The AI service has reached its request quota for now. Please try again in a minute.',
      });
      expect(gemini.requests).toHaveLength(1);
      expect(elapsedMs).toBeLessThan(config.AI_TIMEOUT_MS / 2);
    });

    it("reads Gemini's RetryInfo in the 429 body like a Retry-After", async () => {
      const retryInfo = { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '41s' };
      gemini.reply({
        status: 429,
        json: { error: { code: 429, message: 'Quota exceeded', status: 'RESOURCE_EXHAUSTED', details: [retryInfo] } },
      });
      expect((await note('lives alone')).statusCode).toBe(429);
      expect(gemini.requests).toHaveLength(1);
    });

    it('a 429 without Retry-After that persists reaches the browser as 429 after 3 attempts', async () => {
      gemini.reply({ status: 429, json: { error: { code: 429, status: 'RESOURCE_EXHAUSTED' } } });
      expect((await note('lives alone')).statusCode).toBe(429);
      expect(gemini.requests).toHaveLength(3);
    });

    it.each([
      [400, 'HTTP 400'],
      [403, 'HTTP 403'],
      [404, 'HTTP 404'],
    ])('a %i is not retried → 502 naming it', async (status, reason) => {
      gemini.reply({ status, json: { error: { code: status, message: 'no', status: 'INVALID_ARGUMENT' } } });
      const res = await note('lives alone');
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(
        `The AI service refused the request (${reason}). If this keeps happening, ask an administrator to check the AI settings (key, model, address).`,
      );
      expect(gemini.requests).toHaveLength(1);
    });

    it.each([
      ['a body that is not JSON', { body: '<html>proxy error</html>' }],
      ['no candidates', { json: { candidates: [] } }],
      ['an empty object', { json: {} }],
      ['a blocked prompt', { json: { promptFeedback: { blockReason: 'SAFETY' } } }],
      ['empty text', geminiAnswer('   ')],
      ['an answer cut off at MAX_TOKENS', geminiAnswer('Subjective: Patient', 'MAX_TOKENS')],
      ['a SAFETY stop', geminiAnswer('', 'SAFETY')],
    ])('%s is a malformed answer → 502, not retried', async (_case, reply) => {
      gemini.reply(reply as never);
      const res = await note('lives alone');
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        statusCode: 502,
        error: 'BAD_GATEWAY',
        message: 'The AI service returned an unusable answer. Please try again.',
      });
      expect(gemini.requests).toHaveLength(1);
    });

    it('a provider that hangs → 504 at the deadline, so the browser falls back in time', async () => {
      gemini.reply('hang');
      const { result, elapsedMs } = await timed(() => note('lives alone'));
      expect(result.statusCode).toBe(504);
      expect(result.json()).toEqual({
        statusCode: 504,
        error: 'GATEWAY_TIMEOUT',
        message: 'The AI service did not answer in time. Please try again.',
      });
      expect(elapsedMs).toBeGreaterThanOrEqual(config.AI_TIMEOUT_MS - 50);
      expect(elapsedMs).toBeLessThan(config.AI_TIMEOUT_MS + 1000);
    });
  });
});
