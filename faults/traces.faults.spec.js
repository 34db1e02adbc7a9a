// Traces (issue 26): one request followed from the gateway through svc-notes, its queries, Redis and
// the mail queue to svc-mailer's SMTP send, as one trace in a collector — read here by a stand-in that
// speaks OTLP/HTTP JSON (support/otlp-collector.js). And the fault: a collector that refuses or hangs
// costs the platform nothing.
const { call, notePayload, startFaultPlatform, summary, verifiedUser, sleep } = require('./support/platform');
const { waitFor } = require('./support/infra');
const { startOtlpCollector } = require('./support/otlp-collector');

// OTLP's span kinds (the API's + 1).
const KIND = { server: 2, client: 3, producer: 4, consumer: 5 };
const HEX_TRACE_ID = /^[0-9a-f]{32}$/;
// A browser's own trace context: the gateway starts a trace of its own instead.
const BROWSERS_TRACE_ID = '0af7651916cd43dd8448eb211c80319c';
const BROWSERS_TRACEPARENT = `00-${BROWSERS_TRACE_ID}-b7ad6b7169203331-01`;

describe('traces: one request, one trace from the gateway to the mailer', () => {
  let f;
  let collector;
  let user;
  beforeAll(async () => {
    collector = await startOtlpCollector();
    f = await startFaultPlatform('faults-traces', {
      env: { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_BSP_SCHEDULE_DELAY: '200', OTEL_EXPORTER_OTLP_TIMEOUT: '2000' },
    });
    user = await verifiedUser(f, `traces.${Date.now()}@clinote.test`);
  });
  afterAll(async () => {
    await f?.stop();
    await collector?.close();
  });

  /** The gateway's server span for this method and path, once exported. */
  async function gatewaySpan(method, path) {
    let found;
    await waitFor(
      () =>
        (found = collector.spans.find(
          (s) =>
            s.service === 'gateway' &&
            s.kind === KIND.server &&
            s.attributes['http.request.method'] === method &&
            s.attributes['url.path'] === path,
        )),
      15_000,
      `the gateway's span for ${method} ${path}`,
    );
    return found;
  }

  it('an e-mailed note: gateway → svc-notes (pg, Redis, queue) → svc-mailer (svc-notes again, SMTP) in one trace; its id in the log lines; no note text in any span', async () => {
    const created = await call(f.app, 'POST', '/api/notes', { token: user.token, body: notePayload('traced') });
    expect(created.status).toBe(201);
    const noteId = created.body.id;
    const mark = f.logMark();
    const res = await fetch(`${f.app}/api/notes/${noteId}/email`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, traceparent: BROWSERS_TRACEPARENT },
    });
    expect(res.status).toBe(202);

    const edge = await gatewaySpan('POST', `/api/notes/${noteId}/email`);
    expect(edge.traceId).toMatch(HEX_TRACE_ID);
    expect(edge.traceId).not.toBe(BROWSERS_TRACE_ID);
    expect(edge.parentSpanId).toBeUndefined();
    // The mail is sent asynchronously: wait for the mailer's SMTP span to be exported.
    await waitFor(
      () => collector.trace(edge.traceId).some((s) => s.service === 'svc-mailer' && s.name === 'smtp send'),
      20_000,
      'the SMTP span',
    );
    const trace = collector.trace(edge.traceId);
    const byId = new Map(trace.map((s) => [s.spanId, s]));
    const parentOf = (span) => byId.get(span.parentSpanId);

    // svc-notes answered the proxied request as the gateway span's child, named by its route.
    const notesServer = trace.find((s) => s.service === 'svc-notes' && s.kind === KIND.server && s.name === 'POST /notes/:id/email');
    expect(notesServer).toBeDefined();
    expect(parentOf(notesServer)).toBe(edge);
    // Its work: SQL (placeholders, never values), Redis commands (names only), the job queued.
    const notesWork = trace.filter((s) => s.service === 'svc-notes' && s !== notesServer);
    const queries = notesWork.filter((s) => s.scope === '@opentelemetry/instrumentation-pg' && s.attributes['db.query.text']);
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.every((s) => !s.attributes['db.query.text'].includes(noteId))).toBe(true);
    expect(queries.some((s) => s.attributes['db.query.text'].includes('$1'))).toBe(true);
    expect(notesWork.some((s) => s.scope === '@opentelemetry/instrumentation-ioredis')).toBe(true);
    const queued = notesWork.find((s) => s.scope === 'bullmq' && s.kind === KIND.producer);
    expect(queued).toBeDefined();
    // svc-mailer took the job in the same trace, fetched the note from svc-notes (its span a child of
    // the mailer's), and sent it.
    const consumed = trace.find((s) => s.service === 'svc-mailer' && s.scope === 'bullmq' && s.kind === KIND.consumer);
    expect(consumed).toBeDefined();
    const fetchedNote = trace.find(
      (s) => s.service === 'svc-notes' && s.kind === KIND.server && s.name === 'GET /internal/note-mail/:noteId',
    );
    expect(fetchedNote).toBeDefined();
    expect(parentOf(fetchedNote)?.service).toBe('svc-mailer');
    const smtp = trace.find((s) => s.service === 'svc-mailer' && s.name === 'smtp send');
    expect(smtp.status).not.toBe(2);

    // Nothing of the note's text leaves in a span.
    const everything = JSON.stringify(trace);
    expect(everything).not.toContain('knee pain');
    expect(everything).not.toContain(user.email);

    // Every line the request and the job wrote carries the trace id: the mailer's "sent" line.
    const mailerLines = f
      .logSince(mark, 'svc-mailer')
      .split('\n')
      .filter((line) => /sent \S+ mail \(job /.test(line));
    expect(mailerLines.length).toBeGreaterThan(0);
    for (const line of mailerLines) expect(JSON.parse(line).traceId).toBe(edge.traceId);

    summary(
      `traces | e-mailed note → ${trace.length} spans in one trace across ${[...new Set(trace.map((s) => s.service))].sort().join(', ')}`,
    );
  });

  it("an error's body carries the trace id, and the trace is there", async () => {
    const missing = await call(f.app, 'GET', '/api/notes/00000000-0000-4000-8000-000000000000', { token: user.token });
    expect(missing.status).toBe(404);
    expect(missing.body.traceId).toMatch(HEX_TRACE_ID);
    await waitFor(
      () => ['gateway', 'svc-notes'].every((service) => collector.trace(missing.body.traceId).some((s) => s.service === service)),
      15_000,
      'the failed request in the collector',
    );
    // The gateway's own refusals too (no sign-in).
    const refused = await call(f.app, 'GET', '/api/notes');
    expect(refused.status).toBe(401);
    expect(refused.body.traceId).toMatch(HEX_TRACE_ID);
  });

  it('a collector that refuses or never answers costs the platform nothing, and export resumes after', async () => {
    for (const mode of [503, 'hang']) {
      collector.failWith(mode);
      const before = collector.exports();
      const answers = [];
      for (let i = 0; i < 15; i++) {
        answers.push(await call(f.app, 'POST', '/api/notes', { token: user.token, body: notePayload(`collector-${mode}-${i}`) }));
        await sleep(100);
      }
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
      // The platform did try to export meanwhile (the failure was seen, not avoided).
      await waitFor(() => collector.exports() > before, 5000, `export attempts while the collector answers ${mode}`);
    }
    collector.failWith(null);
    const after = await call(f.app, 'GET', '/api/notes/00000000-0000-4000-8000-000000000001', { token: user.token });
    await waitFor(() => collector.trace(after.body.traceId).length > 0, 15_000, 'spans exported once the collector is back');
    summary('collector refusing (503) then hanging → 30 saves all 201 → spans of that time dropped, export resumed');
  });
});
