// Where a page's long frames come from (Long Animation Frames API, Chromium): the scripts that ran in
// each frame of 50 ms or more, for bench:typing and bench:generate's --attribute.

/** Runs in the page (page.evaluate): starts collecting the scripts of long frames into window.__longFrames. */
export function observeLongFrames() {
  window.__longFrames = [];
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries())
      window.__longFrames.push(
        ...frame.scripts.map((script) => ({
          duration: script.duration,
          what: `${script.invokerType} ${script.invoker} ← ${script.sourceFunctionName || '(anonymous)'} @ ${(script.sourceURL || '').split('/').pop()}`,
        })),
      );
  }).observe({ type: 'long-animation-frame', buffered: false });
}

/** What the page collected since observeLongFrames. */
export const collectedLongFrames = (page) => page.evaluate(() => window.__longFrames);

/** Prints the scripts behind the collected frames, by what ran, the 8 longest in total first. */
export function printAttribution(scripts, indent = '  ') {
  const total = new Map();
  for (const script of scripts) total.set(script.what, (total.get(script.what) ?? 0) + script.duration);
  for (const [what, sum] of [...total.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8))
    console.log(`${indent}${String(Math.round(sum)).padStart(6)}  ${what}`);
}
