// The launcher's supervisor (issue 12): real child processes, really killed. A crashed process comes back
// with backoff and the others are untouched; a process stopped on purpose stays stopped.
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');

// A tiny HTTP server that answers with its pid and, like the platform's servers, exits 0 on SIGTERM.
const SERVER =
  "require('http').createServer((q, s) => s.end(String(process.pid))).listen(+process.env.PORT, '127.0.0.1'); process.on('SIGTERM', () => process.exit(0));";

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

const answer = (port) =>
  fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(500) }).then(
    (r) => r.text(),
    () => null,
  );
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
async function waitFor(check, timeoutMs = 4000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(50);
  }
}
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('ProcessGroup supervision', () => {
  let ProcessGroup;
  let askedToStop;
  let logDir;
  const groups = [];
  beforeAll(async () => {
    ({ ProcessGroup, askedToStop } = await import(path.join(ROOT, 'scripts/lib/processes.mjs')));
    logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinote-supervision-'));
  });
  afterAll(async () => {
    await Promise.all(groups.map((g) => g.stopAll()));
    fs.rmSync(logDir, { recursive: true, force: true });
  });

  function newGroup(backoff) {
    const lines = [];
    const group = new ProcessGroup(logDir, { log: (line) => lines.push(line), backoff });
    groups.push(group);
    group.supervise();
    return { group, lines };
  }

  it('restarts a SIGKILLed server, leaves the others alone, and stops everything for good on stopAll', async () => {
    const { group, lines } = newGroup({ initialDelayMs: 200, maxDelayMs: 1000 });
    const [portA, portB] = [await freePort(), await freePort()];
    const exits = [];
    const onExit = (...args) => exits.push(args);
    group.start('a', process.execPath, ['-e', SERVER], { env: { PORT: String(portA) }, onExit });
    group.start('b', process.execPath, ['-e', SERVER], { env: { PORT: String(portB) }, onExit });
    const pidA = Number(await waitFor(() => answer(portA)));
    const pidB = Number(await waitFor(() => answer(portB)));
    const childB = group.children.get('b').child;

    process.kill(pidA, 'SIGKILL');
    const newPidA = Number(
      await waitFor(async () => {
        const pid = await answer(portA);
        return pid && Number(pid) !== pidA ? pid : null;
      }),
    );

    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^a crashed \(signal SIGKILL\) after .* up: restarting it in 0\.2 s \(attempt 1\)\.$/),
        `a restarted (pid ${newPidA}, attempt 1).`,
      ]),
    );
    expect(exits).toEqual([['a', 'SIGKILL', { attempt: 1, delayMs: 200 }]]);
    expect(group.children.get('a').child.pid).toBe(newPidA); // the e2e setup reads pids from here
    expect(group.children.get('b').child).toBe(childB);
    expect(Number(await answer(portB))).toBe(pidB);

    await group.stopAll();
    await sleep(400); // longer than any restart delay
    expect(group.children.size).toBe(0);
    expect([alive(newPidA), alive(pidB)]).toEqual([false, false]);
    expect([await answer(portA), await answer(portB)]).toEqual([null, null]);
    expect(lines.filter((l) => l.includes('restarted'))).toHaveLength(1);
    expect(exits).toHaveLength(1);
  });

  it('does not restart a server stopped with SIGTERM from outside (as the e2e suite stops a slice) or through stop()', async () => {
    const { group, lines } = newGroup({ initialDelayMs: 100 });
    const [portA, portB] = [await freePort(), await freePort()];
    group.start('a', process.execPath, ['-e', SERVER], { env: { PORT: String(portA) } });
    group.start('b', process.execPath, ['-e', SERVER], { env: { PORT: String(portB) } });
    const pidA = Number(await waitFor(() => answer(portA)));
    await waitFor(() => answer(portB));

    process.kill(pidA, 'SIGTERM');
    await group.stop('b');
    await sleep(400);
    expect([await answer(portA), await answer(portB)]).toEqual([null, null]);
    expect(group.children.size).toBe(0);
    expect(lines).toEqual(['a stopped (exit code 0) as something asked it to: not restarting it.']);
  });

  it('backs off exponentially up to the cap, says so loudly after many crashes in a row, and keeps trying', async () => {
    const { group, lines } = newGroup({ initialDelayMs: 100, maxDelayMs: 400, loudAfter: 4 });
    const crashes = () => lines.filter((l) => l.includes('crashed (exit code 3)'));
    group.start('flaky', process.execPath, ['-e', 'process.exit(3)']);
    await waitFor(() => crashes().length >= 5, 6000);
    await group.stopAll();
    const delays = crashes().map((l) =>
      l
        .match(/in ([\d.]+) s \(attempt (\d+)\)\.$/)
        .slice(1)
        .map(Number),
    );
    expect(delays.slice(0, 5)).toEqual([
      [0.1, 1],
      [0.2, 2],
      [0.4, 3],
      [0.4, 4],
      [0.4, 5],
    ]);
    expect(lines).toContainEqual(expect.stringMatching(/^!!! flaky has crashed 4 times in a row .* still restarting it/));
    const count = lines.length;
    await sleep(300);
    expect(lines).toHaveLength(count); // stopAll cancelled the pending restart
  });

  it('starts the count again once a process has stayed up long enough', async () => {
    const { group, lines } = newGroup({ initialDelayMs: 50, resetAfterMs: 200 });
    group.start('late', process.execPath, ['-e', 'setTimeout(() => process.exit(1), 300)']);
    await waitFor(() => lines.filter((l) => l.includes('crashed')).length >= 2, 4000);
    await group.stopAll();
    expect(lines.filter((l) => l.includes('crashed')).slice(0, 2)).toEqual([
      expect.stringContaining('(attempt 1)'),
      expect.stringContaining('(attempt 1)'),
    ]);
  });

  it('treats exit 0 and SIGTERM/SIGINT as asked to stop, anything else as a crash', () => {
    expect([askedToStop(0, null), askedToStop(null, 'SIGTERM'), askedToStop(null, 'SIGINT')]).toEqual([true, true, true]);
    expect([askedToStop(1, null), askedToStop(78, null), askedToStop(null, 'SIGKILL'), askedToStop(null, 'SIGSEGV')]).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
