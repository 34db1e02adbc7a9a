/**
 * The outcome measures this folder reads and interprets: what each is called in generated text, the
 * unit its result is recorded in, and which results are possible at all. The norms that give a result
 * its meaning are in norms.ts (docs/decisions/0147-outcome-measure-norms.md).
 */

export const MEASURE_IDS = ['tug', 'chair-stand-30s', 'tinetti', 'berg', 'gait-speed', 'five-times-sit-to-stand'] as const;

export type MeasureId = (typeof MEASURE_IDS)[number];

/** Seconds, stands counted in 30 seconds, points of a scored scale, metres per second. */
export type MeasureUnit = 's' | 'stands' | 'points' | 'm/s';

export interface MeasureDefinition {
  readonly id: MeasureId;
  /** As it opens a sentence: "TUG of 18 s …". */
  readonly name: string;
  readonly unit: MeasureUnit;
  /** The top of a scored scale: "/28" and "/56" also name the scale when a clinician writes them. */
  readonly outOf?: number;
  /**
   * Whether a number with no unit can be this measure's result when the name or the field says which
   * measure it is. A gait speed with no unit could be m/s or ft/s, so it needs its unit.
   */
  readonly bareNumberAllowed: boolean;
}

export const MEASURES: { readonly [Id in MeasureId]: MeasureDefinition } = {
  tug: { id: 'tug', name: 'TUG', unit: 's', bareNumberAllowed: true },
  'chair-stand-30s': { id: 'chair-stand-30s', name: '30-Second Chair Stand', unit: 'stands', bareNumberAllowed: true },
  tinetti: { id: 'tinetti', name: 'Tinetti POMA', unit: 'points', outOf: 28, bareNumberAllowed: true },
  berg: { id: 'berg', name: 'Berg Balance Scale', unit: 'points', outOf: 56, bareNumberAllowed: true },
  'gait-speed': { id: 'gait-speed', name: 'Gait speed', unit: 'm/s', bareNumberAllowed: false },
  'five-times-sit-to-stand': { id: 'five-times-sit-to-stand', name: 'Five Times Sit to Stand', unit: 's', bareNumberAllowed: true },
};

/** Whether `value` can be a result of the measure: a whole score within the scale, a whole count, a time or speed above zero. */
export function isPossibleResult(measure: MeasureId, value: number): boolean {
  const { unit, outOf } = MEASURES[measure];
  if (!Number.isFinite(value)) return false;
  if (outOf !== undefined) return Number.isInteger(value) && value >= 0 && value <= outOf;
  if (unit === 'stands') return Number.isInteger(value) && value >= 0;
  return value > 0;
}

/** "18 s", "8 stands", "1 stand", "17/28", "0.6 m/s". */
export function resultText(measure: MeasureId, value: number): string {
  const { unit, outOf } = MEASURES[measure];
  if (unit === 'points') return `${value}/${outOf}`;
  if (unit === 'stands') return `${value} ${value === 1 ? 'stand' : 'stands'}`;
  return `${value} ${unit}`;
}
