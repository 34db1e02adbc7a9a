import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { Page, Route } from 'playwright-core';
import { platform } from './platform';

const ROOT = path.resolve(__dirname, '..', '..');

/** One chat-completions request as the fake provider received it. */
export interface ProviderRequest {
  model: string;
  /** The user message: the text svc-ai sent to be rewritten. */
  text: string;
}

/**
 * An external OpenAI-compatible provider on 127.0.0.1: records what it receives and answers with
 * `answer` of the text it was sent — by default that text as it came (a faithful rewrite: the fact
 * check passes and nothing else is asked); a test may make it change the text.
 */
export class FakeOpenAiProvider {
  readonly received: ProviderRequest[] = [];
  answer: (text: string) => string = (text) => text;
  private constructor(
    private readonly server: Server,
    /** Up to the version path, as AI_BASE_URL takes it. */
    readonly url: string,
  ) {}

  static async start(): Promise<FakeOpenAiProvider> {
    let fake: FakeOpenAiProvider | undefined;
    const server = createServer((req, res) => {
      let raw = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (raw += chunk));
      req.on('end', () => {
        if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
          res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
          return;
        }
        const body = JSON.parse(raw) as { model: string; messages: Array<{ role: string; content: string }> };
        const text = body.messages.find((m) => m.role === 'user')?.content ?? '';
        fake!.received.push({ model: body.model, text });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: `chatcmpl-fake-${fake!.received.length}`,
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: body.model,
            choices: [{ index: 0, message: { role: 'assistant', content: fake!.answer(text) }, finish_reason: 'stop' }],
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    fake = new FakeOpenAiProvider(server, `http://127.0.0.1:${(server.address() as { port: number }).port}/v1`);
    return fake;
  }

  /** Forgets what was received. */
  reset(): void {
    this.received.length = 0;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface SecondSvcAi {
  url: string;
  child: ChildProcess;
  logFile: string;
}

/**
 * A second svc-ai (its built dist/main.js, started as scripts/lib/platform.mjs starts services) on
 * the platform's identity (JWKS) and Redis, with `providerUrl` as its AI_BASE_URL and `env` on top.
 * The e2e platform's own svc-ai keeps the offline rewrite, which the other suites rely on.
 */
export async function startSvcAi(providerUrl: string, name: string, env: Record<string, string> = {}): Promise<SecondSvcAi> {
  const { urls, ports, logDir } = platform();
  const port = await freePort();
  const logFile = path.join(logDir, `svc-ai-${name}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [path.join(ROOT, 'svc-ai', 'dist', 'main.js')], {
    cwd: path.join(ROOT, 'svc-ai'),
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      IDENTITY_URL: `http://127.0.0.1:${ports.services['svc-identity']}`,
      REDIS_URL: urls.redis,
      // The e2e platform's prefix (E2E_NAME in support/platform-file.mjs).
      QUEUE_PREFIX: process.env.QUEUE_PREFIX ?? 'clinote-e2e',
      AI_BASE_URL: providerUrl,
      AI_MODEL: 'fake-model',
      AI_API_KEY: 'fake',
      NODE_ENV: 'production',
      LOG_FORMAT: 'text',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`svc-ai (${name}) exited (${child.exitCode}): see ${logFile}`);
    if (
      await fetch(`${url}/health`, { signal: AbortSignal.timeout(1000) }).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, child, logFile };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`svc-ai (${name}) was not healthy at ${url}/health within 45 s: see ${logFile}`);
}

export async function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/** One enhancement call as the page made it and the second svc-ai answered it. */
export interface ForwardedCall {
  path: string;
  request: { section?: string; equipment?: string; content: string; phiConfirmed?: boolean };
  status: number;
  body: string;
}

/**
 * The page's /api/enhance-* calls go to `svcAi` (the gateway maps /api/enhance-note to svc-ai's
 * /enhance-note) as the browser sent them (method, body, bearer token); the page gets svc-ai's
 * answer as it came. Each call is recorded in `calls`.
 */
export async function forwardEnhancement(
  page: Page,
  svcAi: SecondSvcAi,
  calls: ForwardedCall[],
  /** Changes the body on its way (e.g. drops phiConfirmed, as a page that skipped the review would send it). */
  rewrite: (body: Record<string, unknown>) => Record<string, unknown> = (body) => body,
): Promise<void> {
  await page.route(/\/api\/enhance-(note|dme)$/, async (route: Route) => {
    const request = route.request();
    const apiPath = new URL(request.url()).pathname;
    const headers = await request.allHeaders();
    const sent = rewrite(request.postDataJSON());
    const res = await fetch(`${svcAi.url}${apiPath.replace(/^\/api/, '')}`, {
      method: request.method(),
      headers: {
        'content-type': headers['content-type'] ?? 'application/json',
        ...(headers.authorization ? { authorization: headers.authorization } : {}),
      },
      body: JSON.stringify(sent),
      signal: AbortSignal.timeout(15_000),
    });
    const body = await res.text();
    calls.push({ path: apiPath, request: sent as ForwardedCall['request'], status: res.status, body });
    await route.fulfill({ status: res.status, contentType: res.headers.get('content-type') ?? 'application/json', body });
  });
}
