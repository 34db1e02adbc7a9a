import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SIGNED_NOTE_LOCKED_MESSAGE, SIGNING_MESSAGES, type Note } from '@clinote/contracts';
import { fhirErrors } from '@clinote/nest-common/fhir-testing';
import type { Bundle, Composition } from '@medplum/fhirtypes';
import { expectNoAxeViolations } from '../support/axe';
import { animationsSettled, ARTIFACTS, launchBrowser } from '../support/browser';
import { formField, VIEWPORTS, type ViewportName } from '../support/forms';
import { mailTo } from '../support/mail';
import { platform } from '../support/platform';
import { adminUser, apiAs, PASSWORD, signedInContext, verifiedUser, type TestUser } from '../support/users';

// Invented clinical answers and an invented NPI (valid check digit) only.
const WALKER = {
  mobilityLimitation: 'Fake: unsteady gait, 2 losses of balance at home this week; cannot reach the bathroom safely without support',
  walkerType: 'Fake: front-wheeled walker, height adjusted',
};
const EDIT = 'Fake edit: walker trialled in clinic, safe with close supervision.';
const ADDENDUM = 'Fake addendum: caregiver trained in walker use on the next visit.';
const NPI = '1234567893';

const walkerField = (page: Page, key: keyof typeof WALKER) => formField(page, 'walker', key);
const letterText = (page: Page) => page.getByTestId('result-card').getByRole('textbox', { name: 'Letter text' });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor({ timeout: 20_000 });

