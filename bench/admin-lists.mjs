#!/usr/bin/env node
// The admin API at scale (issues 10 and 23): with USERS users and NOTES notes seeded, p50/p90/p99 of
// N sequential calls through the gateway of what the admin page asks — the Users tab's first page,
// a search, a sort by notes, a page deep in the list — and GET /api/admin/stats, with the bytes of
// each answer as a browser receives it (br) and plain. Target (issue 23): p99 ≤ 200 ms each at
// 100,000 users / 2,000,000 notes, and never the whole list in one answer.
// Usage: node bench/admin-lists.mjs [N] [users] [notes]   (default 100 calls, 10,000 users, 200,000 notes)
// Starts its own platform (ports +20000, no build: run `npm run build` first), with the bench's admin
// address in ADMIN_EMAILS. Users and notes are seeded straight into its database with SQL (the API
// would take hours) and removed again at the end (BENCH_KEEP_SEED=1 keeps them; BENCH_REUSE_SEED=1
// then uses a kept seed of the same size instead of seeding again).
// A call that fails (e.g. 503 when svc-notes does not answer in time) is timed and counted, not fatal.
import http from 'node:http';
import { createRequire } from 'node:module';
import { benchEmail, benchPlatform, summarise, verifiedAccount } from './lib/bench-platform.mjs';

const { Client } = createRequire(import.meta.url)('pg');

const N = Number(process.argv[2] ?? 100);
const USERS = Number(process.argv[3] ?? 10_000);
const NOTES = Number(process.argv[4] ?? 200_000);
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 5);
const TARGET_P99_MS = 200;
const IDENTITY = process.env.DB_SCHEMA ?? 'identity';
const NOTES_SCHEMA = process.env.DB_SCHEMA ?? 'notes';
const SEED_EMAILS = 'bench.user.%@clinote.test';

if (process.env.BENCH_URL) {
  console.error(
    "bench/admin-lists.mjs seeds the platform's database and needs its admin in ADMIN_EMAILS: unset BENCH_URL so it starts its own platform.",
  );
  process.exit(1);
}

const kb = (bytes) => `${(bytes / 1024).toLocaleString('en-US', { maximumFractionDigits: 1 })} KB`;

/** Removes what an earlier run seeded (notes first: they only point at users by id). */
async function unseed(db) {
  await db.query(`DELETE FROM "${NOTES_SCHEMA}".notes WHERE user_id IN (SELECT id FROM "${IDENTITY}".users WHERE email LIKE $1)`, [
    SEED_EMAILS,
  ]);
  await db.query(`DELETE FROM "${IDENTITY}".users WHERE email LIKE $1`, [SEED_EMAILS]);
}

/**
 * USERS verified accounts signed up over the last 400 days, and NOTES notes over the last 120 days
 * spread with a heavy skew: 40 % of the users write them all (the busiest thousands, most a few
 * dozen), the other 60 % none. Each writer stopped writing some time ago (half are still writing), so
 * the 7/30-day counts and activity statuses vary. Reproducible (setseed).
 */
