import type { Browser, BrowserContext, Page } from 'playwright-core';
import { buildLetter, buildSoap, FORMS, type Equipment } from '@clinote/clinical-text';
import { detectPhi } from '@clinote/phi-guard';
import { expectNoAxeViolations } from '../support/axe';
import { ARTIFACTS, animationsSettled, launchBrowser, screenshot } from '../support/browser';
import {
  FakeOpenAiProvider,
  forwardEnhancement,
  startSvcAi,
  stopChild,
  type ForwardedCall,
  type SecondSvcAi,
} from '../support/fake-ai-provider';
import { platform } from '../support/platform';
import { apiAs, signedInContext, verifiedUser, type TestUser } from '../support/users';
import { resultText } from '../support/forms';

// Issue 21 in the browser: a PHI finding of any confidence is confirmed before an external
// provider receives it. A fake OpenAI-compatible server stands for the external provider, behind a
// second svc-ai (its built dist/main.js, AI_BASE_URL set, AI_PROVIDER_TRUSTED unset: external);
// the page's /api/enhance-* calls are forwarded to it as the browser sent them. A clinician types a
// possible (low-confidence) name with AI on and generates: the review dialog asks first, and the
// provider receives the placeholder (Remove them) or the name with the confirmation (Keep and
// continue). An API client that does not confirm gets 422 and the provider nothing.

const SIZES = {
  phone: { width: 390, height: 844 },
  tablet: { width: 820, height: 1180 },
  desktop: { width: 1280, height: 900 },
} as const;
type Size = keyof typeof SIZES;

const PT_FIELD = 'currentLivingSituation';
const WALKER_FIELD = 'homeEnvironment';
const ptQuestion = (key: string) => FORMS.pt.sections[0].fields.find((f) => f.key === key)!.question;
const letterQuestion = (equipment: Equipment, key: string) => FORMS[equipment].sections[0].fields.find((f) => f.key === key)!.question;

/**
 * An invented sentence the guard reports with one low-confidence finding only — as typed, in the
 * PT section and in the walker letter built from it (what svc-ai checks). libs/phi-guard is being
 * improved (a relation and a name became certain): the first candidate still low is used.
 */
const CANDIDATES = [
  'Lives with Tom, who helps with meals',
  'Jimmy helps with meals',
  'Lives with husband Tom, who helps with meals',
  'Helped at home by Jimmy',
];
function possibleName(): { text: string; name: string } {
  for (const text of CANDIDATES) {
    const seen = [
      detectPhi(text),
      detectPhi(buildSoap('pt', { subjective: { [PT_FIELD]: text } }).subjective),
      detectPhi(buildLetter('walker', { [WALKER_FIELD]: text })),
    ];
    if (seen.every((findings) => findings.length === 1 && findings[0].confidence === 'low')) return { text, name: seen[0][0].text };
  }
  throw new Error('the PHI guard rates none of the candidates as one low-confidence finding: add a sentence it does');
}
const LOW = possibleName();
const REDACTED = LOW.text.replace(LOW.name, '[NAME]');

/** What is on screen and what was forwarded, for a failure's message: toasts, dialogs, the result card, the calls. */
async function pageState(page: Page, calls: ForwardedCall[]) {
  const onScreen = await page.evaluate(() => ({
    toasts: Array.from(document.querySelectorAll('.ant-notification-notice'), (toast) => toast.textContent),
    dialogs: Array.from(document.querySelectorAll('[role="dialog"]'), (dialog) => dialog.textContent?.slice(0, 160)),
    resultCard: document.querySelector('[data-testid="result-card"]') !== null,
  }));
  return { ...onScreen, calls: calls.map(({ path, status, body }) => ({ path, status, body: body.slice(0, 200) })) };
}

