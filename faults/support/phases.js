// Judging a load run around one outage: which requests overlapped it, which came after recovery,
// and whether the services came back on their own.
const { call, sleep } = require('./platform');

/** Resolves with the time at which every service's own /health answers 200 (polled every 200 ms). */
async function waitHealthy(f, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  const urls = Object.values(f.platform.ports.services).map((port) => `http://127.0.0.1:${port}/health`);
  for (;;) {
    const answers = await Promise.all(urls.map((url) => call(url, 'GET', '', { timeoutMs: 3000 })));
    if (answers.every((a) => a.status === 200)) return Date.now();
    if (Date.now() > deadline)
      throw new Error(
        `services not healthy within ${timeoutMs} ms: ${answers.map((a, i) => `${urls[i]} ${a.status} ${a.text.slice(0, 300)}`).join(' | ')}`,
      );
    await sleep(200);
  }
}

/**
 * Splits records: `during` overlapped [outageStart, recoveredAt] (the fault, and the moments the
 * services take to reconnect), `after` started once every service reported healthy again.
 */
function phases(records, { outageStart, recoveredAt }) {
  return {
    before: records.filter((r) => r.endedAt < outageStart),
    during: records.filter((r) => r.endedAt >= outageStart && r.startedAt < recoveredAt),
    after: records.filter((r) => r.startedAt >= recoveredAt),
  };
}

/**
 * What a request that met the outage may answer: its normal success, or 503 with a JSON body that
 * carries a message — within `fastMs`. Anything else (no answer, 500, 502, 504, HTML…) is returned.
 */
function badOutageAnswers(records, fastMs = 5000) {
  return records.filter((r) => {
    if (r.ms >= fastMs) return true;
    if (r.status >= 200 && r.status < 300) return false;
    return !(r.status === 503 && r.json && typeof r.message === 'string' && r.message.length > 0);
  });
}

module.exports = { waitHealthy, phases, badOutageAnswers };
