#!/usr/bin/env node
// What every request pays for what createServiceApp adds to each process (issue 26): the metrics
// (count and time by route and status), the shutdown drain (headers while stopping) and the traced
// server (decision 0161). Two bare fastify apps, one with those, one without, on an empty route — their
// own cost at its most visible — 20 connections, 5 alternating rounds of 5 s; prints medians and the
// cost per request. Tracing is off, as with no collector; `--traced` turns it on (spans recorded and
// dropped: the cost of tracing without the exporter's). Needs `npm run build` (libs/nest-common/dist).
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(ROOT, 'libs/nest-common/package.json'));
const Fastify = require('fastify');
const { NoopSpanProcessor } = require('@opentelemetry/sdk-trace-base');
const { measureRequests } = require(path.join(ROOT, 'libs/nest-common/dist/metrics.js'));
const { GracefulShutdown } = require(path.join(ROOT, 'libs/nest-common/dist/http/graceful-shutdown.js'));
const { nameServerSpans, startTracing, tracedServerFactory } = require(path.join(ROOT, 'libs/nest-common/dist/tracing/tracing.js'));

const ROUNDS = 5;
const TRACED = process.argv.includes('--traced');
const SECONDS = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 5);
if (TRACED) startTracing('bench', {}, [new NoopSpanProcessor()]);

async function start(withHooks) {
  const app = Fastify(withHooks ? { serverFactory: tracedServerFactory(true) } : {});
  if (withHooks) {
    measureRequests(app);
    new GracefulShutdown().install(app);
    nameServerSpans(app);
  }
  app.get('/notes/:id', async (request) => ({ id: request.params.id, title: 'Invented bench note' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${app.server.address().port}/notes/3f2c` };
}

const run = (url) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections: 20, duration: SECONDS }, (err, result) => (err ? reject(err) : resolve(result.requests.average))),
  );
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const bare = await start(false);
const hooked = await start(true);
try {
  await run(bare.url); // warm-up (JIT)
  await run(hooked.url);
  const without = [];
  const withHooks = [];
  for (let i = 0; i < ROUNDS; i++) {
    without.push(await run(bare.url));
    withHooks.push(await run(hooked.url));
  }
  const a = median(without);
  const b = median(withHooks);
  console.log(
    `\nGET /notes/:id on an empty route, 20 connections, ${ROUNDS} alternating rounds of ${SECONDS} s, tracing ${TRACED ? 'on' : 'off'}`,
  );
  console.log(`  without the hooks   ${Math.round(a)} req/s   (rounds ${without.map(Math.round).join(', ')})`);
  console.log(`  with the hooks      ${Math.round(b)} req/s   (rounds ${withHooks.map(Math.round).join(', ')})`);
  console.log(`  ratio ${(b / a).toFixed(3)}; about ${((1 / b - 1 / a) * 1e6).toFixed(1)} µs per request`);
} finally {
  await bare.app.close();
  await hooked.app.close();
}
