// Fault: the platform's PostgreSQL is shut down (fast: every connection is cut) for 5 s and started
// again while people list and create notes through the gateway. Expected: every note answered 201
// before the restart is still there after it; requests meeting the outage answer fast (< 5 s) with
// 503 and a JSON message; the services reconnect by themselves (same pids).
// Sign-ins are checked on their own (second and third tests): today each sign-in that meets the outage
// counts as a failed one — 5 lock the account out from that address, 30 the whole address, for 15 minutes.
const { call, percentile, startFaultPlatform, storedNotes, summary, verifiedUser, sleep } = require('./support/platform');
const { startLoad, tally, describeRecord } = require('./support/load');
const { waitHealthy, phases, badOutageAnswers } = require('./support/phases');

const OUTAGE_MS = Number(process.env.FAULTS_POSTGRES_OUTAGE_MS ?? 5000);

describe('PostgreSQL restarted under load', () => {
  let f;
  beforeAll(async () => {
    f = await startFaultPlatform('faults-postgres');
  });
  afterAll(async () => {
    await f?.stop();
  });

  it('keeps every note created before, answers 503 fast during, and reconnects without restarts', async () => {
    const users = [];
    for (const who of ['a', 'b', 'c']) users.push(await verifiedUser(f, `postgres.${who}.${Date.now()}@clinote.test`));
    const pidsBefore = f.pids();
    const mark = f.logMark();

    const load = startLoad(f, { users, ops: ['create', 'list', 'create', 'list'], concurrency: 8, label: 'pg' });
    await sleep(3000);

    const outageStart = Date.now();
    await f.postgres.stop('fast');
    await sleep(OUTAGE_MS);
    await f.postgres.start();
    const restartedAt = Date.now();
    const recoveredAt = await waitHealthy(f, 30_000);
    await sleep(4000); // load after recovery
    await load.stop();

    // Every note answered 201 — before, during or after the restart — is stored, once.
    const stored = await storedNotes(f);
    const createdBeforeOutage = load.records.filter((r) => r.op === 'create' && r.status === 201 && r.endedAt < outageStart).length;
    const lost = load.created.filter((n) => !stored.has(n.id));
    const titles = [...stored.values()];
    const duplicated = titles.length - new Set(titles).size;
    // Stored although the client heard no 201 (the commit went through, the answer did not): printed, not
    // asserted — a commit cut at that moment is ambiguous by nature.
    const unanswered = stored.size - load.created.length;

    const { during, after } = phases(load.records, { outageStart, recoveredAt });
    // A save whose transaction PostgreSQL cuts fails in TypeORM with QueryRunnerAlreadyReleasedError:
    // answered 503 like any other outage (it was a 500 until the fault suite found it).
    const releasedErrors = (f.logSince(mark, 'svc-notes').match(/QueryRunnerAlreadyReleasedError/g) ?? []).length;
    const answered500 = during.filter((r) => r.status === 500);
    const badDuring = badOutageAnswers(during);
    const badAfter = after.filter((r) => r.status < 200 || r.status >= 300);
    const pidsAfter = f.pids();
    const samePids = Object.keys(pidsBefore).every((p) => pidsBefore[p] === pidsAfter[p]);
    const during503 = during.filter((r) => r.status === 503).length;

    summary(
      `PostgreSQL stopped (fast) ${OUTAGE_MS / 1000} s under load (8 connections) → during: ${during.length} requests, ${during503}× 503 JSON, ` +
        `${during.filter((r) => r.status >= 200 && r.status < 300).length} ok, ${answered500.length}× 500 (svc-notes logged QueryRunnerAlreadyReleasedError ${releasedErrors}×), ${badDuring.length} bad, slowest ${Math.round(Math.max(0, ...during.map((r) => r.ms)))} ms (p99 ${Math.round(
          percentile(
            during.map((r) => r.ms),
            99,
          ),
        )} ms); ` +
        `healthy ${((recoveredAt - restartedAt) / 1000).toFixed(1)} s after PostgreSQL was back, same pids: ${samePids}; after: ${after.length} requests, ${badAfter.length} failed${
          badAfter.length
            ? ` (${Object.entries(tally(badAfter))
                .map(([k, n]) => `${k}×${n}`)
                .join(', ')})`
            : ''
        } → ` +
        `lost notes ${lost.length}/${load.created.length} (${createdBeforeOutage} created before the restart), stored without a 201 ${unanswered}, duplicated ${duplicated}`,
    );
    if (badDuring.length || badAfter.length)
      console.log({
        during: tally(during),
        after: tally(after),
        badDuring: badDuring.slice(0, 10).map(describeRecord),
        badAfter: badAfter.slice(0, 10).map(describeRecord),
      });

    expect(createdBeforeOutage).toBeGreaterThan(0);
    expect(lost).toEqual([]);
    expect(duplicated).toBe(0);
    expect(during.length).toBeGreaterThan(0);
    expect(badDuring.map(describeRecord)).toEqual([]);
    expect(after.length).toBeGreaterThan(0);
    expect(badAfter.map(describeRecord)).toEqual([]);
    expect(f.crashes).toEqual([]);
    expect(pidsAfter).toEqual(pidsBefore);
  });

  // LoginThrottle counts a sign-in before the password is checked; one that could not be checked
  // (PostgreSQL down: 503) is taken back. Before that fix, 5 such attempts locked the account from
  // that address and 30 the address — for a clinic behind one NAT address, everyone — for 15 minutes.
  const SIGN_INS_DURING_OUTAGE = 35;
  let signIn;
  it(`sign-ins during a PostgreSQL outage answer 503 fast (${SIGN_INS_DURING_OUTAGE} of them)`, async () => {
    const user = await verifiedUser(f, `postgres.login.${Date.now()}@clinote.test`);
    await f.postgres.stop('fast');
    const answers = [];
    for (let i = 0; i < SIGN_INS_DURING_OUTAGE; i++)
      answers.push(await call(f.app, 'POST', '/api/auth/login', { body: { email: user.email, password: 'Gait-belt-2026' } }));
    await f.postgres.start();
    await waitHealthy(f, 30_000);
    signIn = await call(f.app, 'POST', '/api/auth/login', { body: { email: user.email, password: 'Gait-belt-2026' } });
    summary(
      `PostgreSQL stopped, ${SIGN_INS_DURING_OUTAGE} sign-ins with the right password → ${Object.entries(
        tally(answers.map((a) => ({ op: 'login', status: a.status }))),
      )
        .map(([k, n]) => `${k}×${n}`)
        .join(', ')}, slowest ${Math.round(Math.max(...answers.map((a) => a.ms)))} ms; ` +
        `after recovery the right password → ${signIn.status} (${signIn.body?.message ?? 'signed in'})`,
    );
    expect(answers.filter((a) => a.ms >= 5000)).toEqual([]);
    // Every one meets the database: 503 with a message. An attempt that could not be checked is
    // taken back, so the outage never adds up to a 429 lock-out (it did before: 5 → pair, 30 → address).
    expect(answers.map((a) => [a.status, typeof a.body?.message])).toEqual(Array(SIGN_INS_DURING_OUTAGE).fill([503, 'string']));
  });
  it('after the outage the right password signs in again (no lock-out from the failed attempts)', () => {
    expect(signIn?.status).toBe(200);
  });
});