async function seed(db) {
  await db.query('BEGIN');
  await db.query('SELECT setseed(0.42)');
  await db.query(
    `INSERT INTO "${IDENTITY}".users (email, password_hash, first_name, last_name, email_verified, is_admin, created_at)
     SELECT 'bench.user.' || i || '@clinote.test', '$argon2id$v=19$m=19456,t=2,p=1$YmVuY2hzZWVk$bm90LWEtcmVhbC1oYXNoLWJlbmNoLXNlZWQ',
            (ARRAY['Ana','Ben','Chloe','Dev','Erin','Farid','Grace','Hugo','Ines','Jon'])[1 + i % 10],
            (ARRAY['Garcia','Smith','Nguyen','Okafor','Patel','Rossi','Kowalski','Haddad','Larsen','Moreau'])[1 + (i / 10) % 10],
            true, false, now() - random() * interval '400 days'
       FROM generate_series(1, $1::int) AS i`,
    [USERS],
  );
  // Writers: a random 40 % of the seeded users, ranked 0.. in random order; rank r gets a share
  // proportional to r^-0.6 (note n goes to rank floor(W * random()^2.5)).
  await db.query(
    `CREATE TEMP TABLE bench_writers ON COMMIT DROP AS
     SELECT id, created_at, (row_number() OVER (ORDER BY random()) - 1)::int AS rank,
            CASE WHEN random() < 0.5 THEN 0 ELSE random() * 110 END AS lag_days
       FROM "${IDENTITY}".users WHERE email LIKE $1`,
    [SEED_EMAILS],
  );
  const writers = Math.max(1, Math.round(USERS * 0.4));
  await db.query('DELETE FROM bench_writers WHERE rank >= $1', [writers]);
  await db.query('CREATE UNIQUE INDEX ON bench_writers (rank)');
  const s =
    'Patient is a 74-year-old referred for home health PT after a fall. Past medical history: CHF, HTN, OA bilateral knees. Pain 4/10 L knee with stairs. Patient goals: return to community ambulation with RW.';
  const o =
    'Vitals: BP 128/76, HR 72, SpO2 97% RA. Ambulation: 150 ft with RW, CGA. TUG score: 14 seconds. Tinetti score: 21/28. Transfers sit to stand with min A x1.';
  const a =
    'Decreased balance and endurance limiting safe household mobility. Good rehab potential. Goals: independent household ambulation with RW in 4 weeks.';
  const p = 'Interventions: gait training, balance training, therapeutic exercise, HEP. Visit frequency: 2x/week for 4 weeks.';
  await db.query(
    `INSERT INTO "${NOTES_SCHEMA}".notes (user_id, kind, title, content, is_draft, subjective, objective, assessment, plan, created_at, updated_at)
     SELECT w.id, k.kind, 'SOAP Note - ' || to_char(t.at, 'FMMM/FMDD/YYYY'),
            'SUBJECTIVE:' || chr(10) || $3 || chr(10) || chr(10) || 'OBJECTIVE:' || chr(10) || $4 || chr(10) || chr(10) || 'ASSESSMENT:' || chr(10) || $5 || chr(10) || chr(10) || 'PLAN:' || chr(10) || $6,
            n % 25 = 0, $3, $4, $5, $6, t.at, t.at
       FROM (SELECT n, floor($2::int * power(random(), 2.5))::int AS rank, random() AS r1, random() AS r2 FROM generate_series(1, $1::int) AS n) AS pick
       JOIN bench_writers w ON w.rank = pick.rank
       CROSS JOIN LATERAL (SELECT (ARRAY['pt','pt','pt','ot','ot','sn','wheelchair','hospital-bed','commode','walker'])[1 + floor(pick.r1 * 10)::int] AS kind) AS k
       CROSS JOIN LATERAL (SELECT greatest(w.created_at, now() - interval '120 days') AS lo, now() - w.lag_days * interval '1 day' AS hi) AS win
       CROSS JOIN LATERAL (SELECT CASE WHEN win.hi > win.lo THEN win.lo + pick.r2 * (win.hi - win.lo) ELSE win.lo + pick.r2 * (now() - win.lo) END AS at) AS t`,
    [NOTES, writers, s, o, a, p],
  );
  await db.query('COMMIT');
  // What autovacuum does on its own after such a load: statistics and the visibility map.
  await db.query(`VACUUM ANALYZE "${IDENTITY}".users`);
  await db.query(`VACUUM ANALYZE "${NOTES_SCHEMA}".notes`);
}

/** Bytes on the wire for one GET with the given accept-encoding (node:http does not decode). */
function wireBytes(url, token, acceptEncoding) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': acceptEncoding } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () =>
          res.statusCode === 200
            ? resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'none' })
            : reject(new Error(`${url} answered ${res.statusCode}`)),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** N sequential calls: timings of every call (failures too), the failures by status, the bytes of the last OK answer. */
async function timeCalls(n, call) {
  const times = [];
  const failures = {};
  let bytes = 0;
  let total = null;
  for (let i = 0; i < n; i++) {
    const started = process.hrtime.bigint();
    const res = await call();
    const body = await res.arrayBuffer();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (res.ok) {
      bytes = body.byteLength;
      total = res.headers.get('x-total-count');
    } else failures[res.status] = (failures[res.status] ?? 0) + 1;
  }
  return { ...summarise(times), failures, bytes, total };
}

