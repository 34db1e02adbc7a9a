import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';

/** What the fake answers to one request; 'hang' never answers (until the client gives up). */
export type FakeReply = { status?: number; json?: unknown; body?: string; contentType?: string; headers?: Record<string, string> } | 'hang';

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body. */
  body: any;
}

/**
 * A provider's REST API on 127.0.0.1 for the real SDKs to call: it records each request and
 * answers with the queued replies in order, the last one repeating.
 */
export class FakeAiServer {
  readonly requests: SeenRequest[] = [];
  private replies: FakeReply[] = [];

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<FakeAiServer> {
    let fake: FakeAiServer | undefined;
    const server = createServer((req, res) => {
      let raw = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (raw += chunk));
      req.on('end', () => {
        fake?.requests.push({
          method: req.method ?? '',
          url: req.url ?? '',
          headers: req.headers,
          body: raw ? JSON.parse(raw) : undefined,
        });
        const reply = fake?.nextReply() ?? 'hang';
        if (reply === 'hang') return;
        const body = reply.body ?? JSON.stringify(reply.json ?? {});
        res.writeHead(reply.status ?? 200, { 'content-type': reply.contentType ?? 'application/json', ...reply.headers });
        res.end(body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    fake = new FakeAiServer(server, `http://127.0.0.1:${(server.address() as { port: number }).port}`);
    return fake;
  }

  /** Replaces the queued replies and forgets the requests seen so far. */
  reply(...replies: FakeReply[]): void {
    this.replies = replies;
    this.requests.length = 0;
  }

  private nextReply(): FakeReply | undefined {
    return this.replies.length > 1 ? this.replies.shift() : this.replies[0];
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** A Gemini generateContent answer. */
export const geminiAnswer = (text: string, finishReason = 'STOP'): FakeReply => ({
  json: { candidates: [{ content: { parts: [{ text }], role: 'model' }, finishReason, index: 0 }], modelVersion: 'gemini-2.5-flash' },
});

/** An OpenAI chat.completion answer. */
export const openAiAnswer = (content: string, finishReason = 'stop'): FakeReply => ({
  json: {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: 'fake-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finishReason }],
  },
});
