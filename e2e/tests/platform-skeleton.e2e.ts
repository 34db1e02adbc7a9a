import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser';
import { expectNoAxeViolations } from '../support/axe';
import { platform, stopFrontend } from '../support/platform';
import { adminUser } from '../support/users';

const FAKE_USER = {
  id: '00000000-0000-4000-8000-0000000000e2',
  email: 'e2e.clinician@clinote.test',
  firstName: 'Robin',
  lastName: 'Sample',
  isAdmin: false,
};

/**
 * A signed-in session without the accounts flow: the token is set and GET /api/auth/me answered at
 * the browser boundary. The accounts suite signs in for real; this one only needs "signed in".
 */
async function simulateSignedIn(page: Page): Promise<void> {
  await page.route('**/api/auth/me', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(FAKE_USER) }),
  );
  await page.addInitScript(() => window.localStorage.setItem('auth_token', 'e2e-simulated-token'));
}

describe('platform skeleton in a real browser', () => {
  let browser: Browser;
  let page: Page;
  const app = () => platform().urls.app;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());
  beforeEach(async () => {
    page = await browser.newPage();
  });
  afterEach(async () => page?.close());

  it('reports the platform healthy to anyone, and every service by name to an administrator only', async () => {
    const res = await fetch(`${app()}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });

    const admin = await adminUser();
    const detailed = await fetch(`${app()}/api/health`, { headers: { authorization: `Bearer ${admin.token}` } });
    const body = await detailed.json();
    expect(Object.keys(body.services).sort()).toEqual(['svc-ai', 'svc-identity', 'svc-mailer', 'svc-notes']);
    expect(Object.values(body.services).map((s) => (s as { status: string }).status)).toEqual(['ok', 'ok', 'ok', 'ok']);
  });

  it('redirects / to /login when nobody is signed in', async () => {
    await page.goto(`${app()}/`);
    await page.waitForURL(/\/login$/, { timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('renders /login from the mfe-auth remote', async () => {
    await page.goto(`${app()}/login`);
    const area = page.locator('[data-remote="mfe_auth"]');
    await area.waitFor({ timeout: 15_000 });
    expect(await area.getByText('Sign in', { exact: true }).first().isVisible()).toBe(true);
    await screenshot(page, 'skeleton-login');
  });

  it('shows the 404 page for an unknown path', async () => {
    await page.goto(`${app()}/some/unknown/path`);
    const title = page.getByText('404 Page Not Found');
    await title.waitFor({ timeout: 15_000 });
    expect(await title.isVisible()).toBe(true);
    await screenshot(page, 'skeleton-404');
  });

  it('mounts the SOAP remote for a signed-in user', async () => {
    await simulateSignedIn(page);
    await page.goto(`${app()}/pt-eval`);
    await page.locator('[data-remote="mfe_soap"]').waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/pt-eval');
  });

  it('shows a fallback with Retry for a remote whose server is down, while /login keeps working', async () => {
    const restart = await stopFrontend('mfe-soap');
    await simulateSignedIn(page);
    await page.goto(`${app()}/pt-eval`);
    const fallback = page.locator('[data-testid="remote-fallback"]');
    await fallback.waitFor({ timeout: 20_000 });
    await screenshot(page, 'skeleton-remote-fallback');
    expect(await page.locator('[data-remote="mfe_soap"]').count()).toBe(0);

    const other = await browser.newPage();
    await other.goto(`${app()}/login`);
    await other.locator('[data-remote="mfe_auth"]').waitFor({ timeout: 15_000 });
    await other.close();

    await restart();
    await fallback.getByRole('button', { name: /retry/i }).click();
    await page.locator('[data-remote="mfe_soap"]').waitFor({ timeout: 20_000 });
    expect(await fallback.count()).toBe(0);
  });

  // Decision 0160: a remote built against a newer @clinote/ui than the shell's is refused (strictVersion),
  // and says so, instead of rendering with a missing export. Made here by asking, in the remote's
  // entry, for ^0.2.0 of the shell's 0.1.0 libraries.
  it.each([
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ])('says a remote of another release has just been updated, with Reload page (%s)', async (size, viewport) => {
    // A context of its own: axe reads the page through it.
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.route('**/mfe/soap/remoteEntry.js*', async (route) => {
      const original = await route.fetch();
      const body = (await original.text()).replaceAll('requiredVersion:"^0.1.0"', 'requiredVersion:"^0.2.0"');
      await route.fulfill({ response: original, body });
    });
    await simulateSignedIn(page);
    await page.goto(`${app()}/pt-eval`);
    const fallback = page.locator('[data-testid="remote-fallback"]');
    await fallback.waitFor({ timeout: 20_000 });
    expect(await fallback.innerText()).toContain('has just been updated and does not match the rest of the app yet');
    const reload = fallback.getByRole('button', { name: 'Reload page' });
    expect(await reload.isVisible()).toBe(true);
    expect(await page.locator('h1').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, `skeleton-remote-other-release-${size}`);
    await expectNoAxeViolations(page, `other-release fallback (${size})`);
    await context.close();
  });
});
