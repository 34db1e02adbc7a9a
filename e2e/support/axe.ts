import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { animationsSettled } from './browser';

/** WCAG 2.0, 2.1 and 2.2 A/AA, plus axe's best practices (landmarks, one h1, heading order...). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export interface AxeViolationSummary {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/** axe's reading of the page once what is animating has finished. */
async function analyzeSettled(page: Page) {
  // A dialog or toast still fading in would be measured half-transparent (a false contrast failure).
  await animationsSettled(page);
  return new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
}

/** Every axe violation on the page as it is now (tags above), one entry per rule. */
export async function axeViolations(page: Page): Promise<AxeViolationSummary[]> {
  let results = await analyzeSettled(page);
  // A toast that began to fade out while axe was reading the page is measured half-transparent: read
  // the page again once it has gone (a toast's own contrast is checked while it is shown, on the screen
  // that showed it).
  if (
    results.violations.some((violation) => violation.nodes.some((node) => node.target.map(String).join(' ').includes('ant-notification')))
  )
    results = await analyzeSettled(page);
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    // The selector, then axe's reason (for contrast: the colours and the ratio it measured).
    targets: violation.nodes.map(
      (node) => `${node.target.map(String).join(' >> ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ').trim()}`,
    ),
  }));
}

/** A readable list: one line per rule (id, impact, help), then each offending element's selector. */
export function formatViolations(label: string, violations: AxeViolationSummary[]): string {
  const lines = violations.flatMap((v) => [`  ${v.id} (${v.impact ?? 'n/a'}): ${v.help}`, ...v.targets.map((t) => `      ${t}`)]);
  return `${violations.length} axe violation(s) on "${label}":\n${lines.join('\n')}`;
}

/** Fails with the readable list when axe finds anything on the page as it is now. */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const violations = await axeViolations(page);
  if (violations.length > 0) throw new Error(formatViolations(label, violations));
}
