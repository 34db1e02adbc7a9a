import type { Browser, Page } from 'playwright-core';
import { ROUTE_TABLE } from '@clinote/contracts';
import { launchBrowser, screenshot } from '../support/browser';
import { platform } from '../support/platform';
import { signedInContext, verifiedUser, type TestUser } from '../support/users';

// Issue 11: a signed-in page's first paint (gateway/src/document/first-paint.ts) is the top of the
// page itself, served with the HTML. It only helps if React's render then paints nothing larger and
// moves nothing: the largest paint stays the one that came with the HTML (the LCP no longer waits
// for the JavaScript) and the page does not jump. The first paint repeats the React pages' measures
// in CSS, so this suite is what notices when either side changes.

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  tablet: { width: 820, height: 1180 },
  desktop: { width: 1280, height: 900 },
} as const;
const PAGES = ['/', ...ROUTE_TABLE.filter((route) => route.catalogueForm).map((route) => route.path)];

/** Records every largest-contentful-paint candidate from the start of the page. */
const RECORD_LCP = () => {
  const w = window as unknown as { __lcp: { size: number; text: string }[] };
  w.__lcp = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { size: number; element: Element | null })[]) {
      w.__lcp.push({ size: entry.size, text: (entry.element?.textContent ?? '').slice(0, 60) });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

interface Snapshot {
  /** The largest paint so far, and its text. */
  largest: { size: number; text: string };
  /** Where the page's title and notices are. */
  boxes: { text: string; x: number; y: number; width: number; height: number }[];
}

async function snapshot(page: Page): Promise<Snapshot> {
  return page.evaluate(() => {
    const entries = (window as unknown as { __lcp: { size: number; text: string }[] }).__lcp;
    const largest = entries.reduce((a, b) => (b.size > a.size ? b : a), { size: 0, text: '' });
    const boxes = [...document.querySelectorAll('main h1, main [role="note"]')].map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { text: (element.textContent ?? '').slice(0, 40), x, y, width, height };
    });
    return { largest, boxes };
  });
}

describe("a signed-in page's first paint is its own top, and React's render does not outgrow or move it (issue 11)", () => {
  let browser: Browser;
  let clinician: TestUser;
  const app = (path: string) => `${platform().urls.app}${path}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    clinician = await verifiedUser('Rowan');
  });
  afterAll(async () => browser?.close());

  /** The page as the HTML alone paints it (no script file loads; the inline ones run). */
  async function firstPaintOf(path: string, viewport: { width: number; height: number }): Promise<Snapshot> {
    const { context, page } = await signedInContext(browser, clinician, viewport);
    try {
      await context.addInitScript(RECORD_LCP);
      await page.route(/\.js(\?|$)/, (route) => route.abort());
      await page.goto(app(path));
      // The dashboard's heading waits for the early session answer.
      await page.locator('main h1:not(:empty)').first().waitFor();
      await page.waitForTimeout(300);
      return await snapshot(page);
    } finally {
      await context.close();
    }
  }

  /** The page once React has rendered it. */
  async function renderedPage(path: string, viewport: { width: number; height: number }, shot: string): Promise<Snapshot> {
    const { context, page } = await signedInContext(browser, clinician, viewport);
    try {
      await context.addInitScript(RECORD_LCP);
      await page.goto(app(path));
      await page
        .locator(path === '/' ? 'main [data-testid="evaluation-card"]' : 'main form')
        .first()
        .waitFor({ timeout: 20_000 });
      await page.waitForTimeout(300);
      await screenshot(page, shot);
      return await snapshot(page);
    } finally {
      await context.close();
    }
  }

  it('shows a signed-out visitor, whom the app sends to /login, no glimpse of the page', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    try {
      const page = await context.newPage();
      await page.route(/\.js(\?|$)/, (route) => route.abort());
      await page.goto(app('/pt-eval'));
      await page.locator('.clinote-fp-bar').waitFor();
      expect(await page.getByRole('heading', { name: 'PT Evaluation' }).isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    for (const path of PAGES) {
      it(`${path} on a ${size}`, async () => {
        const first = await firstPaintOf(path, viewport);
        const rendered = await renderedPage(
          path,
          viewport,
          `first-paint-${size}-${path === '/' ? 'dashboard' : path.slice(1).replace(/\//g, '-')}`,
        );

        // The first paint shows the title and the notices (the largest text on a phone).
        expect(first.boxes.length).toBeGreaterThanOrEqual(path === '/' ? 1 : 2);
        expect(first.largest.size).toBeGreaterThan(0);
        // React painted nothing larger: the largest paint is still the first paint's.
        expect({ path, size, largest: rendered.largest.size }).toEqual({ path, size, largest: first.largest.size });
        // …and moved nothing: the same title and notices, in the same place, at the same size.
        const round = (s: Snapshot) =>
          s.boxes.map((box) => ({
            ...box,
            x: Math.round(box.x),
            y: Math.round(box.y),
            width: Math.round(box.width),
            height: Math.round(box.height),
          }));
        expect(round(rendered).slice(0, first.boxes.length)).toEqual(round(first));
      });
    }
  }
});
