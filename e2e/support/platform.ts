import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

interface PlatformFile {
  urls: { app: string; inbox: string | null; health: string; redis: string };
  /** `services`: each service's (first instance's) port on 127.0.0.1. */
  ports: { gateway: number; frontends: Record<string, number>; services: Record<string, number> };
  /** Where the platform's processes log (.data/<name>/logs). */
  logDir: string;
  processes: Record<string, { pid: number; command: string; args: string[] }>;
  /** The one address ADMIN_EMAILS names in this run. */
  adminEmail: string;
  /** Slices a test stopped and started again itself (stopFrontend): global teardown stops them. */
  restarted?: number[];
}

const FILE = path.resolve(__dirname, '..', '..', '.data', 'clinote-e2e.platform.json');

/** The platform global-setup.mjs started for this run. */
export function platform(): PlatformFile {
  return JSON.parse(readFileSync(FILE, 'utf8')) as PlatformFile;
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`condition not met within ${timeoutMs} ms`);
}

const answers = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(1000) }).then(
    (r) => r.ok,
    () => false,
  );

/**
 * Really stops one front-end slice's static server (as when its team's deployment is down) and
 * returns a function that starts it again the same way.
 */
export async function stopFrontend(name: string): Promise<() => Promise<void>> {
  const { processes, ports } = platform();
  const proc = processes[name];
  const health = `http://127.0.0.1:${ports.frontends[name]}/health`;
  process.kill(proc.pid, 'SIGTERM');
  await waitUntil(async () => !(await answers(health)), 10_000);
  return async () => {
    const child = spawn(proc.command, proc.args, { stdio: 'ignore', detached: false });
    child.unref(); // it must not keep Jest from exiting; global-teardown.mjs stops it
    await waitUntil(() => answers(health), 10_000);
    // Not the launcher's child: recorded in the platform file, so later test files see the new pid
    // and global teardown stops it (a test file's own hooks cannot: the slice must keep serving).
    const file = platform();
    file.processes[name].pid = child.pid!;
    file.restarted = [...(file.restarted ?? []), child.pid!];
    writeFileSync(FILE, JSON.stringify(file, null, 2));
  };
}
