/**
 * The meaning corpus of the offline rewrite (issue 20): fictional, clinician-style answers typed
 * into one catalogue field, each with the meaning its rewrite must keep. A probe goes through the
 * same path as a clinician's note: the plain builder (buildSoap / buildLetter) makes the section or
 * letter text, and the offline rewrite rewrites it.
 *
 * Kept outside src/ on purpose: it is test data, not product code (no coverage, no regex census).
 */

/** What kind of meaning change a probe guards against. */
export type MeaningClass =
  /** a rating of another symptom (fatigue, dyspnea, RPE …) read as pain */
  | 'other-symptom'
  /** a past value (was, before, prior, last wk, pre-op, PLOF …) read as present */
  | 'past-as-present'
  /** a negated value read as positive, or a negation dropped */
  | 'negation'
  /** one activity or one level stretched over more than was said */
  | 'scope'
  /** shorthand written out wrongly (w/d → "with d") or case of a clinical token changed */
  | 'abbreviation'
  /** a lead-in ("Patient is", "Education will address") in front of a subject, a past verb or a bare negative */
  | 'lead-in'
  /** reading: doubled subject, lower-case sentence start, ",." endings, orphan lines, "I" as a pronoun */
  | 'reading'
  /** what the rewrite must still do: phrasing that is right today must stay */
  | 'keeps-phrasing';

export const MEANING_CLASSES: readonly MeaningClass[] = [
  'other-symptom',
  'past-as-present',
  'negation',
  'scope',
  'abbreviation',
  'lead-in',
  'reading',
  'keeps-phrasing',
];

export interface Probe {
  readonly id: string;
  readonly class: MeaningClass;
  /**
   * Where the value is typed: "<discipline>.<section>.<fieldKey>" ("pt.subjective.pain") or
   * "<equipment>.<fieldKey>" ("walker.mobilityLimitation").
   */
  readonly at: string;
  readonly value: string;
  /** Each must be in the rewrite: a string case-insensitively, a RegExp as written. */
  readonly require?: readonly (string | RegExp)[];
  /** None may be in the rewrite. */
  readonly forbid?: readonly (string | RegExp)[];
  /** The meaning a reviewer would check, in words. */
  readonly why: string;
}

/** The parts of @clinote/clinical-text a probe runs through (so an older copy can be scored too). */
export interface RewriteLib {
  buildSoap(discipline: 'pt' | 'ot' | 'sn', answers: Record<string, Record<string, string>>): Record<string, string>;
  buildLetter(equipment: 'wheelchair' | 'hospital-bed' | 'commode' | 'walker', answers: Record<string, string>): string;
  offlineRewrite(section: 'subjective' | 'objective' | 'assessment' | 'plan', content: string): string;
  offlineLetterRewrite(content: string): string;
}

const DISCIPLINES = new Set(['pt', 'ot', 'sn']);
type Section = 'subjective' | 'objective' | 'assessment' | 'plan';

/** The offline rewrite of the probe's value, through the plain builder as in the product. */
export function rewriteOf(lib: RewriteLib, probe: Probe): string {
  const parts = probe.at.split('.');
  if (DISCIPLINES.has(parts[0] as string)) {
    const [discipline, section, key] = parts as ['pt' | 'ot' | 'sn', Section, string];
    const built = lib.buildSoap(discipline, { [section]: { [key]: probe.value } });
    return lib.offlineRewrite(section, built[section] as string);
  }
  const [equipment, key] = parts as ['wheelchair' | 'hospital-bed' | 'commode' | 'walker', string];
  return lib.offlineLetterRewrite(lib.buildLetter(equipment, { [key]: probe.value }));
}

const has = (text: string, expected: string | RegExp) =>
  typeof expected === 'string' ? text.toLowerCase().includes(expected.toLowerCase()) : expected.test(text);

/** Why the rewrite breaks the probe's meaning ([] when it keeps it). */
export function judge(probe: Probe, output: string): string[] {
  const problems: string[] = [];
  for (const expected of probe.require ?? []) if (!has(output, expected)) problems.push(`lacks ${String(expected)}`);
  for (const unwanted of probe.forbid ?? []) if (has(output, unwanted)) problems.push(`says ${String(unwanted)}`);
  return problems;
}

export interface ClassCount {
  readonly probes: number;
  readonly wrong: number;
}

/** Per class: how many probes, how many the rewrite gets wrong. */
export function countWrong(lib: RewriteLib, probes: readonly Probe[]): Record<MeaningClass, ClassCount> & { all: ClassCount } {
  const counts = Object.fromEntries([...MEANING_CLASSES, 'all'].map((name) => [name, { probes: 0, wrong: 0 }])) as Record<
    MeaningClass | 'all',
    { probes: number; wrong: number }
  >;
  for (const probe of probes) {
    const wrong = judge(probe, rewriteOf(lib, probe)).length > 0 ? 1 : 0;
    for (const name of [probe.class, 'all'] as const) {
      counts[name].probes++;
      counts[name].wrong += wrong;
    }
  }
  return counts;
}
