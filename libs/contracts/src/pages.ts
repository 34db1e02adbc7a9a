import type { RemoteName } from './remotes';

// The page registry: every page of the app, once. Each path is written here and nowhere else
// (page-paths.spec.ts fails on a page path written anywhere else in src/). Derived from it:
//   - ROUTE_TABLE / findRoute (routes.ts): what the shell renders at a path and the gateway hints;
//   - each remote's <Routes> (SoapRoutes, DmeRoutes, AdminRoutes, AuthRoutes: pagesOf / PAGES.x.path);
//   - the shell's Account menu (`menu`) and the dashboard's cards (`card`, kind evaluation / letter);
//   - draftEditorPath (notes.ts): the evaluation page whose `draftTitle` a draft's title matches;
//   - links between pages (PAGES.login.path, PAGES.dashboard.path…).
// The words a page shows as its title stay in @clinote/clinical-text (DISCIPLINE_NAMES and
// EQUIPMENT_NAMES, keyed by `discipline` / `equipment`), which this zod-free, dependency-free
// library does not import; `title` names the pages that have no such entry.

/** Who may open a page (docs/product.md §2). */
export type RouteAccess = 'public' | 'signed-in';

/** What a page is, which decides what derives from it (cards, draft editors, first paint). */
export type PageKind = 'auth' | 'dashboard' | 'evaluation' | 'letter' | 'admin';

/** The group of the signed-in header's Account menu a page is listed in. */
export type MenuGroupKey = 'pages' | 'admin';

interface PageBase {
  path: string;
  access: RouteAccess;
  /** The remote that renders this page; without one, the shell renders it itself. */
  remote?: RemoteName;
  kind: PageKind;
  /** The page's name where @clinote/clinical-text has none (menus, buttons). */
  title?: string;
  /**
   * The page is a catalogue form, whose form code is the shell's (@clinote/ui): the shell fetches it
   * with the page, and the gateway hints it (issue 11).
   */
  catalogueForm?: true;
  /** Listed in this group of the Account menu (the admin group only for administrators). */
  menu?: MenuGroupKey;
}

export interface AuthPage extends PageBase {
  kind: 'auth';
  access: 'public';
  remote: 'mfe_auth';
}

export interface DashboardPage extends PageBase {
  kind: 'dashboard';
  title: string;
}

export interface EvaluationPage extends PageBase {
  kind: 'evaluation';
  remote: 'mfe_soap';
  discipline: 'pt' | 'ot' | 'sn';
  /** docs/product.md §4: a draft whose title matches opens in this editor (the first such page, in order). */
  draftTitle: RegExp;
  /** The dashboard card's text under the page's name. */
  card: { description: string };
}

export interface LetterPage extends PageBase {
  kind: 'letter';
  remote: 'mfe_dme';
  equipment: 'wheelchair' | 'hospital-bed' | 'commode' | 'walker';
}

export interface AdminPage extends PageBase {
  kind: 'admin';
  remote: 'mfe_admin';
  title: string;
}

export type PageEntry = AuthPage | DashboardPage | EvaluationPage | LetterPage | AdminPage;

const auth = (path: string): AuthPage => ({ path, access: 'public', remote: 'mfe_auth', kind: 'auth' });

/** Every page, by a name the code links with (PAGES.login.path), in the order of docs/product.md §2. */
export const PAGES = {
  login: auth('/login'),
  register: auth('/register'),
  verifyEmail: auth('/verify-email'),
  forgotPassword: auth('/forgot-password'),
  resetPassword: auth('/reset-password'),
  resendVerification: auth('/resend-verification'),
  dashboard: { path: '/', access: 'signed-in', kind: 'dashboard', title: 'Dashboard', menu: 'pages' },
  ptEval: {
    path: '/pt-eval',
    access: 'signed-in',
    remote: 'mfe_soap',
    kind: 'evaluation',
    catalogueForm: true,
    menu: 'pages',
    discipline: 'pt',
    draftTitle: /PT|SOAP/,
    card: { description: 'Physical therapy SOAP evaluation note' },
  },
  otEval: {
    path: '/ot-eval',
    access: 'signed-in',
    remote: 'mfe_soap',
    kind: 'evaluation',
    catalogueForm: true,
    menu: 'pages',
    discipline: 'ot',
    draftTitle: /OT/,
    card: { description: 'Occupational therapy SOAP evaluation note' },
  },
  snEval: {
    path: '/sn-eval',
    access: 'signed-in',
    remote: 'mfe_soap',
    kind: 'evaluation',
    catalogueForm: true,
    menu: 'pages',
    discipline: 'sn',
    draftTitle: /SN/,
    card: { description: 'Skilled nursing SOAP evaluation note' },
  },
  wheelchair: {
    path: '/dme/wheelchair',
    access: 'signed-in',
    remote: 'mfe_dme',
    kind: 'letter',
    catalogueForm: true,
    equipment: 'wheelchair',
  },
  hospitalBed: {
    path: '/dme/hospital-bed',
    access: 'signed-in',
    remote: 'mfe_dme',
    kind: 'letter',
    catalogueForm: true,
    equipment: 'hospital-bed',
  },
  commode: { path: '/dme/commode', access: 'signed-in', remote: 'mfe_dme', kind: 'letter', catalogueForm: true, equipment: 'commode' },
  walker: { path: '/dme/walker', access: 'signed-in', remote: 'mfe_dme', kind: 'letter', catalogueForm: true, equipment: 'walker' },
  admin: { path: '/admin', access: 'signed-in', remote: 'mfe_admin', kind: 'admin', title: 'Admin Dashboard', menu: 'admin' },
} as const satisfies Record<string, PageEntry>;

export type PageName = keyof typeof PAGES;

/** Every page, in registry order. */
export const PAGE_LIST: readonly PageEntry[] = Object.values(PAGES);

/** The SOAP evaluation pages, in dashboard order. */
export const EVALUATION_PAGES = PAGE_LIST.filter((page): page is EvaluationPage => page.kind === 'evaluation');

/** The equipment letter pages, in dashboard order. */
export const LETTER_PAGES = PAGE_LIST.filter((page): page is LetterPage => page.kind === 'letter');

/** The path of an evaluation page. */
export type EvaluationPath = Extract<(typeof PAGES)[PageName], { kind: 'evaluation' }>['path'];

/** The pages a remote renders (its <Routes>), in registry order. */
export function pagesOf(remote: RemoteName): readonly PageEntry[] {
  return PAGE_LIST.filter((page) => page.remote === remote);
}

/** The pages listed in a group of the Account menu, in registry order. */
export function menuPages(group: MenuGroupKey): readonly PageEntry[] {
  return PAGE_LIST.filter((page) => page.menu === group);
}

/**
 * A letter page opened from a saved evaluation (issue 24): `?fromNote={id}` asks the letter page to
 * fill what that PT or OT evaluation answers. The one way every slice writes and reads it.
 */
export const FROM_NOTE_PARAM = 'fromNote';

/** The letter page of `page`, started from the saved evaluation `noteId`. */
export function letterFromNotePath(page: LetterPage, noteId: string): string {
  return `${page.path}?${FROM_NOTE_PARAM}=${encodeURIComponent(noteId)}`;
}
