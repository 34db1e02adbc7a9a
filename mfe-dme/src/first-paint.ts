import { BACK_TO_DASHBOARD, FORMS, LETTER_BANNER, LETTER_FORM_SUBTITLE, PHI_NOTICE, type Equipment } from '@clinote/clinical-text';
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
import {
  aiSwitchFirstPaintHtml,
  cardFirstPaintHtml,
  CATALOGUE_FORM_FIRST_PAINT_CSS,
  catalogueFormHtml,
  FIRST_PAINT_CARD_CSS,
  firstPaintButtonHtml,
} from '@clinote/ui/first-paint';
import { LETTER_LAYOUT_CLASS, LETTER_LAYOUT_CSS } from './letter-layout';
import { CHECKLIST_TEXTS, CLEAR_LABELS, LETTER_PAGE_TEXTS as T } from './letter-texts';

// mfe-dme's first paint (issues 11 and 23), written to first-paint.json next to its mf-manifest.json by
// its build (rspack.config.mjs); the gateway puts it in the shell's signed-in frame before any
// JavaScript has run. LetterPage as it first renders — the way back, title and subtitle, the reviewer
// banner, the PHI notice, the guidelines button, the form with its switch and buttons, and the
// checklist's place — so the clinician can start typing at once; CatalogueForm takes the text over when
// it mounts (docs/decisions/0145-first-paint-forms.md). e2e/tests/first-paint.e2e.ts checks React's
// render lands in the same place. This file is evaluated at build time: it imports packages and
// modules without React only.

const CSS = [
  `.clinote-fp-letter{max-width:1200px;min-width:0;overflow-wrap:anywhere}`,
  `.clinote-fp-back{display:inline-block;min-height:24px;padding:2px 0;margin-bottom:8px;color:#1a66d9;text-decoration:none}`,
  `.clinote-fp-subtitle{margin:4px 0 0;color:rgba(0,0,0,.65)}`,
  // The reviewer banner Card.
  `.clinote-fp-banner{background:#fff;border:1px solid #f0f0f0;border-inline-start:4px solid #1a66d9;border-radius:10px}`,
  `.clinote-fp-banner>div{padding:24px}`,
  FIRST_PAINT_CARD_CSS,
  `.clinote-fp-letter-actions{display:flex;flex-direction:column;gap:12px}`,
  `.clinote-fp-letter .clinote-fp-button{white-space:normal;height:auto}`,
  LETTER_LAYOUT_CSS,
  CATALOGUE_FORM_FIRST_PAINT_CSS,
].join('\n');

/** CatalogueForm's actions on a letter page: the AI switch, then Generate (a submit the page runs once it has loaded) and Clear. */
const actionsHtml = (equipment: Equipment) =>
  `<div class="clinote-fp-letter-actions">${aiSwitchFirstPaintHtml(T.aiOn)}<div class="clinote-fp-actions">` +
  `${firstPaintButtonHtml(T.generate, { primary: true, submit: true })}${firstPaintButtonHtml(CLEAR_LABELS[equipment], { disabled: true })}</div></div>`;

function letterPage(equipment: Equipment): string {
  const definition = FORMS[equipment];
  const header =
    `<header><a class="clinote-fp-back" href="${escapeHtml(PAGES.dashboard.path)}"><span aria-hidden="true">← </span>${escapeHtml(BACK_TO_DASHBOARD)}</a>` +
    `<h1>${escapeHtml(definition.pageTitle)}</h1><p class="clinote-fp-subtitle">${escapeHtml(LETTER_FORM_SUBTITLE)}</p></header>`;
  const banner = `<section role="note" class="clinote-fp-banner"><div>${noticeHtml(LETTER_BANNER)}</div></section>`;
  // The guidelines open in a dialog, which needs the page's code: shown, not yet usable.
  const guidelines = `<div class="clinote-fp-actions">${firstPaintButtonHtml(T.guidelinesButton, { disabled: true })}</div>`;
  const checklist = cardFirstPaintHtml({ title: CHECKLIST_TEXTS.heading, headingLevel: 2, body: loadingHtml('the checklist') });
  const form = catalogueFormHtml(definition, { headingLevel: 2, actionsHtml: actionsHtml(equipment) });
  return (
    `<div class="${FP.page} clinote-fp-letter">${header}${banner}${phiNoticeHtml(PHI_NOTICE)}${guidelines}` +
    `<div class="${LETTER_LAYOUT_CLASS}">${form}${checklist}</div></div>`
  );
}

export const FIRST_PAINT: FirstPaint = {
  css: CSS,
  pages: Object.fromEntries(LETTER_PAGES.map((page) => [page.path, letterPage(page.equipment)])),
};
