// What every API benchmark needs: a platform (its own on ports +20000, or BENCH_URL), a verified
// account made through the real mail flow, and percentiles.
import { randomBytes } from 'node:crypto';
import { startPlatform } from '../../scripts/lib/platform.mjs';

/**
 * Starts the bench platform (no build: run `npm run build` first) unless BENCH_URL points at one.
 * BENCH_OFFSET / BENCH_NAME move it (ports, database, queues) so a second bench can run beside it.
 */
export async function benchPlatform(env = {}) {
  if (process.env.BENCH_URL) return { app: process.env.BENCH_URL, inbox: process.env.BENCH_INBOX_URL, stop: async () => undefined };
  const platform = await startPlatform({
    offset: Number(process.env.BENCH_OFFSET ?? 20000),
    name: process.env.BENCH_NAME ?? 'clinote-bench',
    build: false,
    // Every bench run registers an account from 127.0.0.1, and the hourly counts live in Redis across runs:
    // at the default 20 an hour, the third bench of an hour was refused (429) before it measured anything.
    env: { MAIL_REQUESTS_PER_CALLER_PER_HOUR: '100000', ...process.env, ...env },
    log: (l) => console.log(`  ${l}`),
  });
  return {
    app: platform.urls.app,
    inbox: platform.urls.inbox,
    ports: platform.ports,
    database: platform.urls.database,
    platform,
    stop: () => platform.stop(),
  };
}

export const postJson = (app, path, body, token) =>
  fetch(`${app}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

/** A fresh invented address, e.g. to name in ADMIN_EMAILS before the platform starts. */
export const benchEmail = (name = 'bench') => `${name}.${randomBytes(4).toString('hex')}@clinote.test`;

/** Registers, verifies through the mailed link and signs in; returns the address, password and token. */
export async function verifiedAccount({ app, inbox }, name = 'bench', email = benchEmail(name)) {
  const password = 'Bench-password-2026';
  const registered = await postJson(app, '/api/auth/register', { email, password, firstName: 'Bench', lastName: 'Runner' });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}: ${await registered.text()}`);
  let token;
  for (let i = 0; i < 100 && !token; i++) {
    const mails = await fetch(`${inbox}/api/email`).then((r) => r.json());
    token = mails.find((m) => m.to.some((t) => t.address === email))?.text.match(/verify-email\?token=([\w-]+)/)?.[1];
    if (!token) await new Promise((r) => setTimeout(r, 100));
  }
  if (!token) throw new Error('the verification mail did not arrive');
  const verified = await postJson(app, '/api/auth/verify-email', { token, password });
  if (!verified.ok) throw new Error(`verify answered ${verified.status}`);
  const login = await postJson(app, '/api/auth/login', { email, password });
  if (!login.ok) throw new Error(`login answered ${login.status}`);
  return { email, password, token: (await login.json()).token };
}

/** p50/p90/p99/max/mean of millisecond timings, formatted on one line. */
export function summarise(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const pct = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  const mean = sorted.reduce((a, b) => a + b, 0) / sorted.length;
  return {
    p50: pct(50),
    p90: pct(90),
    p99: pct(99),
    max: sorted.at(-1),
    mean,
    line: `p50 ${pct(50).toFixed(1)} ms   p90 ${pct(90).toFixed(1)} ms   p99 ${pct(99).toFixed(1)} ms   max ${sorted.at(-1).toFixed(1)} ms   mean ${mean.toFixed(1)} ms`,
  };
}

/** Times `n` sequential calls of `call` (each resolves to a Response), after two warm-up calls. */
export async function timeSequential(n, call, check = (res) => res.ok) {
  for (let i = 0; i < 2; i++) await (await call()).arrayBuffer();
  const times = [];
  for (let i = 0; i < n; i++) {
    const started = process.hrtime.bigint();
    const res = await call();
    await res.arrayBuffer();
    if (!check(res)) throw new Error(`call ${i + 1} answered ${res.status}`);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return summarise(times);
}
