import { answerOf } from '../answers';
import { letterFields } from '../catalogue';
import type { Equipment } from '../types';
import { COMMODE_COVERAGE } from './commode';
import { HOSPITAL_BED_COVERAGE } from './hospital-bed';
import { ORDER_ELEMENTS } from './order';
import { describeWeight, readWeights, type WeightReading } from './quantities';
import { evaluate, type RuleContext, type RuleResult } from './rules';
import { findFaceToFace } from './timing';
import type {
  CoverageChecklist, CoverageCriterion, CoverageOptions, CoverageWarning, EquipmentCoverage, HcpcsSuggestion,
} from './types';
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
 * The Medicare coverage checklist of an equipment letter: for each LCD criterion, whether the answers
 * document it (which field, matched how) and what a reviewer would still look for; the HCPCS codes the
 * answers point to where the LCD makes the choice mechanical; and the warnings a reviewer would raise.
 *
 * Conservative: a criterion is "documented" only when the text says so, negated phrases never count,
 * and nothing here claims coverage — only documentation. Pure: the same answers and `today` always
 * give the same checklist.
 *
 * @example coverageChecklist('walker', { walkerType: 'Two-wheeled walker' }).hcpcs[0].code // "E0143"
 */
export function coverageChecklist(
  equipment: Equipment,
  answers: Record<string, string>,
  options: CoverageOptions = {},
): CoverageChecklist {
  const today = options.today ?? new Date();
  if (!(today instanceof Date) || Number.isNaN(today.getTime())) throw new RangeError('coverageChecklist: options.today is not a valid date');
  const rules = COVERAGE_RULES[equipment];
  const fields = letterFields(equipment);
  const order = fields.map((field) => field.key);
  const values = new Map<string, string>();
  for (const key of order) {
    const value = answerOf(answers, key);
    if (value !== '') values.set(key, value);
  }
  const texts = order.filter((key) => values.has(key)).map((key) => ({ field: key, text: values.get(key) as string }));
  const weights = texts.flatMap(({ field, text }) => readWeights(text).map((reading) => ({ reading, field })));
  const weight = weights.find((w) => w.reading.cued) ?? weights[0] ?? null;
  const results = new Map<string, RuleResult>();
  const ctx: RuleContext = {
    answers: values,
    labels: new Map(fields.map((field) => [field.key, field.label])),
    order,
    weight,
    faceToFace: findFaceToFace(texts, today),
    today,
    results,
  };

  const criteria: CoverageCriterion[] = [];
  for (const def of rules.criteria) {
    if (def.appliesWhen && !evaluate(def.appliesWhen, ctx, def.fields).met) continue;
    const result = evaluate(def.rule, ctx, def.fields);
    results.set(def.id, result);
    criteria.push({
      id: def.id,
      group: def.group,
      title: def.title,
      requirement: def.requirement,
      source: def.source,
      status: result.met ? 'documented' : 'not-documented',
      evidence: result.evidence,
      missing: result.met ? [] : result.missing,
      doubts: [],
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
    warnings: values.size === 0 ? [] : [...warningsOf(rules, ctx, order), ...conflictingWeights(weights, ctx)],
    orderElements: ORDER_ELEMENTS,
    weight: weight === null
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
    });
  }
  return warnings;
}

/** Two different body weights typed (more than 2 % apart): the reviewer cannot tell which is current. */
function conflictingWeights(weights: readonly { reading: WeightReading; field: string }[], ctx: RuleContext): CoverageWarning[] {
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
    },
  ];
}
