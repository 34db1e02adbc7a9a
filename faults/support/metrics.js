// Every process's GET /metrics (issue 26): the gateway's on its metrics port, each service's on its own.
const { parsePrometheus, sampleValue } = require('@clinote/nest-common/testing');

/** { gateway: samples, 'svc-notes': samples, … } scraped now. */
async function scrapeAll(f) {
  const { ports } = f.platform;
  const targets = [['gateway', ports.gatewayMetrics], ...Object.entries(ports.services)];
  const scraped = await Promise.all(
    targets.map(async ([name, port]) => {
      const res = await fetch(`http://127.0.0.1:${port}/metrics`, { signal: AbortSignal.timeout(10_000) });
      if (!res.ok) throw new Error(`${name} /metrics answered ${res.status}`);
      return [name, parsePrometheus(await res.text())];
    }),
  );
  return Object.fromEntries(scraped);
}

/** How much a metric (summed over the samples whose labels include `labels`) grew between two scrapes. */
function growth(before, after, proc, name, labels = {}) {
  return sampleValue(after[proc], name, labels) - sampleValue(before[proc], name, labels);
}

module.exports = { scrapeAll, growth, sampleValue };
