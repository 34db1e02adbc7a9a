import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { buildLetter, buildSoap, FORMS, joinSoap, type Equipment } from '@clinote/clinical-text';
import type { CheckedFact, EnhanceResponse } from '@clinote/contracts';
import { expectNoAxeViolations } from '../support/axe';
import { ARTIFACTS, launchBrowser, screenshot } from '../support/browser';
import { platform } from '../support/platform';
import { apiAs, clipboardText, signedInContext, verifiedUser, type TestUser } from '../support/users';

// Issue 20 in the browser. The e2e platform runs svc-ai with the offline rewrite, so the AI's answer
// is played here: /api/enhance-* is answered in the real response shape with what a provider that
// invents a number, drops a negation, swaps a side and drops a medication would send, and the fact
// check svc-ai gives it (svc-ai's own tests run that check against fake Gemini/OpenAI servers).
// Nothing is copied or saved until the clinician chooses; then the chosen text is.

const SIZES = {
  desktop: { width: 1280, height: 900 },
  tablet: { width: 820, height: 1180 },
  phone: { width: 390, height: 844 },
} as const;
type Size = keyof typeof SIZES;

/** Invented clinical answers only. */
const PT_ANSWERS = {
  subjective: {
    patientInfo: '78 y/o female referred after L TKA',
    medicationReconciliation: 'Metoprolol 25 mg BID, Lasix 40 mg qAM',
    pain: '4/10 L knee with stairs, denies pain at rest',
  },
};
/** The "provider's" subjective section: side swapped, Lasix dropped, rating invented, negation dropped. */
const AI_SUBJECTIVE = 'Subjective: Patient is a 78-year-old female referred after right TKA. Medications: metoprolol 25 mg twice daily. Patient reports pain 8/10 in the knee with stairs and at rest.';

const WALKER = { mobilityLimitation: 'Fake unsteady gait w/o device, 2 falls in 3 months', walkerType: 'Two-wheeled walker' };
const AI_WALKER = 'LETTER OF MEDICAL NECESSITY: WALKER/ROLLATOR\n\nThe patient has an unsteady gait and has had 4 falls in 3 months.\n\nA two-wheeled walker is requested.';

/** A finding placed where svc-ai places it (by offsets into `source`). */
function fact(kind: CheckedFact['kind'], source: string, text: string): CheckedFact {
  const start = source.indexOf(text);
  if (start < 0) throw new Error(`"${text}" is not in the text: ${source}`);
  return { kind, text, start, end: start + text.length };
}

/** Answers the enhancement call as svc-ai would, with `answer(content)` built from what the page sent. */
async function answerEnhancement(page: Page, path: '/api/enhance-note' | '/api/enhance-dme', answer: (body: { section?: string; content: string }) => EnhanceResponse) {
  await page.route(`**${path}`, async (route: Route) => {
    const body = route.request().postDataJSON();
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(answer(body)) });
  });
}

const flaggedPtAnswer = ({ section, content }: { section?: string; content: string }): EnhanceResponse =>
  section === 'subjective'
    ? {
        enhancedText: AI_SUBJECTIVE,
        factCheck: {
          ok: false,
          lost: [fact('laterality', content, 'L TKA'), fact('medication', content, 'Lasix 40 mg qAM'), fact('score', content, '4/10'), fact('negation', content, 'denies pain at rest')],
          unsupported: [fact('laterality', AI_SUBJECTIVE, 'right TKA'), fact('score', AI_SUBJECTIVE, '8/10')],
        },
      }
    : { enhancedText: `${section}: unchanged.`, factCheck: { ok: true, lost: [], unsupported: [] } };

const flaggedWalkerAnswer = ({ content }: { content: string }): EnhanceResponse => ({
  enhancedText: AI_WALKER,
  factCheck: { ok: false, lost: [fact('measure', content, '2'), fact('negation', content, 'w/o device')], unsupported: [fact('measure', AI_WALKER, '4')] },
});

