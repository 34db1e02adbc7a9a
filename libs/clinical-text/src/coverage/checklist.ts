import { answerOf } from '../answers';
import { letterFields } from '../catalogue';
import type { Equipment } from '../types';
import { COMMODE_COVERAGE } from './commode';
import { HOSPITAL_BED_COVERAGE } from './hospital-bed';
import { normalize, type Normalized } from './normalize';
import { ORDER_ELEMENTS } from './order';
import { describeWeight, readWeights, type WeightReading } from './quantities';
import { evaluate, isDocumented, type RuleContext, type RuleResult } from './rules';
import { findFaceToFace } from './timing';
import type { CoverageChecklist, CoverageCriterion, CoverageOptions, CoverageWarning, EquipmentCoverage, HcpcsSuggestion } from './types';
import { WALKER_COVERAGE } from './walker';
import { WHEELCHAIR_COVERAGE } from './wheelchair';

/** The coverage rules of each equipment letter (LCD criteria, HCPCS rules, reviewer warnings). */
const COVERAGE_RULES: Readonly<Record<Equipment, EquipmentCoverage>> = Object.freeze({
  wheelchair: WHEELCHAIR_COVERAGE,
  'hospital-bed': HOSPITAL_BED_COVERAGE,
  commode: COMMODE_COVERAGE,
  walker: WALKER_COVERAGE,
});

/**
 * A field that opens by refuting the one before it, as a run-on answer continues into the next field:
 * "Referral reports falls in the home" / "- all of which pt denies; gait steady", "- none of which apply
 * now", "- on exam today none of the above confirmed".
 */
const REFUTES_ABOVE =
  /^[\s\-–—•*]*(?:[^.;\n]{0,30}?\b)?(?:(?:none|neither)\s+of\s+(?:which|the above|these|this|that)\b[^.;\n]{0,40}?\b(?:appl(?:y|ies)|confirmed|true|present|found|observed|reports?|reported|endorse[sd]?|occurr?\w*)|all\s+of\s+(?:which|the above|these|this|that)\b[^.;\n]{0,40}?\b(?:denie[sd]|deny|refuted|not\s+(?:confirmed|observed|found|true)))\b/iu;

/** The answers less each field the next one refutes: what the clinician took back supports nothing. */
function dropRefuted(values: Map<string, string>, order: readonly string[]): void {
  const present = order.filter((key) => values.has(key));
  for (let i = 1; i < present.length; i++) if (REFUTES_ABOVE.test(values.get(present[i]) as string)) values.delete(present[i - 1]);
}

/**
 * The Medicare coverage checklist of an equipment letter: for each LCD criterion, whether the answers
 * document it (which field, matched how) and what a reviewer would still look for; the HCPCS codes the
 * answers point to where the LCD makes the choice mechanical; and the warnings a reviewer would raise.
 *
 * Conservative: a criterion is "documented" only when positive evidence survives its context
 * (negated, awaited or planned, past, done by someone other than the treating practitioner, true
 * only outside the home — evidence.ts) and nothing in the answers contradicts it; evidence that
 * survives but is contradicted elsewhere is "unclear", with the doubts quoted. Nothing here claims
 * coverage — only documentation. Pure: the same answers and `today` always give the same checklist.
 *
 * @example coverageChecklist('walker', { walkerType: 'Two-wheeled walker' }).hcpcs[0].code // "E0143"
 */
