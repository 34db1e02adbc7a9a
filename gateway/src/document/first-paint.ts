import {
  BACK_TO_DASHBOARD,
  DISCIPLINE_NAMES,
  EQUIPMENT_PAGE_TITLES,
  LETTER_BANNER,
  LETTER_FORM_SUBTITLE,
  PHI_NOTICE,
  type Discipline,
  type Equipment,
  type Notice,
} from '@clinote/clinical-text';
import { EVALUATION_PAGES, LETTER_PAGES, PAGES, type AppRoute } from '@clinote/contracts';

// What a page shows before any JavaScript has run (issue 11: LCP must not wait for React).
//
// A signed-in page's first paint is the top of the page itself — the header bar, the title, the
// notices — laid out exactly as React will lay it out, so that React's render replaces it with
// text of the same size in the same place: the page does not jump, and the largest paint (a notice,
// on a phone) is the one that came with the HTML. The CSS below repeats the measures of the React
// components it stands in for (antd's theme tokens as @clinote/ui applies them; the shell's
// SignedInLayout; the remotes' page tops); e2e/tests/first-paint.e2e.ts fails when they drift apart.
// The words come from @clinote/clinical-text, where the React pages take them too.

/** The gateway's id for the element the early session script fills with the dashboard greeting. */
export const FIRST_PAINT_GREETING_ID = 'clinote-first-greeting';

/** Set on <html> by the early session script when the browser holds no token (render-document.ts). */
export const NO_SESSION_CLASS = 'clinote-no-session';

const FONT = `-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans',sans-serif`;

export const FIRST_PAINT_CSS = [
  // ClinoteThemeProvider's wrapper: antd's base text on the layout background.
  `.clinote-fp{min-height:100vh;background:#f5f7fa;font-family:${FONT};font-size:14px;line-height:1.5714285714285714;color:rgba(0,0,0,.88)}`,
  // SignedInLayout's header: product name left, the nav buttons (32 px tall) right.
  `.clinote-fp-bar{background:#fff;border-bottom:1px solid #e5e7eb}`,
  `.clinote-fp-bar>div{max-width:1280px;margin:0 auto;padding:8px 16px;min-height:32px;display:flex;align-items:center}`,
  `.clinote-fp-bar span{font-size:20px;font-weight:600;color:#1f2328}`,
  `.clinote-fp-main{max-width:1280px;margin:0 auto;padding:24px 16px}`,
  // Signed out, the app sends the visitor to /login: no glimpse of a page they cannot use.
  `.${NO_SESSION_CLASS} .clinote-fp-main{visibility:hidden}`,
  `.clinote-fp-page{display:flex;flex-direction:column;gap:16px;margin:0 auto}`,
  `.clinote-fp-soap{max-width:960px}`,
  `.clinote-fp-letter{max-width:1200px;min-width:0;overflow-wrap:anywhere}`,
  `.clinote-fp-dashboard{gap:32px}`,
  // The dashboard's heading row (room for the admin's button beside the heading).
  `.clinote-fp-row{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:16px}`,
  // @clinote/ui Heading level 1.
  `.clinote-fp h1{margin:0;font-size:38px;line-height:1.2105263157894737;font-weight:600;color:rgba(0,0,0,.88)}`,
  `.clinote-fp b{font-weight:600}`,
  `.clinote-fp-back{display:inline-block;min-height:24px;padding:2px 0;margin-bottom:8px;color:#1a66d9;text-decoration:none}`,
  `.clinote-fp-subtitle{margin:4px 0 0;color:rgba(0,0,0,.65)}`,
  // @clinote/ui PhiDisclaimer (antd's warning colours) and the letter pages' banner Card.
  `.clinote-fp-phi{background:#fffbe6;border:1px solid #ffe58f;border-radius:10px;padding:12px 16px}`,
  `.clinote-fp-banner{background:#fff;border:1px solid #f0f0f0;border-inline-start:4px solid #1a66d9;border-radius:10px}`,
  `.clinote-fp-banner>div{padding:24px}`,
  `.clinote-fp-loading{margin:0;color:rgba(0,0,0,.65)}`,
].join('\n');

