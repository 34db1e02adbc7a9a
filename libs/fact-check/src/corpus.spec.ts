/**
 * Issue 20's measure: precision and recall of "flagged" on the tuning set (the rules were fitted to
 * it) and on the held-out set (written first, never fitted to), printed separately and held to
 * their targets.
 */
import { checkFacts } from './check';
import { HELD_OUT } from './corpus/held-out';
import { TUNING } from './corpus/tuning';
import type { LabelledRewrite } from './corpus/types';

function measure(rewrites: readonly LabelledRewrite[]) {
  let flaggedRightly = 0;
  const missed: string[] = [];
  const falseAlarms: string[] = [];
  for (const rewrite of rewrites) {
    const check = checkFacts(rewrite.source, rewrite.answer);
    const summary = `${rewrite.why}: "${rewrite.source}" → "${rewrite.answer}"`;
    if (!check.ok && rewrite.flagged) flaggedRightly++;
    else if (!check.ok)
      falseAlarms.push(
        `${summary} (lost ${check.lost.map((f) => f.key).join(', ') || '-'}; unsupported ${check.unsupported.map((f) => f.key).join(', ') || '-'})`,
      );
    else if (rewrite.flagged) missed.push(summary);
  }
  const shouldFlag = rewrites.filter((rewrite) => rewrite.flagged).length;
  const flagged = flaggedRightly + falseAlarms.length;
  return {
    recall: flaggedRightly / shouldFlag,
    precision: flagged === 0 ? 1 : flaggedRightly / flagged,
    flaggedRightly,
    shouldFlag,
    flagged,
    missed,
    falseAlarms,
  };
}

const pct = (share: number) => `${(100 * share).toFixed(1)}%`;

function report(name: string, m: ReturnType<typeof measure>) {
  console.log(
    [
      `${name}: recall ${m.flaggedRightly}/${m.shouldFlag} = ${pct(m.recall)}, precision ${m.flaggedRightly}/${m.flagged} = ${pct(m.precision)}`,
      ...m.missed.map((line) => `  missed ${line}`),
      ...m.falseAlarms.map((line) => `  false alarm ${line}`),
    ].join('\n'),
  );
}

describe('the labelled rewrites', () => {
  const tuning = measure(TUNING);
  const heldOut = measure(HELD_OUT);

  it('prints the figures of both sets', () => {
    report(`tuning (${TUNING.length} rewrites)`, tuning);
    report(`held-out (${HELD_OUT.length} rewrites)`, heldOut);
  });

  it('flags at least 95 % of the tuning set’s changed rewrites, with 90 % precision', () => {
    expect(tuning.recall).toBeGreaterThanOrEqual(0.95);
    expect(tuning.precision).toBeGreaterThanOrEqual(0.9);
  });

  it('flags at least 90 % of the held-out set’s changed rewrites, with 90 % precision', () => {
    expect(heldOut.recall).toBeGreaterThanOrEqual(0.9);
    expect(heldOut.precision).toBeGreaterThanOrEqual(0.9);
  });
});
