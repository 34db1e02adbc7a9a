import { createServer, type IncomingMessage, type Server } from 'node:http';
import { Queue, QueueEvents } from 'bullmq';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { QUEUES, type MailJob, type NoteMailDocument } from '@clinote/contracts';
import { queueConnection } from '@clinote/nest-common';
import {
  baseTestEnv,
  freePort,
  MailCapture,
  startTestApp,
  TestIssuer,
  type CapturedMail,
  registeredRoutes,
  routeDrift,
} from '@clinote/nest-common/testing';
import { AppModule } from '../app.module';
import { envSchema } from '../config';

/** Stands in for svc-notes' GET /internal/note-mail/{noteId}: what it answers, and what it was asked. */
class FakeNotes {
  readonly asked: Array<{ url?: string; authorization?: string }> = [];
  answer: (req: IncomingMessage) => { status: number; body?: unknown } = () => ({ status: 404 });
  private server?: Server;

  constructor(readonly port: number) {}

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      this.asked.push({ url: req.url, authorization: req.headers.authorization });
      const { status, body } = this.answer(req);
      res
        .writeHead(status, { 'content-type': 'application/json' })
        .end(JSON.stringify(body ?? { statusCode: status, message: 'Note not found' }));
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections(); // the mailer's fetch keeps its connection alive
    await new Promise((resolve) => server.close(resolve));
  }
}

/** MailDev's attachment metadata (CapturedMail leaves it out). */
type WithAttachments = CapturedMail & { attachments: Array<{ filename: string; generatedFileName: string; contentType: string }> };

const NOTE_ID = '6f1c0d3e-8a51-4d7e-9a43-2b7d3c1e5f10';
const GRANT = 'g'.repeat(43);
const PDF = Buffer.from('%PDF-1.4\n% fictional letter, not a real document\n%%EOF\n');
const LETTER: NoteMailDocument = {
  title: 'Letter of Medical Necessity - Walker/Rollator - 3/4/2026',
  body: 'LETTER OF MEDICAL NECESSITY: WALKER/ROLLATOR\n\nMobility Limitation:\nFictional <b>patient</b> walks 30 ft.',
  attachment: {
    filename: 'Letter of Medical Necessity - Walker-Rollator - 3-4-2026.pdf',
    contentType: 'application/pdf',
    contentBase64: PDF.toString('base64'),
  },
};

describe('svc-mailer: note mails whose content svc-notes keeps (issue 19)', () => {
  let issuer: TestIssuer;
  let capture: MailCapture;
  let notes: FakeNotes;
  let app: NestFastifyApplication;
  let queue: Queue<MailJob>;
  let events: QueueEvents;

  beforeAll(async () => {
    issuer = await TestIssuer.start();
    capture = await MailCapture.start();
    notes = new FakeNotes(await freePort());
    const config = envSchema.parse({
      ...baseTestEnv,
      QUEUE_PREFIX: `${baseTestEnv.QUEUE_PREFIX}_notes`,
      PORT: '0',
      SMTP_URL: capture.smtpUrl,
      IDENTITY_URL: issuer.url,
      NOTES_URL: `http://127.0.0.1:${notes.port}`,
    });
    app = await startTestApp(AppModule.forRoot(config), config);
    queue = new Queue<MailJob>(QUEUES.mail, queueConnection(config));
    events = new QueueEvents(QUEUES.mail, queueConnection(config));
    await events.waitUntilReady();
  });

  afterAll(async () => {
    await events?.close();
    await queue?.obliterate({ force: true }).catch(() => undefined);
    await queue?.close();
    await app?.close();
    await notes?.stop();
    await capture?.stop();
    await issuer?.stop();
  });

  beforeEach(async () => {
    await notes.stop();
    notes.asked.length = 0;
  });

  it('has its internal routes only (health, queue): the public API publishes none of svc-mailer (issue 26)', () => {
    expect(routeDrift('mailer', registeredRoutes(app))).toEqual({ undocumented: [], missing: [] });
  });

  it("fetches the letter with the job's grant and sends its text and PDF", async () => {
    notes.answer = (req) =>
      req.url === `/internal/note-mail/${NOTE_ID}` && req.headers.authorization === `Bearer ${GRANT}`
        ? { status: 200, body: LETTER }
        : { status: 404 };
    await notes.start();
    const job = await queue.add('letter', { kind: 'letter', to: 'fetched.fake@clinote.test', noteId: NOTE_ID, grant: GRANT });
    await job.waitUntilFinished(events, 15_000);
    const mail = (await capture.waitFor('fetched.fake@clinote.test')) as WithAttachments;
    expect(mail.subject).toBe(`Clinote: ${LETTER.title}`);
    expect(mail.text).toContain('Fictional <b>patient</b> walks 30 ft.');
    expect(mail.html).toContain('Fictional &lt;b&gt;patient&lt;/b&gt; walks 30 ft.');
    expect(mail.attachments).toEqual([expect.objectContaining({ filename: LETTER.attachment!.filename, contentType: 'application/pdf' })]);
    const file = await fetch(
      `http://127.0.0.1:${capture.webPort}/api/email/${mail.id}/attachment/${encodeURIComponent(mail.attachments[0]!.generatedFileName)}`,
    );
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
    expect(notes.asked).toEqual([{ url: `/internal/note-mail/${NOTE_ID}`, authorization: `Bearer ${GRANT}` }]);
  });

  it('keeps trying while svc-notes is down or busy, and sends once it answers: late, never lost', async () => {
    // Nothing listens on svc-notes' port at first; then it answers 503 once; then the note.
    let busy = 1;
    notes.answer = () =>
      busy-- > 0
        ? { status: 503, body: { statusCode: 503, message: 'busy' } }
        : { status: 200, body: { title: 'SOAP Note - 3/4/2026', body: 'PLAN:\nVisit frequency: 2x/week.' } };
    const job = await queue.add(
      'note',
      { kind: 'note', to: 'late.fake@clinote.test', noteId: NOTE_ID, grant: GRANT },
      { attempts: 20, backoff: { type: 'fixed', delay: 200 } },
    );
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(await job.getState()).not.toBe('completed');
    await notes.start();
    await job.waitUntilFinished(events, 15_000);
    const mail = await capture.waitFor('late.fake@clinote.test');
    expect(mail.text).toContain('Visit frequency: 2x/week.');
    expect((await queue.getJob(job.id!))!.attemptsMade).toBeGreaterThan(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await capture.list()).filter((m) => m.to[0].address === 'late.fake@clinote.test')).toHaveLength(1);
  });

  it('fails at once, without retries, when svc-notes has no such note (deleted, grant expired)', async () => {
    notes.answer = () => ({ status: 404 });
    await notes.start();
    const job = await queue.add(
      'note',
      { kind: 'note', to: 'gone.fake@clinote.test', noteId: NOTE_ID, grant: GRANT },
      { attempts: 5, backoff: { type: 'fixed', delay: 50 } },
    );
    await expect(job.waitUntilFinished(events, 10_000)).rejects.toThrow(/no such note/);
    const failed = await queue.getJob(job.id!);
    expect(failed?.attemptsMade).toBe(1);
    expect(await failed?.getState()).toBe('failed');
  });
});
