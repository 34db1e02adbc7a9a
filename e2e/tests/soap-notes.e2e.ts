import type { Browser, BrowserContext, Page } from 'playwright-core';
import { buildSoap, FORMS, joinSoap } from '@clinote/clinical-text';
import { launchBrowser, screenshot } from '../support/browser';
import { mailTo } from '../support/mail';
import { platform } from '../support/platform';
import { apiAs, clipboardText, signedInContext, verifiedUser, type TestUser } from '../support/users';
import { resultText } from '../support/forms';

const question = (discipline: 'pt' | 'ot' | 'sn', section: number, key: string) =>
  FORMS[discipline].sections[section].fields.find((f) => f.key === key)!.question;
const field = (page: Page, discipline: 'pt' | 'ot' | 'sn', section: number, key: string) =>
  page.getByLabel(question(discipline, section, key), { exact: true });

/** Invented clinical answers only. */
const PT_ANSWERS = {
  subjective: { patientInfo: '78 y/o female referred after L TKA', pain: '4/10 L knee with stairs' },
  objective: { tugScore: '14' },
};

describe('SOAP notes, as a clinician uses them (issue 8)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let clinician: TestUser;
  const app = (path: string) => `${platform().urls.app}${path}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    clinician = await verifiedUser('Robin');
  });
  afterAll(async () => browser?.close());
  beforeEach(async () => {
    ({ context, page } = await signedInContext(browser, clinician));
  });
  afterEach(async () => context?.close());

  async function openForm(path: string) {
    await page.goto(app(path));
    await page.getByRole('button', { name: 'Generate Note' }).waitFor({ timeout: 20_000 });
  }

  it('only the control in use fades: a field left, a button not pointed at or disabled changes at once (issue 23)', async () => {
    await openForm('/pt-eval');
    const fade = (locator: ReturnType<Page['locator']>) => locator.evaluate((element) => getComputedStyle(element).transitionDuration);
    const typedIn = field(page, 'pt', 0, 'patientInfo');
    const next = field(page, 'pt', 0, 'pain');
    await typedIn.focus();
    expect(await fade(typedIn)).not.toBe('0s');
    expect(await fade(next)).toBe('0s');
    await next.focus();
    expect(await fade(typedIn)).toBe('0s');

    const generate = page.getByRole('button', { name: 'Generate Note' });
    const clear = page.getByRole('button', { name: 'Clear All' });
    await generate.hover();
    expect(await fade(generate)).not.toBe('0s');
    expect(await fade(clear)).toBe('0s');
    // Disabled while generating: the disabled look at once, also under the pointer.
    await generate.evaluate((button: HTMLButtonElement) => (button.disabled = true));
    expect(await fade(generate)).toBe('0s');
    await generate.evaluate((button: HTMLButtonElement) => (button.disabled = false));
  });

  it('PT with AI off: the note equals the standard formatting, sits in the clipboard, is listed and e-mailed', async () => {
    await openForm('/pt-eval');
    await page.getByRole('switch', { name: 'AI Enhancement' }).click();
    await field(page, 'pt', 0, 'patientInfo').fill(PT_ANSWERS.subjective.patientInfo);
    await field(page, 'pt', 0, 'pain').fill(PT_ANSWERS.subjective.pain);
    await page.getByRole('button', { name: 'Objective' }).click();
    await field(page, 'pt', 1, 'tugScore').fill(PT_ANSWERS.objective.tugScore);
    await screenshot(page, 'soap-pt-form');
    await page.getByRole('button', { name: 'Generate Note' }).click();

    const expected = joinSoap(buildSoap('pt', PT_ANSWERS));
    const card = page.getByTestId('result-card');
    await card.waitFor({ timeout: 20_000 });
    expect(await resultText(page)).toBe(expected);
    expect(await clipboardText(page)).toBe(expected);
    await page.getByText(`Your SOAP note has been emailed to ${clinician.email}`).waitFor({ timeout: 15_000 });
    await screenshot(page, 'soap-pt-result');

    const mail = await mailTo(clinician.email, /SOAP Note - /);
    expect(mail.text).toContain(expected.split('\n\n')[0]);

    await page.goto(app('/'));
    const recent = page.getByRole('list', { name: 'Recent notes' });
    await recent
      .getByText(/Subjective|SUBJECTIVE/)
      .first()
      .waitFor({ timeout: 15_000 });
    expect(await recent.getByRole('button', { name: /SOAP Note - / }).count()).toBeGreaterThanOrEqual(1);
    await page.getByRole('button', { name: 'My Notes' }).click();
    await page.locator('[data-menu-item]').filter({ hasText: 'SOAP Note - ' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'SUBJECTIVE' }).waitFor();
    expect(await dialog.getByText(/Patient is a 78 y\/o female referred after L TKA\./).isVisible()).toBe(true);
    await page.waitForTimeout(500); // the dialog's opening animation
    await screenshot(page, 'soap-note-dialog');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await screenshot(page, 'soap-dashboard');
  });

  it('PT draft: saved, then reopened from My Notes with the answers restored', async () => {
    await openForm('/pt-eval');
    await field(page, 'pt', 0, 'pain').fill('2/10 after HEP');
    await page.getByRole('button', { name: 'Save as Draft' }).click();
    await page.getByText('Your draft has been saved to your account').waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).searchParams.get('draft')).toMatch(/^[0-9a-f-]{36}$/);

    await page.goto(app('/'));
    await page.getByRole('button', { name: 'My Notes' }).click();
    await page.locator('[data-menu-item]').filter({ hasText: 'Draft SOAP Note' }).first().click();
    await page.waitForURL(/\/pt-eval\?draft=/);
    await page.getByText('Draft Loaded').waitFor({ timeout: 15_000 });
    await page.waitForFunction(
      (label) => {
        const target = [...document.querySelectorAll('label')].find((l) => l.textContent === label);
        return (document.getElementById(target?.htmlFor ?? '') as HTMLTextAreaElement | null)?.value === '2/10 after HEP';
      },
      question('pt', 0, 'pain'),
    );
  });

  it('SN with AI on: every filled section is rewritten (offline rewrite here) and the note is saved', async () => {
    await openForm('/sn-eval');
    await field(page, 'sn', 0, 'primaryDiagnosis').fill('CHF');
    await field(page, 'sn', 0, 'symptoms').fill('c/o SOB w/ exertion');
    await page.getByRole('button', { name: 'Generate Note' }).click();
    await page.getByTestId('result-card').waitFor({ timeout: 20_000 });
    const text = await resultText(page);
    expect(text).toMatch(/^Subjective: /);
    expect(text).toContain('Complains of SOB with exertion'); // the offline rewrite writes clinician shorthand out
    expect(text).toContain('Plan: No plan established.');
    await page.getByText('Your SOAP note has been emailed to', { exact: false }).waitFor({ timeout: 15_000 });
    const notes = (await apiAs(clinician, 'GET', '/api/notes')).body;
    expect(notes.some((n: { kind: string; subjective: string }) => n.kind === 'sn' && n.subjective.startsWith('Subjective: '))).toBe(true);
    await screenshot(page, 'soap-sn-result');
  });

  it('OT: quick-suggestion chips fill a field, Clear All empties the form', async () => {
    await openForm('/ot-eval');
    // The app's chips: the first paint's are drawn only, and a tap on one before the app has taken
    // over does nothing (they are drawn so nothing moves: docs/decisions/0145-first-paint-forms.md).
    await page.waitForFunction(() => !document.querySelector('.clinote-fp-chip'), undefined, { timeout: 20_000 });
    const medications = field(page, 'ot', 0, 'medicalHistory');
    const chips = page.getByRole('group', { name: 'Quick suggestions' }).nth(1);
    await chips.getByRole('button', { name: 'CHF', exact: true }).click();
    await chips.getByRole('button', { name: 'COPD', exact: true }).click();
    expect(await medications.inputValue()).toBe('CHF, COPD');
    await screenshot(page, 'soap-ot-chips');
    await page.getByRole('button', { name: 'Clear All' }).click();
    await page.getByText('All fields have been reset').waitFor();
    expect(await medications.inputValue()).toBe('');
  });

  it("a second clinician can neither read, e-mail, change nor delete the first one's note", async () => {
    const note = (
      await apiAs(clinician, 'POST', '/api/notes', { title: 'SOAP Note - 1/2/2026', content: 'Invented note.', subjective: 'S' })
    ).body;
    const draft = (await apiAs(clinician, 'POST', '/api/notes', { title: 'Draft SOAP Note - 1/2/2026', content: '{}', isDraft: true }))
      .body;
    const other = await verifiedUser('Casey');
    expect((await apiAs(other, 'GET', `/api/notes/${note.id}`)).status).toBe(404);
    expect((await apiAs(other, 'POST', `/api/notes/${note.id}/email`)).status).toBe(404);
    expect((await apiAs(other, 'PUT', `/api/notes/${draft.id}`, { title: 'Draft SOAP Note', content: '{"x":{}}' })).status).toBe(404);
    expect((await apiAs(other, 'DELETE', `/api/notes/${note.id}`)).status).toBe(404);
    expect((await apiAs(other, 'GET', '/api/notes')).body.some((n: { id: string }) => n.id === note.id)).toBe(false);
    expect((await apiAs(clinician, 'GET', `/api/notes/${note.id}`)).status).toBe(200);
  });
});
