import { Job, Queue, QueueEvents } from 'bullmq';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { QUEUES, type MailJob } from '@clinote/contracts';
import { queueConnection, REDIS } from '@clinote/nest-common';
import type { Redis } from 'ioredis';
import { baseTestEnv, freePort, MailCapture, startTestApp, TestIssuer, type CapturedMail } from '@clinote/nest-common/testing';
import { AppModule } from '../app.module';
import { envSchema, type MailerConfig } from '../config';
import { MailWorker } from './mail.worker';
import { MailSender } from './mail-sender';

/** MailDev 3's attachment metadata on GET /api/email (CapturedMail leaves it out); the file itself is at …/attachment/<generatedFileName>. */
interface MaildevAttachment {
  filename: string;
  generatedFileName: string;
  contentType: string;
  contentDisposition: 'inline' | 'attachment';
}

let issuer: TestIssuer;
beforeAll(async () => {
  issuer = await TestIssuer.start();
});
afterAll(() => issuer?.stop());

async function startMailer(smtpUrl: string, prefix: string): Promise<{ app: NestFastifyApplication; config: MailerConfig }> {
  const config = envSchema.parse({
    ...baseTestEnv,
    QUEUE_PREFIX: prefix,
    PORT: '0',
    SMTP_URL: smtpUrl,
    PUBLIC_URL: 'https://clinote.example.test',
    IDENTITY_URL: issuer.url,
    ADMIN_EMAILS: 'queue.admin@clinote.test',
  });
  return { app: await startTestApp(AppModule.forRoot(config), config), config };
}

