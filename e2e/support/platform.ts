import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface PlatformFile {
  urls: { app: string; inbox: string | null; health: string };
  ports: { gateway: number; frontends: Record<string, number> };
  processes: Record<string, { pid: number; command: string; args: string[] }>;
  /** The one address ADMIN_EMAILS names in this run. */
  adminEmail: string;
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

const answers = (url: string) => fetch(url, { signal: AbortSignal.timeout(1000) }).then((r) => r.ok, () => false);

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
    child.unref(); // it must not keep Jest from exiting; the 'exit' handler below stops it
    await waitUntil(() => answers(health), 10_000);
    processes[name].pid = child.pid!;
    restarted.push(child.pid!);
  };
}

/**
 * Servers a test restarted are not the launcher's children: they keep serving the later test files
 * (a per-file afterAll would leave those files without the slice) and stop when Jest's process ends.
 */
const restarted: number[] = [];
process.once('exit', () => {
  for (const pid of restarted) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
});
