#!/usr/bin/env node
// npm run bench:page-load — what a clinician's phone gets on a cold load (docs/architecture.md §7a).
//
// Starts its own platform (ports +20000, no build: build first) unless BENCH_URL points at a
// running one whose MailDev inbox is at BENCH_INBOX_URL, makes a verified account, then opens each
// route in headless Chromium under Lighthouse's mobile profile (150 ms RTT, 1.6 Mbit/s down,
// 750 kbit/s up, CPU ×4, phone screen), each run in a fresh browser context (empty cache).
// Signed-in routes get the account's token in localStorage before the page's scripts run.
// A run ends when the route is ready and the network has been quiet 1.5 s.
// Per route it prints the MEDIAN over the runs of:
//   ready       when the route was usable (issue 23's headline): its form's first field on screen
//               and a key typed into it showing there (the greeting and the cards on /), whether
//               the first paint's form or the app's took it (docs/decisions/0145-first-paint-forms.md)
//   typed kept  runs whose typed key was still in the field after the app took the page over (a
//               lost key makes the route not ready: the targets count it so)
//   app         when the app took the page over (no first-paint markup left)
//   LCP / FCP   largest / first contentful paint, seconds after navigation start
//   KB          bytes transferred (headers + bodies as sent, i.e. compressed), KB = 1024 bytes
//   JS KB       the part of KB that was JavaScript
//   requests    responses received
// then whether the targets are met. Figures only: a miss is printed, never fails the process.
//
//   node bench/page-load.mjs [--runs=3] [--route=/login] [--no-throttle]
import { benchPlatform, verifiedAccount } from './lib/bench-platform.mjs';
import { launchChromium } from '../scripts/lib/chromium.mjs';
import { MOBILE_PROFILE, coldLoad } from './lib/cold-load.mjs';

// ready: what must be on screen for the route to be usable; probe: the field a key is typed into
// (ready only once it shows there). Both match the first paint's form and the app's (same ids).
const ROUTES = [
  { path: '/login', ready: '#login-email', probe: '#login-email' },
  { path: '/', signedIn: true, ready: ['text=Welcome,', '[aria-label="Create Note: PT Evaluation"]'] },
  { path: '/pt-eval', signedIn: true, ready: '#pt-subjective-patientInfo', probe: '#pt-subjective-patientInfo' },
  {
    path: '/dme/wheelchair',
    signedIn: true,
    ready: '#wheelchair-medicalNecessity-mobilityLimitation',
    probe: '#wheelchair-medicalNecessity-mobilityLimitation',
  },
];
/** Issue 23: ready ≤ 1.5 s on /login and ≤ 2.0 s on every route; LCP (issue 11) and /login's bytes kept. */
const TARGETS = { loginReadyMs: 1500, everyRouteReadyMs: 2000, loginKb: 200, everyRouteLcpMs: 2500 };

const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const RUNS = Number(option('runs') ?? 3);
const ONLY = option('route');
const THROTTLE = !process.argv.includes('--no-throttle');

const median = (values) => {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const seconds = (ms) => (ms === null ? '—' : (ms / 1000).toFixed(2));
const kb = (bytes) => (bytes === null ? '—' : (bytes / 1024).toFixed(1));

async function measure(browser, app, token, route) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    runs.push(
      await coldLoad(browser, {
        url: app + route.path,
        ready: route.ready,
        probe: route.probe,
        token: route.signedIn ? token : undefined,
        throttle: THROTTLE,
      }),
    );
  }
  const rendered = runs.filter((run) => run.rendered);
  const of = (key) => median(rendered.map((run) => run[key]));
  return {
    path: route.path,
    failed: runs.length - rendered.length,
    lcp: of('lcp'),
    fcp: of('fcp'),
    readyAt: of('readyAt'),
    appAt: of('appAt'),
    // Runs whose typed key was lost when the app took the page over (null: nothing typed on this route).
    lost: route.probe ? rendered.filter((run) => run.kept === false).length : null,
    bytes: of('bytes'),
    jsBytes: of('jsBytes'),
    requests: of('requests'),
  };
}

