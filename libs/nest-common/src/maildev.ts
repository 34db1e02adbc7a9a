import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/** One message as MailDev's REST API (`GET /api/email`) returns it. */
export interface CapturedMail {
  id: string;
  subject: string;
  to: Array<{ address: string; name: string }>;
  from: Array<{ address: string; name: string }>;
  text: string;
  html: string;
  time: string;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** maildev is ESM-only and exports no package.json, so its CLI is found by walking up node_modules. */
function maildevCli(): string {
  let dir = __dirname;
  for (;;) {
    const candidate = path.join(dir, 'node_modules', 'maildev', 'dist', 'bin', 'maildev.js');
    if (existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('maildev is not installed: run `npm install` at the repository root');
    dir = parent;
  }
}

/** A real SMTP capture (MailDev) on free ports, for tests that read the mail that was really sent. */
export class MailCapture {
  private constructor(
    private readonly child: ChildProcess,
    readonly smtpPort: number,
    readonly webPort: number,
  ) {}

  get smtpUrl(): string {
    return `smtp://127.0.0.1:${this.smtpPort}`;
  }

  /** `extraArgs`: further MailDev flags, e.g. `['--max-message-size', '10']` to make it refuse mail with a 5xx. */
  static async start(extraArgs: string[] = []): Promise<MailCapture> {
    const [smtpPort, webPort] = [await freePort(), await freePort()];
    const child = spawn(
      process.execPath,
      [maildevCli(), '-s', String(smtpPort), '-w', String(webPort), '--ip', '127.0.0.1', '--web-ip', '127.0.0.1', '--silent', ...extraArgs],
      {
        stdio: 'ignore',
      },
    );
    const capture = new MailCapture(child, smtpPort, webPort);
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`MailDev exited with code ${child.exitCode}`);
      if (
        await capture.list().then(
          () => true,
          () => false,
        )
      )
        return capture;
      await new Promise((r) => setTimeout(r, 100));
    }
    child.kill();
    throw new Error('MailDev did not start within 15 s');
  }

  async list(): Promise<CapturedMail[]> {
    const res = await fetch(`http://127.0.0.1:${this.webPort}/api/email`);
    if (!res.ok) throw new Error(`MailDev answered ${res.status}`);
    return (await res.json()) as CapturedMail[];
  }

  /** Waits for the first mail to `to` (and matching `subject` when given). */
  async waitFor(to: string, options: { subject?: RegExp; timeoutMs?: number } = {}): Promise<CapturedMail> {
    const deadline = Date.now() + (options.timeoutMs ?? 10_000);
    while (Date.now() < deadline) {
      const mail = (await this.list()).find(
        (m) => m.to.some((r) => r.address.toLowerCase() === to.toLowerCase()) && (!options.subject || options.subject.test(m.subject)),
      );
      if (mail) return mail;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no mail to ${to} arrived within ${options.timeoutMs ?? 10_000} ms`);
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      this.child.once('exit', () => resolve());
      this.child.kill('SIGTERM');
    });
  }
}
