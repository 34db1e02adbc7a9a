import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser';
import { platform } from '../support/platform';
import { PASSWORD, signedInContext, verifiedUser, type TestUser } from '../support/users';

// Issue 23 (docs/decisions/0145-first-paint-forms.md): a form page's first paint is the form itself, so
// the clinician types before the app's code has arrived. Here the page's script files are held back
// until the typing is done; then the app loads, takes the form over, and nothing typed, no caret and
// no submit pressed meanwhile may be lost.

const app = (path: string) => `${platform().urls.app}${path}`;

/** Holds every script file of the page until `release()` is called. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

describe('a form typed in before the app has loaded (issue 23)', () => {
  let browser: Browser;
  let clinician: TestUser;

  beforeAll(async () => {
    browser = await launchBrowser();
    clinician = await verifiedUser('Tamsin');
  });
  afterAll(async () => browser?.close());

  it('/pt-eval on a phone: the text and the caret are where they were once the app has taken the form over', async () => {
    const { context, page } = await signedInContext(browser, clinician, { width: 390, height: 844 });
    try {
      const release = await holdScripts(page);
      // Not 'domcontentloaded': that waits for the held scripts.
      await page.goto(app('/pt-eval'), { waitUntil: 'commit' });
      const field = page.locator('#pt-subjective-patientInfo');
      await field.click();
      await page.keyboard.type('Fake 80 yo F, lives alone');
      await page.keyboard.press('ArrowLeft');
      expect(await page.locator('#clinote-app').count()).toBe(0); // no app yet: this is the first paint
      await screenshot(page, 'first-paint-typing-phone-pt-eval-before');
      release();
      await page.locator('#root').waitFor({ state: 'detached', timeout: 30_000 });
      const taken = page.locator('#clinote-app #pt-subjective-patientInfo');
      await expect(taken.inputValue()).resolves.toBe('Fake 80 yo F, lives alone');
      expect(
        await page.evaluate(() => [document.activeElement?.id, (document.activeElement as HTMLTextAreaElement).selectionStart]),
      ).toEqual(['pt-subjective-patientInfo', 'Fake 80 yo F, lives alone'.length - 1]);
      // And typing goes on where it was.
      await page.keyboard.type('!');
      await expect(taken.inputValue()).resolves.toBe('Fake 80 yo F, lives alon!e');
      await screenshot(page, 'first-paint-typing-phone-pt-eval-after');
    } finally {
      await context.close();
    }
  });

  it('/pt-eval on a tablet: chips tapped before the app loaded are in their field once it has taken the form over', async () => {
    const { context, page } = await signedInContext(browser, clinician, { width: 820, height: 1180 });
    try {
      const release = await holdScripts(page);
      await page.goto(app('/pt-eval'), { waitUntil: 'commit' });
      const field = page.locator('#pt-subjective-medicalHistory');
      await field.click();
      await page.keyboard.type('HTN');
      const chips = page.locator('[data-first-paint-chip="pt-subjective-medicalHistory"]');
      await chips.filter({ hasText: /^CHF$/ }).click();
      await chips.filter({ hasText: /^COPD$/ }).click();
      expect(await page.locator('#clinote-app').count()).toBe(0); // still the first paint
      await expect(field.inputValue()).resolves.toBe('HTN, CHF, COPD');
      release();
      await page.locator('#root').waitFor({ state: 'detached', timeout: 30_000 });
      await expect(page.locator('#clinote-app #pt-subjective-medicalHistory').inputValue()).resolves.toBe('HTN, CHF, COPD');
      // The app's own chips go on from there.
      await page.locator('#clinote-app').getByRole('button', { name: 'Diabetes', exact: true }).first().click();
      await expect(page.locator('#clinote-app #pt-subjective-medicalHistory').inputValue()).resolves.toBe('HTN, CHF, COPD, Diabetes');
    } finally {
      await context.close();
    }
  });

  it('/login: an address and password typed, and Sign in pressed, before the app loaded sign the clinician in once it has', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      const release = await holdScripts(page);
      await page.goto(app('/login'), { waitUntil: 'commit' });
      await page.getByLabel('Email').fill(clinician.email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      // The browser sent the form nowhere: still /login, no password in any URL.
      expect(new URL(page.url()).pathname).toBe('/login');
      expect(page.url()).not.toContain(encodeURIComponent(PASSWORD));
      release();
      await page.getByRole('heading', { name: `Welcome, ${clinician.firstName} Sample` }).waitFor({ timeout: 30_000 });
      expect(new URL(page.url()).pathname).toBe('/');
    } finally {
      await context.close();
    }
  });
});
