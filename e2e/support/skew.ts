// Version skew (issue 26): the front-end slices of the previous release, built from git, served beside
// this release's, and a gateway that mixes them. docs/decisions/0160-version-skew.md.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { platform } from './platform';

const ROOT = path.resolve(__dirname, '..', '..');
export const FRONTENDS = ['shell', 'mfe-auth', 'mfe-soap', 'mfe-dme', 'mfe-admin'] as const;
export type Frontend = (typeof FRONTENDS)[number];
const UPSTREAM_KEYS: Record<Frontend, string> = {
  shell: 'SHELL_URL',
  'mfe-auth': 'MFE_AUTH_URL',
  'mfe-soap': 'MFE_SOAP_URL',
  'mfe-dme': 'MFE_DME_URL',
  'mfe-admin': 'MFE_ADMIN_URL',
};

const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();

/**
 * The previous release: SKEW_BASE when set, else the commit deploy/released.json names — what is in
 * production while today's slices go out one by one.
 */
export function previousRelease(): { commit: string; subject: string } {
  const named =
    process.env.SKEW_BASE ?? (JSON.parse(readFileSync(path.join(ROOT, 'deploy', 'released.json'), 'utf8')) as { commit: string }).commit;
  // A shallow clone (some CI checkouts) lacks the release's commit: fetch the history first.
  if (git('rev-parse', '--is-shallow-repository') === 'true') git('fetch', '--unshallow', '--quiet');
  const commit = git('rev-parse', '--verify', `${named}^{commit}`);
  return { commit, subject: git('log', '-1', '--format=%s', commit).slice(0, 100) };
}

/**
 * The previous release's front-end builds, made once per commit in <tmp>/clinote-skew/<commit> (a git
 * worktree with its own npm install and Nx build; outside the repository, so no tool of this one
 * finds a second copy of every project), reused by later runs on this machine.
 */
export function buildPreviousRelease(commit: string, log: (line: string) => void): string {
  const dir = path.join(tmpdir(), 'clinote-skew', commit.slice(0, 12));
  if (
    FRONTENDS.every(
      (name) => existsSync(path.join(dir, name, 'dist', 'index.html')) || existsSync(path.join(dir, name, 'dist', 'mf-manifest.json')),
    )
  )
    return dir;
  rmSync(dir, { recursive: true, force: true });
  execFileSync('git', ['worktree', 'prune'], { cwd: ROOT });
  mkdirSync(path.dirname(dir), { recursive: true });
  execFileSync('git', ['worktree', 'add', '--detach', '--force', dir, commit], { cwd: ROOT, stdio: 'pipe' });
  const run = (command: string, args: string[]) => {
    const started = Date.now();
    execFileSync(command, args, {
      cwd: dir,
      stdio: 'pipe',
      maxBuffer: 256 * 1024 * 1024,
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
    });
    log(`${command} ${args.slice(0, 3).join(' ')}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  };
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline']);
  run(process.execPath, [
    path.join(dir, 'node_modules', '.bin', 'nx'),
    'run-many',
    '-t',
    'build',
    `--projects=${FRONTENDS.join(',')}`,
    '--parallel=1',
  ]);
  return dir;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function healthy(url: string, child: ChildProcess, what: string): Promise<void> {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode})`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(1000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} was not healthy at ${url} within 45 s`);
}

export interface Started {
  url: string;
  child: ChildProcess;
}

function logTo(name: string, child: ChildProcess): void {
  const log = createWriteStream(path.join(platform().logDir, `skew-${name}.log`));
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
}

/** A static server (the platform's own, libs/static-server) over one slice's dist/. */
export async function serveFrontend(name: Frontend, distRoot: string): Promise<Started> {
  const port = await freePort();
  const args = [
    path.join(ROOT, 'libs', 'static-server', 'cli.js'),
    path.join(distRoot, name, 'dist'),
    '--port',
    String(port),
    '--host',
    '127.0.0.1',
  ];
  if (name === 'shell') args.push('--spa');
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  logTo(`${name}-${path.basename(distRoot)}`, child);
  const url = `http://127.0.0.1:${port}`;
  await healthy(`${url}/health`, child, `${name} static server`);
  return { url, child };
}

/** This release's gateway (its dist/main.js) on the platform's services, with the front ends given. */
export async function startGateway(name: string, frontends: Record<Frontend, string>): Promise<Started> {
  const { ports, urls } = platform();
  const port = await freePort();
  const service = (svc: string) => `http://127.0.0.1:${ports.services[svc]}`;
  const child = spawn(process.execPath, [path.join(ROOT, 'gateway', 'dist', 'main.js')], {
    cwd: path.join(ROOT, 'gateway'),
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      METRICS_PORT: String(await freePort()),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_FORMAT: 'text',
      REDIS_URL: urls.redis,
      // The e2e platform's prefix (E2E_NAME in support/platform-file.mjs): sign-outs are read from the same keys.
      QUEUE_PREFIX: 'clinote-e2e',
      IDENTITY_URL: service('svc-identity'),
      NOTES_URL: service('svc-notes'),
      AI_URL: service('svc-ai'),
      MAILER_URL: service('svc-mailer'),
      ...Object.fromEntries(FRONTENDS.map((f) => [UPSTREAM_KEYS[f], frontends[f]])),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  logTo(`gateway-${name}`, child);
  const url = `http://localhost:${port}`;
  await healthy(`${url}/healthz`, child, `gateway (${name})`);
  return { url, child };
}

export async function stopAll(started: Array<Started | undefined>): Promise<void> {
  await Promise.all(
    started.map(
      (s) =>
        new Promise<void>((resolve) => {
          if (!s || s.child.exitCode !== null) return resolve();
          s.child.once('exit', () => resolve());
          s.child.kill('SIGINT');
        }),
    ),
  );
}
