import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../../scripts/lib/chromium.mjs';

export const ARTIFACTS = path.resolve(__dirname, '..', 'artifacts');

/** Debian's chromium with this machine's flags (scripts/lib/chromium.mjs). */
export function launchBrowser(): Promise<Browser> {
  return launchChromium();
}

/** Saves a screenshot to e2e/artifacts/<name>.png, to look at after the run. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/** Resolves once every finite animation on the page has finished (a dialog opening, a toast sliding in). */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Collects what the browser refused or did not understand in the page's security headers: a style
 * element without the CSP nonce (its rules never apply), a blocked script, an unknown
 * Permissions-Policy feature. Chromium reports each on the console only. Call before page.goto.
 */
export function watchPolicyComplaints(page: Page): string[] {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy/i.test(message.text())) complaints.push(message.text().slice(0, 200));
  });
  return complaints;
}
