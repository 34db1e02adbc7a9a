import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectNoAxeViolations } from '../support/axe';
import { ARTIFACTS, launchBrowser } from '../support/browser';
import { formField, VIEWPORTS } from '../support/forms';
import { platform } from '../support/platform';
import { signedInContext, verifiedUser, type TestUser } from '../support/users';

const ptField = (page: Page, key: string) => formField(page, 'pt', key, 'subjective');
const walkerField = (page: Page, key: string) => formField(page, 'walker', key);
const OFFER = /^Restore your unsaved answers from \d{1,2}:\d{2}\?$/;

describe('nothing typed is lost (issue 25)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let clinician: TestUser;

  beforeAll(async () => {
    browser = await launchBrowser();
    clinician = await verifiedUser('Sasha');
  });
  afterAll(async () => browser?.close());
  afterEach(async () => context?.close());

  it('half an evaluation typed on a phone survives a reload: the form offers it back and Restore fills it in', async () => {
    ({ context, page } = await signedInContext(browser, clinician, VIEWPORTS.phone));
    await page.goto(`${platform().urls.app}/pt-eval`);
    await page.getByRole('button', { name: 'Generate Note' }).waitFor({ timeout: 20_000 });
    await ptField(page, 'patientInfo').fill('Fake 79 yo M referred after a fall');
    await ptField(page, 'pain').fill('Fake R hip pain 5/10 with stairs');
    await page.waitForTimeout(700); // the answers are kept once typing pauses
    await page.reload();
    const offer = page.getByTestId('unsaved-answers');
    await offer.getByText(OFFER).waitFor({ timeout: 20_000 });
    expect(await ptField(page, 'pain').inputValue()).toBe('');
    await expectNoAxeViolations(page, 'restore offer');
    await page.screenshot({ path: `${ARTIFACTS}/unsaved-answers-offer-phone-viewport.png` });
    await offer.getByRole('button', { name: 'Restore' }).click();
    expect(await ptField(page, 'patientInfo').inputValue()).toBe('Fake 79 yo M referred after a fall');
    expect(await ptField(page, 'pain').inputValue()).toBe('Fake R hip pain 5/10 with stairs');
    await offer.waitFor({ state: 'detached' });

    // Clear All forgets them: the next visit offers nothing.
    await page.getByRole('button', { name: 'Clear All' }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Generate Note' }).waitFor({ timeout: 20_000 });
    await page.waitForTimeout(500);
    expect(await page.getByTestId('unsaved-answers').count()).toBe(0);
  });

  it('a letter typed in a tab that closed is offered in a new one; Discard forgets it', async () => {
    ({ context, page } = await signedInContext(browser, clinician, VIEWPORTS.tablet));
    await page.goto(`${platform().urls.app}/dme/walker`);
    await walkerField(page, 'mobilityLimitation').fill('Fake unsteady gait, 2 losses of balance this week');
    await page.waitForTimeout(700);
    await page.close();
    page = await context.newPage();
    await page.goto(`${platform().urls.app}/dme/walker`);
    const offer = page.getByTestId('unsaved-answers');
    await offer.getByText(OFFER).waitFor({ timeout: 20_000 });
    await page.screenshot({ path: `${ARTIFACTS}/unsaved-answers-offer-tablet-viewport.png` });
    await offer.getByRole('button', { name: 'Discard' }).click();
    await page.reload();
    await walkerField(page, 'mobilityLimitation').waitFor({ timeout: 20_000 });
    await page.waitForTimeout(500);
    expect(await page.getByTestId('unsaved-answers').count()).toBe(0);
  });
});
