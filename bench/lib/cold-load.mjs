// One cold page load in Chromium under Lighthouse's mobile profile, measured the way DevTools
// measures it: paint timings from the page, bytes from the DevTools protocol's network events.
/** kbit/s → bytes/s, as Lighthouse converts them for DevTools (1 kbit = 1024 bits). */
const bytesPerSecond = (kbps) => Math.floor((kbps * 1024) / 8);

/** Lighthouse's mobile profile: "slow 4G" (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up), a mid-range phone's CPU (×4). */
export const MOBILE_PROFILE = {
  label: '150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, CPU ×4, 412×823 @1.75x',
  network: { offline: false, latency: 150, downloadThroughput: bytesPerSecond(1638.4), uploadThroughput: bytesPerSecond(750) },
  cpuSlowdown: 4,
  screen: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
};

/** How long the network must stay idle after the page is ready before it counts as settled. */
const QUIET_MS = 1500;
const READY_TIMEOUT_MS = 60_000;
const SETTLE_TIMEOUT_MS = 20_000;

/**
 * Adds up what the page downloads. `encodedDataLength` is what DevTools shows as "transferred":
 * response headers plus the body as it came over the wire (compressed if it was).
 */
export function watchNetwork(cdp) {
  const typeOf = new Map(); // requestId → resource type ('Script', 'Fetch', 'Document', …)
  const open = new Set();
  const totals = { bytes: 0, jsBytes: 0, requests: 0 };
  let lastActivity = performance.now();
  const touch = () => (lastActivity = performance.now());

  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (request.url.startsWith('data:')) return; // inline, nothing travels
    open.add(requestId);
    touch();
  });
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    typeOf.set(requestId, /javascript/.test(response.mimeType) ? 'Script' : type);
    touch();
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (!open.delete(requestId)) return;
    totals.bytes += encodedDataLength;
    if (typeOf.get(requestId) === 'Script') totals.jsBytes += encodedDataLength;
    totals.requests += 1;
    touch();
  });
  cdp.on('Network.loadingFailed', ({ requestId }) => {
    open.delete(requestId);
    touch();
  });

  return {
    totals,
    /** Resolves once nothing is in flight and nothing happened for QUIET_MS (or after SETTLE_TIMEOUT_MS). */
    async quiet() {
      const deadline = performance.now() + SETTLE_TIMEOUT_MS;
      while (performance.now() < deadline && (open.size > 0 || performance.now() - lastActivity < QUIET_MS)) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}

/** LCP and FCP in ms since navigation start, read in the page (no input has happened, so LCP is final). */
const readPaintTimings = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
        let lcp = null;
        const observer = new PerformanceObserver((list) => (lcp = list.getEntries().at(-1)?.startTime ?? lcp));
        observer.observe({ type: 'largest-contentful-paint', buffered: true });
        // Buffered entries arrive in a task after observe(): give them one.
        setTimeout(() => {
          observer.disconnect();
          resolve({ lcp, fcp });
        }, 250);
      }),
  );

/**
 * Records, in the page, when the app took the page over: the first moment none of the first paint's
 * markup (the gateway's #root before React: `.clinote-fp`, `.clinote-fp-auth`, `.clinote-boot`) is left.
 */
function watchTakeover() {
  const firstPaint = '.clinote-fp, .clinote-fp-auth, .clinote-boot';
  const check = () => {
    if (window.__benchAppAt !== undefined || document.readyState === 'loading' || document.querySelector(firstPaint)) return;
    window.__benchAppAt = performance.now();
    observer.disconnect();
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden'] });
  document.addEventListener('DOMContentLoaded', check);
}

/**
 * Opens `url` in a fresh browser context (empty cache, no cookies), throttled unless told not to.
 * "Ready" is when the clinician can use the route: every `ready` selector on screen and — when `probe`
 * names a text field — a key typed into it shows in it. That may be before the app's code has run (a
 * first paint that holds the form, docs/decisions/0145-first-paint-forms.md), so the run also records
 * when the app took the page over (`appAt`) and whether the typed key was still in the field then (`kept`):
 * a first paint that lost what was typed is not ready, and shows here as not kept.
 * @param {import('playwright-core').Browser} browser
 * @param {object} options
 * @param {string} options.url
 * @param {string|string[]} options.ready  selector(s) on screen once the route is usable
 * @param {string} [options.probe]  a text field to type one key into at ready
 * @param {string} [options.token]   signed in: put into localStorage before any script runs
 * @param {boolean} [options.throttle]
 * @returns {Promise<{ rendered: boolean, readyAt: number|null, appAt: number|null, kept: boolean|null, lcp: number|null, fcp: number|null, bytes: number, jsBytes: number, requests: number }>}
 *   times in ms since navigation start; readyAt is when the route was usable (within a few tens of ms)
 */
export async function coldLoad(browser, { url, ready, probe, token, throttle = true }) {
  const context = await browser.newContext(MOBILE_PROFILE.screen);
  try {
    if (token) await context.addInitScript((value) => window.localStorage.setItem('auth_token', value), token);
    await context.addInitScript(watchTakeover);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    if (throttle) {
      await cdp.send('Network.emulateNetworkConditions', MOBILE_PROFILE.network);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_PROFILE.cpuSlowdown });
    }
    const network = watchNetwork(cdp);

    await page.goto(url, { waitUntil: 'commit' });
    const selectors = [ready].flat();
    const rendered = await Promise.all(selectors.map((selector) => page.waitForSelector(selector, { timeout: READY_TIMEOUT_MS })))
      .then(() => true)
      .catch(() => false);
    let readyAt = null;
    if (rendered && probe) {
      // Typed where the clinician would type; ready once the key shows in the field.
      await page.focus(probe);
      await page.keyboard.type('q');
      await page.waitForFunction((selector) => document.querySelector(selector)?.value.endsWith('q'), probe, { timeout: READY_TIMEOUT_MS });
      readyAt = await page.evaluate(() => performance.now());
    } else if (rendered) readyAt = await page.evaluate(() => performance.now());
    await network.quiet();
    const appAt = await page.evaluate(() => window.__benchAppAt ?? null);
    const kept =
      rendered && probe ? await page.evaluate((selector) => document.querySelector(selector)?.value.endsWith('q') ?? false, probe) : null;
    const { lcp, fcp } = await readPaintTimings(page);
    return { rendered, readyAt, appAt, kept, lcp, fcp, ...network.totals };
  } finally {
    await context.close();
  }
}