describe('own the result: edit, versions, sign and lock, addenda, PDF and FHIR; a save kept while offline (issue 25)', () => {
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

  async function shot(name: string, size: ViewportName) {
    await page.setViewportSize(VIEWPORTS[size]);
    await page.getByTestId('result-card').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${ARTIFACTS}/own-result-${name}-${size}-viewport.png` });
    // No sideways scrolling on any size.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }

  it('a letter generated, edited and saved again, its first version reopened, signed (a wrong password refused), locked, given an addendum, downloaded as a signed PDF and as FHIR', async () => {
    ({ context, page } = await signedInContext(browser, clinician, VIEWPORTS.desktop));
    await page.goto(`${platform().urls.app}/dme/walker`);
    await page.getByRole('button', { name: 'Generate Letter of Medical Necessity' }).waitFor({ timeout: 20_000 });
    for (const [key, value] of Object.entries(WALKER)) await walkerField(page, key as keyof typeof WALKER).fill(value);
    await page.getByRole('button', { name: 'Generate Letter of Medical Necessity' }).click();
    const card = page.getByTestId('result-card');
    await card.getByRole('button', { name: 'Sign' }).waitFor({ timeout: 30_000 });
    const generated = await letterText(page).inputValue();

    // Edit before signing: Save changes updates the saved letter.
    await letterText(page).fill(`${generated}\n\n${EDIT}`);
    await card.getByText(/Your changes are not saved yet/).waitFor();
    expect(await card.getByRole('button', { name: 'Sign' }).isDisabled()).toBe(true);
    await card.getByRole('button', { name: 'Save changes' }).click();
    // Saved (its toast may give way at once to the e-mail's: one toast at a time).
    await card.getByRole('button', { name: 'Save changes' }).waitFor({ state: 'detached', timeout: 20_000 });
    // "E-mail me the updated version" (on by default): the mail carries the edit.
    await mailTo(clinician.email, /Walker/, 20_000, (mail) => mail.text.includes(EDIT));
    const notes = (await apiAs(clinician, 'GET', '/api/notes')).body as Note[];
    const saved = notes.find((note) => note.kind === 'walker')!;
    expect(saved.version).toBe(2);
    expect(saved.content).toContain(EDIT);

    // Reopen the first version from My Notes: read-only, as generated.
    await page.getByRole('button', { name: 'My Notes' }).click();
    await page
      .getByRole('button', { name: new RegExp(saved.title.replace(/[/]/g, '\\/')) })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: saved.title });
    await dialog.getByRole('region', { name: 'Versions' }).waitFor({ timeout: 20_000 });
    for (const size of ['phone', 'tablet', 'desktop'] as const) {
      await page.setViewportSize(VIEWPORTS[size]);
      await animationsSettled(page);
      await page.screenshot({ path: `${ARTIFACTS}/own-result-note-dialog-versions-${size}-viewport.png` });
    }
    await dialog.getByRole('button', { name: 'View version 1' }).click();
    const first = dialog.getByRole('textbox', { name: 'Version 1, read-only' });
    expect(await first.inputValue()).toBe(generated);
    expect(await first.isEditable()).toBe(false);
    await expectNoAxeViolations(page, 'note dialog, an earlier version');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Sign: the profile's credentials are given in the dialog; a wrong password is refused there.
    await card.getByRole('button', { name: 'Sign' }).click();
    const sign = page.getByRole('dialog', { name: 'Sign this letter' });
    await sign.getByLabel('Credentials').fill('PT, DPT');
    await sign.getByLabel('NPI (optional)').fill(NPI);
    await sign.getByLabel('Your password').fill('not-the-password-1');
    await sign.getByRole('button', { name: 'Sign', exact: true }).click();
    await sign.getByRole('alert').getByText(SIGNING_MESSAGES.wrongPassword).waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(page, 'sign dialog with a refusal');
    await page.screenshot({ path: `${ARTIFACTS}/own-result-sign-refused-desktop-viewport.png` });
    expect((await apiAs(clinician, 'GET', `/api/notes/${saved.id}`)).body.signedAt).toBeNull();
    await sign.getByLabel('Your password').fill(PASSWORD);
    await sign.getByRole('button', { name: 'Sign', exact: true }).click();
    await toast(page, 'Letter Signed');
    await sign.waitFor({ state: 'hidden' });

    // Locked: the text cannot be edited, the server refuses an edit, an addendum is offered.
    await card.getByText('This letter is signed and locked: it cannot be edited. Add an addendum instead.').waitFor();
    expect(await letterText(page).isEditable()).toBe(false);
    const refused = await apiAs(clinician, 'PATCH', `/api/notes/${saved.id}`, { text: 'Fake change after signing', version: 2 });
    expect(refused).toMatchObject({ status: 409, body: { message: SIGNED_NOTE_LOCKED_MESSAGE } });
    await card.getByText(/^Electronically signed by Rowan Sample, PT, DPT \(NPI 1234567893\) on /).waitFor();

    await card.getByRole('button', { name: 'Add addendum' }).click();
    const addendum = page.getByRole('dialog', { name: 'Add an addendum' });
    await addendum.getByLabel('Addendum').fill(ADDENDUM);
    await addendum.getByLabel('Your password').fill(PASSWORD);
    await addendum.getByRole('button', { name: 'Sign addendum' }).click();
    await toast(page, 'Addendum Added');
    await card.getByText(ADDENDUM).waitFor();
    await expectNoAxeViolations(page, 'signed letter with an addendum');
    for (const size of ['desktop', 'tablet', 'phone'] as const) await shot('signed-letter', size);
    await page.setViewportSize(VIEWPORTS.desktop);

    // The signed PDF: signature block filled, the addendum under it, no "Unsigned draft".
    const [pdf] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download PDF' }).click()]);
    const printed = execFileSync('pdftotext', [(await pdf.path())!, '-'], { encoding: 'utf8' });
    expect(printed).toContain('Rowan Sample, PT, DPT');
    expect(printed).toContain(`NPI: ${NPI}`);
    expect(printed).toMatch(/Electronically signed on \w+ \d+, \d{4} at \d{2}:\d{2} UTC/);
    expect(printed).toContain(ADDENDUM);
    expect(printed).toContain('Fake edit: walker trialled in clinic');
    expect(printed).not.toContain('Unsigned draft');

    // The FHIR export from the Note dialog: a valid R4 document, signed, with the letter's PDF.
    await page.getByRole('button', { name: 'My Notes' }).click();
    await page
      .getByRole('button', { name: new RegExp(saved.title.replace(/[/]/g, '\\/')) })
      .first()
      .click();
    await dialog
      .getByText(/^Electronically signed by Rowan Sample/)
      .first()
      .waitFor({ timeout: 20_000 });
    expect(await dialog.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    const [fhir] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download FHIR' }).click()]);
    expect(fhir.suggestedFilename()).toMatch(/\.fhir\.json$/);
    const bundle = JSON.parse(readFileSync((await fhir.path())!, 'utf8')) as Bundle;
    expect(fhirErrors(bundle)).toEqual([]);
    expect(bundle.type).toBe('document');
    const composition = bundle.entry?.[0]?.resource as Composition;
    expect(composition).toMatchObject({
      resourceType: 'Composition',
      status: 'final',
      attester: [expect.objectContaining({ mode: 'legal' })],
    });
    expect(bundle.entry?.some((entry) => entry.resource?.resourceType === 'DocumentReference')).toBe(true);

    // The administrator's Logs tab lists what was done with the letter.
    const admin = await adminUser();
    await context.close();
    ({ context, page } = await signedInContext(browser, admin, VIEWPORTS.desktop));
    await page.goto(`${platform().urls.app}/admin`);
    await page.getByRole('tab', { name: 'Logs' }).click({ timeout: 20_000 });
    for (const action of ['signed', 'added an addendum to', 'downloaded the PDF of', 'e-mailed'])
      await page
        .getByRole('row')
        .filter({ hasText: clinician.email })
        .filter({ hasText: action })
        .filter({ hasText: saved.id })
        .first()
        .waitFor({ timeout: 20_000 });
    await expectNoAxeViolations(page, '/admin logs tab with note actions');
    await page.screenshot({ path: `${ARTIFACTS}/own-result-admin-logs-desktop-viewport.png` });
  });

  it('offline on a phone: the note is generated and kept, "waiting to be saved"; back online it is saved once and e-mailed', async () => {
    ({ context, page } = await signedInContext(browser, clinician, VIEWPORTS.phone));
    // Nothing the page does offline may break it (a chunk that cannot be fetched, issue 25).
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${platform().urls.app}/sn-eval`);
    await page.getByRole('button', { name: 'Generate Note' }).waitFor({ timeout: 20_000 });
    // Everything the page fetches ahead of need (the toasts' code, a few seconds after load) has
    // arrived before the connection goes: a slow machine may fetch it later than usual.
    await page.waitForFunction(
      () => performance.getEntriesByType('resource').some((entry) => /\/toasts\.[0-9a-f]+\.js$/.test(entry.name)),
      undefined,
      { timeout: 20_000 },
    );
    await page.waitForLoadState('networkidle');
    const marker = `Fake offline visit ${Date.now()}`;
    await formField(page, 'sn', 'symptoms').fill(marker);
    const before = ((await apiAs(clinician, 'GET', '/api/notes')).body as Note[]).length;

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Generate Note' }).click();
    await toast(page, 'Note Not Saved Yet');
    const notice = page.getByRole('region', { name: 'Notes waiting to be saved' });
    await notice.getByText('1 note waiting to be saved: no connection to Clinote.').waitFor();
    expect(await page.getByRole('textbox', { name: 'Note text' }).inputValue()).toContain(marker);
    await expectNoAxeViolations(page, 'a note waiting to be saved');
    await page.screenshot({ path: `${ARTIFACTS}/own-result-offline-waiting-phone-viewport.png` });
    expect(((await apiAs(clinician, 'GET', '/api/notes')).body as Note[]).length).toBe(before);

    await context.setOffline(false);
    await notice.waitFor({ state: 'detached', timeout: 20_000 });
    // Sent once it is saved, as it would have been at once: the e-mail.
    await mailTo(clinician.email, /SN|SOAP|Note/, 20_000, (mail) => mail.text.includes(marker));
    const after = (await apiAs(clinician, 'GET', '/api/notes')).body as Note[];
    expect(after.length).toBe(before + 1);
    expect(after.filter((note) => note.kind === 'sn' && JSON.stringify(note).includes(marker))).toHaveLength(1);
    // The card on screen knows it is saved now: it can be signed.
    await page.getByTestId('result-card').getByRole('button', { name: 'Sign' }).waitFor({ timeout: 20_000 });
    expect(errors).toEqual([]);
  });
});
