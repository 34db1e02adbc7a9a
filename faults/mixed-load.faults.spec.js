// No fault: the baseline the fault scenarios are read against. 60 s of mixed traffic through the
// gateway — sign in, list notes, create notes, enhance a section (svc-ai's offline rewrite) — on 20
// concurrent connections. Expected: no error at all, and as many notes stored as creates answered
// 201. Latencies are printed (p50/p99 per operation), not asserted: they depend on the machine.
const { percentile, startFaultPlatform, storedNotes, summary, verifiedUser } = require('./support/platform');
const { startLoad, tally, describeRecord } = require('./support/load');
const { sleep } = require('./support/infra');

const SECONDS = Number(process.env.FAULTS_LOAD_SECONDS ?? 60);
const CONNECTIONS = 20;

describe(`mixed load: ${SECONDS} s on ${CONNECTIONS} connections`, () => {
  let f;
  beforeAll(async () => {
    // AI_RATE_LIMIT_PER_MINUTE: 60 enhancements a minute per account is a product limit (svc-ai's own
    // tests cover it); five accounts on 20 connections make far more.
    f = await startFaultPlatform('faults-load', { env: { AI_RATE_LIMIT_PER_MINUTE: '10000' } });
  });
  afterAll(async () => {
    await f?.stop();
  });

  it('answers every request, and stores every note answered 201', async () => {
    const stamp = Date.now();
    const users = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((who) => verifiedUser(f, `load.${who}.${stamp}@clinote.test`)));
    const load = startLoad(f, {
      users,
      ops: ['login', 'list', 'create', 'enhance', 'list', 'create'],
      concurrency: CONNECTIONS,
      label: 'mixed',
    });
    await sleep(SECONDS * 1000);
    await load.stop();

    const errors = load.records.filter((r) => r.status < 200 || r.status >= 300);
    const stored = await storedNotes(f);
    const creates2xx = load.records.filter((r) => r.op === 'create' && r.status === 201).length;
    const lost = load.created.filter((n) => !stored.has(n.id));
    const all = load.records.map((r) => r.ms);
    const byOp = {};
    for (const r of load.records) (byOp[r.op] ??= []).push(r);
    const perOp = Object.entries(byOp)
      .map(
        ([op, rs]) =>
          `${op} ${rs.length} p50 ${Math.round(
            percentile(
              rs.map((r) => r.ms),
              50,
            ),
          )} / p99 ${Math.round(
            percentile(
              rs.map((r) => r.ms),
              99,
            ),
          )} ms`,
      )
      .join('; ');
    summary(
      `no fault, ${SECONDS} s mixed load on ${CONNECTIONS} connections → ${load.records.length} requests (${(load.records.length / SECONDS).toFixed(0)}/s), ${errors.length} errors, ` +
        `p99 ${Math.round(percentile(all, 99))} ms (${perOp}) → notes: ${creates2xx} answered 201, ${stored.size} stored, lost ${lost.length}, duplicated ${stored.size - new Set(stored.values()).size}`,
    );
    if (errors.length) console.log({ tally: tally(errors), first: errors.slice(0, 10).map(describeRecord) });

    expect(errors.map(describeRecord)).toEqual([]);
    expect(stored.size).toBe(creates2xx);
    expect(lost).toEqual([]);
  });
});
