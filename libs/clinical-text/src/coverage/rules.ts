/** Evaluates the data rules of the coverage checklist against one form's answers. */
import { findAnyPhrase, isDeclining } from './matching';
import { describeWeight, isAbove, isAtLeast, isAtMost, isBelow, readDuration, readElevations, type WeightReading } from './quantities';
import { calendarDates, type FaceToFaceFinding } from './timing';
import type { CoverageEvidence, Rule } from './types';

export interface RuleResult {
  readonly met: boolean;
  readonly evidence: readonly CoverageEvidence[];
  readonly missing: readonly string[];
}

export interface RuleContext {
  /** Trimmed, non-empty answers of the form's own fields. */
  readonly answers: ReadonlyMap<string, string>;
  /** Field labels by answer key. */
  readonly labels: ReadonlyMap<string, string>;
  /** Every answer key of the form, in letter order. */
  readonly order: readonly string[];
  readonly weight: { readonly reading: WeightReading; readonly field: string } | null;
  readonly faceToFace: FaceToFaceFinding;
  readonly today: Date;
  /** Results of the criteria evaluated so far, by id. */
  readonly results: ReadonlyMap<string, RuleResult>;
}

const UNMET: RuleResult = Object.freeze({ met: false, evidence: [], missing: [] });

function unmet(need: string): RuleResult {
  return { met: false, evidence: [], missing: [need] };
}

function found(ctx: RuleContext, field: string, matched: string, how: string): RuleResult {
  return { met: true, evidence: [{ field, fieldLabel: ctx.labels.get(field) as string, matched, how }], missing: [] };
}

/** Whether `rule` is met by the answers; `fields` are the criterion's fields (the default place to look). */
export function evaluate(rule: Rule, ctx: RuleContext, fields: readonly string[]): RuleResult {
  switch (rule.kind) {
    case 'phrases':
      return phrases(rule, ctx, rule.fields ?? fields);
    case 'all': {
      const parts = rule.parts.map((part) => evaluate(part, ctx, fields));
      return {
        met: parts.every((p) => p.met),
        // One text can document two parts ("walker insufficient" rules out the cane too): show it once.
        evidence: parts.flatMap((p) => p.evidence).filter((e, i, list) => list.findIndex((o) => o.field === e.field && o.matched === e.matched) === i),
        missing: parts.filter((p) => !p.met).flatMap((p) => p.missing),
      };
    }
    case 'any': {
      const options = rule.options.map((option) => evaluate(option, ctx, fields));
      const met = options.find((o) => o.met);
      if (met) return { met: true, evidence: met.evidence, missing: [] };
      // Report the option closest to documented (most parts found), so the gap shown is the smallest.
      const closest = options.reduce((best, o) => (o.evidence.length > best.evidence.length ? o : best));
      return closest.evidence.length > 0 ? { met: false, evidence: closest.evidence, missing: closest.missing } : unmet(rule.need);
    }
    case 'not':
      return evaluate(rule.rule, ctx, fields).met ? UNMET : { met: true, evidence: [], missing: [] };
    case 'answered':
      for (const field of rule.fields) {
        const text = ctx.answers.get(field);
        if (text !== undefined && !isDeclining(text)) return found(ctx, field, text, 'filled in');
      }
      return unmet(rule.need);
    case 'weight':
      return weight(rule, ctx);
    case 'elevation':
      return elevation(rule, ctx, rule.fields ?? fields);
    case 'duration':
      for (const field of rule.fields) {
        const text = ctx.answers.get(field);
        const reading = text === undefined ? null : readDuration(text);
        if (reading !== null) return reading.days < rule.underDays ? found(ctx, field, reading.text, `duration of need ${reading.text}`) : unmet(rule.need);
      }
      return unmet(rule.need);
    case 'face-to-face':
      return faceToFace(rule.state, rule.need, ctx);
    case 'calendar-date':
      for (const field of ctx.order) {
        const text = ctx.answers.get(field);
        const dates = text === undefined ? [] : calendarDates(text, ctx.today);
        if (dates.length > 0) return found(ctx, field, dates[0], 'a calendar date is typed');
      }
      return unmet(rule.need);
    case 'criterion': {
      const result = ctx.results.get(rule.id);
      return result?.met ? { met: true, evidence: result.evidence, missing: [] } : UNMET;
    }
    default:
      return { met: ctx.answers.size > 0, evidence: [], missing: [] };
  }
}

function phrases(rule: Extract<Rule, { kind: 'phrases' }>, ctx: RuleContext, fields: readonly string[]): RuleResult {
  for (const field of fields) {
    const text = ctx.answers.get(field);
    const hit = text === undefined ? null : findAnyPhrase(text, rule.phrases);
    if (hit) return found(ctx, field, hit.match.text, hit.phrase.how);
  }
  return unmet(rule.need);
}

function weight(rule: Extract<Rule, { kind: 'weight' }>, ctx: RuleContext): RuleResult {
  if (ctx.weight === null) return unmet(rule.need);
  const { reading, field } = ctx.weight;
  const ok =
    (rule.above === undefined || isAbove(reading, rule.above)) &&
    (rule.atLeast === undefined || isAtLeast(reading, rule.atLeast)) &&
    (rule.atMost === undefined || isAtMost(reading, rule.atMost)) &&
    (rule.below === undefined || isBelow(reading, rule.below));
  return ok ? found(ctx, field, reading.text, `weight ${describeWeight(reading)}`) : unmet(rule.need);
}

function elevation(rule: Extract<Rule, { kind: 'elevation' }>, ctx: RuleContext, fields: readonly string[]): RuleResult {
  const readings = fields.flatMap((field) => {
    const text = ctx.answers.get(field);
    return text === undefined ? [] : readElevations(text).map((reading) => ({ field, reading }));
  });
  const above = readings.find(({ reading }) => isAbove(reading, rule.degrees));
  if (rule.test === 'above') {
    return above ? found(ctx, above.field, above.reading.text, `head elevation "${above.reading.text}" is above ${rule.degrees}°`) : unmet(rule.need);
  }
  if (above || readings.length === 0) return unmet(rule.need);
  return found(ctx, readings[0].field, readings[0].reading.text, `head elevation "${readings[0].reading.text}" is not above ${rule.degrees}°`);
}

const FACE_TO_FACE_HOW: Readonly<Record<string, (timing: string) => string>> = {
  within: (timing) => `face-to-face encounter ${timing} (within the 6 months before today)`,
  outdated: (timing) => `face-to-face encounter ${timing} (not shown to be within the last 6 months)`,
  future: () => 'face-to-face encounter not yet done or dated after today',
  undated: () => 'face-to-face encounter mentioned without when it took place',
};

function faceToFace(state: string, need: string, ctx: RuleContext): RuleResult {
  const finding = ctx.faceToFace;
  if (finding.state !== state) return unmet(need);
  if (finding.field === undefined) return { met: true, evidence: [], missing: [] };
  return found(ctx, finding.field, finding.sentence as string, FACE_TO_FACE_HOW[state](finding.timing ?? ''));
}
