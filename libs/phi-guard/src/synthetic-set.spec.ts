/**
 * Issue 13's measure: recall over labelled identifiers and the share of PHI-free clinical sentences
 * with any finding, on the fixed synthetic set (deterministic), printed and held to the targets.
 */
import { detectPhi } from './detect';
import {
  CLEAN_SENTENCES,
  COMPATIBLE_TYPES,
  HOLDOUT_CLEAN_SENTENCES,
  HOLDOUT_LABELLED_SENTENCES,
  LABELLED_SENTENCES,
  parseLabelled,
} from './fixtures/synthetic-set';
import type { PhiType } from './types';

const RECALL_TARGET = 0.95;
const FALSE_ALARM_TARGET = 0.05;

const compatible = (a: PhiType, b: PhiType) => a === b || COMPATIBLE_TYPES.some((group) => group.includes(a) && group.includes(b));

function measure(labelled: readonly string[], clean: readonly string[]) {
  let identifiers = 0;
  let found = 0;
  let exactType = 0;
  const missed: string[] = [];
  for (const sentence of labelled) {
    const { text, identifiers: expected } = parseLabelled(sentence);
    const findings = detectPhi(text);
    for (const id of expected) {
      identifiers++;
      const hit = findings.find((f) => f.start < id.end && f.end > id.start && compatible(f.type, id.type));
      if (!hit) missed.push(`${id.type} "${id.text}" in: ${text}`);
      else {
        found++;
        if (hit.type === id.type) exactType++;
      }
    }
  }
  const flagged = clean.filter((sentence) => detectPhi(sentence).length > 0);
  return { identifiers, found, exactType, missed, sentences: clean.length, flagged };
}

const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;

function report(name: string, m: ReturnType<typeof measure>) {
  console.log(
    [
      `${name}: recall ${m.found}/${m.identifiers} identifiers = ${pct(m.found, m.identifiers)} ` +
        `(same type ${pct(m.exactType, m.identifiers)}); ` +
        `false alarms ${m.flagged.length}/${m.sentences} clean sentences = ${pct(m.flagged.length, m.sentences)}`,
      ...m.missed.map((line) => `  missed ${line}`),
      ...m.flagged.map((line) => `  flagged ${line}`),
    ].join('\n'),
  );
}

describe('the synthetic set', () => {
  const main = measure(LABELLED_SENTENCES, CLEAN_SENTENCES);
  const holdout = measure(HOLDOUT_LABELLED_SENTENCES, HOLDOUT_CLEAN_SENTENCES);
  const all = measure([...LABELLED_SENTENCES, ...HOLDOUT_LABELLED_SENTENCES], [...CLEAN_SENTENCES, ...HOLDOUT_CLEAN_SENTENCES]);

  beforeAll(() => {
    report('main set', main);
    report('hold-out set', holdout);
    report('together', all);
  });

  it('is substantial: at least 150 identifiers across every type and 150 clean sentences', () => {
    expect(main.identifiers).toBeGreaterThanOrEqual(150);
    expect(main.sentences).toBeGreaterThanOrEqual(150);
    const types = new Set(LABELLED_SENTENCES.flatMap((s) => parseLabelled(s).identifiers.map((id) => id.type)));
    expect([...types].sort()).toEqual(
      [
        'account',
        'address',
        'age-over-89',
        'date',
        'device-id',
        'dob',
        'email',
        'fax',
        'health-plan-id',
        'ip',
        'license',
        'medicare-id',
        'mrn',
        'name',
        'phone',
        'ssn',
        'url',
        'vehicle',
        'zip',
      ].sort(),
    );
  });

  it(`finds at least ${RECALL_TARGET * 100}% of the identifiers`, () => {
    expect(main.found / main.identifiers).toBeGreaterThanOrEqual(RECALL_TARGET);
    expect(all.found / all.identifiers).toBeGreaterThanOrEqual(RECALL_TARGET);
  });

  it(`flags at most ${FALSE_ALARM_TARGET * 100}% of the PHI-free sentences`, () => {
    expect(main.flagged.length / main.sentences).toBeLessThanOrEqual(FALSE_ALARM_TARGET);
    expect(all.flagged.length / all.sentences).toBeLessThanOrEqual(FALSE_ALARM_TARGET);
  });

  it('never refuses a PHI-free sentence: no high-confidence finding in any of them', () => {
    const refused = [...CLEAN_SENTENCES, ...HOLDOUT_CLEAN_SENTENCES].filter((s) => detectPhi(s).some((f) => f.confidence === 'high'));
    expect(refused).toEqual([]);
  });
});
