import { FIRST_PAINT_SLOT, type AppRoute, type FirstPaint, type ShellFirstPaint } from '@clinote/contracts';

// What a page shows before any JavaScript has run (issue 11: LCP must not wait for React). The slice
// that renders a page owns its first markup and CSS: its build writes first-paint.json (from its
// src/first-paint.ts; @clinote/contracts first-paint.ts), and this file only puts the parts
// together — the shell's frame around the page's markup on a signed-in page, the shell's boot screen
// on any other. It knows no colour, size or element of any page: a slice changes its first paint by
// deploying itself.

/** The markup for #root and the CSS for the page's <style>. */
export interface PageFirstPaint {
  html: string;
  css: string;
}

/** No first paint: #root stays empty until React renders (a shell without first-paint.json). */
export const NO_FIRST_PAINT: PageFirstPaint = { html: '', css: '' };

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && Object.values(value).every((entry) => typeof entry === 'string');

/** A remote's first-paint.json, or an error saying what is wrong with it. */
export function parseFirstPaint(text: string): FirstPaint {
  const value = JSON.parse(text) as Partial<FirstPaint>;
  if (typeof value?.css !== 'string' || !isStringRecord(value.pages)) throw new Error('not a first paint ({ css, pages })');
  return { css: value.css, pages: value.pages };
}

/** The shell's first-paint.json, or an error saying what is wrong with it. */
export function parseShellFirstPaint(text: string): ShellFirstPaint {
  const value = JSON.parse(text) as Partial<ShellFirstPaint>;
  const { css, pages } = parseFirstPaint(text);
  if (typeof value.frame !== 'string' || !value.frame.includes(FIRST_PAINT_SLOT))
    throw new Error('the shell first paint has no frame with a page slot');
  if (typeof value.boot?.html !== 'string' || typeof value.boot.css !== 'string')
    throw new Error('the shell first paint has no boot screen');
  return { css, pages, frame: value.frame, boot: { html: value.boot.html, css: value.boot.css } };
}

/**
 * The first paint of a route: a signed-in page's own markup (the remote's that renders it, or the
 * shell's) in the shell's frame — the boot screen in the frame when its slice has none or could not
 * be read —; a public page's own markup (its remote's: a sign-in form, say) alone, with no frame; the
 * boot screen on any other page (a public page without markup, the 404).
 */
export function composeFirstPaint(route: AppRoute | undefined, shell: ShellFirstPaint | null, remote: FirstPaint | null): PageFirstPaint {
  if (!shell) return NO_FIRST_PAINT;
  if (route?.access !== 'signed-in') {
    const page = route?.remote ? remote?.pages[route.path] : undefined;
    return page !== undefined && remote ? { html: page, css: remote.css } : { html: shell.boot.html, css: shell.boot.css };
  }
  const owner = route.remote ? remote : shell;
  const page = owner?.pages[route.path];
  const css = [shell.css, ...(page !== undefined && owner !== shell && owner?.css ? [owner.css] : [])].join('\n');
  return { html: shell.frame.replace(FIRST_PAINT_SLOT, () => page ?? shell.boot.html), css: css + shell.boot.css };
}