function printTable(rows) {
  const header = ['route', 'ready s', 'typed kept', 'app s', 'LCP s', 'FCP s', 'KB', 'JS KB', 'requests'];
  const lines = rows.map((row) => [
    row.failed ? `${row.path} (did not render ${row.failed}/${RUNS})` : row.path,
    seconds(row.readyAt),
    row.lost === null ? '—' : `${RUNS - row.failed - row.lost}/${RUNS - row.failed}`,
    seconds(row.appAt),
    seconds(row.lcp),
    seconds(row.fcp),
    kb(row.bytes),
    kb(row.jsBytes),
    row.requests === null ? '—' : String(row.requests),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  const format = (cells) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(format(line));
}

function printTargets(rows) {
  const verdict = (met) => (met ? 'met    ' : 'not met');
  // Usable only if what was typed survived the app's takeover.
  const readyMs = (row) => (row.lost ? null : row.readyAt);
  const login = rows.find((row) => row.path === '/login');
  if (login) {
    const met = readyMs(login) !== null && readyMs(login) <= TARGETS.loginReadyMs;
    console.log(`  ${verdict(met)}  /login ready ≤ ${seconds(TARGETS.loginReadyMs)} s (${seconds(readyMs(login))} s)`);
  }
  const scope = ONLY ? 'every route measured' : 'every route';
  const late = rows.filter((row) => readyMs(row) === null || readyMs(row) > TARGETS.everyRouteReadyMs);
  console.log(
    `  ${verdict(!late.length)}  ${scope} ready ≤ ${seconds(TARGETS.everyRouteReadyMs)} s${late.length ? ` (${late.map((row) => `${row.path} ${seconds(readyMs(row))} s`).join(', ')})` : ''}`,
  );
  if (login) {
    const met = login.bytes !== null && login.bytes <= TARGETS.loginKb * 1024;
    console.log(`  ${verdict(met)}  /login ≤ ${TARGETS.loginKb} KB transferred (${kb(login.bytes)} KB)`);
  }
  const slow = rows.filter((row) => row.lcp === null || row.lcp > TARGETS.everyRouteLcpMs);
  console.log(
    `  ${verdict(!slow.length)}  ${scope} LCP ≤ ${seconds(TARGETS.everyRouteLcpMs)} s${slow.length ? ` (${slow.map((row) => `${row.path} ${seconds(row.lcp)} s`).join(', ')})` : ''}`,
  );
}

const routes = ONLY ? ROUTES.filter((route) => route.path === ONLY) : ROUTES;
if (!routes.length) {
  console.error(`--route must be one of ${ROUTES.map((route) => route.path).join(', ')}`);
  process.exit(2);
}

const bench = await benchPlatform();
const browser = await launchChromium();
try {
  const { token } = await verifiedAccount(bench, 'page-load');
  // A deployed gateway and identity service are warm; a freshly started one compiles and fills its
  // key and session caches on its first requests, which would land on the first signed-in page.
  for (let i = 0; i < 20; i++)
    await fetch(`${bench.app}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } }).then((res) => res.arrayBuffer());
  const rows = [];
  for (const route of routes) rows.push(await measure(browser, bench.app, token, route));

  const profile = THROTTLE ? `Lighthouse mobile profile: ${MOBILE_PROFILE.label}` : 'NOT throttled (--no-throttle)';
  console.log(`\nCold loads of ${bench.app}, ${profile}; median of ${RUNS} run${RUNS > 1 ? 's' : ''}, each in a fresh context:\n`);
  printTable(rows);
  if (THROTTLE) {
    console.log('\nTargets (issues 23 and 11; printed, not enforced):');
    printTargets(rows);
  } else {
    console.log('\nTargets are for the throttled profile: not judged with --no-throttle.');
  }
} finally {
  await browser.close();
  await bench.stop();
}
