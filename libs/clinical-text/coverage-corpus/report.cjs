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
const { coverageChecklist } = require(path.join(libDir, 'index.ts'));
// Today's scorer, whatever the checklist's commit.
const { scoreCorpus, scoreLine } = require(path.join(repo, 'libs/clinical-text/src/coverage/testing.ts'));
const { CORPUS_TODAY } = require('./case.ts');

function part(name, file, listFailures) {
  const at = path.join(__dirname, file);
  if (!fs.existsSync(at)) {
    console.log(`${name}: ${file} not found`);
    return;
  }
  const cases = require(at)[name === 'tuning' ? 'TUNING' : 'HELD_OUT'];
  const score = scoreCorpus(cases, coverageChecklist, CORPUS_TODAY);
  console.log(scoreLine(name, score));
  if (listFailures) for (const failure of score.failures) console.log(`  ✗ ${failure}`);
}

console.log(`coverage checklist of ${rev ? `commit ${rev}` : 'the working tree'}`);
part('tuning', 'tuning.ts', showFailures);
// Held-out: aggregates only (its cases are never printed: the rules must not be tuned against them).
part('held-out', 'held-out.ts', false);