describe('a possible identifier is confirmed before an external AI provider receives it (issue 21)', () => {
  let browser: Browser;
  let context: BrowserContext | undefined;
  let page: Page;
  let clinician: TestUser;
  let provider: FakeOpenAiProvider;
  let svcAi: SecondSvcAi | undefined;
  let calls: ForwardedCall[] = [];
  const app = (path: string) => `${platform().urls.app}${path}`;

  beforeAll(async () => {
    provider = await FakeOpenAiProvider.start();
    svcAi = await startSvcAi(provider.url, 'external-provider');
    browser = await launchBrowser();
    clinician = await verifiedUser('Quinn');
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await stopChild(svcAi?.child);
    await provider?.stop();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  async function open(path: string, size: Size, button: string, rewrite?: Parameters<typeof forwardEnhancement>[3]) {
    calls = [];
    provider.reset();
    ({ context, page } = await signedInContext(browser, clinician, SIZES[size]));
    await forwardEnhancement(page, svcAi!, calls, rewrite);
    await page.goto(app(path));
    await page.getByRole('button', { name: button }).waitFor({ timeout: 20_000 });
  }

  /** The review dialog is up, whole and readable at this size; nothing has been sent yet. */
  async function expectReview(size: Size, shot: string) {
    const dialog = page.getByRole('dialog', { name: 'Possible patient identifiers' });
    await dialog.waitFor({ timeout: 20_000 });
    await page.waitForTimeout(400); // antd's opening animation
    const possible = dialog.getByRole('list', { name: 'May be patient identifiers: check these' });
    expect(await possible.textContent()).toContain(`“${LOW.name}”`);
    expect(await dialog.textContent()).toContain('Nothing has been sent or saved yet.');
    for (const name of ['Cancel', 'Keep and continue', 'Remove them']) {
      const box = (await dialog.getByRole('button', { name }).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(SIZES[size].width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(SIZES[size].width);
    expect(calls).toEqual([]);
    expect(provider.received).toEqual([]);
    await screenshot(page, `${shot}-${size}`);
    await page.screenshot({ path: `${ARTIFACTS}/${shot}-${size}-viewport.png` });
    return dialog;
  }

  it.each(Object.keys(SIZES) as Size[])(
    'PT at %s, AI on: the review lists the possible name; Remove them → the provider receives [NAME], never the name',
    async (size) => {
      await open('/pt-eval', size, 'Generate Note');
      const field = page.getByLabel(ptQuestion(PT_FIELD), { exact: true });
      await field.fill(LOW.text);
      await page.getByRole('button', { name: 'Generate Note' }).click();
      const dialog = await expectReview(size, 'phi-review-pt');
      if (size === 'desktop') await expectNoAxeViolations(page, '/pt-eval with the PHI review of a possible name');
      await dialog.getByRole('button', { name: 'Remove them' }).click();

      await page.getByTestId('result-card').waitFor({ timeout: 20_000 });
      expect(await field.inputValue()).toBe(REDACTED);
      expect(
        calls.map(({ path, status, request }) => ({ path, status, section: request.section, phiConfirmed: request.phiConfirmed })),
      ).toEqual([{ path: '/api/enhance-note', status: 200, section: 'subjective', phiConfirmed: undefined }]);
      expect(provider.received).toHaveLength(1);
      expect(provider.received[0].text).toContain(REDACTED);
      expect(provider.received[0].text).not.toContain(LOW.name);
      expect(await resultText(page)).not.toContain(LOW.name);
    },
  );

  it('PT, AI on: Keep and continue → the provider receives the name, the request confirmed', async () => {
    await open('/pt-eval', 'desktop', 'Generate Note');
    await page.getByLabel(ptQuestion(PT_FIELD), { exact: true }).fill(LOW.text);
    await page.getByRole('button', { name: 'Generate Note' }).click();
    await page.getByRole('dialog', { name: 'Possible patient identifiers' }).getByRole('button', { name: 'Keep and continue' }).click();
    await page.getByTestId('result-card').waitFor({ timeout: 20_000 });
    expect(calls.map(({ status, request }) => ({ status, phiConfirmed: request.phiConfirmed }))).toEqual([
      { status: 200, phiConfirmed: true },
    ]);
    expect(provider.received.map((r) => r.text)).toEqual([buildSoap('pt', { subjective: { [PT_FIELD]: LOW.text } }).subjective]);
    expect(await resultText(page)).toContain(LOW.name);
  });

  it.each(['phone', 'desktop'] as const)(
    'walker letter at %s: identifiers and possible ones listed apart; Keep and continue → the provider receives the letter as typed, confirmed',
    async (size) => {
      await open('/dme/walker', size, 'Generate Letter of Medical Necessity');
      const answers = { [WALKER_FIELD]: LOW.text, mobilityLimitation: 'Invented caregiver line (217) 555-0188 for fall reports' };
      for (const [key, value] of Object.entries(answers)) await page.getByLabel(letterQuestion('walker', key), { exact: true }).fill(value);
      await page.getByRole('button', { name: 'Generate Letter of Medical Necessity' }).click();
      const dialog = await expectReview(size, 'phi-review-walker');
      expect(await dialog.getByRole('list', { name: 'Patient identifiers', exact: true }).textContent()).toContain('“(217) 555-0188”');
      if (size === 'phone') await expectNoAxeViolations(page, '/dme/walker with the PHI review (phone)');
      await dialog.getByRole('button', { name: 'Keep and continue' }).click();

      await page.getByTestId('result-card').waitFor({ timeout: 20_000 });
      expect(calls.map(({ path, status, request }) => ({ path, status, phiConfirmed: request.phiConfirmed }))).toEqual([
        { path: '/api/enhance-dme', status: 200, phiConfirmed: true },
      ]);
      expect(provider.received.map((r) => r.text)).toEqual([buildLetter('walker', answers)]);
    },
  );

  it.each(['phone', 'desktop'] as const)(
    'at %s, should svc-ai still refuse (a page that lost the confirmation): "Not Sent to the AI", no note, the answer as typed, the provider nothing',
    async (size) => {
      // The forwarder drops phiConfirmed, as a page loaded before an update (an older review) would send it.
      await open('/pt-eval', size, 'Generate Note', ({ phiConfirmed: _dropped, ...body }) => body);
      const field = page.getByLabel(ptQuestion(PT_FIELD), { exact: true });
      await field.fill(LOW.text);
      await page.getByRole('button', { name: 'Generate Note' }).click();
      const review = page.getByRole('dialog', { name: 'Possible patient identifiers' });
      await review.waitFor({ timeout: 20_000 });
      await animationsSettled(page);
      await review.getByRole('button', { name: 'Keep and continue' }).click();
      const toast = page.getByText(
        /^Possible patient identifiers \(a name in Subjective\) were not confirmed, so the AI service refused the text\. Nothing was sent and your answers are unchanged\./,
      );
      await toast.waitFor({ timeout: 20_000 }).catch(async (error: Error) => {
        // Seen once in CI (phone) and never here since: say what the page showed instead.
        throw new Error(`${error.message}\nwhat the page showed instead: ${JSON.stringify(await pageState(page, calls))}`);
      });
      expect(await page.getByText('Not Sent to the AI', { exact: true }).isVisible()).toBe(true);
      expect(calls.map(({ status, request }) => ({ status, phiConfirmed: request.phiConfirmed }))).toEqual([
        { status: 422, phiConfirmed: undefined },
      ]);
      expect(provider.received).toEqual([]);
      await page.getByRole('button', { name: 'Generate Note' }).and(page.locator(':enabled')).waitFor();
      expect(await page.getByTestId('result-card').count()).toBe(0);
      expect(await field.inputValue()).toBe(LOW.text);
      await page.waitForTimeout(400); // PT's progress dialog finishes closing
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Generate Note'); // focus back where the clinician acted
      await page.screenshot({ path: `${ARTIFACTS}/phi-refused-toast-${size}-viewport.png` });
    },
  );

  it('an API client that does not confirm: 422 naming the finding and its confidence, never its text, and the provider receives nothing; confirmed, it does', async () => {
    provider.reset();
    const call = (body: object) =>
      fetch(`${svcAi!.url}/enhance-note`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${clinician.token}` },
        body: JSON.stringify(body),
      });
    const refused = await call({ section: 'subjective', content: LOW.text });
    const text = await refused.text();
    expect(refused.status).toBe(422);
    const start = LOW.text.indexOf(LOW.name);
    expect(JSON.parse(text)).toMatchObject({
      error: 'PHI_DETECTED',
      findings: [{ type: 'name', start, end: start + LOW.name.length, confidence: 'low' }],
    });
    expect(text).not.toContain(LOW.name);
    expect(provider.received).toEqual([]);

    const confirmed = await call({ section: 'subjective', content: LOW.text, phiConfirmed: true });
    expect(confirmed.status).toBe(200);
    expect(provider.received.map((r) => r.text)).toEqual([LOW.text]);

    // The platform's own svc-ai runs the offline rewrite: the text never leaves the machine, and a
    // possible name passes there unconfirmed, as before.
    expect((await apiAs(clinician, 'POST', '/api/enhance-note', { section: 'subjective', content: LOW.text })).status).toBe(200);
  });
});
