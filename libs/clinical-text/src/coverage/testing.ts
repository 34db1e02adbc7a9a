// For the checklist's tests only (left out of the build and of coverage): one equipment item's
// checklist on a fixed day, and the questions the tests ask of it.
import { coverageChecklist } from './checklist';
import type { Equipment } from '../types';

type Answers = Record<string, string>;

export const TODAY = new Date(2026, 2, 10);

export function checklistProbe(equipment: Equipment) {
  const check = (answers: Answers) => coverageChecklist(equipment, answers, { today: TODAY });
  const criterion = (answers: Answers, id: string) => {
    const found = check(answers).criteria.find((c) => c.id === id);
    if (!found) throw new Error(`criterion ${id} not in the checklist`);
    return found;
  };
  return {
    check,
    criterion,
    documented: (answers: Answers, id: string) => criterion(answers, id).status === 'documented',
    ids: (answers: Answers) => check(answers).criteria.map((c) => c.id),
    codes: (answers: Answers) => check(answers).hcpcs.map((h) => h.code),
    warningIds: (answers: Answers) => check(answers).warnings.map((w) => w.id),
  };
}

/** A tuner's probe: a criterion, whether these answers must document it, the answers. */
export type Probe = readonly [criterion: string, documented: boolean, answers: Readonly<Record<string, string>>];

/**
 * One test per probe (the round-N probe specs of issue 21): a positive must stay documented, a near-miss
 * must not be called documented (unclear or not documented are both right for it).
 */
export function expectProbes(equipment: Equipment, list: readonly Probe[]): void {
  const { criterion } = checklistProbe(equipment);
  it.each(list.map(([id, documented, answers]) => [id, documented ? 'documented' : 'not documented', answers, documented] as const))(
    '%s is %s: %j',
    (id, _label, answers, documented) => {
      const status = criterion(answers, id).status;
      if (documented) expect(status).toBe('documented');
      else expect(status).not.toBe('documented');
    },
  );
}

// ---------------------------------------------------------------------------------------------
// The coverage corpus (issue 21): how a checklist judges its cases (corpus.spec.ts and
// coverage-corpus/report.cjs, which may pass the checklist of an older commit).

/** What the scorer reads of a corpus case (libs/clinical-text/coverage-corpus/case.ts). */
export type ScoredCase =
  | {
      readonly kind: 'criterion';
      readonly id: string;
      readonly equipment: Equipment;
      readonly answers: Readonly<Answers>;
      readonly criterion: string;
      readonly expect: 'documented' | 'not-documented';
      readonly why: string;
    }
  | {
      readonly kind: 'weight';
      readonly id: string;
      readonly equipment: Equipment;
      readonly answers: Readonly<Answers>;
      readonly pounds: number | null;
      readonly why: string;
    };

/** What the scorer reads of a checklist (any version's). */
interface ChecklistLike {
  readonly criteria: readonly {
    readonly id: string;
    readonly status: string;
    readonly missing?: readonly string[];
    readonly doubts?: readonly string[];
  }[];
  readonly weight: { readonly pounds: number } | null;
}

export interface CorpusScore {
  readonly judgments: number;
  readonly right: number;
  /** Criterion cases judged not documented by the reviewer that the checklist calls documented. */
  readonly falseDocumented: number;
  /** Criterion cases the checklist calls unclear (right when the reviewer says not documented). */
  readonly unclear: number;
  /** Criterion cases a reviewer calls documented / those the checklist calls documented / both. */
  readonly expectedDocumented: number;
  readonly calledDocumented: number;
  readonly bothDocumented: number;
  readonly failures: readonly string[];
}

/**
 * Scores a checklist on corpus cases. A criterion case is right when a documented criterion is
 * called documented, and when an undocumented one is called anything else ('unclear' is no claim
 * that it is met; it is counted apart). A criterion that does not apply (a feature not requested)
 * counts as not documented. A weight case is right when the weight read is within 1 lb (or both
 * are none).
 */
export function scoreCorpus(
  cases: readonly ScoredCase[],
  check: (equipment: Equipment, answers: Answers, options: { today: Date }) => ChecklistLike,
  today: Date,
): CorpusScore {
  let right = 0;
  let falseDocumented = 0;
  let unclear = 0;
  let expectedDocumented = 0;
  let calledDocumented = 0;
  let bothDocumented = 0;
  const failures: string[] = [];
  for (const item of cases) {
    const result = check(item.equipment, { ...item.answers }, { today });
    if (item.kind === 'weight') {
      const read = result.weight?.pounds ?? null;
      const ok = read === null || item.pounds === null ? read === item.pounds : Math.abs(read - item.pounds) <= 1;
      if (ok) right++;
      else failures.push(`${item.id} weight: expected ${item.pounds ?? 'none'}, read ${read ?? 'none'} (${item.why})`);
      continue;
    }
    const criterion = result.criteria.find((c) => c.id === item.criterion);
    const status = criterion?.status ?? 'not-documented';
    if (status === 'unclear') unclear++;
    if (status === 'documented') calledDocumented++;
    if (item.expect === 'documented') expectedDocumented++;
    const ok = item.expect === 'documented' ? status === 'documented' : status !== 'documented';
    if (ok) {
      right++;
      if (status === 'documented') bothDocumented++;
      continue;
    }
    if (status === 'documented') falseDocumented++;
    const said = [...(criterion?.missing ?? []), ...(criterion?.doubts ?? [])].join(' | ');
    failures.push(`${item.id} [${item.criterion}]: expected ${item.expect}, got ${status} (${item.why})${said === '' ? '' : ` — ${said}`}`);
  }
  return { judgments: cases.length, right, falseDocumented, unclear, expectedDocumented, calledDocumented, bothDocumented, failures };
}

const percent = (part: number, whole: number) => (whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)}%`);

/** One line of aggregates: judgments, right, false "documented", documented recall and precision, unclear. */
export function scoreLine(part: string, score: CorpusScore): string {
  return (
    `${part}: judgments ${score.judgments}, right ${score.right} (${percent(score.right, score.judgments)}), ` +
    `false "documented" ${score.falseDocumented}, ` +
    `documented recall ${score.bothDocumented}/${score.expectedDocumented} (${percent(score.bothDocumented, score.expectedDocumented)}), ` +
    `precision ${score.bothDocumented}/${score.calledDocumented} (${percent(score.bothDocumented, score.calledDocumented)}), ` +
    `unclear ${score.unclear}`
  );
}
