import fc from 'fast-check';
import { letterFields } from '../catalogue';
import { EQUIPMENT, type Equipment } from '../types';
import { coverageChecklist } from './checklist';
import { COMMODE_COVERAGE } from './commode';
import { HOSPITAL_BED_COVERAGE } from './hospital-bed';
import { WALKER_COVERAGE } from './walker';
import { WHEELCHAIR_COVERAGE } from './wheelchair';

const TODAY = new Date(2026, 2, 10);

describe.each(EQUIPMENT)('coverageChecklist(%s)', (equipment) => {
  it('an empty form documents nothing, suggests nothing and warns of nothing', () => {
    const result = coverageChecklist(equipment, {}, { today: TODAY });
    expect(result.equipment).toBe(equipment);
    expect(result.documentedCount).toBe(0);
    expect(result.total).toBe(result.criteria.length);
    expect(result.criteria.every((c) => c.status === 'not-documented' && c.evidence.length === 0 && c.missing.length > 0)).toBe(true);
    expect(result.criteria.map((c) => c.group)).not.toContain('Feature criteria');
    expect(result.criteria.slice(-2).map((c) => c.id)).toEqual(['face-to-face', 'written-order']);
    expect(result.hcpcs).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.weight).toBeNull();
  });

  it('blank and non-text answers count as empty; keys of other forms are ignored', () => {
    const odd = {
      physicianExam: '   ',
      medicalNecessity: { text: 'x' },
      mobilityLimitation: null,
      toiletingLimitation: [],
      notAField: 'F2F exam 2 weeks ago',
    } as unknown as Record<string, string>;
    expect(coverageChecklist(equipment, odd, { today: TODAY })).toEqual(coverageChecklist(equipment, {}, { today: TODAY }));
  });

  it('every criterion, suggestion and warning is plain data with a source and a requirement', () => {
    const result = coverageChecklist(equipment, {}, { today: TODAY });
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
    for (const c of result.criteria) {
      expect(c.title).not.toBe('');
      expect(c.requirement.length).toBeGreaterThan(20);
      expect(c.source).toMatch(/LCD L\d{5}|A55426|Face-to-face|PDAC/);
    }
  });
});

