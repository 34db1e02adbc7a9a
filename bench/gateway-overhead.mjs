#!/usr/bin/env node
// The gateway's own cost (issue 11): GET /api/notes at 20 connections through the gateway and
// straight to svc-notes, for a clinician with 20 notes; prints requests/s, p50/p99 and the ratios.
// Targets: gateway ≥ 0.8 of direct throughput, p99 ≤ 1.5× direct. Printed, never asserted.
// Usage: node bench/gateway-overhead.mjs [seconds]   (default 10 per run, 3 rounds; needs `npm run build`)
import autocannon from 'autocannon';
import { startPlatform } from '../scripts/lib/platform.mjs';
import { postJson, verifiedAccount } from './lib/bench-platform.mjs';

const SECONDS = Number(process.argv[2] ?? 10);
const ROUNDS = 3;
const platform = await startPlatform({ offset: 25000, name: 'clinote-bench-gateway', build: false, log: (l) => console.log(`  ${l}`) });
const run = (url, token) =>
  new Promise((resolve, reject) =>
    autocannon(
      { url, connections: 20, duration: SECONDS, headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' } },
      (err, result) => (err ? reject(err) : resolve(result)),
    ),
  );
try {
  const bench = { app: platform.urls.app, inbox: platform.urls.inbox };
  const { token } = await verifiedAccount(bench, 'gateway-bench');
  for (let i = 0; i < 20; i++)
    await postJson(
      bench.app,
      '/api/notes',
      {
        title: `SOAP Note - 3/${i + 1}/2026`,
        content: 'SUBJECTIVE:\nInvented bench note.',
        subjective: 'SUBJECTIVE:\nInvented bench note.',
      },
      token,
    );
  const direct = `http://127.0.0.1:${platform.ports.services['svc-notes']}/notes`;
  const through = `${bench.app}/api/notes`;
  await run(direct, token); // warm-up both paths (JIT, pools, JWKS)
  await run(through, token);
  // Alternate the two paths and take the median round: on a 2-core machine one noisy run decides nothing.
  const rounds = [];
  for (let i = 0; i < ROUNDS; i++) rounds.push({ d: await run(direct, token), g: await run(through, token) });
  const line = (name, r) =>
    `  ${name.padEnd(22)} ${String(Math.round(r.requests.average)).padStart(6)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   errors ${r.errors + r.non2xx}`;
  console.log(`\nGET /api/notes, 20 connections, ${SECONDS} s per run, ${ROUNDS} alternating rounds`);
  for (const [i, { d, g }] of rounds.entries()) {
    console.log(`  round ${i + 1}`);
    console.log(line('straight to svc-notes', d));
    console.log(line('through gateway', g));
  }
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const ratio = median(rounds.map(({ d, g }) => g.requests.average / d.requests.average));
  const p99 = median(rounds.map(({ d, g }) => g.latency.p99 / Math.max(1, d.latency.p99)));
  console.log(
    `  median throughput ratio ${ratio.toFixed(2)} (target ≥ 0.8: ${ratio >= 0.8 ? 'met' : 'not met'})   median p99 ratio ${p99.toFixed(2)} (target ≤ 1.5: ${p99 <= 1.5 ? 'met' : 'not met'})`,
  );
} finally {
  await platform.stop();
}
