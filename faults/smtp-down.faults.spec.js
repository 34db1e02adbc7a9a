// Fault: the SMTP server is down (connections refused) for 60 s while mails are queued. svc-mailer
// retries with backoff (DEFAULT_JOB_OPTIONS: 10 attempts over ~17 minutes); when SMTP is back every
// mail arrives exactly once. A permanent refusal (550) ends as a failed job — visible to the admin in
// the mail queue — after one attempt, never retried for ever. The SMTP server is the test's own
// (smtp-server, the library MailDev is built on), so it can refuse connections and answer 550.
const { once } = require('node:events');
const { Queue } = require('bullmq');
const { SMTPServer } = require('smtp-server');
const { DEFAULT_JOB_OPTIONS } = require('@clinote/nest-common');
const { startFaultPlatform, summary, sleep } = require('./support/platform');
const { freePort, waitFor } = require('./support/infra');

const OUTAGE_MS = Number(process.env.FAULTS_SMTP_OUTAGE_MS ?? 60_000);
const MAILS = 40;
const REFUSED = 'refused.mailbox@clinote.test';

/** An SMTP server on a fixed port that records what it accepted and refuses REFUSED with 550. */
function smtpServer(received) {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.toLowerCase() === REFUSED)
        return callback(Object.assign(new Error('5.1.1 mailbox unavailable'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        for (const rcpt of session.envelope.rcptTo) received.push(rcpt.address.toLowerCase());
        callback();
      });
    },
  });
}

async function listen(server, port) {
  server.listen(port, '127.0.0.1');
  await once(server.server, 'listening');
}

describe('SMTP down for 60 s while mails are queued', () => {
  const received = [];
  let port;
  let smtp;
  let f;
  let queue;

  beforeAll(async () => {
    port = await freePort();
    smtp = smtpServer(received);
    await listen(smtp, port);
    f = await startFaultPlatform('faults-smtp', { env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    const u = new URL(f.redis.url);
    queue = new Queue('mail', {
      connection: { host: u.hostname, port: Number(u.port), maxRetriesPerRequest: null },
      prefix: f.name,
      defaultJobOptions: DEFAULT_JOB_OPTIONS,
    });
  });
  afterAll(async () => {
    await queue?.close();
    await f?.stop();
    await new Promise((resolve) => (smtp ? smtp.close(resolve) : resolve()));
  });

  it('delivers every queued mail once after it returns; a 550 fails once and stays visible', async () => {
    const run = Date.now().toString(36);
    const recipients = Array.from({ length: MAILS }, (_, i) => `outage.${i}.${run}@clinote.test`);

    // SMTP goes down: connections are refused from now on.
    await new Promise((resolve) => smtp.close(resolve));
    const downAt = Date.now();
    for (const to of recipients) await queue.add('test', { kind: 'test', to });
    const refusedJob = await queue.add('test', { kind: 'test', to: REFUSED });
    await sleep(Math.max(0, OUTAGE_MS - (Date.now() - downAt)));
    const duringOutage = await queue.getJobCounts('completed', 'failed', 'delayed', 'waiting', 'active');
    const receivedDuring = received.length;

    // Back, on the same port.
    smtp = smtpServer(received);
    await listen(smtp, port);
    const backAt = Date.now();
    await waitFor(
      async () => new Set(received).size >= MAILS && (await queue.getJobCounts('failed')).failed >= 1,
      150_000,
      'every mail delivered after SMTP returned',
    );
    const deliveredSeconds = (Date.now() - backAt) / 1000;
    await sleep(2000); // a late duplicate would show up here

    const copies = recipients.map((r) => received.filter((x) => x === r).length);
    const lost = copies.filter((n) => n === 0).length;
    const duplicated = copies.filter((n) => n > 1).length;
    const refused = await queue.getJob(refusedJob.id);
    const failed = (await queue.getJobCounts('failed')).failed;

    summary(
      `SMTP refused connections for ${(OUTAGE_MS / 1000).toFixed(0)} s with ${MAILS} mails + 1 to a 550 mailbox queued → during: ${receivedDuring} delivered, ` +
        `${duringOutage.delayed} waiting to retry, ${duringOutage.failed} failed; back: all delivered ${deliveredSeconds.toFixed(1)} s later → ` +
        `lost ${lost}, duplicated ${duplicated}; the 550 mail: failed at attempt ${refused?.attemptsMade} of ${DEFAULT_JOB_OPTIONS.attempts} (${refused?.failedReason}), failed jobs ${failed}`,
    );
    expect(receivedDuring).toBe(0);
    expect(duringOutage.failed).toBe(0); // nothing gave up during the outage
    expect({ lost, duplicated }).toEqual({ lost: 0, duplicated: 0 });
    expect(received).not.toContain(REFUSED);
    // Given up at the first 550 (the attempts before it met the outage), not retried to the limit.
    expect(await refused.getState()).toBe('failed');
    expect(refused.failedReason).toMatch(/permanently/);
    expect(refused.attemptsMade).toBeLessThan(DEFAULT_JOB_OPTIONS.attempts);
    expect(failed).toBe(1);
  });
});
