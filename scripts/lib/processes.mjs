// Child processes with their output in log files, and a stop that really stops them.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';

export class ProcessGroup {
  constructor(logDir) {
    this.logDir = logDir;
    this.children = new Map();
    this.stopping = false;
    mkdirSync(logDir, { recursive: true });
  }

  logFile(name) {
    return path.join(this.logDir, `${name}.log`);
  }

  /** Starts `command args` with env; `onExit(name, code)` is told when it dies on its own. */
  start(name, command, args, { env, cwd, onExit } = {}) {
    const log = createWriteStream(this.logFile(name), { flags: 'a' });
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    const entry = { child, log, expectedExit: false };
    this.children.set(name, entry);
    child.on('exit', (code, signal) => {
      log.end();
      if (this.children.get(name) === entry) this.children.delete(name);
      if (!entry.expectedExit && !this.stopping) onExit?.(name, code ?? signal);
    });
    return child;
  }

  async stop(name, timeoutMs = 5000) {
    const entry = this.children.get(name);
    if (!entry || entry.child.exitCode !== null) return;
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

  async stopAll() {
    this.stopping = true;
    await Promise.all([...this.children.keys()].map((name) => this.stop(name)));
  }

  /** The last lines a process wrote, to show why it failed. */
  tail(name, lines = 15) {
    const file = this.logFile(name);
    if (!existsSync(file)) return '';
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  }
}
