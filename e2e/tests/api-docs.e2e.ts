import type { Browser, Page } from 'playwright-core';
import { expectNoAxeViolations } from '../support/axe';
import { ARTIFACTS, launchBrowser, watchPolicyComplaints } from '../support/browser';
import { VIEWPORTS } from '../support/forms';
import { platform } from '../support/platform';

describe('the published API contract in a browser (issue 26)', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('/api/docs reads as a page at phone and desktop size: nothing refused by its policy, no axe violations; the JSON it links to is the document', async () => {
    for (const size of ['phone', 'desktop'] as const) {
      const context = await browser.newContext({ viewport: VIEWPORTS[size] });
      page = await context.newPage();
      const complaints = watchPolicyComplaints(page);
      const answer = await page.goto(`${platform().urls.app}/api/docs`);
      expect(answer?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: 'Clinote API' }).waitFor();
      await page.getByRole('heading', { level: 3, name: 'post /api/notes/{id}/sign' }).waitFor();
      // The style applied (allowed by its hash): the body is laid out at its maximum width, not the browser's default.
      expect(await page.evaluate(() => getComputedStyle(document.body).maxWidth)).toBe('960px');
      expect(complaints).toEqual([]);
      await expectNoAxeViolations(page, `/api/docs (${size})`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: `${ARTIFACTS}/api-docs-${size}-viewport.png` });
      const document = await (await page.request.get(`${platform().urls.app}/api/docs/openapi.json`)).json();
      expect(document).toMatchObject({ openapi: '3.1.0', info: { title: 'Clinote API' } });
      await context.close();
    }
  });
});