/** Text for HTML content or a double-quoted attribute value. */
export const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const notice = ({ lead, text }: Notice) => `<b>${escapeHtml(lead)} </b>${escapeHtml(text)}`;
const phiNotice = () => `<div role="note" class="clinote-fp-phi">${notice(PHI_NOTICE)}</div>`;
const loading = (what: string) => `<p class="clinote-fp-loading" role="status">Loading ${what}…</p>`;

function signedInPage(content: string): string {
  return `<div class="clinote-fp"><div class="clinote-fp-bar"><div><span>Clinote</span></div></div><main class="clinote-fp-main">${content}</main></div>`;
}

/** mfe-soap's EvaluationPage: the title and the PHI notice above the form. */
function evaluationPage(discipline: Discipline): string {
  return signedInPage(
    `<div class="clinote-fp-page clinote-fp-soap"><h1>${escapeHtml(DISCIPLINE_NAMES[discipline])}</h1>${phiNotice()}${loading('the form')}</div>`,
  );
}

/** mfe-dme's LetterPage: the way back, title and subtitle, the reviewer banner and the PHI notice. */
function letterPage(equipment: Equipment): string {
  const header =
    `<header><a class="clinote-fp-back" href="${PAGES.dashboard.path}"><span aria-hidden="true">← </span>${escapeHtml(BACK_TO_DASHBOARD)}</a>` +
    `<h1>${escapeHtml(EQUIPMENT_PAGE_TITLES[equipment])}</h1><p class="clinote-fp-subtitle">${escapeHtml(LETTER_FORM_SUBTITLE)}</p></header>`;
  const banner = `<section role="note" class="clinote-fp-banner"><div>${notice(LETTER_BANNER)}</div></section>`;
  return signedInPage(`<div class="clinote-fp-page clinote-fp-letter">${header}${banner}${phiNotice()}${loading('the form')}</div>`);
}

/**
 * The shell's DashboardPage: its heading greets the clinician by name, which only GET /api/auth/me
 * knows — the page's early session script writes it into the hidden heading when the answer comes.
 */
function dashboardPage(): string {
  return signedInPage(`<div class="clinote-fp-page clinote-fp-dashboard"><div class="clinote-fp-row"><h1 id="${FIRST_PAINT_GREETING_ID}" hidden></h1></div>${loading('your dashboard')}</div>`);
}

/** Any other page (the public ones, admin, 404): the product name, large, and a loading line. */
const BOOT_SCREEN = `<div class="clinote-boot"><p class="clinote-boot-name">Clinote</p><p class="clinote-boot-line" role="status">Loading Clinote…</p></div>`;

export const BOOT_SCREEN_CSS = `.clinote-boot{min-height:70vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:8px;font-family:${FONT};background:#f5f7fa}
.clinote-boot-name{margin:0;font-size:44px;font-weight:700;color:#1a66d9;letter-spacing:-0.5px}
.clinote-boot-line{margin:0;font-size:14px;color:#57606a}`;

/** Each signed-in page that has its own first paint, by path; the markup is the same on every request. */
const SIGNED_IN_PAGES = new Map<string, string>([
  [PAGES.dashboard.path, dashboardPage()],
  ...EVALUATION_PAGES.map((page) => [page.path, evaluationPage(page.discipline)] as const),
  ...LETTER_PAGES.map((page) => [page.path, letterPage(page.equipment)] as const),
]);

/** The markup that stands in #root until React renders the route. */
export function firstPaint(route: AppRoute | undefined): string {
  if (route?.access !== 'signed-in') return BOOT_SCREEN;
  return SIGNED_IN_PAGES.get(route.path) ?? signedInPage(BOOT_SCREEN);
}
