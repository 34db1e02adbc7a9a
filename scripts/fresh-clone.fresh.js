// `npm install && npm start` on a fresh clone of this commit, with an empty Nx cache: what a newcomer
// runs first. It failed on two cores when the health budget was counted from before the ~2 min cold
// build ("shell did not become healthy" and nothing after). Ports moved by 30000 and a queue prefix
// of its own, and a database of its own made anew each run (CLINOTE_DATABASE): a fresh machine has none,
// and sharing `clinote` with a developer's `npm start` made the check depend on what that had migrated.
const { execFileSync, spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const OFFSET = 30000;

/** Drops the clone's database when a local PostgreSQL has one left from an earlier run. */
async function dropDatabase(name) {
  const { Client } = require('pg');
  const admin = new Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres', connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    return; // no local PostgreSQL: the clone starts an embedded one in its own directory
  }
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/**
 * The lines that say why, first: a CI log shows only the head of a failure, and the build's own
 * output filled it. Then the launcher's lines after the build, then the last of the raw output.
 */
function whatWentWrong(output) {
  const lines = output.split('\n');
  const reasons = lines.filter((l) => /error|failed|stopped while|already in use|could not|cannot|exit \d/i.test(l));
  const lastNx = lines.map((l) => /nx run/.test(l)).lastIndexOf(true);
  const afterBuild = lines.slice(lastNx + 1).filter((l) => !/^\s*>|^\s*$/.test(l));
  return [
    `Lines that say why:\n${reasons.slice(0, 30).join('\n') || '(none)'}`,
    `After the build:\n${afterBuild.slice(-60).join('\n')}`,
    `The last of the output:\n${output.slice(-3000)}`,
  ].join('\n\n');
}

describe('a fresh clone', () => {
  const dirs = [];
  let child;
  afterAll(async () => {
    // Still running (an exit by signal leaves exitCode null and sets signalCode).
    if (child && child.exitCode === null && child.signalCode === null) {
      process.kill(-child.pid, 'SIGINT');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('comes up with `npm install && npm start`, cold build included, and serves the sign-in page', async () => {
    const clone = fs.mkdtempSync(path.join(os.tmpdir(), 'clinote-fresh-'));
    const nxCache = fs.mkdtempSync(path.join(os.tmpdir(), 'clinote-fresh-nx-'));
    dirs.push(clone, nxCache);
    execFileSync('git', ['clone', '-q', ROOT, clone]);
    const database = 'clinote_fresh_clone';
    const env = {
      ...process.env,
      NX_CACHE_DIRECTORY: nxCache,
      NX_DAEMON: 'false',
      QUEUE_PREFIX: 'clinote_fresh_clone',
      CLINOTE_DATABASE: database,
    };
    delete env.DATABASE_URL;
    await dropDatabase(database);
    delete env.REDIS_URL;
    const topology = await import(path.join(ROOT, 'scripts/lib/topology.mjs'));
    const ports = topology.ports(OFFSET, {});
    for (const [name, port] of [
      ['gateway', ports.gateway],
      ['smtp', ports.smtp],
      ['inbox', ports.inbox],
      ...Object.entries(ports.services),
      ...Object.entries(ports.frontends),
    ]) {
      env[`PORT_${name.toUpperCase().replace(/-/g, '_')}`] = String(port);
    }
    execFileSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: clone, env, stdio: 'pipe', maxBuffer: 64 * 1024 * 1024 });

    const started = Date.now();
    // Its own process group, so SIGINT reaches npm and everything under it, as Ctrl-C in a terminal does.
    child = spawn('npm', ['start'], { cwd: clone, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const outcome = await new Promise((resolve) => {
      const done = (what) => {
        clearInterval(timer);
        resolve(what);
      };
      const timer = setInterval(() => {
        if (/Clinote is running/.test(output)) done('running');
        else if (Date.now() - started > 15 * 60_000) done('timed out');
      }, 500);
      child.once('exit', (code) => done(`exited with ${code}`));
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    console.log(`fresh clone: npm start ${outcome} after ${seconds} s (cold build included)`);
    if (outcome !== 'running') throw new Error(`npm start ${outcome}. ${whatWentWrong(output)}`);
    expect(output).not.toMatch(/did not become healthy/);

    const app = `http://localhost:${ports.gateway}`;
    const login = await fetch(`${app}/login`);
    expect(login.status).toBe(200);
    expect(login.headers.get('content-type')).toMatch(/^text\/html/);
    expect((await fetch(`${app}/api/health`)).status).toBe(200);

    // Ctrl-C stops everything it started: the gateway's port is free again.
    process.kill(-child.pid, 'SIGINT');
    await new Promise((resolve) => child.once('exit', resolve));
    await expect(fetch(`${app}/login`, { signal: AbortSignal.timeout(2000) })).rejects.toThrow();
  });
});
