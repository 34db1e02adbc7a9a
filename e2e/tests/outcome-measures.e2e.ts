import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectNoAxeViolations } from '../support/axe';
import { ARTIFACTS, launchBrowser } from '../support/browser';
import { formField, VIEWPORT_NAMES, VIEWPORTS } from '../support/forms';
import { platform } from '../support/platform';
import { signedInContext, verifiedUser, type TestUser } from '../support/users';

const field = (page: Page, key: string) => formField(page, 'pt', key);

/** Invented answers: the example patient. */
const TUG_NOTE = 'TUG: 18 s is at or above the 12 s cut-off for fall risk (CDC STEADI, 2017).';
const TUG_SENTENCE = 'TUG of 18 s exceeds the 12 s cut-off associated with increased fall risk (CDC STEADI, 2017).';

describe('outcome measures that interpret themselves, on the PT form (issue 24)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let clinician: TestUser;

  beforeAll(async () => {
    browser = await launchBrowser();
    clinician = await verifiedUser('Morgan');
  });
  afterAll(async () => browser?.close());
  afterEach(async () => context?.close());

  it.each(VIEWPORT_NAMES)(
    '%s: TUG 18 s, chair stand 8 and Tinetti 17 for an 82-year-old woman say what they mean; one is added to the Assessment when asked, once',
    async (size) => {
      ({ context, page } = await signedInContext(browser, clinician, VIEWPORTS[size]));
      await page.goto(`${platform().urls.app}/pt-eval`);
      await page.getByRole('button', { name: 'Generate Note' }).waitFor({ timeout: 20_000 });
      await field(page, 'patientInfo').fill('82 yo F, fall at home 2 weeks ago');
      await page.getByRole('button', { name: 'Objective' }).click();
      await field(page, 'tugScore').fill('18 s');
      await field(page, 'sitToStandScore').fill('8');
      await field(page, 'tinettiScore').fill('17');

      const tugNote = page.getByText(TUG_NOTE, { exact: true });
      await tugNote.waitFor({ timeout: 5_000 });
      await page.getByText(/^30-Second Chair Stand: 8 stands is below average for a woman aged 82 /).waitFor();
      await page.getByText(/^Tinetti POMA: 17\/28 /).waitFor();
      expect(await page.getByRole('button', { name: 'Add to Assessment' }).count()).toBe(3);
      await expectNoAxeViolations(page, `outcome notes (${size})`);
      await tugNote.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${ARTIFACTS}/outcome-measures-notes-${size}-viewport.png` });
      // No sideways scrolling on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(VIEWPORTS[size].width);

      await page.getByRole('button', { name: 'Assessment', exact: true }).click();
      const assessment = field(page, 'assessment');
      expect(await assessment.inputValue()).toBe(''); // nothing is inserted silently
      const add = tugNote.locator('xpath=..').getByRole('button', { name: 'Add to Assessment' });
      await add.click();
      expect(await assessment.inputValue()).toBe(TUG_SENTENCE);
      const added = tugNote.locator('xpath=..').getByRole('button', { name: 'Added to Assessment' });
      expect(await added.getAttribute('aria-disabled')).toBe('true');
      await added.press('Enter'); // a second press, by keyboard: the button is aria-disabled, still focusable
      expect(await assessment.inputValue()).toBe(TUG_SENTENCE);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Added to Assessment'); // focus stays
      await assessment.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${ARTIFACTS}/outcome-measures-added-${size}-viewport.png` });
    },
  );
});
