/**
 * The letters' result panel "scrolls smoothly into view" (docs/product.md §2). The browser's own smooth
 * scroll took ~0.4 s on a tablet (CPU ×4), the letter half off screen meanwhile; this one is short and
 * eases out, so the letter arrives in the first frames and settles
 * (docs/decisions/0150-short-smooth-scroll.md).
 */
export const SMOOTH_SCROLL_MS = 200;

/** How far from its place the element starts, in screen heights: it enters a quarter screen in. */
const APPROACH = 0.75;

/** Anything the user does to scroll or act stops the animation: the page is theirs again. */
const USER_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/** Fast at first, gentle at the end (cubic ease-out). */
const easeOut = (progress: number) => 1 - (1 - progress) ** 3;

/** The page's scrolling box: what `window.scrollTo` moves. */
type ScrollingBox = Pick<Element, 'scrollTop' | 'scrollHeight' | 'clientHeight'>;

/**
 * Scrolls the page until `element`'s top (less its scroll-margin-top) is at the top of the viewport: at
 * once to three quarters of a screen from it, then over `durationMs`. The target is read each frame, so layout that moves meanwhile is followed. Returns a
 * function that stops it (also stopped by the user's wheel, touch, pointer or key).
 */
export function smoothScrollTo(
  element: Element,
  {
    durationMs = SMOOTH_SCROLL_MS,
    page = document.scrollingElement ?? document.documentElement,
  }: { durationMs?: number; page?: ScrollingBox } = {},
): () => void {
  const margin = Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  const targetNow = () =>
    Math.min(Math.max(0, page.scrollTop + element.getBoundingClientRect().top - margin), page.scrollHeight - page.clientHeight);
  // Start near it: the element's top a quarter of a screen in from the edge it enters by, so it is on
  // screen from the first frame and glides the last part (the part skipped is what was just read).
  const approach = page.clientHeight * APPROACH;
  const target = targetNow();
  const from = Math.min(Math.max(page.scrollTop, target - approach), target + approach);
  page.scrollTop = from;
  const started = performance.now();
  let frame = 0;
  let stopped = false;
  const stop = () => {
    stopped = true;
    cancelAnimationFrame(frame);
    for (const type of USER_INPUT) window.removeEventListener(type, stop, true);
  };
  const step = (now: number) => {
    if (stopped) return;
    const progress = Math.min(1, Math.max(0, (now - started) / durationMs));
    const target = Math.min(
      Math.max(0, page.scrollTop + element.getBoundingClientRect().top - margin),
      page.scrollHeight - page.clientHeight,
    );
    page.scrollTop = from + (target - from) * easeOut(progress);
    if (progress < 1) frame = requestAnimationFrame(step);
    else stop();
  };
  for (const type of USER_INPUT) window.addEventListener(type, stop, { capture: true, passive: true });
  frame = requestAnimationFrame(step);
  return stop;
}
