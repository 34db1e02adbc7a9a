/**
 * What the check compares. A fact is one claim of a clinical text that an AI rewrite must keep
 * as written: a number with its unit or scale, a side, a negated finding, a medication with its
 * dose and schedule, a level of assistance, a date or a schedule, a piece of shorthand.
 */
export const FACT_KINDS = ['measure', 'score', 'laterality', 'negation', 'medication', 'assistance', 'time', 'shorthand'] as const;

export type FactKind = (typeof FACT_KINDS)[number];

export interface Fact {
  kind: FactKind;
  /** The fact as typed: `text === input.slice(start, end)`. */
  text: string;
  /**
   * The normalised fact; both sides must have the same key ("6/10", "18", "left", "no pain",
   * "metoprolol 25 mg twice daily", "minimal assist", "wet-to-dry"). For negations the check also
   * accepts a key whose words contain the other's ("no pain" and "no pain at rest").
   */
  key: string;
  /** Measures: the normalised unit ("s", "lb", "ft", "x/wk", "°F"); absent when none was written. */
  unit?: string;
  /** What a number, side or level is said of, when the text says it nearby: "pain", "knee", "transfers". */
  about?: string;
  /** Said of an earlier time ("was 8/10 before TKA", "PLOF: independent"): the rewrite must keep it past. */
  past?: true;
  /**
   * A fact that may stand on one side only: a spelled-out number with no unit ("two rest breaks")
   * or a written-out term ("wheelchair"). It still counts as the other side's counterpart.
   */
  weak?: true;
  start: number;
  end: number;
}

export interface FactCheck {
  /** Facts of the source that the answer does not keep. */
  lost: Fact[];
  /** Facts of the answer that the source does not support. */
  unsupported: Fact[];
  ok: boolean;
}
