// A stand-in OpenTelemetry collector: answers OTLP/HTTP JSON trace exports (POST /v1/traces) as a real
// collector does, and keeps every span with its service's name. `failWith` makes it answer an error
// status instead, or hang ('hang'), to show that a broken collector costs the platform nothing.
const http = require('node:http');

/** OTLP/JSON attribute values ({ stringValue }, { intValue }, …) as plain values. */
function plainAttributes(attributes = []) {
  return Object.fromEntries(attributes.map(({ key, value }) => [key, value ? Object.values(value)[0] : undefined]));
}

async function startOtlpCollector() {
  const spans = [];
  let exports = 0;
  let failWith = null;
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces') {
        res.writeHead(404).end();
        return;
      }
      exports++;
      if (failWith === 'hang') return; // never answers
      if (failWith) {
        res.writeHead(failWith, { 'content-type': 'application/json' }).end('{"code":14,"message":"unavailable"}');
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      for (const resourceSpans of body.resourceSpans ?? []) {
        const service = plainAttributes(resourceSpans.resource?.attributes)['service.name'];
        for (const scopeSpans of resourceSpans.scopeSpans ?? [])
          for (const span of scopeSpans.spans ?? [])
            spans.push({
              service,
              scope: scopeSpans.scope?.name,
              traceId: span.traceId,
              spanId: span.spanId,
              parentSpanId: span.parentSpanId || undefined,
              name: span.name,
              kind: span.kind,
              attributes: plainAttributes(span.attributes),
              status: span.status?.code ?? 0,
            });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    spans,
    exports: () => exports,
    /** null: accept; a status (503): refuse every export; 'hang': never answer. */
    failWith(mode) {
      failWith = mode;
    },
    trace: (traceId) => spans.filter((span) => span.traceId === traceId),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

module.exports = { startOtlpCollector };
