import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { buildLetter, buildSoap, FORMS, joinSoap, type Equipment } from '@clinote/clinical-text';
import type { CheckedFact, CheckedFactKind, EnhanceFactCheck, EnhanceResponse } from '@clinote/contracts';
import { expectNoAxeViolations } from '../support/axe';
import { FakeOpenAiProvider, startSvcAi, stopChild, type SecondSvcAi } from '../support/fake-ai-provider';
import { ARTIFACTS, launchBrowser, screenshot } from '../support/browser';
import { platform } from '../support/platform';
import { apiAs, clipboardText, signedInContext, verifiedUser, type TestUser } from '../support/users';
import { resultText } from '../support/forms';

// Issue 20 in the browser, with svc-ai's real fact check. The e2e platform's own svc-ai keeps the
// offline rewrite (the other suites rely on it), so this file starts the fake OpenAI-compatible
// server and a second svc-ai pointed at it (support/fake-ai-provider.ts). The page's /api/enhance-* calls are forwarded to
// that svc-ai as the browser sent them (method, body, bearer token) and answered with its real
// response: the fact check the page shows is the one svc-ai computed on the fake provider's answer,
// which invents a number, drops a negation, swaps a side and drops a medication.
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
const WALKER = {
  mobilityLimitation: 'Fake unsteady gait w/o device, 2 falls in 3 months',
  insufficientAlternatives: 'Continues to lose balance with cane in L hand',
  walkerType: 'Two-wheeled walker',
  medicalNecessity: 'Fall risk on Metoprolol 25 mg BID and Lasix 40 mg qAM',
};

/**
 * How the fake provider changes the text it was sent (plain replacements on the invented answers
 * above): a side swapped, a medication dropped, a number changed into an invented one, a negation dropped.
 */
const MUTATIONS: ReadonlyArray<readonly [string, string]> = [
  ['L TKA', 'R TKA'],
  ['L hand', 'R hand'],
  [', Lasix 40 mg qAM', ''],
  [' and Lasix 40 mg qAM', ''],
  ['4/10', '8/10'],
  ['2 falls', '4 falls'],
  ['denies pain at rest', 'pain at rest'],
  ['w/o device', 'with device'],
];
const mutate = (text: string) => MUTATIONS.reduce((out, [from, to]) => out.split(from).join(to), text);

/** The numbers the fake invents (what the check must report as not in the answers). */
const INVENTED_NUMBER = { pt: '8/10', walker: '4' } as const;

/** What the alert writes before each finding (FACT_KIND_WORDS in libs/notes-client). */
const KIND_WORDS: Record<CheckedFactKind, string> = {
  measure: 'Number',
  score: 'Score',
  laterality: 'Side',
  negation: 'Negation',
  medication: 'Medication',
  assistance: 'Assistance level',
  time: 'Date or schedule',
  shorthand: 'Shorthand',
};

/** One enhancement call as the page made it and svc-ai answered it. */
interface Answered {
  path: string;
  request: { section?: string; equipment?: string; content: string };
  status: number;
  response: EnhanceResponse;
}

/** The findings the check must report: each of the four kinds, and the number the fake invented. */
function expectFourKinds(factCheck: EnhanceFactCheck, inventedNumber: string) {
  const of = (facts: CheckedFact[], kind: CheckedFactKind) => facts.filter((f) => f.kind === kind).map((f) => f.text);
  expect(factCheck.ok).toBe(false);
  // An invented number: in the AI text, not in the answers.
  expect([...of(factCheck.unsupported, 'score'), ...of(factCheck.unsupported, 'measure')]).toContain(inventedNumber);
  // A dropped negation.
  expect(of(factCheck.lost, 'negation').length).toBeGreaterThan(0);
  // A swapped side: the answers' side lost, the other one added.
  expect(of(factCheck.lost, 'laterality')).toContain('L');
  expect(of(factCheck.unsupported, 'laterality')).toContain('R');
  // A dropped medication.
  expect(of(factCheck.lost, 'medication').join(' ')).toContain('Lasix');
}

