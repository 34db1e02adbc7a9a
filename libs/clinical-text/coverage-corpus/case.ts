/**
 * The coverage corpus (issue 21): fictional letter answers in clinicians' phrasing, each with the
 * judgment a Medicare reviewer would make of one checklist criterion. Both sides of every rule:
 * phrasings that document the criterion and near-misses that do not (negated, awaited, unsigned,
 * planned, past, done by the wrong person, true only in another setting).
 *
 * Two parts: tuning.ts (the rules were tuned against it) and held-out.ts (written before the rules
 * were changed and never read while tuning them). Kept outside src/: test data, not product code.
 * Every name, date and fact is invented.
 */
import type { Equipment } from '../src/types';

/** What a reviewer reading the answers would decide: the criterion is met, or it is not. */
export type CoverageTruth = 'documented' | 'not-documented';

export interface CriterionCase {
  readonly kind: 'criterion';
  /** Unique in its file, e.g. "ho-order-3". */
  readonly id: string;
  readonly equipment: Equipment;
  /** Answer key → typed text (only the fields the case needs; see letterFields(equipment)). */
  readonly answers: Readonly<Record<string, string>>;
  /** The checklist criterion judged, e.g. "written-order". */
  readonly criterion: string;
  readonly expect: CoverageTruth;
  /** Why, in one line (what makes it met or not). */
  readonly why: string;
}

/** The body weight the checklist must read from the answers, in pounds (null: none stated). */
export interface WeightCase {
  readonly kind: 'weight';
  readonly id: string;
  readonly equipment: Equipment;
  readonly answers: Readonly<Record<string, string>>;
  readonly pounds: number | null;
  readonly why: string;
}

export type CoverageCase = CriterionCase | WeightCase;

/** The day every case is judged on (face-to-face timing counts back from it): 10 March 2026. */
export const CORPUS_TODAY = new Date(2026, 2, 10);
