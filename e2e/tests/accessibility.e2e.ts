import type { Browser, BrowserContext, Page } from 'playwright-core';
import { FORMS } from '@clinote/clinical-text';
import { ROUTE_TABLE } from '@clinote/contracts';
import { expectNoAxeViolations } from '../support/axe';
import { launchBrowser, screenshot, watchPolicyComplaints } from '../support/browser';
import { platform } from '../support/platform';
import { apiAs, signedInContext, verifiedUser, type TestUser } from '../support/users';
import { resultText } from '../support/forms';

const DESKTOP = { width: 1280, height: 900 };
const SIZES = { phone: { width: 390, height: 844 }, tablet: { width: 820, height: 1180 } } as const;

/** The 16 screens of issue 13: every route of the table, and the 404 page. */
const SCREENS = [
  ...ROUTE_TABLE.map((route) => ({ path: route.path, signedIn: route.access === 'signed-in' })),
  { path: '/no-such-page', signedIn: false },
];
const shotName = (path: string) => (path === '/' ? 'dashboard' : path.slice(1).replace(/\//g, '-'));

/** What a page's network is doing: requests started and not finished, and when anything last happened. */
const traffic = new WeakMap<Page, { open: Set<string>; lastActivity: number }>();
function trackRequests(page: Page): void {
  const state = { open: new Set<string>(), lastActivity: Date.now() };
  traffic.set(page, state);
  const touch = () => (state.lastActivity = Date.now());
  page.on('request', (request) => (state.open.add(request.url()), touch()));
  page.on('requestfinished', (request) => (state.open.delete(request.url()), touch()));
  page.on('requestfailed', (request) => (state.open.delete(request.url()), touch()));
}

/** What each open page's browser refused in its security headers (watchPolicyComplaints). */
const policyComplaints = new WeakMap<Page, string[]>();

/**
 * What a page shows once it is really there: React's render in place of the first paint, its
 * landmark and its one top-level heading, then a quiet network (nothing in flight for 500 ms) so
 * late chunks (dialog code, the PHI guard) are in.
 * Counted from the page's own request events, not waitForLoadState('networkidle'): once that state
 * has fired, requests that come and go can leave Playwright without it for good
 * (microsoft/playwright#42598), which failed this suite now and then on a form page after 30 s.
 */
async function settled(page: Page): Promise<void> {
  // The gateway's first paint has a <main> and an <h1> too (issue 11): React's page must have replaced it.
  await page.waitForFunction(() => !document.querySelector('#root > .clinote-fp, #root > .clinote-boot'), undefined, { timeout: 20_000 });
  await page.locator('main h1').first().waitFor({ timeout: 20_000 });
  const state = traffic.get(page);
  if (!state) throw new Error('settled() needs trackRequests(page) before the page is opened');
  const deadline = Date.now() + 10_000;
  while (state.open.size > 0 || Date.now() - state.lastActivity < 500) {
    if (Date.now() > deadline)
      throw new Error(`${page.url()}: still loading after 10 s: ${[...state.open].join(', ') || 'requests keep starting'}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Nothing wider than the screen outside its own scroll box (a wide table may scroll in place). */
function pageScrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

describe('every screen accessible (WCAG 2.2 AA, axe) and usable on a phone and a tablet (issue 13)', () => {
  let browser: Browser;
  let clinician: TestUser;
  let context: BrowserContext;
  let page: Page;
  const app = (path: string) => `${platform().urls.app}${path}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    clinician = await verifiedUser('Avery');
    // A saved note, so the dashboard lists one and its dialog can be opened.
    await apiAs(clinician, 'POST', '/api/notes', {
      title: 'SOAP Note - 11/22/2026',
      subjective: 'Invented: reports 3/10 low back pain after gardening.',
      objective: 'TUG 12 s.',
    });
  });
  afterAll(async () => browser?.close());
  afterEach(async () => context?.close());

  async function open(path: string, signedIn: boolean, viewport: { width: number; height: number } = DESKTOP) {
    if (signedIn) ({ context, page } = await signedInContext(browser, clinician, viewport));
    else {
      context = await browser.newContext({ viewport });
      page = await context.newPage();
    }
    trackRequests(page);
    policyComplaints.set(page, watchPolicyComplaints(page));
    await page.goto(app(path));
    await settled(page);
  }

  it.each(SCREENS)('$path: no axe violations, a <main> and one <h1>, nothing refused by the CSP', async ({ path, signedIn }) => {
    await open(path, signedIn);
    expect(await page.locator('main').count()).toBe(1);
    expect(await page.locator('h1').count()).toBe(1);
    await expectNoAxeViolations(page, path);
    expect(policyComplaints.get(page)).toEqual([]);
  });

  it.each(SCREENS)('$path: no sideways scrolling at phone and tablet size (screenshots in e2e/artifacts)', async ({ path, signedIn }) => {
    for (const [size, viewport] of Object.entries(SIZES)) {
      await open(path, signedIn, viewport);
      await screenshot(page, `a11y-${shotName(path)}-${size}`);
      expect({ size, scrollsSideways: await pageScrollsSideways(page) }).toEqual({ size, scrollsSideways: false });
      expect({ size, complaints: policyComplaints.get(page) }).toEqual({ size, complaints: [] });
      await context.close();
    }
  });

  it('states: the guidelines dialog, the note dialog, a generated letter and its toast have no violations; dialogs return focus', async () => {
    await open('/dme/hospital-bed', true);
    const opener = page.getByRole('button', { name: 'View Medicare Coverage Guidelines' });
    await opener.click();
    const guidelines = page.getByRole('dialog');
    await guidelines.getByRole('button', { name: 'Close Guidelines' }).waitFor();
    await expectNoAxeViolations(page, 'guidelines dialog');
    const pageScrolls = () => page.evaluate(() => getComputedStyle(document.body).overflowY !== 'hidden');
    expect(await pageScrolls()).toBe(false); // the page behind an open dialog stays put
    await page.keyboard.press('Escape');
    await guidelines.waitFor({ state: 'hidden' });
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await pageScrolls()).toBe(true);

    await page.getByRole('switch', { name: /AI Enhancement/ }).click();
    await page.getByRole('button', { name: 'Generate Letter of Medical Necessity' }).click();
    await page.getByTestId('result-card').waitFor({ timeout: 20_000 });
    await expectNoAxeViolations(page, 'letter result with toast');

    await page.goto(app('/'));
    await settled(page);
    const note = page.getByRole('list', { name: 'Recent notes' }).getByRole('button').first();
    await note.click();
    await page.getByRole('dialog').waitFor();
    await expectNoAxeViolations(page, 'note dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    expect(await note.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(policyComplaints.get(page)).toEqual([]);
  });

  it('PHI guard on /pt-eval: the field is flagged while typing; Remove them replaces it before the note is made', async () => {
    await open('/pt-eval', true);
    const question = FORMS.pt.sections[0].fields.find((f) => f.key === 'patientInfo')!.question;
    const field = page.getByLabel(question, { exact: true });
    await field.fill('Invented: DOB 03/14/1941, referred after L TKA');
    await page
      .getByText(/looks like a date of birth/)
      .first()
      .waitFor();
    await expectNoAxeViolations(page, '/pt-eval with a field warning');

    await page.getByRole('switch', { name: 'AI Enhancement' }).click();
    await page.getByRole('button', { name: 'Generate Note' }).click();
    const dialog = page.getByRole('dialog', { name: 'Possible patient identifiers' });
    await dialog.getByText('03/14/1941').waitFor();
    await expectNoAxeViolations(page, 'PHI dialog');
    await screenshot(page, 'phi-dialog-pt');
    await dialog.getByRole('button', { name: 'Remove them' }).click();
    await page.getByTestId('result-card').waitFor({ timeout: 20_000 });
    expect(await field.inputValue()).toBe('Invented: DOB [DATE], referred after L TKA');
    expect(await resultText(page)).not.toContain('03/14/1941');
  });

  it('PHI guard on /dme/wheelchair: Cancel keeps the text; Keep and continue generates with it', async () => {
    await open('/dme/wheelchair', true);
    const field = page.getByLabel(FORMS.wheelchair.sections[0].fields[0].question, { exact: true });
    await field.fill('Invented: daughter Maria Lopez phones 555-201-3344 about transfers');
    await page
      .getByText(/looks like a (person's name|phone number)/)
      .first()
      .waitFor();
    await page.getByRole('switch', { name: /AI Enhancement/ }).click();
    const generate = page.getByRole('button', { name: 'Generate Letter of Medical Necessity' });
    await generate.click();
    const dialog = page.getByRole('dialog', { name: 'Possible patient identifiers' });
    await dialog.getByText('555-201-3344').waitFor();
    await screenshot(page, 'phi-dialog-wheelchair');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await field.inputValue()).toBe('Invented: daughter Maria Lopez phones 555-201-3344 about transfers');
    expect(await page.getByTestId('result-card').count()).toBe(0);

    await generate.click();
    await dialog.getByRole('button', { name: 'Keep and continue' }).click();
    // Seen once in a full run: no card after 20 s. Should it happen again, say what the page showed instead.
    await page
      .getByTestId('result-card')
      .waitFor({ timeout: 20_000 })
      .catch(async (error: Error) => {
        const shown = await page.evaluate(() => ({
          dialogs: [...document.querySelectorAll('[role="dialog"]')].filter((d) => d.checkVisibility()).map((d) => d.textContent),
          toasts: [...document.querySelectorAll('.ant-notification-notice')].map((t) => t.textContent),
          generate: document.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled,
        }));
        throw new Error(`${error.message}\nthe page instead: ${JSON.stringify(shown)}`);
      });
    expect(await resultText(page)).toContain('555-201-3344');
  });

  it('by keyboard alone: sign in, fill a field, pick a chip, generate a note', async () => {
    context = await browser.newContext({ viewport: DESKTOP, permissions: ['clipboard-read', 'clipboard-write'] });
    page = await context.newPage();
    trackRequests(page);
    await page.goto(app('/login'));
    await settled(page);
    await page.getByLabel('Email').focus();
    await page.keyboard.type(clinician.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Gait-belt-2026');
    await page.keyboard.press('Enter');
    await page.waitForURL(app('/'));
    await settled(page);

    await page.getByRole('button', { name: 'Create Note: SN Evaluation' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(app('/sn-eval'));
    await page.getByRole('button', { name: 'Generate Note' }).waitFor({ timeout: 20_000 });
    const first = FORMS.sn.sections[0].fields[0];
    await page.getByLabel(first.question, { exact: true }).focus();
    await page.keyboard.type('Invented: alert and oriented x3');
    // Escape closes the suggestions; Tab moves on to the field's first quick-suggestion chip; Enter appends it.
    expect(first.chips.length).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(first.chips[0]);
    await page.keyboard.press('Enter');
    expect(await page.getByLabel(first.question, { exact: true }).inputValue()).toContain(first.chips[0]);
    const focusVisible = await page.evaluate(
      () => getComputedStyle(document.activeElement!).outlineStyle !== 'none' || document.activeElement!.matches(':focus-visible'),
    );
    expect(focusVisible).toBe(true);
    await page.getByRole('switch', { name: 'AI Enhancement' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Generate Note' }).focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('result-card').waitFor({ timeout: 20_000 });
    expect(await resultText(page)).toContain('alert and oriented x3');
  });
});
