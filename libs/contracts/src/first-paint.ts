// What a page shows before any JavaScript has run (issue 11: LCP must not wait for React), as the
// builds hand it to the gateway. The slice that renders a page owns its first markup: each build
// writes FIRST_PAINT_FILE next to its output (the shell's next to index.html, a remote's next to its
// mf-manifest.json), from its src/first-paint.ts; the gateway reads the files and puts the page's
// markup in #root and its CSS in the page's <style>, knowing nothing of the layout.
//
// The shell's file also holds the frame of every signed-in page (header bar, <main>) with
// FIRST_PAINT_SLOT where a page's markup goes, the boot screen of every other page, and the CSS
// every first paint may use (the theme's text, headings, notices, loading line: the classes below).

/** The file each build writes next to its output. */
export const FIRST_PAINT_FILE = 'first-paint.json';

/** Where a signed-in page's markup goes in the shell's frame. */
export const FIRST_PAINT_SLOT = '<!--clinote-page-->';

/** The id of the dashboard heading the page's early session script fills with the greeting (the gateway's render-document.ts). */
export const FIRST_PAINT_GREETING_ID = 'clinote-first-greeting';

/** Set on <html> by the early session script when the browser holds no token. */
export const NO_SESSION_CLASS = 'clinote-no-session';

/** A slice's first paint: the markup of each page it renders, by path, and the CSS they need beyond the shell's. */
export interface FirstPaint {
  css: string;
  pages: Record<string, string>;
}

/** The shell's first paint: its own pages (the dashboard), the signed-in frame and the boot screen. */
export interface ShellFirstPaint extends FirstPaint {
  /** Every signed-in page: the header bar and <main>, with FIRST_PAINT_SLOT for the page. */
  frame: string;
  /** Every other page (public pages, 404) and a signed-in page without a first paint of its own. */
  boot: { html: string; css: string };
}

/** Text for HTML content or a double-quoted attribute value. */
export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The classes the shell's first-paint CSS styles, for any page's markup. */
export const FIRST_PAINT_CLASSES = {
  /** A page's column (flex, 16 px gap, centred); a slice adds its own class for its width. */
  page: 'clinote-fp-page',
  /** @clinote/ui PhiDisclaimer. */
  phi: 'clinote-fp-phi',
  /** The "Loading …" line. */
  loading: 'clinote-fp-loading',
} as const;

/** A notice's words (as @clinote/clinical-text's notices hold them). */
export interface FirstPaintNotice {
  lead: string;
  text: string;
}

/** A notice's words: its lead in bold, then its text. */
export const noticeHtml = ({ lead, text }: FirstPaintNotice) => `<b>${escapeHtml(lead)} </b>${escapeHtml(text)}`;

/** The PHI notice as @clinote/ui's PhiDisclaimer shows it. */
export const phiNoticeHtml = (notice: FirstPaintNotice) =>
  `<div role="note" class="${FIRST_PAINT_CLASSES.phi}">${noticeHtml(notice)}</div>`;

/** The line that says what is loading. */
export const loadingHtml = (what: string) => `<p class="${FIRST_PAINT_CLASSES.loading}" role="status">Loading ${what}…</p>`;

/**
 * On a first paint's <form> the page's React form takes over (docs/decisions/0145-first-paint-forms.md):
 * its value names the form (a catalogue form's id, "login"). The clinician can type in it before any
 * JavaScript has run; the app reads what was typed, where the caret was and whether it was submitted
 * when its own form mounts, and only then replaces the first paint.
 */
export const FIRST_PAINT_FORM_ATTR = 'data-first-paint-form';

/**
 * On a first paint's quick-suggestion chip: the id of the field it appends to. A chip tapped before the
 * app has loaded appends its text there (the gateway's first-paint script, by `appendChip`'s rule), and
 * the app takes the text over with the rest of what was typed.
 */
export const FIRST_PAINT_CHIP_ATTR = 'data-first-paint-chip';

/** Set on a first paint's form by the page's submit catcher (the gateway's) when it was submitted before the app took it over. */
export const FIRST_PAINT_SUBMITTED_ATTR = 'data-first-paint-submitted';

/** The element the app renders into, hidden, while a first paint's form is in use (it replaces #root once the form is taken over). */
export const APP_CONTAINER_ID = 'clinote-app';
