import type { Browser, BrowserContext, Page } from 'playwright-core';
import { letterFromEvaluation } from '@clinote/clinical-text';
import { expectNoAxeViolations } from '../support/axe';
import { ARTIFACTS, launchBrowser } from '../support/browser';
import { formField, resultText, VIEWPORT_NAMES, VIEWPORTS } from '../support/forms';
import { platform } from '../support/platform';
import { apiAs, signedInContext, verifiedUser, type TestUser } from '../support/users';

const ptField = (page: Page, key: string, section?: string) => formField(page, 'pt', key, section);
const walkerField = (page: Page, key: string) => formField(page, 'walker', key);

// The example patient, in invented words.
const PT_ANSWERS = {
  patientInfo: '82 yo F, fall at home 2 weeks ago',
  currentLivingSituation: 'Lives alone in a 1-story home, 2 steps to enter, throw rugs in hallway',
  homeEnvironment: 'Needs CGA to walk to the bathroom and kitchen',
  currentEquipment: 'Single point cane: lost balance twice using it',
  currentFunction: 'Amb 40 ft with SPC and CGA; unable to walk to the bathroom safely',
} as const;
const TUG_SENTENCE = 'TUG of 18 s exceeds the 12 s cut-off associated with increased fall risk (CDC STEADI, 2017).';
const GOAL =
  'Patient will ambulate 150 ft with a rolling walker at Supervision level in the home within 4 weeks to access the bathroom safely.';