describe('the fact check of the AI text, shown and chosen in the browser (issue 20)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let clinician: TestUser;
  let fake: FakeOpenAiProvider;
  let svcAi: SecondSvcAi | undefined;
  /** The enhancement calls of the current test, in order. */
  let answered: Answered[] = [];
  const app = (path: string) => `${platform().urls.app}${path}`;
  const ptQuestion = (key: string) => FORMS.pt.sections[0].fields.find((f) => f.key === key)!.question;
  const letterQuestion = (equipment: Equipment, key: string) => FORMS[equipment].sections[0].fields.find((f) => f.key === key)!.question;

  beforeAll(async () => {
    fake = await FakeOpenAiProvider.start();
    svcAi = await startSvcAi(fake.url, 'fact-check');
    browser = await launchBrowser();
    clinician = await verifiedUser('Morgan');
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await stopChild(svcAi?.child);
    await fake?.stop();
  });
  afterEach(async () => context?.close());

  /**
   * The page's /api/enhance-* call goes to the second svc-ai (the gateway maps /api/enhance-note to
   * svc-ai's /enhance-note) as the browser sent it, and the page gets svc-ai's answer as it came.
   */
  async function forwardEnhancement(path: '/api/enhance-note' | '/api/enhance-dme') {
    await page.route(`**${path}`, async (route: Route) => {
      const request = route.request();
      const headers = await request.allHeaders();
      const res = await fetch(`${svcAi!.url}${path.replace(/^\/api/, '')}`, {
        method: request.method(),
        headers: {
          'content-type': headers['content-type'] ?? 'application/json',
          ...(headers.authorization ? { authorization: headers.authorization } : {}),
        },
        body: request.postData() ?? undefined,
        signal: AbortSignal.timeout(15_000),
      });
      const body = await res.text();
      if (res.status !== 200) console.error(`svc-ai (fake provider) answered ${path} with ${res.status}: ${body} (log: ${svcAi!.logFile})`);
      else answered.push({ path, request: request.postDataJSON(), status: res.status, response: JSON.parse(body) as EnhanceResponse });
      await route.fulfill({ status: res.status, contentType: res.headers.get('content-type') ?? 'application/json', body });
    });
  }

  async function open(path: string, size: Size, button: string) {
    answered = [];
    fake.answer = mutate;
    ({ context, page } = await signedInContext(browser, clinician, SIZES[size]));
    await page.goto(app(path));
    await page.getByRole('button', { name: button }).waitFor({ timeout: 20_000 });
    // Something else in the clipboard: it must still be there until the choice.
    await page.evaluate(() => navigator.clipboard.writeText('before the choice'));
  }

  /** svc-ai's answer to the one call to `path` (for the PT note: the subjective section, the only one filled). */
  function answerTo(path: Answered['path']): Answered {
    const calls = answered.filter((a) => a.path === path);
    expect(calls).toHaveLength(1);
    return calls[0];
  }

  const savedNotes = async (kind: string) =>
    ((await apiAs(clinician, 'GET', '/api/notes')).body as Array<{ kind: string; content: string | null }>).filter((n) => n.kind === kind);

  /**
   * The alert is up, focused and in view; nothing happened yet; both lists show what svc-ai's check
   * reported (each finding's kind in words, then its text marked), the four kinds among them; no sideways scrolling.
   */
  async function expectQuestion(
    size: Size,
    { factCheck, label, inventedNumber, shot }: { factCheck: EnhanceFactCheck; label?: string; inventedNumber: string; shot: string },
  ) {
    expectFourKinds(factCheck, inventedNumber);
    const alert = page.getByRole('alertdialog', { name: 'Check the AI text' });
    await alert.waitFor({ timeout: 20_000 });
    await page.waitForTimeout(600); // PT's progress dialog closes and hands focus back: the alert must keep it
    expect(await alert.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await alert.isVisible()).toBe(true);
    const box = (await alert.boundingBox())!;
    expect(box.y).toBeLessThan(SIZES[size].height); // scrolled to, not left below the fold
    for (const [name, facts] of [
      ['Not in your answers:', factCheck.unsupported],
      ['Missing from the AI text:', factCheck.lost],
    ] as const) {
      const list = alert.getByRole('list', { name });
      expect(await list.locator('mark').allTextContents()).toEqual(facts.map((f) => f.text));
      const items = await list.locator('li').allTextContents();
      expect(items.map((item) => item.slice(0, item.indexOf(': ')))).toEqual(
        facts.map((f) => (label ? `${KIND_WORDS[f.kind]} (${label})` : KIND_WORDS[f.kind])),
      );
    }
    // Each of the four kinds is named in the alert.
    const alertText = (await alert.textContent())!;
    for (const word of ['Side', 'Negation', 'Medication']) expect(alertText).toContain(`${word}${label ? ` (${label})` : ''}: `);
    expect(alertText).toMatch(new RegExp(`(Number|Score)${label ? ` \\(${label}\\)` : ''}: `));
    expect(await page.getByTestId('result-card').getByText('Not copied yet: choose the text to use above.').isVisible()).toBe(true);
    expect(await clipboardText(page)).toBe('before the choice');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(SIZES[size].width);
    await screenshot(page, `${shot}-${size}`);
    await page.screenshot({ path: `${ARTIFACTS}/${shot}-${size}-viewport.png` });
  }

  async function fillPt() {
    for (const [key, value] of Object.entries(PT_ANSWERS.subjective)) await page.getByLabel(ptQuestion(key), { exact: true }).fill(value);
  }

  /** The subjective section as the page sends it (the standard text), and what the fake provider made of it. */
  const standardSubjective = () => buildSoap('pt', PT_ANSWERS).subjective;

  it.each(Object.keys(SIZES) as Size[])(
    'PT at %s: the flagged note waits for the choice; "Use the standard text" (by keyboard on the desktop) copies, saves and e-mails the standard note',
    async (size) => {
      await open('/pt-eval', size, 'Generate Note');
      await forwardEnhancement('/api/enhance-note');
      await fillPt();
      const before = (await savedNotes('pt')).length;
      await page.getByRole('button', { name: 'Generate Note' }).click();

      await page.getByRole('alertdialog', { name: 'Check the AI text' }).waitFor({ timeout: 20_000 });
      const { request, response } = answerTo('/api/enhance-note');
      expect(request).toMatchObject({ section: 'subjective', content: standardSubjective() });
      expect(fake.received.at(-1)?.text).toBe(standardSubjective()); // the provider got the text the page sent
      expect(response.enhancedText).toBe(mutate(standardSubjective()));
      await expectQuestion(size, {
        factCheck: response.factCheck,
        label: 'Subjective',
        inventedNumber: INVENTED_NUMBER.pt,
        shot: 'fact-check-pt',
      });
      expect(await resultText(page)).toContain(response.enhancedText);
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
      expect(await resultText(page)).toBe(standard);
      expect(await clipboardText(page)).toBe(standard);
      expect((await savedNotes('pt')).map((n) => n.content)).toContain(standard);
      await screenshot(page, `fact-check-pt-${size}-chosen`);
    },
  );

  it('PT: "Keep the AI text" copies, saves and e-mails the AI note as it came', async () => {
    await open('/pt-eval', 'desktop', 'Generate Note');
    await forwardEnhancement('/api/enhance-note');
    await fillPt();
    await page.getByRole('button', { name: 'Generate Note' }).click();
    await page.getByRole('alertdialog', { name: 'Check the AI text' }).getByRole('button', { name: 'Keep the AI text' }).click();
    await page.getByText(`Your SOAP note has been emailed to ${clinician.email}`).waitFor({ timeout: 15_000 });
    const { response } = answerTo('/api/enhance-note');
    expect(response.factCheck.ok).toBe(false);
    const shown = await resultText(page);
    expect(shown.startsWith(`${response.enhancedText}\n\n`)).toBe(true);
    expect(await clipboardText(page)).toBe(shown);
    expect((await savedNotes('pt')).map((n) => n.content)).toContain(shown);
    expect(await page.getByText('You kept the AI text after its fact check.').isVisible()).toBe(true);
  });

  it('PT: an answer whose check passed is copied and saved at once, as before', async () => {
    await open('/pt-eval', 'desktop', 'Generate Note');
    fake.answer = (text) => text; // the provider sends back what it was sent: nothing invented or lost
    await forwardEnhancement('/api/enhance-note');
    await fillPt();
    await page.getByRole('button', { name: 'Generate Note' }).click();
    await page.getByText(`Your SOAP note has been emailed to ${clinician.email}`).waitFor({ timeout: 15_000 });
    expect(answerTo('/api/enhance-note').response).toEqual({
      enhancedText: standardSubjective(),
      factCheck: { ok: true, lost: [], unsupported: [] },
    });
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect((await clipboardText(page)).startsWith(`${standardSubjective()}\n\n`)).toBe(true);
  });

  it.each(Object.keys(SIZES) as Size[])(
    'walker letter at %s: the flagged letter waits; "Keep the AI text" copies and saves it',
    async (size) => {
      await open('/dme/walker', size, 'Generate Letter of Medical Necessity');
      await forwardEnhancement('/api/enhance-dme');
      for (const [key, value] of Object.entries(WALKER)) await page.getByLabel(letterQuestion('walker', key), { exact: true }).fill(value);
      const before = (await savedNotes('walker')).length;
      await page.getByRole('button', { name: 'Generate Letter of Medical Necessity' }).click();

      await page.getByRole('alertdialog', { name: 'Check the AI text' }).waitFor({ timeout: 20_000 });
      const { request, response } = answerTo('/api/enhance-dme');
      expect(request).toMatchObject({ equipment: 'walker' });
      for (const value of Object.values(WALKER)) expect(request.content).toContain(value); // the plain letter of these answers
      expect(fake.received.at(-1)?.text).toBe(request.content);
      expect(response.enhancedText).toBe(mutate(request.content));
      await expectQuestion(size, { factCheck: response.factCheck, inventedNumber: INVENTED_NUMBER.walker, shot: 'fact-check-walker' });
      expect(await resultText(page)).toBe(response.enhancedText);
      if (size === 'phone') await expectNoAxeViolations(page, '/dme/walker with the fact-check question (phone)');
      expect((await savedNotes('walker')).length).toBe(before);

      await page.getByRole('button', { name: 'Keep the AI text' }).click();
      await page.getByText(`Your Letter of Medical Necessity has been emailed to ${clinician.email}`).waitFor({ timeout: 15_000 });
      expect(await clipboardText(page)).toBe(response.enhancedText);
      const saved = await savedNotes('walker');
      expect(saved.map((n) => n.content)).toContain(response.enhancedText);
      expect(saved.length).toBe(before + 1);
      expect(buildLetter('walker', WALKER)).toContain('w/o device'); // the plain letter still holds what the AI dropped
      await screenshot(page, `fact-check-walker-${size}-chosen`);
    },
  );
});