describe('coverageChecklist', () => {
  it('counts the documented criteria', () => {
    const result = coverageChecklist(
      'walker',
      {
        mobilityLimitation: 'Unsteady gait with loss of balance',
        mrADLsImpact: 'Unable to safely walk to the bathroom',
        patientCapability: 'Able to use walker safely',
        safetyIndependence: 'With a walker ambulates 150 feet steadily; will reduce fall risk',
        medicalNecessity: 'F2F exam completed 2 weeks ago. Signed and dated physician order on file.',
        walkerType: 'Two-wheeled walker',
      },
      { today: TODAY },
    );
    expect(result.criteria.map((c) => [c.id, c.status])).toEqual([
      ['walker-mradl', 'documented'],
      ['walker-safe-use', 'documented'],
      ['walker-resolves', 'documented'],
      ['face-to-face', 'documented'],
      ['written-order', 'documented'],
    ]);
    expect(result).toMatchObject({ documentedCount: 5, total: 5, warnings: [] });
    expect(result.hcpcs).toEqual([
      {
        code: 'E0143',
        description: 'Walker, folding, wheeled, adjustable or fixed height',
        reason:
          'A wheeled walker or rollator (two, three or four wheels) and no heavy duty weight — asks for a wheeled walker ("Walker Type")',
        confirmed: true,
      },
    ]);
  });

  it('today defaults to now', () => {
    const recent = coverageChecklist('commode', { medicalNecessity: 'F2F exam completed 2 weeks ago' });
    expect(recent.criteria.find((c) => c.id === 'face-to-face')?.status).toBe('documented');
  });

  it('refuses an invalid today', () => {
    expect(() => coverageChecklist('commode', {}, { today: new Date(Number.NaN) })).toThrow(RangeError);
    expect(() => coverageChecklist('commode', {}, { today: '2026-03-10' as unknown as Date })).toThrow(RangeError);
  });

  it('reads the weight with a weight word first, and reports it', () => {
    const result = coverageChecklist(
      'walker',
      { walkerType: 'Walker rated 350 lb capacity', mobilityLimitation: '40 lbs, weighs 320 lbs' },
      { today: TODAY },
    );
    expect(result.weight).toEqual({
      pounds: 320,
      comparator: 'exactly',
      text: '320 lbs',
      field: 'mobilityLimitation',
      fieldLabel: 'Mobility Limitation',
    });
  });

  it('rounds a converted weight for display', () => {
    expect(coverageChecklist('walker', { mobilityLimitation: 'weighs 172 kg' }, { today: TODAY }).weight?.pounds).toBe(379.2);
  });

  it('warns when two different weights are documented, not for the same weight in two units', () => {
    const conflict = coverageChecklist('hospital-bed', { medicalCondition: 'weighs 380 lbs', heavyDuty: 'wt 410 lb' }, { today: TODAY });
    expect(conflict.warnings.find((w) => w.id === 'weight-conflict')).toEqual({
      id: 'weight-conflict',
      field: 'heavyDuty',
      message:
        'Two different weights are documented: 380 lb in "Medical Condition and Symptoms" and 410 lb in "Heavy Duty/Bariatric". State one current weight.',
      source:
        'LCD L33820 Hospital Beds and Accessories — Coverage Indications, Limitations and/or Medical Necessity: heavy duty extra wide and extra heavy duty hospital beds, by weight',
    });
    const same = coverageChecklist('hospital-bed', { medicalCondition: 'weighs 380 lbs (172 kg)' }, { today: TODAY });
    expect(same.warnings.map((w) => w.id)).not.toContain('weight-conflict');
  });

  it('the rules are frozen data', () => {
    for (const rules of [WHEELCHAIR_COVERAGE, HOSPITAL_BED_COVERAGE, COMMODE_COVERAGE, WALKER_COVERAGE]) {
      expect(Object.isFrozen(rules)).toBe(true);
      expect(Object.isFrozen(rules.criteria[0].rule)).toBe(true);
      expect(Object.isFrozen(rules.hcpcs[0][0])).toBe(true);
    }
  });

  it('criterion ids are unique per letter', () => {
    for (const rules of [WHEELCHAIR_COVERAGE, HOSPITAL_BED_COVERAGE, COMMODE_COVERAGE, WALKER_COVERAGE]) {
      const ids = rules.criteria.map((c) => c.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});

describe('properties', () => {
  const words = fc.constantFrom(
    'no',
    'not',
    'unable to',
    'ambulate',
    'walker',
    'cane',
    'insufficient',
    'confined to',
    'one room',
    'toilet',
    'F2F',
    'exam',
    '2 weeks ago',
    '7 months ago',
    'on 3/2/2026',
    '13/45/2026',
    'weighs',
    '380',
    'lbs',
    '172 kg',
    '355#',
    'HOB',
    '45 degrees',
    '30°',
    'pillows',
    'tried',
    'CHF',
    'semi-electric',
    'total electric',
    'frequent',
    'repositioning',
    'regular bed',
    'caregiver',
    'available',
    'willing',
    'able',
    'self-propel',
    'lightweight',
    'standard',
    'drop-arm',
    'transfers',
    'heavy duty',
    'hand brakes',
    'seat',
    'rollator',
    'order on file',
    'signed',
    'Lifetime',
    '6 weeks',
    '.',
    ',',
    ';',
    '\n',
    'but',
    'denies',
    '-free',
    'Dr.',
  );
  const text = fc.oneof(
    fc.string(),
    fc.string({ unit: 'grapheme', maxLength: 60 }),
    fc.array(words, { maxLength: 16 }).map((w) => w.join(' ')),
  );
  const answersFor = (equipment: Equipment) =>
    fc.dictionary(fc.constantFrom(...letterFields(equipment).map((f) => f.key)), text, { maxKeys: letterFields(equipment).length });
  const today = fc.date({ min: new Date(2000, 0, 1), max: new Date(2100, 11, 31), noInvalidDate: true });

  it.each(EQUIPMENT)('%s: never throws, and documentedCount counts the documented criteria', (equipment) => {
    fc.assert(
      fc.property(answersFor(equipment), today, (answers, day) => {
        const result = coverageChecklist(equipment, answers, { today: day });
        expect(result.documentedCount).toBe(result.criteria.filter((c) => c.status === 'documented').length);
        expect(result.unclearCount).toBe(result.criteria.filter((c) => c.status === 'unclear').length);
        expect(result.total).toBe(result.criteria.length);
        for (const c of result.criteria) {
          if (c.status === 'documented') expect(c.missing).toEqual([]);
          else expect(c.missing.length).toBeGreaterThan(0);
          expect(c.doubts.length > 0).toBe(c.status === 'unclear');
          for (const e of c.evidence) expect(answers[e.field]).toContain(e.matched);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('the README example', () => {
  it('reads as documented', () => {
    const checklist = coverageChecklist(
      'hospital-bed',
      {
        medicalCondition: 'CHF with orthopnea; weighs 380 lbs',
        regularBedIssues: 'Requires head of bed elevated more than 30 degrees. Pillows and wedges have been tried and are not effective.',
        physicianExam: 'Face-to-face examination completed by physician',
      },
      { today: TODAY },
    );
    expect([checklist.documentedCount, checklist.total]).toEqual([2, 4]);
    expect(checklist.criteria[0].evidence.map((e) => [e.field, e.matched, e.how])).toEqual([
      ['regularBedIssues', 'more than 30 degrees', 'head elevation "more than 30 degrees" is above 30°'],
      ['medicalCondition', 'CHF', 'names heart failure'],
      // The claim now runs to the outcome: "tried" alone rules nothing out.
      ['regularBedIssues', 'Pillows and wedges have been tried and are not effective', 'says pillows or wedges were ruled out'],
    ]);
    expect(checklist.hcpcs[0].reason).toBe(
      'Weight over 350 lb and not over 600 lb (heavy duty extra wide) — weight 380 lb ("Medical Condition and Symptoms")',
    );
    expect(checklist.warnings.map((w) => w.id)).toEqual(['face-to-face-undated']);
    expect(checklist.weight).toMatchObject({ pounds: 380, comparator: 'exactly', text: '380 lbs', field: 'medicalCondition' });
  });
});

describe('issue 21: "documented" needs evidence that survives its context', () => {
  const check = (equipment: Equipment, answers: Record<string, string>) => coverageChecklist(equipment, answers, { today: TODAY });
  const criterion = (equipment: Equipment, answers: Record<string, string>, id: string) =>
    check(equipment, answers).criteria.find((c) => c.id === id);

  it('is unclear, with the doubt quoted, when the answers elsewhere contradict the evidence', () => {
    const result = check('hospital-bed', {
      medicalCondition: 'CHF with orthopnea',
      // "Pillows tried" alone no longer rules them out: the evidence needs its outcome.
      regularBedIssues: 'HOB elevated 40 degrees; pillows tried without relief',
      plannedUseAndBenefits: 'Currently sleeps well propped on 3 pillows',
    });
    const bed = result.criteria.find((c) => c.id === 'bed-qualifying');
    expect(bed?.status).toBe('unclear');
    expect(bed?.doubts).toEqual(['the answers also say pillows or wedges work: "Currently sleeps well propped on 3 pillows"']);
    expect(bed?.missing).toEqual(['that pillows or wedges were considered and ruled out']);
    expect(result.unclearCount).toBe(1);
    expect(result.hcpcs.map((h) => h.code)).not.toContain('E0250');
  });

  it('is unclear when the same fact is also said to be awaited', () => {
    const order = criterion('walker', { medicalNecessity: 'Signed order on file. Awaiting signed order from PCP.' }, 'written-order');
    expect(order).toMatchObject({ status: 'unclear', doubts: ['the answers also say it is awaited: "Awaiting signed order from PCP"'] });
  });

  it('says why hedged, negated or wrongly signed evidence does not count', () => {
    expect(criterion('wheelchair', { physicianExam: 'F2F 2 wk ago; awaiting signed order' }, 'written-order')?.missing).toEqual([
      'a statement that the signed written order is on file — the answers say it is awaited: "awaiting signed order"',
    ]);
    expect(criterion('hospital-bed', { physicianExam: 'Order signed by PT and faxed to supplier' }, 'written-order')?.missing).toEqual([
      'a statement that the signed written order is on file — the answers say it was signed by PT, not by the treating practitioner (physician, NP, PA or CNS): "Order signed by PT and faxed to supplier"',
    ]);
    expect(criterion('commode', { toiletingLimitation: 'Not confined to one room' }, 'commode-confinement')?.missing).toEqual([
      'confined to a single room — the answers say the opposite: "Not confined to one room"',
    ]);
    expect(
      criterion(
        'hospital-bed',
        { medicalCondition: 'CHF', regularBedIssues: 'HOB 45 degrees at night; pillows were tried and are effective' },
        'bed-qualifying',
      )?.missing,
    ).toEqual([
      'that pillows or wedges were considered and ruled out — the answers say pillows or wedges work: "pillows were tried and are effective"',
    ]);
  });

  it("a face-to-face by a therapist is not the practitioner's, and is warned about", () => {
    const result = check('hospital-bed', { physicianExam: 'F2F eval by PT 2 weeks ago' });
    expect(result.criteria.find((c) => c.id === 'face-to-face')?.missing).toEqual([
      'a face-to-face exam and when it took place (within the last 6 months) — the answers say it was with PT, not the treating practitioner (physician, NP, PA or CNS): "F2F eval by PT 2 weeks ago"',
    ]);
    expect(result.warnings.map((w) => w.id)).toContain('face-to-face-wrong-actor');
    expect(criterion('wheelchair', { physicianExam: 'F2F exam completed 7 months ago' }, 'face-to-face')?.missing[0]).toMatch(
      /— the answers say it was 7 months ago, more than 6 months ago/,
    );
    expect(criterion('wheelchair', { physicianExam: 'F2F scheduled next week' }, 'face-to-face')?.missing[0]).toMatch(
      /— the answers say it has not happened yet/,
    );
    expect(criterion('wheelchair', { physicianExam: 'F2F done' }, 'face-to-face')?.missing[0]).toMatch(
      /— the answers do not say when: "F2F done"/,
    );
  });

  it('reads numbers in words and unitless weights, without a false heavy-duty warning', () => {
    const walker = check('walker', { walkerType: 'Heavy duty walker', mobilityLimitation: 'Pt weighs 3 hundred 60 pounds' });
    expect(walker.weight).toMatchObject({ pounds: 360, text: '3 hundred 60 pounds' });
    expect(walker.warnings.map((w) => w.id)).not.toContain('walker-heavy-duty-weight');
    expect(check('commode', { medicalImpairments: 'Obesity, wt: 360' }).weight?.pounds).toBe(360);
  });

  it('a former weight is neither the weight read nor a conflict', () => {
    const result = check('hospital-bed', { medicalCondition: 'Weighed 380 lb last year; current weight 290 lb' });
    expect(result.weight?.pounds).toBe(290);
    expect(result.warnings.map((w) => w.id)).not.toContain('weight-conflict');
  });

  it('warns when the answers say a cane would do for a walker, and not when a cane is ruled out', () => {
    const warning = check('walker', {
      insufficientAlternatives: 'Pt safe with SPC in home; walker preferred for long distances',
    }).warnings.find((w) => w.id === 'walker-cane-sufficient');
    expect(warning).toMatchObject({ field: 'insufficientAlternatives', source: expect.stringContaining('LCD L33733 Canes and Crutches') });
    expect(warning?.message).toContain('"safe with SPC"');
    for (const text of ['Unsafe with cane, LOB x2', 'Not safe with SPC', 'Cane insufficient, needs bilateral support']) {
      expect(check('walker', { insufficientAlternatives: text }).warnings.map((w) => w.id)).not.toContain('walker-cane-sufficient');
    }
  });

  it.each(EQUIPMENT)('%s: every warning cites its source', (equipment) => {
    const rules = {
      wheelchair: WHEELCHAIR_COVERAGE,
      'hospital-bed': HOSPITAL_BED_COVERAGE,
      commode: COMMODE_COVERAGE,
      walker: WALKER_COVERAGE,
    }[equipment];
    for (const warning of rules.warnings)
      expect({ id: warning.id, source: warning.source }).toEqual({
        id: warning.id,
        source: expect.stringMatching(/LCD L\d{5}|A\d{5}|Face-to-face|PDAC|HIPAA|NCD/),
      });
    expect(rules.weightSource).toMatch(/LCD L\d{5}/);
  });
});
