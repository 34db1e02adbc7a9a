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
    const odd = { physicianExam: '   ', medicalNecessity: { text: 'x' }, mobilityLimitation: null, toiletingLimitation: [], notAField: 'F2F exam 2 weeks ago' } as unknown as Record<string, string>;
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
        safetyIndependence: 'Will reduce fall risk',
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
        reason: 'A wheeled walker or rollator (two, three or four wheels) and no heavy duty weight — asks for a wheeled walker ("Walker Type")',
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
    const result = coverageChecklist('walker', { walkerType: 'Walker rated 350 lb capacity', mobilityLimitation: '40 lbs, weighs 320 lbs' }, { today: TODAY });
    expect(result.weight).toEqual({ pounds: 320, comparator: 'exactly', text: '320 lbs', field: 'mobilityLimitation', fieldLabel: 'Mobility Limitation' });
  });

  it('rounds a converted weight for display', () => {
    expect(coverageChecklist('walker', { mobilityLimitation: 'weighs 172 kg' }, { today: TODAY }).weight?.pounds).toBe(379.2);
  });

  it('warns when two different weights are documented, not for the same weight in two units', () => {
    const conflict = coverageChecklist('hospital-bed', { medicalCondition: 'weighs 380 lbs', heavyDuty: 'wt 410 lb' }, { today: TODAY });
    expect(conflict.warnings.find((w) => w.id === 'weight-conflict')).toEqual({
      id: 'weight-conflict',
      field: 'heavyDuty',
      message: 'Two different weights are documented: 380 lb in "Medical Condition and Symptoms" and 410 lb in "Heavy Duty/Bariatric". State one current weight.',
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
    'no', 'not', 'unable to', 'ambulate', 'walker', 'cane', 'insufficient', 'confined to', 'one room', 'toilet', 'F2F', 'exam',
    '2 weeks ago', '7 months ago', 'on 3/2/2026', '13/45/2026', 'weighs', '380', 'lbs', '172 kg', '355#', 'HOB', '45 degrees',
    '30°', 'pillows', 'tried', 'CHF', 'semi-electric', 'total electric', 'frequent', 'repositioning', 'regular bed', 'caregiver',
    'available', 'willing', 'able', 'self-propel', 'lightweight', 'standard', 'drop-arm', 'transfers', 'heavy duty', 'hand brakes',
    'seat', 'rollator', 'order on file', 'signed', 'Lifetime', '6 weeks', '.', ',', ';', '\n', 'but', 'denies', '-free', 'Dr.',
  );
  const text = fc.oneof(fc.string(), fc.string({ unit: 'grapheme', maxLength: 60 }), fc.array(words, { maxLength: 16 }).map((w) => w.join(' ')));
  const answersFor = (equipment: Equipment) =>
    fc.dictionary(fc.constantFrom(...letterFields(equipment).map((f) => f.key)), text, { maxKeys: letterFields(equipment).length });
  const today = fc.date({ min: new Date(2000, 0, 1), max: new Date(2100, 11, 31), noInvalidDate: true });

  it.each(EQUIPMENT)('%s: never throws, and documentedCount counts the documented criteria', (equipment) => {
    fc.assert(
      fc.property(answersFor(equipment), today, (answers, day) => {
        const result = coverageChecklist(equipment, answers, { today: day });
        expect(result.documentedCount).toBe(result.criteria.filter((c) => c.status === 'documented').length);
        expect(result.total).toBe(result.criteria.length);
        for (const c of result.criteria) {
          if (c.status === 'documented') expect(c.missing).toEqual([]);
          else expect(c.missing.length).toBeGreaterThan(0);
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
      ['regularBedIssues', 'Pillows and wedges have been tried', 'says pillows or wedges were ruled out'],
    ]);
    expect(checklist.hcpcs[0].reason).toBe('Weight over 350 lb and not over 600 lb (heavy duty extra wide) — weight 380 lb ("Medical Condition and Symptoms")');
    expect(checklist.warnings.map((w) => w.id)).toEqual(['face-to-face-undated']);
    expect(checklist.weight).toMatchObject({ pounds: 380, comparator: 'exactly', text: '380 lbs', field: 'medicalCondition' });
  });
});
