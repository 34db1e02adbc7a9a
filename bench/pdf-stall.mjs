#!/usr/bin/env node
// Issue 19: while one clinician downloads the largest letter PDF the limits allow, how long does
// another clinician wait for GET /api/notes? Prints the render time and the other user's list
// p50/p99 during it (and without a render, for comparison), over ROUNDS renders.
// Usage: node bench/pdf-stall.mjs [rounds]   (default 3)
// Where it runs:
//  - BENCH_URL (+ BENCH_INBOX_URL): a running platform, through its gateway;
//  - else, when every slice is built: its own platform on ports +20000 (bench/lib/bench-platform.mjs);
//  - else svc-notes alone, from svc-notes/dist (or BENCH_NOTES_MAIN, e.g. an older build to compare),
//    on the local PostgreSQL/Redis (TEST_DATABASE_URL / TEST_REDIS_URL) in a throw-away schema, with
//    a local token issuer standing in for svc-identity. Needs `npx nx run svc-notes:build`.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchPlatform, summarise, verifiedAccount } from './lib/bench-platform.mjs';
import { FRONTENDS, SERVICES, GATEWAY } from '../scripts/lib/topology.mjs';

const ROUNDS = Number(process.argv[2] ?? 3);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LARGEST = path.join(ROOT, 'svc-notes', 'dist', 'letter-pdf', 'largest-printable-letter.js');
if (!existsSync(LARGEST)) throw new Error('Build svc-notes first: NX_DAEMON=false npx nx run svc-notes:build');
const { largestPrintableLetter } = await import(LARGEST);

const target = process.env.BENCH_URL || everySliceBuilt() ? await viaPlatform() : await notesAlone();
try {
  const alice = await target.user('alice');
  const bob = await target.user('bob');
  const letterText = largestPrintableLetter();
  const letter = await target.call('POST', '/notes', alice, {
    title: 'Letter of Medical Necessity - Walker/Rollator - 3/4/2026',
    subjective: letterText,
  });
  if (letter.status !== 201) throw new Error(`saving the letter answered ${letter.status}: ${letter.text}`);
  for (let i = 0; i < 5; i++)
    await target.call('POST', '/notes', bob, { title: `SOAP Note - 3/${i + 1}/2026`, subjective: 'Fictional: gait training 2x/week.' });

  const failed = [];
  const list = async () => {
    const started = performance.now();
    const res = await target.call('GET', '/notes', bob);
    if (res.status !== 200) failed.push(`${res.status} ${res.body?.message ?? res.text.slice(0, 80)}`);
    return performance.now() - started;
  };
  const quiet = [];
  for (let i = 0; i < 50; i++) quiet.push(await list());

  const renders = [];
  const during = [];
  for (let round = 0; round < ROUNDS; round++) {
    let done = false;
    const started = performance.now();
    const download = target.call('GET', `/notes/${letter.body.id}/pdf`, alice).then((res) => {
      done = true;
      return { res, ms: performance.now() - started };
    });
    // Every list call that starts while the PDF is on its way counts, however long it then waits.
    while (!done) during.push(await list());
    const { res, ms } = await download;
    if (res.status !== 200) throw new Error(`the PDF answered ${res.status}: ${res.text}`);
    renders.push(ms);
  }

  const lines = letterText.split('\n').filter((l) => l.trim()).length;
  console.log(
    `\nlargest allowed letter (${letterText.length.toLocaleString('en-US')} characters, ${lines} lines of short labelled paragraphs) via ${target.name}`,
  );
  console.log(`  PDF render (request to answer), ${ROUNDS} rounds: ${summarise(renders).line}`);
  console.log(`  another user's GET /api/notes started during the renders (${during.length} calls): ${summarise(during).line}`);
  console.log(`  another user's GET /api/notes with no render (50 calls): ${summarise(quiet).line}`);
  if (failed.length) console.log(`  not answered 200: ${failed.length} (${[...new Set(failed)].join('; ')})`);
} finally {
  await target.stop();
}

function everySliceBuilt() {
  return [...SERVICES, GATEWAY, ...FRONTENDS].every((slice) => existsSync(path.join(ROOT, slice.name, 'dist')));
}

async function viaPlatform() {
  const bench = await benchPlatform();
  const tokens = new Map();
  return {
    name: 'the gateway',
    user: async (name) => {
      const { token } = await verifiedAccount(bench, `pdf-stall-${name}`);
      tokens.set(name, token);
      return name;
    },
    call: (method, url, user, body) => request(`${bench.app}/api${url}`, method, tokens.get(user), body),
    stop: () => bench.stop(),
  };
}

async function notesAlone() {
  const main = process.env.BENCH_NOTES_MAIN ?? path.join(ROOT, 'svc-notes', 'dist', 'main.js');
  const { TestIssuer, freePort, dropSchema, TEST_DATABASE_URL, TEST_REDIS_URL } = await import('@clinote/nest-common/testing');
  const issuer = await TestIssuer.start();
  const port = await freePort();
  const schema = `bench_pdf_${randomBytes(4).toString('hex')}`;
  const child = spawn(process.execPath, [main], {
    cwd: path.dirname(main),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: TEST_DATABASE_URL,
      REDIS_URL: TEST_REDIS_URL,
      DB_SCHEMA: schema,
      QUEUE_PREFIX: schema,
      IDENTITY_URL: issuer.url,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`svc-notes (${main}) exited with ${child.exitCode}`);
    if (
      await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 120) throw new Error('svc-notes did not become healthy in 60 s');
    await new Promise((r) => setTimeout(r, 500));
  }
  const users = new Map();
  return {
    name: `svc-notes alone (${path.relative(ROOT, main)})`,
    user: async (name) => {
      users.set(name, { id: randomUUID(), email: `${name}.pdf-stall@clinote.test` });
      return name;
    },
    call: (method, url, user, body) => request(`${base}${url}`, method, issuer.token(users.get(user)), body),
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      await issuer.stop();
      await dropSchema(TEST_DATABASE_URL, schema);
    },
  };
}

async function request(url, method, token, body) {
  const headers = { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
  const res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (res.headers.get('content-type') === 'application/pdf')
    return { status: res.status, text: `${(await res.arrayBuffer()).byteLength} bytes of PDF`, body: null };
  const text = await res.text();
  return { status: res.status, text, body: res.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(text) : null };
}