describe('from the evaluation to the letter (issue 24)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let clinician: TestUser;

  beforeAll(async () => {
    browser = await launchBrowser();
    clinician = await verifiedUser('Rowan');
  });
  afterAll(async () => browser?.close());
  afterEach(async () => context?.close());

  it.each(VIEWPORT_NAMES)(
    '%s: measures interpreted and one added, a goal built, the note saved, and a walker letter started from it arrives filled with the checklist following',
    async (size) => {
      ({ context, page } = await signedInContext(browser, clinician, VIEWPORTS[size]));
      await page.goto(`${platform().urls.app}/pt-eval`);
      await page.getByRole('button', { name: 'Generate Note' }).waitFor({ timeout: 20_000 });
      await page.getByRole('switch', { name: 'AI Enhancement' }).click(); // the standard note: no fact-check question in this walk
      for (const [key, value] of Object.entries(PT_ANSWERS)) await ptField(page, key, 'subjective').fill(value);

      await page.getByRole('button', { name: 'Objective' }).click();
      await ptField(page, 'ambulation').fill('40 ft with SPC and CGA, 1 loss of balance');
      await ptField(page, 'tugScore').fill('18 s');
      await ptField(page, 'sitToStandScore').fill('8');
      await ptField(page, 'tinettiScore').fill('17');
      const tugNote = page.getByText('TUG: 18 s is at or above the 12 s cut-off for fall risk (CDC STEADI, 2017).', { exact: true });
      await tugNote.waitFor({ timeout: 5_000 });
      await page.getByText(/^30-Second Chair Stand: 8 stands is below average for a woman aged 82 /).waitFor();
      await page.getByText(/^Tinetti POMA: 17\/28 /).waitFor();

      await page.getByRole('button', { name: 'Assessment', exact: true }).click();
      await tugNote.locator('xpath=..').getByRole('button', { name: 'Add to Assessment' }).click();
      expect(await ptField(page, 'assessment').inputValue()).toBe(TUG_SENTENCE);

      // A typed goal without a time frame is flagged; the builder writes a measurable one.
      const goals = ptField(page, 'goals', 'assessment');
      await goals.fill('Improve balance');
      await page.getByText('Not yet measurable: “Improve balance”.', { exact: false }).waitFor({ timeout: 5_000 });
      await goals.fill('');
      const opener = page.getByRole('button', { name: 'Build a goal for Long-term goals' });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'Build a measurable goal' });
      await dialog.waitFor();
      const add = dialog.getByRole('button', { name: 'Add to Long-term goals' });
      expect(await add.isDisabled()).toBe(true);
      await dialog.getByLabel('Activity (will …)', { exact: true }).fill('ambulate');
      await dialog.getByLabel('How much', { exact: true }).selectOption('ft');
      await dialog.getByLabel('Amount', { exact: true }).fill('150');
      await dialog.getByLabel('Assistance level', { exact: true }).selectOption('supervision');
      await dialog.getByLabel('Device (optional)', { exact: true }).fill('RW');
      await dialog.getByLabel('Setting (optional)', { exact: true }).fill('in the home');
      await dialog.getByLabel('By when', { exact: true }).fill('4');
      await dialog.getByLabel('Why (the functional reason, optional)', { exact: true }).fill('access the bathroom safely');
      await dialog.getByText(GOAL, { exact: true }).waitFor();
      await expectNoAxeViolations(page, `goal builder (${size})`);
      await page.screenshot({ path: `${ARTIFACTS}/goal-builder-${size}-viewport.png` });
      await add.click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await goals.inputValue()).toBe(GOAL);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Build a goal for Long-term goals');
      expect(await page.getByText(/Not yet measurable/).count()).toBe(0);

      await page.getByRole('button', { name: 'Generate Note' }).click();
      const start = page.getByRole('navigation', { name: 'Start a letter from this evaluation:' });
      await start.waitFor({ timeout: 20_000 });
      expect(await resultText(page)).toContain(GOAL);
      await start.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${ARTIFACTS}/evaluation-start-letter-${size}-viewport.png` });

      await start.getByRole('link', { name: 'Walker/Rollator' }).click();
      await page.waitForURL(/\/dme\/walker\?fromNote=/);
      const notice = page.getByTestId('evaluation-start');
      await notice.getByText(/^Started from your PT evaluation of \d+\/\d+\/\d{4}: \d+ fields filled in/).waitFor({ timeout: 20_000 });
      const filled = letterFromEvaluation('walker', 'pt', {
        subjective: PT_ANSWERS,
        objective: { ambulation: '40 ft with SPC and CGA, 1 loss of balance', tugScore: '18 s', sitToStandScore: '8', tinettiScore: '17' },
        assessment: { assessment: TUG_SENTENCE, goals: GOAL },
      });
      for (const [key, text] of Object.entries(filled)) expect(await walkerField(page, key).inputValue()).toBe(text);
      expect(await walkerField(page, 'medicalNecessity').inputValue()).toBe(''); // the order is the clinician's to state
      // Each mark appears once the filled text has settled, as the field notes do.
      await page.waitForFunction(
        (count) => document.body.innerText.split('From your evaluation of').length - 1 === count,
        Object.keys(filled).length,
      );
      const checklist = page.getByRole('region', { name: 'Medicare Coverage Checklist' });
      await checklist.locator('[data-criterion="walker-mradl"][data-status="documented"]').waitFor({ timeout: 10_000 });
      expect(await checklist.locator('[data-criterion="written-order"]').getAttribute('data-status')).not.toBe('documented');
      await expectNoAxeViolations(page, `letter from an evaluation (${size})`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(VIEWPORTS[size].width);
      await page.screenshot({ path: `${ARTIFACTS}/letter-from-evaluation-${size}-viewport.png` });
      await page.screenshot({ path: `${ARTIFACTS}/letter-from-evaluation-${size}.png`, fullPage: true });

      // Editing a filled field drops its mark.
      await walkerField(page, 'mobilityLimitation').fill('Unsteady gait; 2 losses of balance in the kitchen this month');
      await page.waitForFunction(
        (count) => document.body.innerText.split('From your evaluation of').length - 1 === count,
        Object.keys(filled).length - 1,
      );
    },
  );

  it('the Note dialog of a saved evaluation starts a letter too', async () => {
    const saved = await apiAs(clinician, 'POST', '/api/notes', {
      title: 'SOAP Note - 11/20/2026',
      kind: 'pt',
      content: 'SUBJECTIVE:\nPatient is an 82 yo F.',
      subjective: 'SUBJECTIVE:\nPatient is an 82 yo F.',
      answers: { subjective: { medicalHistory: 'CHF, COPD on 2 L O2', currentFunction: 'Amb 40 ft with SPC and CGA' } },
    });
    expect(saved.status).toBe(201);
    ({ context, page } = await signedInContext(browser, clinician, VIEWPORTS.desktop));
    await page.goto(`${platform().urls.app}/`);
    await page
      .getByRole('button', { name: /SOAP Note - 11\/20\/2026/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('link', { name: 'Hospital Bed' }).click();
    await page.waitForURL(new RegExp(`/dme/hospital-bed\\?fromNote=${saved.body.id}$`));
    await dialog.waitFor({ state: 'hidden' });
    await page
      .getByTestId('evaluation-start')
      .getByText(/^Started from your PT evaluation of \d+\/\d+\/\d{4}: 1 field filled in/)
      .waitFor({ timeout: 20_000 });
    expect(await formField(page, 'hospital-bed', 'medicalCondition').inputValue()).toContain('CHF, COPD on 2 L O2');
  });
});
