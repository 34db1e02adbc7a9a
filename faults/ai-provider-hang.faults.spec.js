// Fault: svc-ai's AI provider (an OpenAI-compatible server, here a local fake) accepts requests and
// never answers. svc-ai's own integration tests (svc-ai/src/providers/*.int.spec.ts) already cover 429,
// 500, garbage answers, hangs, connection refused and the circuit breaker at the service level; this is
// the one end-to-end check through the gateway, with svc-ai's default deadline (AI_TIMEOUT_MS 8 s)
// under the gateway's AI timeout (10 s):
//   - POST /api/enhance-note answers within 10 s with a JSON 5xx other than 429 (the browser's
//     "AI Enhancement Fallback": mfe-soap's generate-soap-note.ts falls back to the offline rewrite);
//   - after AI_BREAKER_FAILURES (5) failures the breaker stops calling the provider (its hits stop),
//     answering 503 at once; once the provider answers again, the breaker's probe closes it.
const http = require('node:http');
const { call, startFaultPlatform, summary, verifiedUser, sleep } = require('./support/platform');

const BREAKER_OPEN_MS = 4000;

/** An OpenAI-compatible /v1/chat/completions that hangs (mode 'hang') or answers (mode 'ok'), counting hits. */
async function fakeProvider() {
  const state = { mode: 'hang', hits: 0 };
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.url !== '/v1/chat/completions') return void res.writeHead(404).end();
      state.hits += 1;
      if (state.mode === 'hang') return; // never answers
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'chatcmpl-fault',
          object: 'chat.completion',
          created: 1_700_000_000,
          model: 'fault-model',
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: 'Subjective: Patient reports knee pain rated 4/10.' },
              finish_reason: 'stop',
            },
          ],
        }),
      );
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    state,
    url: `http://127.0.0.1:${server.address().port}/v1`,
    stop: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('svc-ai provider that hangs, end to end through the gateway', () => {
  let f;
  let provider;
  beforeAll(async () => {
    provider = await fakeProvider();
    f = await startFaultPlatform('faults-ai', {
      env: { AI_BASE_URL: provider.url, AI_MODEL: 'fault-model', AI_BREAKER_OPEN_MS: String(BREAKER_OPEN_MS) },
    });
  });
  afterAll(async () => {
    await f?.stop();
    await provider?.stop();
  });

  it('answers within 10 s with the fallback status, then stops calling the provider, then recovers', async () => {
    const user = await verifiedUser(f, `ai.${Date.now()}@clinote.test`);
    const enhance = (n) =>
      call(f.app, 'POST', '/api/enhance-note', {
        token: user.token,
        body: { section: 'subjective', content: `Patient reports knee pain 4/10 (${n}).` },
        timeoutMs: 20_000,
      });

    // AI_BREAKER_FAILURES (5) calls at once against the hanging provider: each is one attempt that
    // uses the whole deadline, and each fails.
    const hanging = await Promise.all([1, 2, 3, 4, 5].map(enhance));
    const hitsWhenOpened = provider.state.hits;

    // The breaker is open: answered at once, the provider not called.
    const whileOpen = [];
    for (let n = 6; n <= 10; n++) whileOpen.push(await enhance(n));
    const hitsWhileOpen = provider.state.hits - hitsWhenOpened;

    // The provider answers again; after the open time one probe goes through and closes the breaker.
    provider.state.mode = 'ok';
    await sleep(BREAKER_OPEN_MS);
    const recovered = await enhance(11);
    const hitsAtTheEnd = provider.state.hits;

    const statuses = (answers) => [...new Set(answers.map((a) => a.status))].join('/');
    summary(
      `AI provider hangs → 5 enhance-note calls answered ${statuses(hanging)} in ${Math.round(Math.min(...hanging.map((a) => a.ms)))}–${Math.round(Math.max(...hanging.map((a) => a.ms)))} ms ` +
        `("${hanging[0].body?.message}"), provider hit ${hitsWhenOpened}×; breaker open → next 5 answered ${statuses(whileOpen)} in ≤ ${Math.round(Math.max(...whileOpen.map((a) => a.ms)))} ms, ` +
        `provider hit ${hitsWhileOpen}×; provider back → ${recovered.status} after ${BREAKER_OPEN_MS / 1000} s (probe: ${hitsAtTheEnd - hitsWhenOpened - hitsWhileOpen} hit) → lost/duplicated: n/a (enhancement stores nothing; the browser falls back on the 504/503)`,
    );

    for (const answer of hanging) {
      expect(answer.ms).toBeLessThan(10_000);
      // A JSON 5xx other than 429: the browser's "AI Enhancement Fallback" (429 would be "API Quota Exceeded").
      expect(answer.status).toBe(504);
      expect(answer.contentType).toMatch(/application\/json/);
      expect(answer.body.message).toBe('The AI service did not answer in time. Please try again.');
    }
    expect(hitsWhenOpened).toBe(5);
    for (const answer of whileOpen) {
      expect(answer.status).toBe(503);
      expect(answer.ms).toBeLessThan(1000);
      expect(answer.body.message).toMatch(/^The AI service failed several times in a row, so AI enhancement is paused for about \d+ s\./);
    }
    expect(hitsWhileOpen).toBe(0);
    expect(recovered.status).toBe(200);
    expect(recovered.body.enhancedText).toBe('Subjective: Patient reports knee pain rated 4/10.');
    // The fake provider drops the request's counter "(n)": the answer's fact check (issue 20) says so.
    expect(recovered.body.factCheck).toMatchObject({ ok: false, lost: [expect.objectContaining({ kind: 'measure' })] });
    expect(hitsAtTheEnd).toBe(hitsWhenOpened + 1);
  });
});