export function coverageChecklist(
  equipment: Equipment,
  answers: Readonly<Record<string, string>>,
  options: CoverageOptions = {},
): CoverageChecklist {
  const today = options.today ?? new Date();
  if (!(today instanceof Date) || Number.isNaN(today.getTime()))
    throw new RangeError('coverageChecklist: options.today is not a valid date');
  const rules = COVERAGE_RULES[equipment];
  const fields = letterFields(equipment);
  const order = fields.map((field) => field.key);
  const values = new Map<string, string>();
  for (const key of order) {
    const value = answerOf(answers, key);
    if (value !== '') values.set(key, value);
  }
  dropRefuted(values, order);
  const normalized = new Map<string, Normalized>();
  for (const [key, value] of values) normalized.set(key, normalize(value));
  const texts = order
    .filter((key) => values.has(key))
    .map((key) => {
      const norm = normalized.get(key) as Normalized;
      return { field: key, text: norm.text, source: norm.source };
    });
  // Weights are read as the rules read them ("3 hundred 60 pounds" is 360 lb) and quoted as typed.
  const weights = texts.flatMap(({ field, text, source }) =>
    readWeights(text).map((reading) => ({ reading: { ...reading, text: source(reading.index, reading.end) }, field })),
  );
  const now = weights.filter((w) => !w.reading.past);
  // A former weight alone ("was 500 lb last year") is no weight: the rules need the current one.
  const weight = now.find((w) => w.reading.current) ?? now.find((w) => w.reading.cued) ?? now[0] ?? null;
  const results = new Map<string, RuleResult>();
  const ctx: RuleContext = {
    answers: values,
    texts: normalized,
    labels: new Map(fields.map((field) => [field.key, field.label])),
    order,
    weight,
    faceToFace: findFaceToFace(texts, today),
    today,
    equipment,
    results,
    memo: new Map(),
  };

  const criteria: CoverageCriterion[] = [];
  for (const def of rules.criteria) {
    if (def.appliesWhen && !evaluate(def.appliesWhen, ctx, def.fields).met) continue;
    const result = evaluate(def.rule, ctx, def.fields);
    results.set(def.id, result);
    const status = isDocumented(result) ? 'documented' : result.met ? 'unclear' : 'not-documented';
    criteria.push({
      id: def.id,
      group: def.group,
      title: def.title,
      requirement: def.requirement,
      source: def.source,
      status,
      evidence: result.evidence,
      missing: status === 'documented' ? [] : result.missing,
      doubts: status === 'unclear' ? result.doubts : [],
    });
  }

  const hcpcs: HcpcsSuggestion[] = [];
  for (const group of rules.hcpcs) {
    for (const rule of group) {
      const result = evaluate(rule.when, ctx, order);
      if (!result.met) continue;
      const read = result.evidence.map((e) => `${e.how} ("${e.fieldLabel}")`);
      hcpcs.push({
        code: rule.code,
        description: rule.description,
        reason: [rule.reason, read.join('; ')].filter(Boolean).join(' — '),
        confirmed: rule.confirmed,
        ...(rule.alternative ? { alternative: rule.alternative } : {}),
      });
      break;
    }
  }

  return {
    equipment,
    criteria,
    documentedCount: criteria.filter((c) => c.status === 'documented').length,
    unclearCount: criteria.filter((c) => c.status === 'unclear').length,
    total: criteria.length,
    hcpcs,
    // Nothing typed yet: nothing to warn about.
    warnings: values.size === 0 ? [] : [...warningsOf(rules, ctx, order), ...conflictingWeights(now, ctx, rules.weightSource)],
    orderElements: ORDER_ELEMENTS,
    weight:
      weight === null
        ? null
        : {
            pounds: Math.round(weight.reading.pounds * 10) / 10,
            comparator: weight.reading.comparator,
            text: weight.reading.text,
            field: weight.field,
            fieldLabel: ctx.labels.get(weight.field) as string,
          },
  };
}

function warningsOf(rules: EquipmentCoverage, ctx: RuleContext, order: readonly string[]): CoverageWarning[] {
  const warnings: CoverageWarning[] = [];
  for (const rule of rules.warnings) {
    const result = evaluate(rule.when, ctx, order);
    if (!result.met || (rule.unless && evaluate(rule.unless, ctx, order).met)) continue;
    const field = rule.field ?? result.evidence[0]?.field;
    warnings.push({
      id: rule.id,
      message: rule.message.replace('{matched}', result.evidence[0]?.matched ?? ''),
      ...(field === undefined ? {} : { field }),
      source: rule.source,
    });
  }
  return warnings;
}

/**
 * Two different current body weights typed (more than 2 % apart): the reviewer cannot tell which is
 * current. A weight said to be a former one ("weighed 380 lb last year") is no conflict.
 */
function conflictingWeights(
  weights: readonly { reading: WeightReading; field: string }[],
  ctx: RuleContext,
  source: string,
): CoverageWarning[] {
  const exact = weights.filter((w) => w.reading.comparator === 'exactly');
  const first = exact[0];
  const other = exact.find((w) => Math.abs(w.reading.pounds - first.reading.pounds) > 0.02 * first.reading.pounds);
  if (other === undefined) return [];
  return [
    {
      id: 'weight-conflict',
      message:
        `Two different weights are documented: ${describeWeight(first.reading)} in "${ctx.labels.get(first.field)}" and ` +
        `${describeWeight(other.reading)} in "${ctx.labels.get(other.field)}". State one current weight.`,
      field: other.field,
      source,
    },
  ];
}
