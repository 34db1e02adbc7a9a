import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectNoAxeViolations } from '../support/axe';
import { launchBrowser, screenshot, watchPolicyComplaints } from '../support/browser';
import { mailTo } from '../support/mail';
import { platform } from '../support/platform';
import { adminUser, apiAs, signedInContext, verifiedUser, type TestUser } from '../support/users';

/** Polls `read` until `accept` holds (the cascade runs through the events queue, so not at once). */
async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!accept(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    value = await read();
  }
  return value;
}

describe('admin page, as an administrator uses it (issue 10)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let admin: TestUser;
  const app = (path: string) => `${platform().urls.app}${path}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminUser();
  });
  afterAll(async () => browser?.close());
  afterEach(async () => context?.close());

  let policyComplaints: string[];
  async function openAdmin(user: TestUser, viewport?: { width: number; height: number }) {
    ({ context, page } = await signedInContext(browser, user, viewport));
    policyComplaints = watchPolicyComplaints(page);
    await page.goto(app('/admin'));
  }

  it('a signed-in clinician who is not an administrator sees Access Denied, and the API refuses them', async () => {
    const clinician = await verifiedUser('Jordan');
    await openAdmin(clinician);
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor({ timeout: 20_000 });
    await page.getByText('You do not have permission to access the admin area').waitFor();
    await expectNoAxeViolations(page, '/admin access denied');
    expect((await apiAs(clinician, 'GET', '/api/admin/users')).status).toBe(403);
    await page.getByRole('button', { name: 'Return to Dashboard' }).click();
    await page.waitForURL(app('/'));
  });

  it('shows the four cards consistent with the API, deletes a user after confirming (row gone, token refused, notes gone)', async () => {
    const leaving = await verifiedUser('Casey');
    const created = await apiAs(leaving, 'POST', '/api/notes', {
      title: 'SOAP Note - 11/22/2026',
      subjective: 'Invented: ambulates 150 ft with RW, CGA.',
    });
    expect(created.status).toBe(201);
    const before = (await apiAs(admin, 'GET', '/api/admin/stats')).body;

    await openAdmin(admin);
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor({ timeout: 20_000 });
    const cards = page.getByTestId('stat-card');
    await page.getByTestId('stat-value').first().filter({ hasNotText: '—' }).waitFor();
    expect(await cards.count()).toBe(4);
    expect(await cards.locator('h2').allTextContents()).toEqual([
      'Total Users',
      'Active Users (30d)',
      'Notes This Month',
      'Avg Notes/User',
    ]);
    expect(Number((await cards.first().getByTestId('stat-value').textContent())!.replace(/,/g, ''))).toBe(before.totalUsers);

    await page.getByLabel('Search users').fill(leaving.email);
    const row = page.getByRole('row').filter({ hasText: leaving.email });
    await row.waitFor();
    await expectNoAxeViolations(page, '/admin users tab');
    await screenshot(page, 'admin-users');

    // By keyboard: the row menu opens with Enter, its first item takes the focus.
    await page.getByRole('button', { name: `Actions for ${leaving.email}` }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Delete', exact: true }).waitFor();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete User Account' });
    await dialog.getByText(`Are you sure you want to delete the account for ${leaving.email}? This action cannot be undone.`).waitFor();
    await expectNoAxeViolations(page, '/admin delete confirmation');
    await screenshot(page, 'admin-delete-dialog');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('User Deleted').first().waitFor();
    await row.waitFor({ state: 'detached' });

    expect((await apiAs(leaving, 'GET', '/api/notes')).status).toBe(401);
    const after = await eventually(
      async () => (await apiAs(admin, 'GET', '/api/admin/stats')).body,
      (stats) => stats.totalNotes === before.totalNotes - 1,
    );
    expect(after.totalUsers).toBe(before.totalUsers - 1);
    expect(after.totalNotes).toBe(before.totalNotes - 1);

    // The administrator's own row: refused on screen before any call.
    await page.getByLabel('Search users').fill(admin.email);
    await page.getByRole('button', { name: `Actions for ${admin.email}` }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('You cannot delete your own admin account.').waitFor();
    expect(await page.getByRole('dialog', { name: 'Delete User Account' }).count()).toBe(0);
    expect(policyComplaints).toEqual([]); // the table, the row menu and the confirm dialog
  });

  it('sends a test e-mail that arrives in the inbox, shows the system status and the audit log', async () => {
    const to = `test.mail.${Date.now()}@clinote.test`;
    await openAdmin(admin);
    await page.getByRole('tab', { name: 'Email' }).click();
    const send = page.getByRole('button', { name: 'Send Test Email' });
    expect(await send.isDisabled()).toBe(true);
    await page.getByLabel('Email address').fill(to);
    await send.click();
    await page.getByText('Test Email Sent').first().waitFor();
    const mail = await mailTo(to, /Clinote test e-mail/);
    expect(mail.text).toContain('sending e-mail works');
    await expectNoAxeViolations(page, '/admin email tab');

    await page.getByRole('tab', { name: 'System' }).click();
    const system = page.getByRole('tabpanel', { name: 'System' });
    for (const word of ['Connected', 'Healthy', 'Running', 'Active']) await system.getByText(word, { exact: true }).first().waitFor();
    await expectNoAxeViolations(page, '/admin system tab');
    await screenshot(page, 'admin-system');

    await page.getByRole('tab', { name: 'Logs' }).click();
    await page.getByRole('row').filter({ hasText: 'sent a test e-mail' }).filter({ hasText: to }).waitFor();
    await expectNoAxeViolations(page, '/admin logs tab');
    expect(policyComplaints).toEqual([]);
  });

  it('fits a phone and a tablet without horizontal scrolling', async () => {
    for (const [name, viewport] of [
      ['phone', { width: 390, height: 844 }],
      ['tablet', { width: 820, height: 1180 }],
    ] as const) {
      await openAdmin(admin, viewport);
      await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor({ timeout: 20_000 });
      await page.getByRole('row').nth(1).waitFor();
      await screenshot(page, `admin-${name}`);
      // A wide table scrolls inside its own box; the page itself never scrolls sideways.
      expect({ name, scrollWidth: await page.evaluate(() => document.documentElement.scrollWidth) }).toEqual({
        name,
        scrollWidth: viewport.width,
      });
      await context.close();
    }
  });
});
