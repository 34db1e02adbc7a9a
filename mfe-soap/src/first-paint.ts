import { DISCIPLINE_NAMES, PHI_NOTICE } from '@clinote/clinical-text';
import { escapeHtml, EVALUATION_PAGES, FIRST_PAINT_CLASSES as FP, loadingHtml, phiNoticeHtml, type FirstPaint } from '@clinote/contracts';

// mfe-soap's first paint (issue 11), written to first-paint.json next to its mf-manifest.json by its
// build (rspack.config.mjs); the gateway puts it in the shell's signed-in frame before any
// JavaScript has run. EvaluationPage's top — the title and the PHI notice above the form — laid out
// as EvaluationPage lays it out (960 px wide at most), so React's render replaces it in place
// (e2e/tests/first-paint.e2e.ts). The words come from @clinote/clinical-text, as the page's do.
// This file is evaluated at build time: it imports packages only.

const CSS = `.clinote-fp-soap{max-width:960px}`;

const evaluationPage = (title: string) =>
  `<div class="${FP.page} clinote-fp-soap"><h1>${escapeHtml(title)}</h1>${phiNoticeHtml(PHI_NOTICE)}${loadingHtml('the form')}</div>`;

export const FIRST_PAINT: FirstPaint = {
  css: CSS,
  pages: Object.fromEntries(EVALUATION_PAGES.map((page) => [page.path, evaluationPage(DISCIPLINE_NAMES[page.discipline])])),
};
