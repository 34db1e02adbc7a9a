// Helpers for the specs of @clinote/ui (excluded from the build, like the specs).
import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import axe from 'axe-core';
import { ClinoteThemeProvider } from './ClinoteThemeProvider';

/**
 * Renders inside the product theme (as every page does) and lets lazily loaded @clinote/ui chunks
 * resolve inside act, so the first assertions see the loaded component. (@clinote/platform's
 * renderApp is not used here: platform depends on ui, and a test import the other way round
 * would make the two a cycle in the build graph.)
 */
export async function renderLoaded(ui: ReactElement) {
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(<ClinoteThemeProvider>{ui}</ClinoteThemeProvider>);
  });
  await settle();
  return result;
}

/** Lets pending timers of 0 ms and promises (lazy chunks, antd's resize measuring) run inside act. */
export async function settle(ms = 0) {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

/**
 * axe-core's verdict (jsdom has no layout, so colour contrast and target sizes are left to the
 * browser suite). Returns the violations as "rule: html" lines, [] when there are none.
 */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false } } });
  return result.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.html.slice(0, 200)}`));
}
