#!/usr/bin/env node
// npm run bench:typing — does typing keep up on a tablet (issue 23)? On each form, signed in, with the
// CPU slowed 4× (a mid-range tablet) on a 820×1180 screen, types a clinical sentence into a long-text
// field one key every 60 ms (a fast typist), with the autocomplete and the PHI guard on as a clinician
// has them, and reads how long each keystroke took to paint from the browser's Event Timing API: an
// interaction's duration runs from the key press to the next frame painted after its handlers, so it
// is the lag the clinician sees. Chromium reports only interactions of 16 ms or more (the API's floor);
// a keystroke it does not report is counted as under 16 ms.
//
// Starts its own platform (ports +20000, no build: build first) unless BENCH_URL points at a running
// one whose MailDev inbox is at BENCH_INBOX_URL. Figures only: a miss is printed, never fails the process.
//
//   node bench/typing.mjs [--runs=3] [--route=/pt-eval] [--cpu=4] [--attribute]
//
// --attribute also prints, per form, the scripts behind the long animation frames (≥ 50 ms) while
// typing (Long Animation Frames API): where the lag comes from, summed over the runs.
import { launchChromium } from '../scripts/lib/chromium.mjs';
import { benchPlatform, verifiedAccount } from './lib/bench-platform.mjs';
import { collectedLongFrames, observeLongFrames, printAttribution } from './lib/long-frames.mjs';

/** The field typed into on each form: a long-text field a clinician fills with a sentence or two. */
const FORMS = [
  { path: '/pt-eval', remote: 'mfe_soap', section: 'Objective', field: 'Gait impairments observed' },
  { path: '/dme/wheelchair', remote: 'mfe_dme' },
  { path: '/dme/hospital-bed', remote: 'mfe_dme' },
  { path: '/dme/commode', remote: 'mfe_dme' },
  { path: '/dme/walker', remote: 'mfe_dme' },
];
const TARGETS = { p98Ms: 50, worstMs: 100 };
/** 164 characters of invented clinical shorthand (the issue measured 170 keystrokes). */
const SENTENCE =
  'Pt amb 150 ft w/ RW and CGA, decreased step length bil, wide BOS, slow cadence, 2 LOB self-corrected; fatigue 6/10 after 3 min, denies pain; vc for upright posture.';
const KEY_DELAY_MS = 60;
const EVENT_FLOOR_MS = 16;

const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const RUNS = Number(option('runs') ?? 3);
const ONLY = option('route');
const CPU = Number(option('cpu') ?? 4);
const ATTRIBUTE = process.argv.includes('--attribute');

/** Starts collecting Event Timing entries in the page (before the first keystroke). */
function observeEvents() {
  window.__keyEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) window.__keyEvents.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: false });
}

/** The lag of each keystroke: the longest event of its interaction; unreported ones are under the floor. */
function keystrokeLags(events, keystrokes) {
  const byInteraction = new Map();
  for (const event of events) byInteraction.set(event.id, Math.max(byInteraction.get(event.id) ?? 0, event.duration));
  const reported = [...byInteraction.values()];
  return [...reported, ...Array(Math.max(0, keystrokes - reported.length)).fill(0)].sort((a, b) => a - b);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value) => (value < EVENT_FLOOR_MS ? `<${EVENT_FLOOR_MS}` : String(Math.round(value)));

async function typeOnce(browser, app, token, form) {
  const context = await browser.newContext({ viewport: { width: 820, height: 1180 }, hasTouch: true });
  await context.addInitScript((value) => window.localStorage.setItem('auth_token', value), token);
  const page = await context.newPage();
  try {
    await page.goto(app + form.path);
    const scope = page.locator(`[data-remote="${form.remote}"] form`);
    await scope.waitFor({ timeout: 60_000 });
    if (form.section) await page.getByRole('button', { name: form.section, exact: true }).click();
    const field = form.field ? scope.getByLabel(form.field, { exact: true }) : scope.locator('textarea').first();
    await field.click();
    // Let the page settle (lazy chunks, the PHI guard's lists) before the clock starts, then slow the CPU.
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    await page.evaluate(observeEvents);
    await page.evaluate(observeLongFrames);
    await page.keyboard.type(SENTENCE, { delay: KEY_DELAY_MS });
    await page.waitForTimeout(1000);
    const events = await page.evaluate(() => window.__keyEvents);
    const frames = await collectedLongFrames(page);
    const typed = await field.inputValue();
    if (!typed.endsWith(SENTENCE)) throw new Error(`${form.path}: the field holds ${JSON.stringify(typed.slice(-40))}, not the sentence`);
    return Object.assign(keystrokeLags(events, SENTENCE.length), { frames });
  } finally {
    await context.close();
  }
}

const forms = ONLY ? FORMS.filter((form) => form.path === ONLY) : FORMS;
if (!forms.length) {
  console.error(`--route must be one of ${FORMS.map((form) => form.path).join(', ')}`);
  process.exit(2);
}

const bench = await benchPlatform();
const browser = await launchChromium();
try {
  const { token } = await verifiedAccount(bench, 'typing');
  const rows = [];
  for (const form of forms) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await typeOnce(browser, bench.app, token, form));
    const p98s = runs.map((lags) => percentile(lags, 98)).sort((a, b) => a - b);
    const worsts = runs.map((lags) => lags.at(-1)).sort((a, b) => a - b);
    rows.push({
      path: form.path,
      p98: p98s[Math.floor(p98s.length / 2)],
      worst: worsts[Math.floor(worsts.length / 2)],
      p98s,
      worsts,
      frames: runs.flatMap((lags) => lags.frames),
    });
  }
  console.log(
    `\n${SENTENCE.length} keystrokes ${KEY_DELAY_MS} ms apart, CPU ×${CPU}, 820×1180, signed in; median of ${RUNS} run${RUNS > 1 ? 's' : ''} (each run's figure in brackets):\n`,
  );
  const header = ['form', 'p98 ms', 'worst ms', 'runs p98', 'runs worst'];
  const lines = rows.map((row) => [row.path, ms(row.p98), ms(row.worst), row.p98s.map(ms).join(' '), row.worsts.map(ms).join(' ')]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  const format = (cells) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(format(line));
  if (ATTRIBUTE) {
    for (const row of rows) {
      console.log(`\n${row.path}: the scripts of its long frames over ${RUNS} run(s), by total ms:`);
      printAttribution(row.frames);
    }
  }
  console.log(`\nTargets (issue 23; printed, not enforced): keystroke p98 ≤ ${TARGETS.p98Ms} ms, worst ≤ ${TARGETS.worstMs} ms`);
  for (const row of rows) {
    const met = row.p98 <= TARGETS.p98Ms && row.worst <= TARGETS.worstMs;
    console.log(`  ${met ? 'met    ' : 'not met'}  ${row.path}: p98 ${ms(row.p98)} ms, worst ${ms(row.worst)} ms`);
  }
} finally {
  await browser.close();
  await bench.stop();
}
