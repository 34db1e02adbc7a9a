#!/usr/bin/env node
// Login latency through the gateway: p50/p99 over N sequential logins of one verified account.
// Usage: node bench/login-latency.mjs [N]   (default 200)
// Starts its own platform (ports +20000, no build: run `npm run build` first) unless BENCH_URL
// points at a running one whose MailDev inbox is at BENCH_INBOX_URL.
import { randomBytes } from 'node:crypto';
import { startPlatform } from '../scripts/lib/platform.mjs';

const N = Number(process.argv[2] ?? 200);
let platform;
let app = process.env.BENCH_URL;
let inbox = process.env.BENCH_INBOX_URL;
if (!app) {
  platform = await startPlatform({ offset: 20000, name: 'clinote-bench', build: false, log: (l) => console.log(`  ${l}`) });
  ({ app, inbox } = platform.urls);
}

const post = (path, body) => fetch(`${app}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

try {
  const email = `bench.${randomBytes(4).toString('hex')}@clinote.test`;
  const password = 'Bench-password-2026';
  const registered = await post('/api/auth/register', { email, password, firstName: 'Bench', lastName: 'Runner' });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}: ${await registered.text()}`);

  let token;
  for (let i = 0; i < 100 && !token; i++) {
    const mails = await fetch(`${inbox}/api/email`).then((r) => r.json());
    const mail = mails.find((m) => m.to.some((t) => t.address === email));
    token = mail?.text.match(/verify-email\?token=([\w-]+)/)?.[1];
    if (!token) await new Promise((r) => setTimeout(r, 100));
  }
  if (!token) throw new Error('the verification mail did not arrive');
  const verified = await post('/api/auth/verify-email', { token });
  if (!verified.ok) throw new Error(`verify answered ${verified.status}`);

  // Two warm-up logins (connection pools, JIT) are not counted.
  for (let i = 0; i < 2; i++) await post('/api/auth/login', { email, password });
  const times = [];
  for (let i = 0; i < N; i++) {
    const started = process.hrtime.bigint();
    const res = await post('/api/auth/login', { email, password });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`login ${i + 1} answered ${res.status}`);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  const pct = (p) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)];
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  console.log(`\nlogin latency through the gateway (${N} sequential logins, argon2id m=19MiB t=2 p=1)`);
  console.log(`  p50 ${pct(50).toFixed(1)} ms   p90 ${pct(90).toFixed(1)} ms   p99 ${pct(99).toFixed(1)} ms   max ${times.at(-1).toFixed(1)} ms   mean ${mean.toFixed(1)} ms`);
} finally {
  await platform?.stop();
}
