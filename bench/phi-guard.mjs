// node bench/phi-guard.mjs — how long detectPhi takes on a 30 KB clinical note (issue 13: < 50 ms).
//
// Loads the BUILT library (run `npx tsc -p libs/phi-guard/tsconfig.build.json` first), builds a
// ~30 KB text by concatenating the synthetic fixtures (labelled and clean sentences), and prints the
// first (cold) call, then the median and p99 of 200 runs after a warm-up, plus one pass over 100 KB
// of hostile input (long runs of digits, capitals, "Mr. ", "@", dots) to show no pattern backtracks
// badly. Prints, never fails on a figure.
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
const dist = '../libs/phi-guard/dist';
let lib;
let fixtures;
try {
  lib = require(`${dist}/index.js`);
  fixtures = require(`${dist}/fixtures/synthetic-set.js`);
} catch {
  console.error('phi-guard is not built: run `npx tsc -p libs/phi-guard/tsconfig.build.json` first.');
  process.exit(1);
}

const RUNS = 200;
const WARM_UP = 20;
const TARGET_CHARS = 30 * 1024;

const sentences = [
  ...fixtures.LABELLED_SENTENCES.map((s) => fixtures.parseLabelled(s).text),
  ...fixtures.CLEAN_SENTENCES,
  ...fixtures.HOLDOUT_LABELLED_SENTENCES.map((s) => fixtures.parseLabelled(s).text),
  ...fixtures.HOLDOUT_CLEAN_SENTENCES,
];
let note = '';
for (let i = 0; note.length < TARGET_CHARS; i++) note += sentences[i % sentences.length] + (i % 6 === 5 ? '\n' : ' ');
note = note.slice(0, TARGET_CHARS);

function time(text, runs) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    lib.detectPhi(text);
    samples.push(performance.now() - started);
  }
  return samples.sort((a, b) => a - b);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value) => `${value.toFixed(2)} ms`;

// A form checks once, often on a cold page: the first call (regex compilation, no JIT yet) counts too.
const [cold] = time(note, 1);
time(note, WARM_UP);
const samples = time(note, RUNS);
const findings = lib.detectPhi(note);
console.log(`detectPhi on ${(note.length / 1024).toFixed(1)} KB of clinical text (${findings.length} findings), ${RUNS} runs:`);
console.log(
  `  first call ${ms(cold)}   median ${ms(percentile(samples, 50))}   p99 ${ms(percentile(samples, 99))}   max ${ms(samples[samples.length - 1])}   (aim < 50 ms)`,
);

const HOSTILE = {
  digits: '1'.repeat(100_000),
  'digit groups': '123-45-'.repeat(14_300),
  'capitalised words': 'Aaaa Bbbb '.repeat(10_000),
  titles: 'Mr. Roe '.repeat(12_500),
  'at signs': 'a@b.'.repeat(25_000),
  'dots and digits': '1.2.'.repeat(25_000),
  labels: 'MRN MRN '.repeat(12_500),
  'spaces after a label': `MRN${' '.repeat(100_000)}1`,
  newlines: '\n'.repeat(100_000),
};
console.log('100 KB hostile inputs, one run each:');
for (const [name, text] of Object.entries(HOSTILE)) {
  const [elapsed] = time(text, 1);
  console.log(`  ${name.padEnd(22)} ${ms(elapsed)}`);
}
