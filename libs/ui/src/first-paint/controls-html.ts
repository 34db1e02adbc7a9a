import { escapeHtml } from '@clinote/contracts';

// @clinote/ui's controls as markup for a first paint (docs/decisions/0145-first-paint-forms.md), with
// the measures of antd's theme tokens as @clinote/ui sets them, so React's controls replace them in place.

/** The theme's font stack (clinoteTheme.token.fontFamily). */
export const FIRST_PAINT_FONT = `-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans',sans-serif`;

/** antd Button, default and primary (32 px tall, 8 px radius). */
export const FIRST_PAINT_BUTTON_CSS = [
  `.clinote-fp-button{box-sizing:border-box;display:inline-flex;align-items:center;justify-content:center;min-height:32px;padding:4px 15px;border:1px solid #d9d9d9;border-radius:8px;background:#fff;color:rgba(0,0,0,.88);font-family:${FIRST_PAINT_FONT};font-size:14px;line-height:1.5714285714285714;box-shadow:0 2px 0 rgba(0,0,0,.02);cursor:pointer}`,
  `.clinote-fp-button-primary{border-color:#1a66d9;background:#1a66d9;color:#fff;box-shadow:0 2px 0 rgba(5,145,255,.1)}`,
  `.clinote-fp-button:disabled{border-color:#d9d9d9;background:rgba(0,0,0,.04);color:rgba(0,0,0,.25);box-shadow:none;cursor:not-allowed}`,
].join('\n');

/** An antd-looking button. A submit button submits the first paint's form, which the app then runs. */
export function firstPaintButtonHtml(label: string, { primary = false, submit = false, disabled = false } = {}): string {
  const classes = `clinote-fp-button${primary ? ' clinote-fp-button-primary' : ''}`;
  return `<button type="${submit ? 'submit' : 'button'}" class="${classes}"${disabled ? ' disabled' : ''}>${escapeHtml(label)}</button>`;
}

/** @clinote/ui Card: colorBorderSecondary, borderRadiusLG, a header holding the title (20 px) and a 24 px body. */
export const FIRST_PAINT_CARD_CSS = [
  `.clinote-fp-card{background:#fff;border:1px solid #f0f0f0;border-radius:10px}`,
  `.clinote-fp-card>header{padding:12px 24px;border-bottom:1px solid #f0f0f0}`,
  `.clinote-fp-card>header>*{margin:0;font-size:20px;line-height:1.4;font-weight:600;color:rgba(0,0,0,.88)}`,
  `.clinote-fp-card>div{padding:24px}`,
].join('\n');

/** A Card as @clinote/ui renders it: the title in a heading of `headingLevel` (when there is one), then the body (markup). */
export function cardFirstPaintHtml({
  title,
  headingLevel = 5,
  body,
}: {
  title?: string;
  headingLevel?: 1 | 2 | 3 | 4 | 5;
  body: string;
}): string {
  const header = title ? `<header><h${headingLevel}>${escapeHtml(title)}</h${headingLevel}></header>` : '';
  return `<section class="clinote-fp-card">${header}<div>${body}</div></section>`;
}
