#!/usr/bin/env node
// Login latency through the gateway: p50/p99 over N sequential logins of one verified account.
// Usage: node bench/login-latency.mjs [N]   (default 200)
// Starts its own platform (ports +20000, no build: run `npm run build` first) unless BENCH_URL
// points at a running one whose MailDev inbox is at BENCH_INBOX_URL.
import { benchPlatform, postJson, timeSequential, verifiedAccount } from './lib/bench-platform.mjs';

const N = Number(process.argv[2] ?? 200);
const bench = await benchPlatform();
try {
  const { email, password } = await verifiedAccount(bench);
  const result = await timeSequential(N, () => postJson(bench.app, '/api/auth/login', { email, password }));
  console.log(`\nlogin latency through the gateway (${N} sequential logins, argon2id m=19MiB t=2 p=1)`);
  console.log(`  ${result.line}`);
} finally {
  await bench.stop();
}
