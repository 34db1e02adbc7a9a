// Child processes with their output in log files, a supervisor that restarts the ones that crash,
// and a stop that really stops them.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';

/** Restart delays: 0.5 s, 1 s, 2 s … capped at 30 s; a process up for 60 s starts again from 0.5 s. */
export const DEFAULT_BACKOFF = { initialDelayMs: 500, maxDelayMs: 30_000, resetAfterMs: 60_000, loudAfter: 10 };

/**
 * How a process ended when it was asked to stop: a clean exit (our servers exit 0 on SIGTERM/SIGINT)
 * or death by SIGTERM/SIGINT. Anything else (a non-zero code, SIGKILL, SIGSEGV, the OOM killer…) is a crash.
 * The same rule as systemd's Restart=on-failure: `kill <pid>` stops a process for good, a crash does not.
 */
export function askedToStop(code, signal) {
  return signal ? signal === 'SIGTERM' || signal === 'SIGINT' : code === 0;
}

const seconds = (ms) => `${ms < 10_000 ? (ms / 1000).toFixed(1) : Math.round(ms / 1000)} s`;

export class ProcessGroup {
  /**
   * @param {string} logDir
   * @param {object} [options]
   * @param {(line: string) => void} [options.log] where the supervisor says what it restarts
   * @param {Partial<typeof DEFAULT_BACKOFF>} [options.backoff]
   */
  constructor(logDir, { log = () => undefined, backoff = {} } = {}) {
    this.logDir = logDir;
    this.children = new Map(); // name -> { child, log, expectedExit, startedAt }: always the live process
    this.stopping = false;
    this.supervising = false;
    this.log = log;
    this.backoff = { ...DEFAULT_BACKOFF, ...backoff };
    this.restarts = new Map(); // name -> { failures, timer }
    mkdirSync(logDir, { recursive: true });
  }

  logFile(name) {
    return path.join(this.logDir, `${name}.log`);
  }

  /** From now on a process that crashes is started again (until stop()/stopAll()). */
  supervise(on = true) {
    this.supervising = on;
    if (!on) for (const name of [...this.restarts.keys()]) this.#cancelRestart(name);
  }

  /**
   * Starts `command args` with env. When it dies without being stopped through this group,
   * `onExit(name, codeOrSignal, restart)` is told; `restart` is `{ attempt, delayMs }` when the
   * supervisor will start it again, else null.
   */
  start(name, command, args, options = {}) {
    const { env, cwd, onExit } = options;
    const log = createWriteStream(this.logFile(name), { flags: 'a' });
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    const entry = { child, log, expectedExit: false, startedAt: Date.now() };
    this.children.set(name, entry);
    let ended = false;
    const onEnd = (code, signal) => {
      if (ended) return;
      ended = true;
      log.end();
      if (this.children.get(name) === entry) this.children.delete(name);
      if (entry.expectedExit || this.stopping) return;
      const how = signal ? `signal ${signal}` : typeof code === 'string' ? `could not start: ${code}` : `exit code ${code}`;
      let restart = null;
      if (this.supervising) {
        if (askedToStop(code, signal)) {
          this.restarts.delete(name);
          this.log(`${name} stopped (${how}) as something asked it to: not restarting it.`);
        } else {
          restart = this.#scheduleRestart(name, how, Date.now() - entry.startedAt, () => this.start(name, command, args, options));
        }
      }
      onExit?.(name, code ?? signal, restart);
    };
    child.on('exit', onEnd);
    // A process that could not even start (ENOENT, EACCES…) emits 'error' and no 'exit'.
    child.on('error', (err) => {
      if (child.pid === undefined) onEnd(err.code ?? 1, null);
    });
    return child;
  }

  #scheduleRestart(name, how, upMs, again) {
    const { initialDelayMs, maxDelayMs, resetAfterMs, loudAfter } = this.backoff;
    const state = this.restarts.get(name) ?? { failures: 0, timer: null };
    this.restarts.set(name, state);
    if (upMs >= resetAfterMs) state.failures = 0;
    state.failures += 1;
    const attempt = state.failures;
    const delayMs = Math.min(initialDelayMs * 2 ** Math.min(attempt - 1, 30), maxDelayMs);
    this.log(`${name} crashed (${how}) after ${seconds(upMs)} up: restarting it in ${seconds(delayMs)} (attempt ${attempt}).`);
    if (attempt % loudAfter === 0) {
      this.log(
        `!!! ${name} has crashed ${attempt} times in a row without staying up ${seconds(resetAfterMs)}: ` +
          `still restarting it every ${seconds(maxDelayMs)} at most; the rest of the platform keeps serving. See ${this.logFile(name)}`,
      );
    }
    clearTimeout(state.timer);
    state.timer = setTimeout(() => {
      state.timer = null;
      if (this.stopping || !this.supervising || this.restarts.get(name) !== state) return;
      const child = again();
      this.log(`${name} restarted (pid ${child.pid ?? '?'}, attempt ${attempt}).`);
    }, delayMs);
    return { attempt, delayMs };
  }

  #cancelRestart(name) {
    const state = this.restarts.get(name);
    if (state) clearTimeout(state.timer);
    this.restarts.delete(name);
  }

  /** Stops one process on purpose: it is not restarted (a pending restart is cancelled). */
  async stop(name, timeoutMs = 5000) {
    this.#cancelRestart(name);
    const entry = this.children.get(name);
    if (!entry || entry.child.exitCode !== null || entry.child.signalCode !== null) return;
    entry.expectedExit = true;
    await new Promise((resolve) => {
      const timer = setTimeout(() => entry.child.kill('SIGKILL'), timeoutMs);
      entry.child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      entry.child.kill('SIGTERM');
    });
  }

  /** Stops every process; nothing is restarted any more. */
  async stopAll() {
    this.stopping = true;
    for (const name of [...this.restarts.keys()]) this.#cancelRestart(name);
    await Promise.all([...this.children.keys()].map((name) => this.stop(name)));
  }

  /** The last lines a process wrote, to show why it failed. */
  tail(name, lines = 15) {
    const file = this.logFile(name);
    if (!existsSync(file)) return '';
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  }
}
