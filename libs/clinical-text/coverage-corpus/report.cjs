#!/usr/bin/env node
/**
 * Prints the coverage checklist's figures on the coverage corpus (issue 21), for the tuning part and
 * the held-out part separately: judgments, right, false "documented", documented recall/precision,
 * unclear. Held-out: aggregates only, never a case.
 *
 *   node libs/clinical-text/coverage-corpus/report.cjs              # the working tree
 *   node libs/clinical-text/coverage-corpus/report.cjs --rev 1abd156 # the checklist of a commit,
 *                                                                    # judged by today's corpus
 *   add --failures to list the tuning part's failing cases
 *   add --tuning-only to leave the held-out part out (while working on the rules: its figures are
 *   looked at once, at the end)
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
const tuningOnly = args.includes('--tuning-only');
const repo = path.resolve(__dirname, '..', '..', '..');

let libDir = path.join(repo, 'libs/clinical-text/src');
if (rev) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinical-text-'));
  const archive = execFileSync('git', ['-C', repo, 'archive', rev, 'libs/clinical-text/src'], { maxBuffer: 64 * 1024 * 1024 });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  libDir = path.join(dir, 'libs/clinical-text/src');
}
const { coverageChecklist } = require(path.join(libDir, 'index.ts'));
// Today's scorer, whatever the checklist's commit.
const { scoreCorpus, scoreLine } = require(path.join(repo, 'libs/clinical-text/src/coverage/testing.ts'));
const { CORPUS_TODAY } = require('./case.ts');

/** The cases of the corpus files (name → exported array), missing files skipped. */
function casesOf(files) {
  return files.flatMap(([file, name]) => {
    const at = path.join(__dirname, file);
    if (!fs.existsSync(at)) {
      console.log(`${file} not found`);
      return [];
    }
    return require(at)[name];
  });
}

function part(name, files, listFailures) {
  const cases = casesOf(files);
  if (cases.length === 0) return;
  const score = scoreCorpus(cases, coverageChecklist, CORPUS_TODAY);
  console.log(scoreLine(name, score));
  if (listFailures) for (const failure of score.failures) console.log(`  ✗ ${failure}`);
}

const TUNING_FILES = [
  ['tuning.ts', 'TUNING'],
  ['tuning-fresh.ts', 'TUNING_FRESH'],
  ['tuning-round5.ts', 'TUNING_ROUND5'],
  ['tuning-round6.ts', 'TUNING_ROUND6'],
  ['tuning-round7.ts', 'TUNING_ROUND7'],
  ['tuning-round8.ts', 'TUNING_ROUND8'],
  ['tuning-round9.ts', 'TUNING_ROUND9'],
  ['tuning-round10.ts', 'TUNING_ROUND10'],
  ['tuning-round12.ts', 'TUNING_ROUND12'],
  ['tuning-round13.ts', 'TUNING_ROUND13'],
  ['tuning-round14.ts', 'TUNING_ROUND14'],
  ['tuning-round15.ts', 'TUNING_ROUND15'],
  ['tuning-round16.ts', 'TUNING_ROUND16'],
];

console.log(`coverage checklist of ${rev ? `commit ${rev}` : 'the working tree'}`);
// Tuning = the first tuning set, the fresh one (written blind by another engineer), rounds 5 to 9 (each
// written blind before the rules were read; round 7 by a fifth author, round 8 by a sixth, round 9 by a
// seventh); each also alone.
part('tuning', TUNING_FILES, false);
part('  tuning (first set)', TUNING_FILES.slice(0, 1), showFailures);
part('  tuning (fresh set)', TUNING_FILES.slice(1, 2), showFailures);
part('  tuning (round 5)', TUNING_FILES.slice(2, 3), showFailures);
part('  tuning (round 6)', TUNING_FILES.slice(3, 4), showFailures);
part('  tuning (round 7)', TUNING_FILES.slice(4, 5), showFailures);
part('  tuning (round 8)', TUNING_FILES.slice(5, 6), showFailures);
part('  tuning (round 9)', TUNING_FILES.slice(6, 7), showFailures);
part('  tuning (round 10)', TUNING_FILES.slice(7, 8), showFailures);
part('  tuning (round 12)', TUNING_FILES.slice(8, 9), showFailures);
part('  tuning (round 13)', TUNING_FILES.slice(9, 10), showFailures);
part('  tuning (round 14)', TUNING_FILES.slice(10, 11), showFailures);
part('  tuning (round 15)', TUNING_FILES.slice(11, 12), showFailures);
part('  tuning (round 16)', TUNING_FILES.slice(12, 13), showFailures);
// Held-out: aggregates only (its cases are never printed: the rules must not be tuned against them).
if (!tuningOnly) {
  part('held-out (first author; used up)', [['held-out.ts', 'HELD_OUT']], false);
  part('held-out 2 (fifth author, half B)', [['held-out-2.ts', 'HELD_OUT_2']], false);
  part('held-out 6 (ninth author, blind)', [['held-out-6.ts', 'HELD_OUT_6']], false);
  part('held-out 11 (fifteenth author, blind)', [['held-out-11.ts', 'HELD_OUT_11']], false);
}
