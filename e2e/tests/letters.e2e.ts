import { execFileSync } from 'node:child_process';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { buildLetter, FORMS, GUIDELINE_DIALOG_TITLES, LETTER_RESULT_HEADINGS, type Equipment } from '@clinote/clinical-text';
import { launchBrowser, screenshot } from '../support/browser';
import { mailTo } from '../support/mail';
import { platform } from '../support/platform';
import { apiAs, clipboardText, signedInContext, verifiedUser, type TestUser } from '../support/users';
import { resultText } from '../support/forms';

const question = (equipment: Equipment, key: string) => FORMS[equipment].sections[0].fields.find((f) => f.key === key)!.question;
const field = (page: Page, equipment: Equipment, key: string) => page.getByLabel(question(equipment, key), { exact: true });
const GENERATE = 'Generate Letter of Medical Necessity';

/** Invented clinical answers only. */
const WHEELCHAIR = {
  mobilityLimitation: 'Unable to ambulate household distances safely; cannot complete toileting in a reasonable time',
  equipmentDetails: 'Lightweight manual wheelchair with elevating leg rests',
};

describe('equipment letters, as a clinician writes them (issue 9)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let clinician: TestUser;
  const app = (path: string) => `${platform().urls.app}${path}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    clinician = await verifiedUser('Dana');
  });
  afterAll(async () => browser?.close());
  beforeEach(async () => {
    ({ context, page } = await signedInContext(browser, clinician));
  });
  afterEach(async () => context?.close());

  async function openLetter(equipment: Equipment) {
    await page.goto(app(`/dme/${equipment}`));
    await page.getByRole('button', { name: GENERATE }).waitFor({ timeout: 20_000 });
  }

  it('wheelchair with AI disabled: the plain letter, in the clipboard, saved with the plain letter, e-mailed with its PDF, downloadable as PDF', async () => {
    await openLetter('wheelchair');
    await page.getByRole('switch', { name: 'AI Enhancement Enabled' }).click();
    await page.getByRole('switch', { name: 'AI Enhancement Disabled' }).waitFor();
    for (const [key, value] of Object.entries(WHEELCHAIR)) await field(page, 'wheelchair', key).fill(value);
    await page.getByRole('button', { name: GENERATE }).click();

    const expected = buildLetter('wheelchair', WHEELCHAIR);
    const card = page.getByTestId('result-card');
    await card.getByRole('heading', { name: LETTER_RESULT_HEADINGS.wheelchair }).waitFor({ timeout: 20_000 });
    expect(await resultText(page)).toBe(expected);
    expect(await clipboardText(page)).toBe(expected);
    expect(await card.getByText('This letter has been copied to your clipboard.').isVisible()).toBe(true);
    await page.getByText(`Your Letter of Medical Necessity has been emailed to ${clinician.email}`).waitFor({ timeout: 15_000 });
    await screenshot(page, 'letter-wheelchair-result');

    const saved = (await apiAs(clinician, 'GET', '/api/notes')).body.find((n: { kind: string }) => n.kind === 'wheelchair');
    expect(saved).toMatchObject({
      subjective: expected,
      objective: '',
      assessment: '',
      plan: '',
      title: expect.stringMatching(/^Letter of Medical Necessity - Manual Wheelchair - \d+\/\d+\/\d{4}$/),
    });

    const mail = await mailTo(clinician.email, /Letter of Medical Necessity - Manual Wheelchair/);
    expect(mail.text).toContain('Patient Mobility Limitation:');
    expect((mail as unknown as { attachments?: Array<{ contentType: string }> }).attachments?.[0]?.contentType).toBe('application/pdf');

    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^Letter of Medical Necessity - Manual Wheelchair - .*\.pdf$/);
    const text = execFileSync('pdftotext', [(await download.path())!, '-'], { encoding: 'utf8' });
    expect(text).toContain('LETTER OF MEDICAL NECESSITY: MANUAL WHEELCHAIR');
    expect(text).toContain('Lightweight manual wheelchair with elevating leg rests.');
  });

  it.each(['hospital-bed', 'commode', 'walker'] as const)(
    '%s with AI enabled (offline rewrite): its result heading, saved',
    async (equipment) => {
      await openLetter(equipment);
      const first = FORMS[equipment].sections[0].fields[0];
      await field(page, equipment, first.key).fill(first.chips[0] ?? 'Confined to one level of the home without a toilet');
      await page.getByRole('button', { name: GENERATE }).click();
      const card = page.getByTestId('result-card');
      await card.getByRole('heading', { name: LETTER_RESULT_HEADINGS[equipment] }).waitFor({ timeout: 20_000 });
      expect(await resultText(page)).toContain(`LETTER OF MEDICAL NECESSITY: ${FORMS[equipment].name.toUpperCase()}`);
      await page.getByText('Your Letter of Medical Necessity has been emailed to', { exact: false }).waitFor({ timeout: 15_000 });
      const notes = (await apiAs(clinician, 'GET', '/api/notes')).body as Array<{ kind: string; subjective: string }>;
      expect(notes.find((n) => n.kind === equipment)?.subjective).toContain(`${first.label}:`);
    },
  );

  it('the guidelines dialog opens with its title and closes', async () => {
    await openLetter('hospital-bed');
    await page.getByRole('button', { name: 'View Medicare Coverage Guidelines' }).click();
    const dialog = page.getByRole('dialog', { name: GUIDELINE_DIALOG_TITLES['hospital-bed'] });
    await dialog.waitFor();
    expect(await dialog.getByText('Review these guidelines before completing documentation').isVisible()).toBe(true);
    await page.waitForTimeout(400); // the opening animation
    await screenshot(page, 'letter-bed-guidelines');
    await dialog.getByRole('button', { name: 'Close Guidelines' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('the coverage checklist marks a criterion documented as the field is filled', async () => {
    await openLetter('commode');
    const checklist = page.getByTestId('coverage-checklist');
    await checklist.waitFor({ timeout: 20_000 });
    const before = await page.getByTestId('coverage-count').textContent();
    await field(page, 'commode', 'toiletingLimitation').fill(
      'Patient is confined to one room due to severe CHF and cannot reach the bathroom',
    );
    await page.waitForFunction((b) => document.querySelector('[data-testid="coverage-count"]')?.textContent !== b, before);
    expect(await page.getByTestId('coverage-count').textContent()).toMatch(/^[1-9]\d* of \d+ documented$/);
    expect(await checklist.getByText('Documented', { exact: true }).count()).toBeGreaterThanOrEqual(1);
    await screenshot(page, 'letter-commode-checklist');
  });

  it('an unsigned order is never "Documented"; evidence another answer doubts reads "Unclear — check" with why (issue 21)', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openLetter('walker');
    const checklist = page.getByTestId('coverage-checklist');
    await checklist.waitFor({ timeout: 20_000 });
    const status = (id: string) => checklist.locator(`[data-criterion="${id}"]`).getAttribute('data-status');
    await field(page, 'walker', 'medicalNecessity').fill('Rx on file, unsigned - awaiting MD signature');
    await field(page, 'walker', 'patientCapability').fill('Able to use RW');
    await field(page, 'walker', 'safetyIndependence').fill('Requires min A and verbal cues for RW use');
    await page.waitForFunction(
      () => document.querySelector('[data-criterion="walker-safe-use"]')?.getAttribute('data-status') === 'unclear',
    );
    expect(await status('written-order')).toBe('not-documented');
    const item = checklist.locator('[data-criterion="walker-safe-use"]');
    await item.locator('summary').click();
    await item.getByText('Why it is unclear:').waitFor();
    expect(await item.getByText('Unclear — check').count()).toBe(1);
    expect(await page.getByTestId('coverage-count').textContent()).toMatch(/^\d+ of \d+ documented · 1 unclear — check$/);
    await item.scrollIntoViewIfNeeded();
    await screenshot(page, 'letter-walker-checklist-unclear-phone');
  });

  it('from 1024 px the checklist stands beside the form, below it stacks under it', async () => {
    const boxes = async () => {
      const checklist = page.getByTestId('coverage-checklist');
      await checklist.waitFor({ timeout: 20_000 });
      return {
        form: (await page.locator('.clinote-letter-layout > *').first().boundingBox())!,
        checklist: (await checklist.boundingBox())!,
      };
    };
    await openLetter('wheelchair'); // 1280 px wide
    const wide = await boxes();
    expect(wide.checklist.x).toBeGreaterThanOrEqual(wide.form.x + wide.form.width);
    expect(Math.abs(wide.checklist.y - wide.form.y)).toBeLessThan(2);
    await page.setViewportSize({ width: 820, height: 1180 });
    const narrow = await boxes();
    expect(narrow.checklist.y).toBeGreaterThanOrEqual(narrow.form.y + narrow.form.height);
  });
});
