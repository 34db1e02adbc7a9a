#!/usr/bin/env node
/**
 * Prints how many probes of the meaning corpus the offline rewrite gets wrong, per class, for the
 * tuning part and the held-out part separately (issue 20).
 *
 *   node libs/clinical-text/meaning-corpus/report.cjs              # the working tree
 *   node libs/clinical-text/meaning-corpus/report.cjs --rev f158598 # the rewrite of a commit,
 *                                                                   # judged by today's corpus
 *   add --failures to list each failing probe and its output
 *
 * TypeScript is compiled on the fly with the repo's @swc/core (what Jest uses); nothing is built.
 */
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const swc = require('@swc/core');

require.extensions['.ts'] = function compile(module, filename) {
  const source = fs.readFileSync(filename, 'utf8');
  const { code } = swc.transformSync(source, {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};

const args = process.argv.slice(2);
const revAt = args.indexOf('--rev');
const rev = revAt >= 0 ? args[revAt + 1] : undefined;
const showFailures = args.includes('--failures');
const repo = path.resolve(__dirname, '..', '..', '..');

let libDir = path.join(repo, 'libs/clinical-text/src');
if (rev) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinical-text-'));
  const archive = execFileSync('git', ['-C', repo, 'archive', rev, 'libs/clinical-text/src']);
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  libDir = path.join(dir, 'libs/clinical-text/src');
}
const lib = require(path.join(libDir, 'index.ts'));
const { countWrong, judge, rewriteOf, MEANING_CLASSES } = require('./probe.ts');
const { HELD_OUT } = require('./held-out.ts');
const tuningFile = path.join(__dirname, 'tuning.ts');
const TUNING = fs.existsSync(tuningFile) ? require(tuningFile).TUNING : [];

function table(title, probes) {
  const counts = countWrong(lib, probes);
  console.log(`\n${title}: ${counts.all.probes - counts.all.wrong}/${counts.all.probes} keep their meaning`);
  console.log('  class              wrong / probes');
  for (const name of [...MEANING_CLASSES, 'all']) {
    if (counts[name].probes === 0) continue;
    console.log(`  ${name.padEnd(18)} ${String(counts[name].wrong).padStart(5)} / ${counts[name].probes}`);
  }
  if (showFailures) {
    for (const probe of probes) {
      const output = rewriteOf(lib, probe);
      const problems = judge(probe, output);
      if (problems.length > 0)
        console.log(`  ✗ ${probe.id} [${probe.class}] ${JSON.stringify(probe.value)}\n      → ${output}\n      ${problems.join('; ')}`);
    }
  }
}

console.log(`offline rewrite of ${rev ? `commit ${rev}` : 'the working tree'}`);
table('tuning', TUNING);
table('held-out', HELD_OUT);
