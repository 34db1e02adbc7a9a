// npm run bench:bundle — the JavaScript a browser downloads for a cold load of each route.
//
// Builds the five front-end slices (production, one after another: the machine has 2 cores),
// serves them as in production — five static servers behind a small router that does what the
// gateway does (/remotes.json, /mfe/<name>/* → that remote, everything else → the shell) — then
// opens every route of docs/product.md §2 in headless Chromium with an empty cache and sums every JS
// response, raw and gzipped (zlib level 9). It prints figures and never fails on them.
//
//   node bench/bundle.mjs [--skip-build] [--detail=/login]   (--detail lists that route's files)
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../scripts/lib/chromium.mjs';
import { watchNetwork } from './lib/cold-load.mjs';

const require = createRequire(import.meta.url);
const { startStaticServer } = require('@clinote/static-server');

const ROOT = path.resolve(import.meta.dirname, '..');
const SHELL = 'shell';
/** Remote container name → its folder; the gateway serves each under /mfe/<short name>/. */
const REMOTES = { mfe_auth: 'mfe-auth', mfe_soap: 'mfe-soap', mfe_dme: 'mfe-dme', mfe_admin: 'mfe-admin' };
/** Aim from the platform issue, printed beside the figure for /login. */
const LOGIN_AIM_KB = 250;

/** Every route of docs/product.md §2, with what must be on screen once it has loaded. */
const ROUTES = [
  { path: '/login', ready: '[data-remote="mfe_auth"]' },
  { path: '/register', ready: '[data-remote="mfe_auth"]' },
  { path: '/verify-email?token=bench', ready: '[data-remote="mfe_auth"]' },
  { path: '/forgot-password', ready: '[data-remote="mfe_auth"]' },
  { path: '/reset-password?token=bench', ready: '[data-remote="mfe_auth"]' },
  { path: '/resend-verification', ready: '[data-remote="mfe_auth"]' },
  { path: '/', signedIn: true, ready: 'text=Welcome,' },
  { path: '/pt-eval', signedIn: true, ready: '[data-remote="mfe_soap"]' },
  { path: '/ot-eval', signedIn: true, ready: '[data-remote="mfe_soap"]' },
  { path: '/sn-eval', signedIn: true, ready: '[data-remote="mfe_soap"]' },
  { path: '/dme/wheelchair', signedIn: true, ready: '[data-remote="mfe_dme"]' },
  { path: '/dme/hospital-bed', signedIn: true, ready: '[data-remote="mfe_dme"]' },
  { path: '/dme/commode', signedIn: true, ready: '[data-remote="mfe_dme"]' },
  { path: '/dme/walker', signedIn: true, ready: '[data-remote="mfe_dme"]' },
  { path: '/admin', signedIn: true, ready: '[data-remote="mfe_admin"]' },
  { path: '/no-such-page', ready: 'text=404 Page Not Found' },
];

/** The API is not part of a bundle: a signed-in route gets this user from a stubbed /api/auth/me. */
const BENCH_USER = { id: 'bench', email: 'bench@example.com', firstName: 'Bench', lastName: 'User', isAdmin: true };

