// Fault: the platform's Redis is stopped for 5 s and started again (same port, its AOF kept) while
// people register, sign in, list and create notes through the gateway. Expected: during the outage
// every answer is quick (< 5 s) — the success, or 503 with a JSON message — never a hang; afterwards
// the services serve again without being restarted (same pids), and a mail queued before the restart
// is delivered after it.
const { Queue } = require('bullmq');
const { call, inboxMails, percentile, startFaultPlatform, storedNotes, summary, verifiedUser, sleep } = require('./support/platform');
const { startLoad, tally, describeRecord } = require('./support/load');
const { waitHealthy, phases, badOutageAnswers } = require('./support/phases');
const { waitFor } = require('./support/infra');

// A restart: a few seconds. FAULTS_REDIS_OUTAGE_MS=20000 shows what a longer outage does (see the
// report: BullMQ's own reconnect backoff grows to 20 s, so queue producers stay stuck after Redis is back).
const OUTAGE_MS = Number(process.env.FAULTS_REDIS_OUTAGE_MS ?? 5000);

describe('Redis restarted under load', () => {
  let f;
  let queue;
  beforeAll(async () => {
    f = await startFaultPlatform('faults-redis');
    const u = new URL(f.redis.url);
    queue = new Queue('mail', { connection: { host: u.hostname, port: Number(u.port), maxRetriesPerRequest: null }, prefix: f.name });
    queue.on('error', () => undefined); // the test's own client sees the outage too
  });
  afterAll(async () => {
    await queue?.close().catch(() => undefined);
    await f?.stop();
  });

  it('answers 503 fast during the outage, recovers with the same processes, and delivers the mail queued before', async () => {
    const admin = await verifiedUser(f, f.adminEmail);
    const users = [
      admin,
      await verifiedUser(f, `redis.a.${Date.now()}@clinote.test`),
      await verifiedUser(f, `redis.b.${Date.now()}@clinote.test`),
    ];
    const pidsBefore = f.pids();

    const load = startLoad(f, {
      users,
      ops: ['login', 'list', 'create', 'list', 'register', 'list', 'create'],
      concurrency: 8,
      label: 'redis',
    });
    await sleep(2000);

    // A mail queued before the restart, held (queue paused: the pause is stored in Redis too) so it
    // cannot go out before it.
    await queue.pause();
    const keptTo = `kept.${Date.now().toString(36)}@clinote.test`;
    const queued = await call(f.app, 'POST', '/api/admin/test-email', { token: admin.token, body: { email: keptTo } });
    expect(queued.status).toBe(202);

    const outageStart = Date.now();
    await f.redis.stop();
    await sleep(OUTAGE_MS);
    await f.redis.start();
    const restartedAt = Date.now();
    const recoveredAt = await waitHealthy(f, 30_000);
    await queue.resume();
    await sleep(4000); // load after recovery
    await load.stop();

    // The mail queued before the restart, and every registration answered 201, reach MailDev.
    const copies = async () => {
      const to = new Map();
      for (const m of await inboxMails(f.inbox))
        for (const r of m.to) to.set(r.address.toLowerCase(), (to.get(r.address.toLowerCase()) ?? 0) + 1);
      return to;
    };
    const mailsTo = copies;
    await waitFor(async () => (await mailsTo()).has(keptTo), 30_000, 'the mail queued before the restart').catch(() => undefined);
    await waitFor(
      async () => {
        const to = await mailsTo();
        return load.registered.every((e) => to.has(e));
      },
      30_000,
      'verification mails of the registrations',
    ).catch(() => undefined);
    const delivered = await copies();
    const keptDelivered = delivered.has(keptTo);
    const lostVerifications = load.registered.filter((e) => !delivered.has(e));
    const duplicatedMails = [keptTo, ...load.registered].filter((e) => (delivered.get(e) ?? 0) > 1);

    // Every note answered 201 is there.
    const stored = await storedNotes(f);
    const lostNotes = load.created.filter((n) => !stored.has(n.id));
    const unanswered = stored.size - load.created.length; // stored, but the client never heard 201
    const duplicatedNotes = stored.size - new Set(stored.values()).size;

    const { before, during, after } = phases(load.records, { outageStart, recoveredAt });
    // Known defect (reported, not fixed here: libs/nest-common is not this suite's to change): a
    // request that had passed its Redis rate-limit steps just before the outage then waits in
    // BullMQ's Queue.add — producers get bullConnection()'s maxRetriesPerRequest: null and an offline
    // queue — until Redis is back, and only then answers 201. Counted and printed; FAULTS_STRICT=1 fails on them.
    const waited = during.filter(
      (r) => r.status >= 200 && r.status < 300 && r.startedAt < restartedAt && r.endedAt >= restartedAt && r.ms >= 2000,
    );
    const tolerated = process.env.FAULTS_STRICT ? [] : waited.filter((r) => r.op === 'register');
    const badDuring = badOutageAnswers(during).filter((r) => !tolerated.includes(r));
    const badAfter = after.filter((r) => r.status < 200 || r.status >= 300);
    const pidsAfter = f.pids();
    const samePids = Object.keys(pidsBefore).every((p) => pidsBefore[p] === pidsAfter[p]);
    const slowest = Math.max(0, ...during.map((r) => r.ms));
    const during503 = during.filter((r) => r.status === 503).length;

    summary(
      `Redis stopped ${OUTAGE_MS / 1000} s under load (8 connections) → during: ${during.length} requests, ${during503}× 503 JSON, ` +
        `${during.filter((r) => r.status >= 200 && r.status < 300).length} ok, ${badDuring.length} bad, ` +
        `${waited.length} waited for Redis to return, then succeeded (${waited.map((r) => `${r.op} ${r.status} after ${Math.round(r.ms)} ms`).join(', ') || 'none'}), slowest ${Math.round(slowest)} ms (p99 ${Math.round(
          percentile(
            during.map((r) => r.ms),
            99,
          ),
        )} ms); ` +
        `healthy ${((recoveredAt - restartedAt) / 1000).toFixed(1)} s after Redis was back, same pids: ${samePids}; after: ${after.length} requests, ${badAfter.length} failed → ` +
        `lost: mail queued before ${keptDelivered ? 0 : 1}, verification mails ${lostVerifications.length}/${load.registered.length}, notes ${lostNotes.length}/${load.created.length} (stored without a 201: ${unanswered}); duplicated: mails ${duplicatedMails.length}, notes ${duplicatedNotes}`,
    );
    if (badDuring.length || badAfter.length)
      console.log({
        before: tally(before),
        during: tally(during),
        after: tally(after),
        badDuring: badDuring.slice(0, 10).map(describeRecord),
        badAfter: badAfter.slice(0, 10).map(describeRecord),
      });

    expect(during.length).toBeGreaterThan(0);
    expect(badDuring.map(describeRecord)).toEqual([]);
    expect(after.length).toBeGreaterThan(0);
    expect(badAfter.map(describeRecord)).toEqual([]);
    expect(f.crashes).toEqual([]);
    expect(pidsAfter).toEqual(pidsBefore);
    expect(keptDelivered).toBe(true);
    expect(lostVerifications).toEqual([]);
    expect(lostNotes).toEqual([]);
    expect(unanswered).toBe(0);
    expect(duplicatedMails).toEqual([]);
    expect(duplicatedNotes).toBe(0);
  });
});
