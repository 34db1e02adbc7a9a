import { BACK_TO_DASHBOARD, EQUIPMENT_PAGE_TITLES, LETTER_BANNER, LETTER_FORM_SUBTITLE, PHI_NOTICE } from '@clinote/clinical-text';
import {
  escapeHtml,
  FIRST_PAINT_CLASSES as FP,
  LETTER_PAGES,
  loadingHtml,
  noticeHtml,
  PAGES,
  phiNoticeHtml,
  type FirstPaint,
} from '@clinote/contracts';

// mfe-dme's first paint (issue 11), written to first-paint.json next to its mf-manifest.json by its
// build (rspack.config.mjs); the gateway puts it in the shell's signed-in frame before any
// JavaScript has run. LetterPage's top — the way back, title and subtitle, the reviewer banner and
// the PHI notice — laid out as LetterPage lays it out, so React's render replaces it in place
// (e2e/tests/first-paint.e2e.ts). The words come from @clinote/clinical-text, as the page's do.
// This file is evaluated at build time: it imports packages only.

const CSS = [
  `.clinote-fp-letter{max-width:1200px;min-width:0;overflow-wrap:anywhere}`,
  `.clinote-fp-back{display:inline-block;min-height:24px;padding:2px 0;margin-bottom:8px;color:#1a66d9;text-decoration:none}`,
  `.clinote-fp-subtitle{margin:4px 0 0;color:rgba(0,0,0,.65)}`,
  // The reviewer banner Card.
  `.clinote-fp-banner{background:#fff;border:1px solid #f0f0f0;border-inline-start:4px solid #1a66d9;border-radius:10px}`,
  `.clinote-fp-banner>div{padding:24px}`,
].join('\n');

function letterPage(title: string): string {
  const header =
    `<header><a class="clinote-fp-back" href="${escapeHtml(PAGES.dashboard.path)}"><span aria-hidden="true">← </span>${escapeHtml(BACK_TO_DASHBOARD)}</a>` +
    `<h1>${escapeHtml(title)}</h1><p class="clinote-fp-subtitle">${escapeHtml(LETTER_FORM_SUBTITLE)}</p></header>`;
  const banner = `<section role="note" class="clinote-fp-banner"><div>${noticeHtml(LETTER_BANNER)}</div></section>`;
  return `<div class="${FP.page} clinote-fp-letter">${header}${banner}${phiNoticeHtml(PHI_NOTICE)}${loadingHtml('the form')}</div>`;
}

export const FIRST_PAINT: FirstPaint = {
  css: CSS,
  pages: Object.fromEntries(LETTER_PAGES.map((page) => [page.path, letterPage(EQUIPMENT_PAGE_TITLES[page.equipment])])),
};
