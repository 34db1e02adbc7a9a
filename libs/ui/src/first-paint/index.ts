// @clinote/ui/first-paint: what a remote's first-paint.ts (run at build time, docs/decisions/0145-first-paint-forms.md)
// needs to draw @clinote/ui's components as markup. No React, no antd: safe to evaluate in Node.
export {
  aiSwitchFirstPaintHtml,
  CATALOGUE_FORM_FIRST_PAINT_CSS,
  catalogueFormHtml,
  type CatalogueFormFirstPaintOptions,
} from './catalogue-form-html';
export { cardFirstPaintHtml, FIRST_PAINT_BUTTON_CSS, FIRST_PAINT_CARD_CSS, FIRST_PAINT_FONT, firstPaintButtonHtml } from './controls-html';