describe('svc-mailer: the mail queue delivers real mail through SMTP', () => {
  let capture: MailCapture;
  let app: NestFastifyApplication;
  let config: MailerConfig;
  let queue: Queue<MailJob>;
  let events: QueueEvents;

  beforeAll(async () => {
    capture = await MailCapture.start();
    ({ app, config } = await startMailer(capture.smtpUrl, `${baseTestEnv.QUEUE_PREFIX}_ok`));
    queue = new Queue<MailJob>(QUEUES.mail, queueConnection(config));
    events = new QueueEvents(QUEUES.mail, queueConnection(config));
    await events.waitUntilReady();
  });

  afterAll(async () => {
    await events?.close();
    await queue?.obliterate({ force: true }).catch(() => undefined);
    await queue?.close();
    await app?.close();
    await capture?.stop();
  });

  it('answers health probes from one SMTP handshake at a time', async () => {
    const sender = app.get(MailSender);
    const verify = jest.spyOn((sender as unknown as { transport: { verify: () => Promise<unknown> } }).transport, 'verify');
    await Promise.all(Array.from({ length: 10 }, () => app.inject({ method: 'GET', url: '/health' })));
    expect(verify.mock.calls.length).toBeLessThanOrEqual(1);
    verify.mockRestore();
  });

  it('reports healthy when Redis and the SMTP server answer', async () => {
    // Right after start, under a loaded test machine, the first SMTP handshake may still be in flight.
    let res = await app.inject({ method: 'GET', url: '/health' });
    for (let i = 0; i < 20 && res.statusCode !== 200; i++) {
      await new Promise((r) => setTimeout(r, 250));
      res = await app.inject({ method: 'GET', url: '/health' });
    }
    expect(res.statusCode).toBe(200);
    expect(res.json().checks).toMatchObject({ redis: { status: 'up' }, smtp: { status: 'up' } });
  });

  it('sends a verification mail with the product name and the /verify-email link, as HTML and plain text', async () => {
    const job = await queue.add('verify-email', { kind: 'verify-email', to: 'dana.fake@clinote.test', token: 'tok_123' });
    await job.waitUntilFinished(events, 10_000);
    const mail = await capture.waitFor('dana.fake@clinote.test');
    expect(mail.subject).toBe('Verify your Clinote e-mail address');
    expect(mail.text).toContain('Hello,');
    expect(mail.text).toContain('https://clinote.example.test/verify-email?token=tok_123');
    expect(mail.html).toContain('href="https://clinote.example.test/verify-email?token=tok_123"');
    expect(mail.html).toContain('Clinote');
  });

  it('sends a reset mail linking to /reset-password', async () => {
    const job = await queue.add('reset-password', { kind: 'reset-password', to: 'reset.fake@clinote.test', token: 'abc/def' });
    await job.waitUntilFinished(events, 10_000);
    const mail = await capture.waitFor('reset.fake@clinote.test');
    expect(mail.subject).toBe('Reset your Clinote password');
    expect(mail.text).toContain('https://clinote.example.test/reset-password?token=abc%2Fdef');
    expect(mail.text).toContain('Hello,');
  });

  it('escapes what users typed when it goes into HTML', async () => {
    const job = await queue.add('note', {
      kind: 'note',
      to: 'notes.fake@clinote.test',
      title: 'SOAP Note - 1/2/2026',
      body: 'Pain <b>4/10</b> & improving',
    });
    await job.waitUntilFinished(events, 10_000);
    const mail = await capture.waitFor('notes.fake@clinote.test');
    expect(mail.html).toContain('Pain &lt;b&gt;4/10&lt;/b&gt; &amp; improving');
    expect(mail.text).toContain('Pain <b>4/10</b> & improving');
  });

  it("sends a job's mail once even when the job runs again after a crash", async () => {
    const worker = app.get(MailWorker);
    const job = { id: 'crash-retry-1', data: { kind: 'test', to: 'once.fake@clinote.test' } } as Job<MailJob>;
    const first = await worker.process(job);
    const second = await worker.process(job);
    expect(first.duplicate).toBe(false);
    expect(second).toEqual({ messageId: first.messageId, duplicate: true });
    await capture.waitFor('once.fake@clinote.test');
    await new Promise((r) => setTimeout(r, 300));
    expect((await capture.list()).filter((m) => m.to[0].address === 'once.fake@clinote.test')).toHaveLength(1);
  });

  it('sends once when Redis drops out just after the send: the marker is written once Redis is back', async () => {
    // Found by the Redis-restart fault suite: the marker write failed, the job ran again, the same
    // verification mail (same link) arrived twice.
    const worker = app.get(MailWorker);
    const redis = app.get<Redis>(REDIS);
    const set = redis.set.bind(redis) as (...args: unknown[]) => Promise<unknown>;
    let refusals = 3;
    const outage = jest
      .spyOn(redis, 'set')
      .mockImplementation(((...args: unknown[]) =>
        refusals-- > 0
          ? Promise.reject(new Error("Stream isn't writeable and enableOfflineQueue options is false"))
          : set(...args)) as never);
    try {
      const job = { id: 'redis-drop-1', data: { kind: 'test', to: 'drop.fake@clinote.test' } } as Job<MailJob>;
      const first = await worker.process(job);
      const rerun = await worker.process(job);
      expect(first.duplicate).toBe(false);
      expect(rerun).toEqual({ messageId: first.messageId, duplicate: true });
      await capture.waitFor('drop.fake@clinote.test');
      await new Promise((r) => setTimeout(r, 300));
      expect((await capture.list()).filter((m) => m.to[0].address === 'drop.fake@clinote.test')).toHaveLength(1);
    } finally {
      outage.mockRestore();
    }
  });

  it('never puts text typed by the registering person into a verification mail (no phishing relay)', async () => {
    const phishing = {
      kind: 'verify-email',
      to: 'relay.fake@clinote.test',
      token: 't',
      firstName: 'Your account is locked: go to https://evil.example/unlock now',
    };
    const job = await queue.add('verify-email', phishing as MailJob);
    await job.waitUntilFinished(events, 10_000);
    const mail = await capture.waitFor('relay.fake@clinote.test');
    expect(mail.text).not.toContain('evil.example');
    expect(mail.html).not.toContain('evil.example');
  });

  it('tells an account owner about failed sign-ins, with a way to reset the password', async () => {
    const job = await queue.add('login-alert', { kind: 'login-alert', to: 'owner.fake@clinote.test', firstName: 'Ola', failures: 5 });
    await job.waitUntilFinished(events, 10_000);
    const mail = await capture.waitFor('owner.fake@clinote.test');
    expect(mail.subject).toBe('Clinote: failed sign-in attempts on your account');
    expect(mail.text).toContain('5 failed attempts');
    expect(mail.text).toContain('https://clinote.example.test/forgot-password');
  });

  it('sends a letter with its PDF attached, byte for byte', async () => {
    const pdf = Buffer.from('%PDF-1.4\n% fictional letter, not a real document\n%%EOF\n');
    const attachment = {
      filename: 'Letter of Medical Necessity - Walker-Rollator - 3-4-2026.pdf',
      contentType: 'application/pdf',
      contentBase64: pdf.toString('base64'),
    };
    const job = await queue.add('letter', {
      kind: 'letter',
      to: 'letter.fake@clinote.test',
      title: 'Letter of Medical Necessity - Walker/Rollator - 3/4/2026',
      body: 'LETTER OF MEDICAL NECESSITY: WALKER/ROLLATOR',
      attachment,
    });
    await job.waitUntilFinished(events, 10_000);
    const mail = (await capture.waitFor('letter.fake@clinote.test')) as CapturedMail & { attachments: MaildevAttachment[] };
    expect(mail.text).toContain('It is attached as a PDF');
    expect(mail.attachments).toEqual([
      expect.objectContaining({ filename: attachment.filename, contentType: 'application/pdf', contentDisposition: 'attachment' }),
    ]);
    const file = await fetch(
      `http://127.0.0.1:${capture.webPort}/api/email/${mail.id}/attachment/${encodeURIComponent(mail.attachments[0]!.generatedFileName)}`,
    );
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('sends a SOAP note without attachments', async () => {
    const job = await queue.add('note', {
      kind: 'note',
      to: 'plain-note.fake@clinote.test',
      title: 'SOAP Note - 1/3/2026',
      body: 'PLAN:\nVisit frequency: 2x/week.',
    });
    await job.waitUntilFinished(events, 10_000);
    const mail = (await capture.waitFor('plain-note.fake@clinote.test')) as CapturedMail & { attachments: MaildevAttachment[] };
    expect(mail.attachments).toEqual([]);
    expect(mail.text).not.toContain('attached');
  });

  it('reports the queue counts on GET /queue, to administrators only', async () => {
    expect((await app.inject({ method: 'GET', url: '/queue' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/queue', headers: issuer.headers() })).statusCode).toBe(403);
    // An admin claim from a token of an address ADMIN_EMAILS no longer names is not enough (issue 19).
    expect((await app.inject({ method: 'GET', url: '/queue', headers: issuer.headers({ admin: true }) })).statusCode).toBe(403);
    const res = await app.inject({
      method: 'GET',
      url: '/queue',
      headers: issuer.headers({ email: 'Queue.Admin@clinote.test', admin: true }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ queue: 'mail', counts: { failed: 0 } });
    expect(res.json().counts.completed).toBeGreaterThanOrEqual(3);
  });
});

describe('svc-mailer: failures', () => {
  it('does not retry a permanent SMTP refusal (5xx) and keeps the job visible as failed', async () => {
    const refusing = await MailCapture.start(['--max-message-size', '10']);
    const { app, config } = await startMailer(refusing.smtpUrl, `${baseTestEnv.QUEUE_PREFIX}_perm`);
    const queue = new Queue<MailJob>(QUEUES.mail, queueConnection(config));
    const events = new QueueEvents(QUEUES.mail, queueConnection(config));
    try {
      await events.waitUntilReady();
      const job = await queue.add(
        'test',
        { kind: 'test', to: 'refused.fake@clinote.test' },
        { attempts: 5, backoff: { type: 'fixed', delay: 50 } },
      );
      await expect(job.waitUntilFinished(events, 10_000)).rejects.toThrow(/permanently/);
      const failed = await queue.getJob(job.id!);
      expect(failed?.attemptsMade).toBe(1);
      expect(await failed?.getState()).toBe('failed');
    } finally {
      await events.close();
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
      await app.close();
      await refusing.stop();
    }
  });

  it('retries when the SMTP server is unreachable, then keeps the job as failed', async () => {
    const { app, config } = await startMailer(`smtp://127.0.0.1:${await freePort()}`, `${baseTestEnv.QUEUE_PREFIX}_down`);
    const queue = new Queue<MailJob>(QUEUES.mail, queueConnection(config));
    const events = new QueueEvents(QUEUES.mail, queueConnection(config));
    try {
      const health = await app.inject({ method: 'GET', url: '/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json().checks.smtp.status).toBe('down');
      await events.waitUntilReady();
      const job = await queue.add(
        'test',
        { kind: 'test', to: 'later.fake@clinote.test' },
        { attempts: 3, backoff: { type: 'exponential', delay: 50 } },
      );
      await expect(job.waitUntilFinished(events, 15_000)).rejects.toThrow(/ECONNREFUSED|connect/i);
      expect((await queue.getJob(job.id!))?.attemptsMade).toBe(3);
    } finally {
      await events.close();
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
      await app.close();
    }
  });
});