describe('the fact check of the AI text, shown and chosen in the browser (issue 20)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let clinician: TestUser;
  const app = (path: string) => `${platform().urls.app}${path}`;
  const ptQuestion = (key: string) => FORMS.pt.sections[0].fields.find((f) => f.key === key)!.question;
  const letterQuestion = (equipment: Equipment, key: string) => FORMS[equipment].sections[0].fields.find((f) => f.key === key)!.question;

  beforeAll(async () => {
    browser = await launchBrowser();
    clinician = await verifiedUser('Morgan');
  });
  afterAll(async () => browser?.close());
  afterEach(async () => context?.close());

  async function open(path: string, size: Size, button: string) {
    ({ context, page } = await signedInContext(browser, clinician, SIZES[size]));
    await page.goto(app(path));
    await page.getByRole('button', { name: button }).waitFor({ timeout: 20_000 });
    // Something else in the clipboard: it must still be there until the choice.
    await page.evaluate(() => navigator.clipboard.writeText('before the choice'));
  }

  const savedNotes = async (kind: string) => ((await apiAs(clinician, 'GET', '/api/notes')).body as Array<{ kind: string; content: string | null }>).filter((n) => n.kind === kind);

  /** The alert is up, focused and in view; nothing happened yet; both lists name what they should; no sideways scrolling. */
  async function expectQuestion(size: Size, { added, dropped, shot }: { added: string[]; dropped: string[]; shot: string }) {
    const alert = page.getByRole('alertdialog', { name: 'Check the AI text' });
    await alert.waitFor({ timeout: 20_000 });
    await page.waitForTimeout(600); // PT's progress dialog closes and hands focus back: the alert must keep it
    expect(await alert.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await alert.isVisible()).toBe(true);
    const box = (await alert.boundingBox())!;
    expect(box.y).toBeLessThan(SIZES[size].height); // scrolled to, not left below the fold
    expect(await alert.getByRole('list', { name: 'Not in your answers:' }).locator('mark').allTextContents()).toEqual(added);
    expect(await alert.getByRole('list', { name: 'Missing from the AI text:' }).locator('mark').allTextContents()).toEqual(dropped);
    expect(await page.getByTestId('result-card').getByText('Not copied yet: choose the text to use above.').isVisible()).toBe(true);
    expect(await clipboardText(page)).toBe('before the choice');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(SIZES[size].width);
    await screenshot(page, `${shot}-${size}`);
    await page.screenshot({ path: `${ARTIFACTS}/${shot}-${size}-viewport.png` });
  }

  async function fillPt() {
    for (const [key, value] of Object.entries(PT_ANSWERS.subjective)) await page.getByLabel(ptQuestion(key), { exact: true }).fill(value);
  }

  it.each(Object.keys(SIZES) as Size[])('PT at %s: the flagged note waits for the choice; "Use the standard text" (by keyboard on the desktop) copies, saves and e-mails the standard note', async (size) => {
    await open('/pt-eval', size, 'Generate Note');
    await answerEnhancement(page, '/api/enhance-note', flaggedPtAnswer);
    await fillPt();
    const before = (await savedNotes('pt')).length;
    await page.getByRole('button', { name: 'Generate Note' }).click();

    await expectQuestion(size, { added: ['right TKA', '8/10'], dropped: ['L TKA', 'Lasix 40 mg qAM', '4/10', 'denies pain at rest'], shot: 'fact-check-pt' });
    expect(await page.getByTestId('result-card').locator('pre').textContent()).toContain(AI_SUBJECTIVE);
    if (size === 'desktop') await expectNoAxeViolations(page, '/pt-eval with the fact-check question');
    expect((await savedNotes('pt')).length).toBe(before);

    const standard = joinSoap(buildSoap('pt', PT_ANSWERS));
    if (size === 'desktop') {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Keep the AI text');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Use the standard text');
      await page.keyboard.press('Enter');
    } else {
      await page.getByRole('button', { name: 'Use the standard text' }).click();
    }
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Copy to Clipboard');
    await page.getByText(`Your SOAP note has been emailed to ${clinician.email}`).waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('result-card').locator('pre').textContent()).toBe(standard);
    expect(await clipboardText(page)).toBe(standard);
    expect((await savedNotes('pt')).map((n) => n.content)).toContain(standard);
    await screenshot(page, `fact-check-pt-${size}-chosen`);
  });

  it('PT: "Keep the AI text" copies, saves and e-mails the AI note as it came', async () => {
    await open('/pt-eval', 'desktop', 'Generate Note');
    await answerEnhancement(page, '/api/enhance-note', flaggedPtAnswer);
    await fillPt();
    await page.getByRole('button', { name: 'Generate Note' }).click();
    await page.getByRole('alertdialog', { name: 'Check the AI text' }).getByRole('button', { name: 'Keep the AI text' }).click();
    await page.getByText(`Your SOAP note has been emailed to ${clinician.email}`).waitFor({ timeout: 15_000 });
    const shown = (await page.getByTestId('result-card').locator('pre').textContent())!;
    expect(shown.startsWith(`${AI_SUBJECTIVE}\n\n`)).toBe(true);
    expect(await clipboardText(page)).toBe(shown);
    expect((await savedNotes('pt')).map((n) => n.content)).toContain(shown);
    expect(await page.getByText('You kept the AI text after its fact check.').isVisible()).toBe(true);
  });

  it('PT: an answer whose check passed is copied and saved at once, as before', async () => {
    await open('/pt-eval', 'desktop', 'Generate Note');
    await answerEnhancement(page, '/api/enhance-note', ({ section }) => ({ enhancedText: `${section}: faithful.`, factCheck: { ok: true, lost: [], unsupported: [] } }));
    await fillPt();
    await page.getByRole('button', { name: 'Generate Note' }).click();
    await page.getByText(`Your SOAP note has been emailed to ${clinician.email}`).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(await clipboardText(page)).toMatch(/^subjective: faithful\.\n\n/);
  });

  it.each(Object.keys(SIZES) as Size[])('walker letter at %s: the flagged letter waits; "Keep the AI text" copies and saves it', async (size) => {
    await open('/dme/walker', size, 'Generate Letter of Medical Necessity');
    await answerEnhancement(page, '/api/enhance-dme', flaggedWalkerAnswer);
    for (const [key, value] of Object.entries(WALKER)) await page.getByLabel(letterQuestion('walker', key), { exact: true }).fill(value);
    const before = (await savedNotes('walker')).length;
    await page.getByRole('button', { name: 'Generate Letter of Medical Necessity' }).click();

    await expectQuestion(size, { added: ['4'], dropped: ['2', 'w/o device'], shot: 'fact-check-walker' });
    expect(await page.getByTestId('result-card').locator('pre').textContent()).toBe(AI_WALKER);
    if (size === 'phone') await expectNoAxeViolations(page, '/dme/walker with the fact-check question (phone)');
    expect((await savedNotes('walker')).length).toBe(before);

    await page.getByRole('button', { name: 'Keep the AI text' }).click();
    await page.getByText(`Your Letter of Medical Necessity has been emailed to ${clinician.email}`).waitFor({ timeout: 15_000 });
    expect(await clipboardText(page)).toBe(AI_WALKER);
    const saved = await savedNotes('walker');
    expect(saved.map((n) => n.content)).toContain(AI_WALKER);
    expect(saved.length).toBe(before + 1);
    expect(buildLetter('walker', WALKER)).toContain('w/o device'); // the plain letter still holds what the AI dropped
    await screenshot(page, `fact-check-walker-${size}-chosen`);
  });
});
