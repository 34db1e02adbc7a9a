import { DISCIPLINE_NAMES, FORMS, PHI_NOTICE } from '@clinote/clinical-text';
import { escapeHtml, EVALUATION_PAGES, FIRST_PAINT_CLASSES as FP, phiNoticeHtml, type FirstPaint } from '@clinote/contracts';
import { aiSwitchFirstPaintHtml, CATALOGUE_FORM_FIRST_PAINT_CSS, catalogueFormHtml, firstPaintButtonHtml } from '@clinote/ui/first-paint';
import type { Discipline } from '@clinote/clinical-text';

// mfe-soap's first paint (issues 11 and 23), written to first-paint.json next to its mf-manifest.json by
// its build (rspack.config.mjs); the gateway puts it in the shell's signed-in frame before any
// JavaScript has run. EvaluationPage as it first renders — the title, the PHI notice, the AI switch and
// the form itself, with its buttons — so the clinician can start typing at once; CatalogueForm takes the
// text over when it mounts (docs/decisions/0145-first-paint-forms.md). e2e/tests/first-paint.e2e.ts
// checks React's render lands in the same place. The words come from @clinote/clinical-text, as the
// page's do. This file is evaluated at build time: it imports packages only.

const CSS = [`.clinote-fp-soap{max-width:960px}`, CATALOGUE_FORM_FIRST_PAINT_CSS].join('\n');

/** EvaluationPage's buttons under the form: Generate Note (a submit the page runs once it has loaded), Clear All, PT's Save as Draft. */
function actionsHtml(discipline: Discipline): string {
  const buttons = [
    firstPaintButtonHtml('Generate Note', { primary: true, submit: true }),
    // Nothing to clear or save before the page has loaded; enabled as soon as it has.
    firstPaintButtonHtml('Clear All', { disabled: true }),
    ...(discipline === 'pt' ? [firstPaintButtonHtml('Save as Draft', { disabled: true })] : []),
  ];
  return `<div class="clinote-fp-actions">${buttons.join('')}</div>`;
}

const evaluationPage = (discipline: Discipline) =>
  `<div class="${FP.page} clinote-fp-soap"><h1>${escapeHtml(DISCIPLINE_NAMES[discipline])}</h1>${phiNoticeHtml(PHI_NOTICE)}` +
  `${aiSwitchFirstPaintHtml('AI Enhancement')}${catalogueFormHtml(FORMS[discipline], { headingLevel: 2, actionsHtml: actionsHtml(discipline) })}</div>`;

export const FIRST_PAINT: FirstPaint = {
  css: CSS,
  pages: Object.fromEntries(EVALUATION_PAGES.map((page) => [page.path, evaluationPage(page.discipline)])),
};