function buildAll() {
  for (const folder of [SHELL, ...Object.values(REMOTES)]) {
    process.stdout.write(`building ${folder}… `);
    const started = Date.now();
    const result = spawnSync('npx', ['rspack', 'build', '--config', 'rspack.config.mjs'], {
      cwd: path.join(ROOT, folder),
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
    });
    if (result.status !== 0) {
      console.error(`failed\n${result.stdout}\n${result.stderr}`);
      process.exit(1);
    }
    console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

/** Forwards a request to a local server, streaming both ways. */
function proxy(request, response, port, pathname) {
  const upstream = http.request({ host: '127.0.0.1', port, path: pathname, method: request.method, headers: request.headers }, (answer) => {
    response.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(response);
  });
  upstream.on('error', (error) => response.writeHead(502).end(String(error)));
  request.pipe(upstream);
}

/** The five static servers plus a router that stands in for the gateway. */
async function serveAll() {
  const servers = [];
  const start = async (folder, spa) => {
    const app = await startStaticServer({ root: path.join(ROOT, folder, 'dist'), port: 0, spa });
    servers.push(app);
    return app.server.address().port;
  };
  const shellPort = await start(SHELL, true);
  const remotePorts = {};
  const remotesJson = {};
  for (const [name, folder] of Object.entries(REMOTES)) {
    remotePorts[folder.replace('mfe-', '')] = await start(folder, false);
    remotesJson[name] = `/mfe/${folder.replace('mfe-', '')}/mf-manifest.json`;
  }

  const router = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://bench');
    if (url.pathname === '/remotes.json') {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' });
      response.end(JSON.stringify(remotesJson));
      return;
    }
    const remote = /^\/mfe\/([^/]+)(\/.*)$/.exec(url.pathname);
    if (remote && remotePorts[remote[1]]) return proxy(request, response, remotePorts[remote[1]], remote[2] + url.search);
    return proxy(request, response, shellPort, url.pathname + url.search);
  });
  await new Promise((resolve) => router.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${router.address().port}`,
    close: async () => {
      await new Promise((resolve) => router.close(resolve));
      await Promise.all(servers.map((app) => app.close()));
    },
  };
}

/** Opens one route with an empty cache: every JS file it downloaded (with sizes), and whether it rendered. */
async function measureRoute(browser, origin, route) {
  const context = await browser.newContext();
  try {
    if (route.signedIn) await context.addInitScript(() => window.localStorage.setItem('auth_token', 'bench'));
    await context.route('**/api/auth/me', (request) =>
      request.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(BENCH_USER) }),
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const network = watchNetwork(cdp);
    const pending = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (!pathname.endsWith('.js') || response.status() !== 200) return;
      pending.push(response.body().then((body) => ({ file: pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length })));
    });
    await page.goto(origin + route.path, { waitUntil: 'networkidle' });
    // A route that does not render is reported, not fatal: the other figures still count.
    const rendered = await page
      .waitForSelector(route.ready, { timeout: 15_000 })
      .then(() => true)
      .catch(() => false);
    // Late chunks (dialogs, the PHI guard) count too. Not waitForLoadState('networkidle') again:
    // Playwright can lose that state for good once it has fired (microsoft/playwright#42598).
    await network.quiet();
    return { files: await Promise.all(pending), rendered };
  } finally {
    await context.close();
  }
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

function printTable(rows) {
  const header = ['route', 'JS files', 'raw KB', 'gzip KB'];
  const lines = rows.map((row) => [row.path, String(row.files.length), kb(row.raw), kb(row.gzip)]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  const format = (cells) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(format(line));
}

/** Where a route's gzipped JS comes from: the shell's files vs each remote's. */
function printOrigins(row) {
  const byOrigin = {};
  for (const file of row.files) {
    const origin = file.file.startsWith('/mfe/') ? file.file.split('/').slice(0, 3).join('/') + '/' : 'shell /';
    byOrigin[origin] = (byOrigin[origin] ?? 0) + file.gzip;
  }
  const parts = Object.entries(byOrigin).map(([origin, gzip]) => `${origin} ${kb(gzip)} KB`);
  console.log(`  ${row.path}: ${parts.join(', ')}`);
}

async function main() {
  if (!process.argv.includes('--skip-build')) buildAll();
  const site = await serveAll();
  const browser = await launchChromium();
  const rows = [];
  try {
    for (const route of ROUTES) {
      const { files, rendered } = await measureRoute(browser, site.origin, route);
      rows.push({
        path: rendered ? route.path : `${route.path} (DID NOT RENDER)`,
        files,
        raw: files.reduce((sum, file) => sum + file.raw, 0),
        gzip: files.reduce((sum, file) => sum + file.gzip, 0),
      });
    }
  } finally {
    await browser.close();
    await site.close();
  }

  console.log('\nJavaScript downloaded by a cold load of each route (shell + shared + remote):\n');
  printTable(rows);
  console.log('\nBy origin (gzip):');
  for (const row of rows.filter((r) => ['/login', '/', '/pt-eval', '/dme/wheelchair', '/admin'].includes(r.path))) printOrigins(row);
  const detail = process.argv.find((arg) => arg.startsWith('--detail='))?.slice('--detail='.length);
  const detailed = rows.find((row) => row.path === detail);
  if (detailed) {
    console.log(`\nFiles of ${detailed.path} (gzip KB, largest first):`);
    for (const file of [...detailed.files].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(file.gzip).padStart(7)}  ${file.file}`);
  }
  const login = rows.find((row) => row.path.startsWith('/login'));
  console.log(`\n/login: ${kb(login.gzip)} KB gzip (aim ≤ ${LOGIN_AIM_KB} KB; printed, not enforced)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
