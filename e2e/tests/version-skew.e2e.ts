import type { Browser, Page } from 'playwright-core';
import { FORMS } from '@clinote/clinical-text';
import { launchBrowser, screenshot } from '../support/browser';
import { platform } from '../support/platform';
import {
  buildPreviousRelease,
  FRONTENDS,
  previousRelease,
  serveFrontend,
  startGateway,
  stopAll,
  type Frontend,
  type Started,
} from '../support/skew';
import { PASSWORD, verifiedUser, type TestUser } from '../support/users';

// Issue 26: slices are released an hour apart, so yesterday's shell meets today's remotes and today's
// shell meets yesterday's remotes. Each mix is served by a gateway of its own on this run's services
// and walked through in chromium: sign in (mfe-auth), a PT evaluation generated (mfe-soap), a letter
// form (mfe-dme). The rule each slice keeps is in docs/decisions/0160-version-skew.md.

const PATIENT = 'Invented patient, 70 y/o, s/p fall';

describe('version skew: the previous release and this one, mixed (issue 26)', () => {
  let browser: Browser;
  let clinician: TestUser;
  let previousDir: string;
  const started: Started[] = [];
  const previous = previousRelease();

  beforeAll(async () => {
    browser = await launchBrowser();
    clinician = await verifiedUser('Skew');
    previousDir = buildPreviousRelease(previous.commit, (line) =>
      console.log(`  [skew] previous release ${previous.commit.slice(0, 9)}: ${line}`),
    );
  }, 600_000);
  afterAll(async () => {
    await browser?.close();
    await stopAll(started);
  });

  /** This release's front ends are the platform's own servers; the previous release's get servers here. */
  async function frontendsWith(previousOnes: readonly Frontend[]): Promise<Record<Frontend, string>> {
    const { ports } = platform();
    const urls = {} as Record<Frontend, string>;
    for (const name of FRONTENDS) {
      if (previousOnes.includes(name)) {
        const server = await serveFrontend(name, previousDir);
        started.push(server);
        urls[name] = server.url;
      } else urls[name] = `http://127.0.0.1:${ports.frontends[name]}`;
    }
    return urls;
  }

  async function walk(gateway: string, label: string): Promise<void> {
    const context = await browser.newContext({
      viewport: { width: 820, height: 1180 },
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page: Page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && /shared|federation|version|chunk|remote/i.test(message.text()))
        problems.push(`console: ${message.text()}`);
    });
    try {
      // mfe-auth: the sign-in form.
      // Typed once the app has taken over the first paint: typing into the first paint meets a defect of
      // 198ef3c's shared UI (restoring the caret in an email field threw, fixed since), not a skew.
      await page.goto(`${gateway}/login`, { waitUntil: 'networkidle' });
      await page.getByLabel('Email').fill(clinician.email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${gateway}/`, { timeout: 20_000 });

      // mfe-soap: a PT evaluation, generated with AI off.
      await page.goto(`${gateway}/pt-eval`);
      await page.getByRole('button', { name: 'Generate Note' }).waitFor({ timeout: 20_000 });
      const question = FORMS.pt.sections[0].fields.find((f) => f.key === 'patientInfo')!.question;
      await page.getByLabel(question, { exact: true }).fill(PATIENT);
      await page.getByRole('switch', { name: 'AI Enhancement' }).click();
      await page.getByRole('button', { name: 'Generate Note' }).click();
      const card = page.getByTestId('result-card');
      await card.waitFor({ timeout: 20_000 });
      // Either release's card: today's is a text area (issue 25), yesterday's showed the text.
      const shown = `${await card.textContent()} ${await card
        .locator('textarea')
        .inputValue({ timeout: 1000 })
        .catch(() => '')}`;
      expect(shown).toContain(`Patient is ${PATIENT.toLowerCase()}.`);
      await screenshot(page, `version-skew-${label}-result`);

      // mfe-dme: a letter form.
      await page.goto(`${gateway}/dme/walker`);
      await page.getByRole('button', { name: 'Generate Letter of Medical Necessity' }).waitFor({ timeout: 20_000 });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }

  it("yesterday's shell with today's remotes", async () => {
    const gateway = await startGateway('previous-shell', await frontendsWith(['shell']));
    started.push(gateway);
    await walk(gateway.url, 'previous-shell');
  }, 120_000);

  it("today's shell with yesterday's remotes", async () => {
    const gateway = await startGateway('previous-remotes', await frontendsWith(['mfe-auth', 'mfe-soap', 'mfe-dme', 'mfe-admin']));
    started.push(gateway);
    await walk(gateway.url, 'previous-remotes');
  }, 120_000);
});