const adminEmail = benchEmail('admin-bench');
const bench = await benchPlatform({ ADMIN_EMAILS: adminEmail });
const db = new Client({ connectionString: bench.database });
let seeded = false;
try {
  await db.connect();
  const { token } = await verifiedAccount(bench, 'admin-bench', adminEmail);

  const seedStarted = Date.now();
  const kept = (
    await db.query(
      `SELECT (SELECT count(*) FROM "${IDENTITY}".users WHERE email LIKE $1)::int AS users,
              (SELECT count(*) FROM "${NOTES_SCHEMA}".notes)::int AS notes`,
      [SEED_EMAILS],
    )
  ).rows[0];
  seeded = true;
  if (process.env.BENCH_REUSE_SEED && kept.users === USERS && kept.notes >= NOTES) {
    console.log(`\n  reusing the kept seed: ${kept.users.toLocaleString('en-US')} users`);
  } else {
    await unseed(db);
    await seed(db);
  }
  const seedSeconds = (Date.now() - seedStarted) / 1000;
  const counts = (
    await db.query(
      `SELECT (SELECT count(*) FROM "${IDENTITY}".users)::int AS users, (SELECT count(*) FROM "${NOTES_SCHEMA}".notes)::int AS notes`,
    )
  ).rows[0];
  console.log(
    `\n  seeded ${USERS.toLocaleString('en-US')} users and ${NOTES.toLocaleString('en-US')} notes in ${seedSeconds.toFixed(1)} s (database now: ${counts.users.toLocaleString('en-US')} users, ${counts.notes.toLocaleString('en-US')} notes)`,
  );

  const get =
    (path, encoding = 'br, gzip') =>
    () =>
      fetch(`${bench.app}${path}`, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding } });
  // What the admin page asks (the first page is what opening the Users tab asks; a platform from
  // before issue 23 ignores the parameters and answers every account each time).
  const deepPage = Math.max(1, Math.floor(USERS / 25 / 2));
  const calls = [
    ['users: first page', '/api/admin/users?page=1&pageSize=25&sort=signup&order=desc'],
    ['users: search "ana"', '/api/admin/users?page=1&pageSize=25&sort=signup&order=desc&search=ana'],
    ['users: sort by notes', '/api/admin/users?page=1&pageSize=25&sort=notes&order=desc'],
    ['users: activity, page ' + deepPage, `/api/admin/users?page=${deepPage}&pageSize=25&sort=activity&order=desc`],
    ['stats', '/api/admin/stats'],
  ];
  for (const [, path] of calls) for (let i = 0; i < WARM_UP; i++) await (await get(path)()).arrayBuffer();
  // The first admin call copied svc-notes' counters (one row per writer) into svc-identity's
  // user_note_counts: what autovacuum does on its own after such a load (no such table before issue 23).
  await db.query(`VACUUM ANALYZE "${IDENTITY}".user_note_counts`).catch(() => undefined);

  // The seeded rows are what the lists show.
  const first = await get('/api/admin/users')();
  const stats = await (await get('/api/admin/stats')()).json();
  const listed = Number(first.headers.get('x-total-count') ?? (first.ok ? (await first.json()).length : NaN));
  if (first.ok && stats.totalUsers !== undefined && (listed < USERS || stats.totalNotes !== counts.notes))
    console.log(`  WRONG: the lists do not show the seed: ${listed} users listed, stats say ${stats.totalNotes} notes of ${counts.notes}`);

  const results = [];
  for (const [label, path] of calls) {
    const timing = await timeCalls(N, get(path));
    const br = await wireBytes(`${bench.app}${path}`, token, 'gzip, deflate, br, zstd').catch(() => ({ bytes: NaN, encoding: 'failed' }));
    results.push({ label, path, timing, br });
  }

  const row = ({ label, timing: t, br }) =>
    `  ${label.padEnd(26)} p50 ${t.p50.toFixed(1).padStart(7)}   p90 ${t.p90.toFixed(1).padStart(7)}   p99 ${t.p99.toFixed(1).padStart(7)}   max ${t.max.toFixed(1).padStart(7)} ms   ` +
    `${kb(t.bytes).padStart(10)} json, ${kb(br.bytes).padStart(9)} ${br.encoding}` +
    (t.total !== null ? `   (${Number(t.total).toLocaleString('en-US')} match)` : '') +
    (Object.keys(t.failures).length
      ? `   FAILED: ${Object.entries(t.failures)
          .map(([status, k]) => `${k}× ${status}`)
          .join(', ')}`
      : '');
  console.log(`\nAdmin lists through the gateway (${N} sequential calls each, after ${WARM_UP} warm-up calls)`);
  for (const result of results) console.log(row(result));
  console.log(
    `  stats: ${stats.totalUsers?.toLocaleString('en-US')} users, ${stats.totalNotes?.toLocaleString('en-US')} notes, ${stats.activeUsers?.toLocaleString('en-US')} active, ${stats.notesThisMonth?.toLocaleString('en-US')} this month`,
  );
  for (const { label, timing } of results)
    if (timing.p99 > TARGET_P99_MS) console.log(`  OVER TARGET: ${label} p99 ${timing.p99.toFixed(0)} ms > ${TARGET_P99_MS} ms`);
} finally {
  if (seeded && !process.env.BENCH_KEEP_SEED) await unseed(db).catch((err) => console.error(`  could not remove the seed: ${err.message}`));
  await db.end().catch(() => undefined);
  await bench.stop();
}
