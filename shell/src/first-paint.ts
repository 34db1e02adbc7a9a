import {
  escapeHtml,
  FIRST_PAINT_CLASSES as FP,
  FIRST_PAINT_GREETING_ID,
  FIRST_PAINT_SLOT,
  loadingHtml,
  NO_SESSION_CLASS,
  PAGES,
  type ShellFirstPaint,
} from '@clinote/contracts';
import { cardFirstPaintHtml, FIRST_PAINT_BUTTON_CSS, FIRST_PAINT_CARD_CSS, FIRST_PAINT_FONT } from '@clinote/ui/first-paint';
import { EQUIPMENT_ROUTES, EVALUATION_ROUTES } from './route-table';

// The shell's first paint (issue 11), written to first-paint.json by its build (rspack.config.mjs)
// and served by the gateway in #root before any JavaScript has run: the frame of every signed-in
// page (the header bar and <main>, laid out exactly as SignedInLayout lays them out), the
// dashboard's top, the boot screen of every other page, and the CSS every page's first paint may
// use. The CSS repeats the measures of the React components it stands in for (antd's theme tokens
// as @clinote/ui applies them; SignedInLayout; DashboardPage), so React's render replaces it with
// text of the same size in the same place; e2e/tests/first-paint.e2e.ts fails when they drift apart.
// This file is evaluated at build time: it imports packages only.

const CSS = [
  // ClinoteThemeProvider's wrapper: antd's base text on the layout background.
  `.clinote-fp{min-height:100vh;background:#f5f7fa;font-family:${FIRST_PAINT_FONT};font-size:14px;line-height:1.5714285714285714;color:rgba(0,0,0,.88)}`,
  // SignedInLayout's header: product name left, the nav buttons (32 px tall) right.
  `.clinote-fp-bar{background:#fff;border-bottom:1px solid #e5e7eb}`,
  `.clinote-fp-bar>div{max-width:1280px;margin:0 auto;padding:8px 16px;min-height:32px;display:flex;align-items:center}`,
  `.clinote-fp-bar span{font-size:20px;font-weight:600;color:#1f2328}`,
  `.clinote-fp-main{max-width:1280px;margin:0 auto;padding:24px 16px}`,
  // Signed out, the app sends the visitor to /login: no glimpse of a page they cannot use.
  `.${NO_SESSION_CLASS} .clinote-fp-main{visibility:hidden}`,
  `.${FP.page}{display:flex;flex-direction:column;gap:16px;margin:0 auto}`,
  `.clinote-fp-dashboard{gap:32px}`,
  // The dashboard's heading row (room for the admin's button beside the heading).
  `.clinote-fp-row{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:16px}`,
  // @clinote/ui Heading level 1.
  `.clinote-fp h1{margin:0;font-size:38px;line-height:1.2105263157894737;font-weight:600;color:rgba(0,0,0,.88)}`,
  `.clinote-fp b{font-weight:600}`,
  // @clinote/ui PhiDisclaimer (antd's warning colours).
  `.${FP.phi}{background:#fffbe6;border:1px solid #ffe58f;border-radius:10px;padding:12px 16px}`,
  `.${FP.loading}{margin:0;color:rgba(0,0,0,.65)}`,
  // DashboardPage's sections (Heading level 2, 16 px under), its card grid and @clinote/ui Card.
  `.clinote-fp h2{margin:0 0 16px;font-size:30px;line-height:1.2666666666666666;font-weight:600;color:rgba(0,0,0,.88)}`,
  `.clinote-fp-cards{display:grid;gap:16px;grid-template-columns:repeat(auto-fill,minmax(min(240px,100%),1fr))}`,
  FIRST_PAINT_CARD_CSS,
  `.clinote-fp-card p{margin:0 0 1em;color:rgba(0,0,0,.65)}`,
  `a.clinote-fp-button{text-decoration:none}`,
  FIRST_PAINT_BUTTON_CSS,
].join('\n');

/** SignedInLayout: the header bar with the product name, and the one <main>. */
const FRAME = `<div class="clinote-fp"><div class="clinote-fp-bar"><div><span>Clinote</span></div></div><main class="clinote-fp-main">${FIRST_PAINT_SLOT}</main></div>`;

/** A dashboard card: its title, and a link where DashboardPage has a button that goes to the same page. */
const card = (title: string, body: string) => cardFirstPaintHtml({ title, headingLevel: 3, body });
const cardLink = (path: string, text: string, label: string, primary: boolean) =>
  `<a class="clinote-fp-button${primary ? ' clinote-fp-button-primary' : ''}" href="${escapeHtml(path)}" aria-label="${escapeHtml(label)}">${escapeHtml(text)}</a>`;
const section = (id: string, title: string, body: string) =>
  `<section aria-labelledby="${id}"><h2 id="${id}">${escapeHtml(title)}</h2>${body}</section>`;

/**
 * DashboardPage: its heading greets the clinician by name, which only GET /api/auth/me knows — the
 * page's early session script writes it into the hidden heading (at once when it kept this token's
 * greeting); the evaluation and letter cards, whose links work before the page's code has loaded (a
 * full page load instead of the app's navigation); Recent Notes, loading.
 */
const DASHBOARD =
  `<div class="${FP.page} clinote-fp-dashboard"><div class="clinote-fp-row"><h1 id="${escapeHtml(FIRST_PAINT_GREETING_ID)}" hidden></h1></div>` +
  section(
    'evaluations-heading',
    'Evaluations',
    `<div class="clinote-fp-cards">${EVALUATION_ROUTES.map((e) =>
      card(e.name, `<p>${escapeHtml(e.description)}</p>${cardLink(e.path, 'Create Note', `Create Note: ${e.name}`, true)}`),
    ).join('')}</div>`,
  ) +
  section(
    'equipment-heading',
    'Equipment Letters of Medical Necessity',
    `<div class="clinote-fp-cards">${EQUIPMENT_ROUTES.map((e) => card(e.name, cardLink(e.path, 'Create Template', `Create Template: ${e.name}`, false))).join('')}</div>`,
  ) +
  section('recent-notes-heading', 'Recent Notes', cardFirstPaintHtml({ body: loadingHtml('your notes') })) +
  `</div>`;

/** Any other page (the public ones, admin, 404): the product name, large, and a loading line. */
const BOOT = {
  html: `<div class="clinote-boot"><p class="clinote-boot-name">Clinote</p><p class="clinote-boot-line" role="status">Loading Clinote…</p></div>`,
  css: `.clinote-boot{min-height:70vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:8px;font-family:${FIRST_PAINT_FONT};background:#f5f7fa}
.clinote-boot-name{margin:0;font-size:44px;font-weight:700;color:#1a66d9;letter-spacing:-0.5px}
.clinote-boot-line{margin:0;font-size:14px;color:#57606a}`,
};

export const FIRST_PAINT: ShellFirstPaint = { css: CSS, frame: FRAME, boot: BOOT, pages: { [PAGES.dashboard.path]: DASHBOARD } };
