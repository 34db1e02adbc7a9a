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

/**
 * Resolves once nothing is moving: no finite animation running and no element in an antd motion phase
 * (`-appear`, `-enter`, `-leave` with `-prepare`/`-start`/`-active`), for two frames in a row. antd adds
 * the animation a frame after the dialog is in the DOM, so `getAnimations()` alone can be empty while
 * the dialog is still about to fade in (axe then measures it half-transparent). Gives up after 5 s.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const motionPhase = /-(appear|enter|leave)(-(prepare|start|active))?$/;
        const moving = () =>
          document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity) ||
          Array.from(document.querySelectorAll('[class]')).some((el) => Array.from(el.classList).some((c) => motionPhase.test(c)));
        const giveUpAt = performance.now() + 5_000;
        let stillFrames = 0;
        const check = () => {
          stillFrames = moving() ? 0 : stillFrames + 1;
          if (stillFrames >= 2 || performance.now() > giveUpAt) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
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
