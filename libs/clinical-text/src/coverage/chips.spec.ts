/**
 * Clinicians fill the letter forms mostly with the quick-pick chips, so each chip is checked against
 * the criterion it is meant to document. A chip that documents nothing (a diagnosis, an accessory) or
 * less than its wording suggests is listed with the reason — those are findings for the catalogue.
 */
import { letterFields } from '../catalogue';
import { EQUIPMENT, type Equipment } from '../types';
import { coverageChecklist } from './checklist';

const TODAY = new Date(2026, 2, 10);
type Answers = Record<string, string>;

type Effect =
  /** Fills the whole criterion (given `with` for its other parts). */
  | { documents: string; with?: Answers }
  /** Fills one part of a criterion: `need` leaves `missing`. */
  | { part: string; need: string; with?: Answers }
  /** Makes a feature criterion apply. */
  | { requests: string }
  | { hcpcs: string }
  | { warning: string }
  /** Found but left unclear: what the chip says is not enough alone, for the reason given. */
  | { unclear: string; why: string }
  /** Documents nothing, for the reason given. */
  | { none: string };

interface ChipCase {
  readonly field: string;
  readonly chip: string;
  readonly effect: Effect;
}

const NEEDS = {
  cane: 'why a cane is not sufficient',
  walker: 'why a walker is not sufficient',
  access: 'access between rooms (doorways, hallways wide enough)',
  space: 'maneuvering space',
  surfaces: 'floor surfaces the wheelchair can roll on',
  benefit: 'how the wheelchair will significantly improve MRADL participation',
  available: 'a caregiver who is available',
  willing: 'a caregiver who is willing',
  heart: 'the reason: congestive heart failure, chronic pulmonary disease or aspiration',
  elevation: 'head of bed elevated more than 30° most of the time',
  pillows: 'that pillows or wedges were considered and ruled out',
  noToiletOnLevel: 'no toilet on that level',
  impairment: 'the mobility limitation (balance, gait, strength, endurance)',
  mradl: 'which MRADL in the home it prevents, makes unsafe or slows (e.g. walking to the bathroom)',
};
const DIAGNOSIS = 'a diagnosis alone documents no LCD criterion';
const ACCESSORY = 'accessories fall under another LCD (Wheelchair Options/Accessories, L33792)';

const CHIPS: Record<Equipment, ChipCase[]> = {
  wheelchair: [
    {
      field: 'mobilityLimitation',
      chip: 'Unable to ambulate household distances safely',
      effect: { documents: 'wheelchair-a', with: { mrADLsAffected: 'Bathing' } },
    },
    {
      field: 'mobilityLimitation',
      chip: 'Ambulation limited to 10 feet due to fatigue and dyspnea',
      effect: { documents: 'wheelchair-a', with: { mrADLsAffected: 'Bathing' } },
    },
    {
      field: 'mobilityLimitation',
      chip: 'High fall risk with ambulation',
      effect: { documents: 'wheelchair-a', with: { mrADLsAffected: 'Bathing' } },
    },
    { field: 'mobilityLimitation', chip: 'Unable to complete MRADLs in a reasonable time', effect: { documents: 'wheelchair-a' } },
    { field: 'medicalDiagnosis', chip: 'Severe osteoarthritis of bilateral knees', effect: { none: DIAGNOSIS } },
    { field: 'medicalDiagnosis', chip: 'CHF with exertional dyspnea', effect: { none: DIAGNOSIS } },
    { field: 'medicalDiagnosis', chip: 'COPD', effect: { none: DIAGNOSIS } },
    { field: 'medicalDiagnosis', chip: 'Late effects of CVA', effect: { none: DIAGNOSIS } },
    { field: 'medicalDiagnosis', chip: 'Parkinson disease', effect: { none: DIAGNOSIS } },
    { field: 'lesserAids', chip: 'Cane insufficient due to poor balance', effect: { part: 'wheelchair-b', need: NEEDS.cane } },
    { field: 'lesserAids', chip: 'Walker insufficient due to limited endurance', effect: { documents: 'wheelchair-b' } },
    { field: 'lesserAids', chip: 'Unable to safely use walker due to upper extremity weakness', effect: { documents: 'wheelchair-b' } },
    { field: 'lesserAids', chip: 'Continues to fall despite use of walker', effect: { documents: 'wheelchair-b' } },
    ...['Toileting', 'Feeding', 'Dressing', 'Grooming', 'Bathing'].map((chip) => ({
      field: 'mrADLsAffected',
      chip,
      effect: { documents: 'wheelchair-a', with: { mobilityLimitation: 'Unable to ambulate household distances safely' } },
    })),
    { field: 'homeAccessibility', chip: 'Doorways wide enough for wheelchair', effect: { part: 'wheelchair-c', need: NEEDS.access } },
    {
      field: 'homeAccessibility',
      chip: 'Adequate turning space in main living areas',
      effect: { part: 'wheelchair-c', need: NEEDS.space },
    },
    { field: 'homeAccessibility', chip: 'Level floor surfaces throughout', effect: { part: 'wheelchair-c', need: NEEDS.surfaces } },
    {
      field: 'homeAccessibility',
      chip: 'Ramp at entrance',
      effect: { none: 'an entrance ramp is not access between rooms, space or surfaces inside the home' },
    },
    { field: 'propulsionAbility', chip: 'Able to self-propel household distances', effect: { documents: 'wheelchair-f-or-g' } },
    {
      field: 'propulsionAbility',
      chip: 'Able to self-propel with bilateral upper extremities',
      effect: { documents: 'wheelchair-f-or-g' },
    },
    // Finding: says "available and willing" but not "able" (criterion G names all three).
    {
      field: 'propulsionAbility',
      chip: 'Caregiver available and willing to propel',
      effect: { part: 'wheelchair-f-or-g', need: NEEDS.willing },
    },
    { field: 'equipmentDetails', chip: 'Standard manual wheelchair', effect: { hcpcs: 'K0001' } },
    { field: 'equipmentDetails', chip: 'Lightweight manual wheelchair', effect: { requests: 'wheelchair-k0003' } },
    { field: 'equipmentDetails', chip: 'Elevating leg rests', effect: { none: ACCESSORY } },
    { field: 'equipmentDetails', chip: 'Seat cushion', effect: { none: ACCESSORY } },
    { field: 'equipmentDetails', chip: 'Anti-tippers', effect: { none: ACCESSORY } },
    {
      field: 'expectedBenefit',
      chip: 'Will allow patient to complete MRADLs safely and in a timely manner',
      effect: { part: 'wheelchair-d', need: NEEDS.benefit },
    },
    { field: 'expectedBenefit', chip: 'Will reduce fall risk within the home', effect: { part: 'wheelchair-d', need: NEEDS.benefit } },
    { field: 'expectedBenefit', chip: 'Will allow access to bathroom and kitchen', effect: { part: 'wheelchair-d', need: NEEDS.benefit } },
    { field: 'physicianExam', chip: 'Face-to-face examination completed by physician', effect: { warning: 'face-to-face-undated' } },
    { field: 'physicianExam', chip: 'Written order on file', effect: { documents: 'written-order' } },
    {
      field: 'physicianExam',
      chip: 'Mobility evaluation documented in medical record',
      effect: { none: 'names no encounter with the treating practitioner and no timing' },
    },
    ...['Lifetime', '12 months', '6 months', '99 months'].map((chip) => ({
      field: 'durationOfNeed',
      chip,
      effect: { none: 'a duration of 3 months or more raises no warning' },
    })),
  ],
  'hospital-bed': [
    {
      field: 'medicalCondition',
      chip: 'CHF with orthopnea',
      effect: { part: 'bed-qualifying', need: NEEDS.heart, with: { regularBedIssues: 'HOB elevated 45 degrees' } },
    },
    {
      field: 'medicalCondition',
      chip: 'COPD with dyspnea when lying flat',
      effect: { part: 'bed-qualifying', need: NEEDS.heart, with: { regularBedIssues: 'HOB elevated 45 degrees' } },
    },
    {
      field: 'medicalCondition',
      chip: 'Risk of aspiration',
      effect: { part: 'bed-qualifying', need: NEEDS.heart, with: { regularBedIssues: 'HOB elevated 45 degrees' } },
    },
    {
      field: 'medicalCondition',
      chip: 'Stage 3 pressure injury',
      effect: { none: 'a pressure injury is not one of the four reasons unless the positioning need is stated' },
    },
    {
      field: 'medicalCondition',
      chip: 'Severe arthritis limiting bed mobility',
      effect: { none: 'limited bed mobility is not one of the four reasons unless the positioning need is stated' },
    },
    {
      field: 'regularBedIssues',
      chip: 'Requires head of bed elevated more than 30 degrees',
      effect: { part: 'bed-qualifying', need: NEEDS.elevation, with: { medicalCondition: 'CHF with orthopnea' } },
    },
    {
      field: 'regularBedIssues',
      chip: 'Requires frequent repositioning not possible in a regular bed',
      effect: { documents: 'bed-qualifying' },
    },
    {
      field: 'regularBedIssues',
      chip: 'Unable to get in and out of a regular bed safely',
      effect: {
        none: 'getting in and out of bed is not a fixed-height reason (it supports variable height only with bed height and transfers)',
      },
    },
    {
      field: 'regularBedIssues',
      chip: 'Pillows and wedges have been tried and are not effective',
      effect: { part: 'bed-qualifying', need: NEEDS.pillows, with: { medicalCondition: 'CHF with orthopnea. HOB elevated 45 degrees' } },
    },
    { field: 'bedFeatures', chip: 'Head elevation', effect: { none: 'names a feature, not a need' } },
    { field: 'bedFeatures', chip: 'Knee elevation', effect: { none: 'names a feature, not a need' } },
    { field: 'bedFeatures', chip: 'Adjustable height', effect: { requests: 'bed-variable-height' } },
    { field: 'bedFeatures', chip: 'Side rails', effect: { none: 'names a feature, not a need' } },
    { field: 'variableHeight', chip: 'Requires bed height adjustment for safe transfers', effect: { documents: 'bed-variable-height' } },
    // Finding: the LCD ties variable height to the patient's transfers, not the caregiver's work.
    {
      field: 'variableHeight',
      chip: 'Caregiver requires adjustable height to provide care safely',
      effect: { requests: 'bed-variable-height' },
    },
    { field: 'semiElectric', chip: 'Requires frequent changes in body position', effect: { documents: 'bed-semi-electric' } },
    { field: 'semiElectric', chip: 'Needs immediate position changes for symptom relief', effect: { documents: 'bed-semi-electric' } },
    { field: 'semiElectric', chip: 'Patient able to operate controls independently', effect: { requests: 'bed-semi-electric' } },
    { field: 'heavyDuty', chip: 'Not required', effect: { none: 'declines the heavy duty bed' } },
    { field: 'heavyDuty', chip: 'Patient weight exceeds 350 lbs', effect: { documents: 'bed-heavy-duty' } },
    { field: 'heavyDuty', chip: 'Requires extra-wide bed surface', effect: { requests: 'bed-heavy-duty' } },
    ...['Full-length side rails', 'Half rails', 'Trapeze bar', 'Pressure-reducing mattress', 'Overbed table'].map((chip) => ({
      field: 'accessories',
      chip,
      effect: { none: 'accessories have their own criteria in the LCD, not checked here' },
    })),
    ...[
      'Caregiver available 24 hours',
      'Caregiver trained in safe bed use',
      'Patient able to use bed controls independently',
      'Requires assistance for bed mobility',
    ].map((chip) => ({ field: 'caregiverAbilities', chip, effect: { none: 'the bed LCD has no caregiver criterion' } })),
    ...[
      'Bed will be placed in first-floor living room',
      'Adequate space for bed and caregiver access',
      'Electrical outlet available near bed location',
    ].map((chip) => ({
      field: 'homeSetup',
      chip,
      effect: { none: 'the bed LCD has no home setup criterion' },
    })),
    ...[
      'Will reduce risk of aspiration',
      'Will promote pressure injury healing',
      'Will improve breathing while resting',
      'Will allow safe transfers in and out of bed',
    ].map((chip) => ({
      field: 'plannedUseAndBenefits',
      chip,
      effect: { none: 'a benefit is not one of the four reasons on its own' },
    })),
    { field: 'physicianExam', chip: 'Face-to-face examination completed by physician', effect: { warning: 'face-to-face-undated' } },
    { field: 'physicianExam', chip: 'Standard written order on file', effect: { documents: 'written-order' } },
    ...['Lifetime', '12 months', '6 months', '99 months'].map((chip) => ({
      field: 'expectedTimeframe',
      chip,
      effect: { none: 'no timeframe rule for beds' },
    })),
  ],
  commode: [
    { field: 'toiletingLimitation', chip: 'Confined to one room', effect: { documents: 'commode-confinement' } },
    {
      field: 'toiletingLimitation',
      chip: 'Confined to one level of the home without a toilet',
      effect: { documents: 'commode-confinement' },
    },
    { field: 'toiletingLimitation', chip: 'No toilet facilities in the home', effect: { documents: 'commode-confinement' } },
    // Finding: urgency is not one of the LCD's three situations; the confinement warning stays.
    { field: 'toiletingLimitation', chip: 'Unable to reach the bathroom in time', effect: { documents: 'commode-incapable' } },
    ...[
      'Severe lower extremity weakness',
      'Exertional dyspnea',
      'Urinary urgency and frequency',
      'Impaired balance',
      'Post-operative weight-bearing restrictions',
    ].map((chip) => ({
      field: 'medicalImpairments',
      chip,
      effect: { none: 'an impairment is not a confinement statement' },
    })),
    {
      field: 'homeLayoutBarriers',
      chip: 'Only bathroom is on the second floor',
      effect: { part: 'commode-confinement', need: NEEDS.noToiletOnLevel, with: { toiletingLimitation: 'Unable to climb stairs' } },
    },
    {
      field: 'homeLayoutBarriers',
      chip: 'Bathroom too far from bedroom for safe ambulation',
      effect: { none: 'distance is not one of the three situations' },
    },
    {
      field: 'homeLayoutBarriers',
      chip: 'Bathroom doorway too narrow for walker',
      effect: { none: 'a narrow doorway is not one of the three situations' },
    },
    { field: 'useAndAssistance', chip: 'Will be used at bedside day and night', effect: { documents: 'commode-standalone' } },
    {
      field: 'useAndAssistance',
      chip: 'Caregiver will assist with transfers and emptying',
      effect: { none: 'no caregiver criterion for commodes' },
    },
    {
      field: 'useAndAssistance',
      chip: 'Patient able to transfer with supervision',
      effect: { none: 'no transfer criterion for a fixed-arm commode' },
    },
    {
      field: 'standaloneDevice',
      chip: 'Will be used as a standalone bedside commode, not placed over a toilet',
      effect: { documents: 'commode-standalone' },
    },
    ...['Multiple times daily', 'Nightly', '3 months', '6 months', 'Lifetime'].map((chip) => ({
      field: 'frequencyDuration',
      chip,
      effect: { none: 'no frequency rule for commodes' },
    })),
    { field: 'medicalNecessity', chip: 'Physician order signed before delivery', effect: { documents: 'written-order' } },
    { field: 'medicalNecessity', chip: 'Required for safe toileting in the home', effect: { none: 'states a need, not a confinement' } },
  ],
  walker: [
    ...[
      'Impaired balance with ambulation',
      'Decreased lower extremity strength',
      'Unsteady gait with loss of balance',
      'Limited endurance',
    ].map((chip) => ({
      field: 'mobilityLimitation',
      chip,
      effect: { part: 'walker-mradl', need: NEEDS.impairment, with: { mrADLsImpact: 'Unable to safely walk to the bathroom' } },
    })),
    ...[
      'Unable to safely walk to the bathroom',
      'Unable to carry items while walking in the kitchen',
      'Requires assistance to reach the bedroom',
    ].map((chip) => ({
      field: 'mrADLsImpact',
      chip,
      effect: { documents: 'walker-mradl', with: { mobilityLimitation: 'Limited endurance' } },
    })),
    ...['Cane does not provide adequate support', 'Requires bilateral upper extremity support', 'Continues to lose balance with cane'].map(
      (chip) => ({
        field: 'insufficientAlternatives',
        chip,
        effect: { none: 'the walker LCD does not ask to rule out a cane' },
      }),
    ),
    // What the walker will do is a prediction: a reviewer looks for what was seen (decision 0168).
    ...['Will reduce fall risk', 'Will allow independent household ambulation'].map((chip) => ({
      field: 'safetyIndependence',
      chip,
      effect: { unclear: 'walker-resolves', why: 'the answers say only what it will do' },
    })),
    { field: 'safetyIndependence', chip: 'Demonstrated safe use during evaluation', effect: { documents: 'walker-safe-use' } },
    { field: 'walkerType', chip: 'Standard pickup walker', effect: { hcpcs: 'E0135' } },
    { field: 'walkerType', chip: 'Two-wheeled walker', effect: { hcpcs: 'E0143' } },
    { field: 'walkerType', chip: 'Four-wheeled rollator with seat', effect: { hcpcs: 'E0143' } },
    { field: 'walkerType', chip: 'Heavy-duty bariatric walker', effect: { requests: 'walker-heavy-duty' } },
    { field: 'specialFeatures', chip: 'Seat needed for rest breaks due to limited endurance', effect: { hcpcs: 'E0156' } },
    { field: 'specialFeatures', chip: 'Hand brakes needed for safe control', effect: { warning: 'walker-hand-brakes' } },
    { field: 'specialFeatures', chip: 'Heavy-duty frame for patient weight', effect: { requests: 'walker-heavy-duty' } },
    { field: 'specialFeatures', chip: 'No special features required', effect: { none: 'declines features' } },
    { field: 'patientCapability', chip: 'Able to use walker safely', effect: { documents: 'walker-safe-use' } },
    { field: 'patientCapability', chip: 'Demonstrates safe use of hand brakes', effect: { documents: 'walker-safe-use' } },
    { field: 'patientCapability', chip: 'Follows instructions for safe use', effect: { documents: 'walker-safe-use' } },
    ...['Adequate space to maneuver walker', 'Level floor surfaces', 'Throw rugs removed'].map((chip) => ({
      field: 'homeEnvironment',
      chip,
      effect: { none: 'the walker LCD has no home criterion' },
    })),
    ...['Lifetime', '12 months', '6 months', '3 months'].map((chip) => ({
      field: 'durationOfNeed',
      chip,
      effect: { none: 'no duration rule for walkers' },
    })),
    { field: 'medicalNecessity', chip: 'Signed and dated physician order on file', effect: { documents: 'written-order' } },
    {
      field: 'medicalNecessity',
      chip: 'Required for safe ambulation in the home',
      effect: { none: 'states a need without saying the walker resolves it' },
    },
  ],
};

const run = (equipment: Equipment, answers: Answers) => coverageChecklist(equipment, answers, { today: TODAY });
const find = (equipment: Equipment, answers: Answers, id: string) => run(equipment, answers).criteria.find((c) => c.id === id);

describe.each(EQUIPMENT)('%s chips', (equipment) => {
  it('every chip of the form is reviewed here', () => {
    const chips = letterFields(equipment).flatMap((field) => field.chips.map((chip) => `${field.key}: ${chip}`));
    expect(CHIPS[equipment].map((c) => `${c.field}: ${c.chip}`).sort()).toEqual(chips.sort());
  });

  it.each(CHIPS[equipment].map((c) => [c.chip, c] as const))('"%s"', (_chip, { field, chip, effect }) => {
    const base = 'with' in effect && effect.with ? effect.with : {};
    const filled = { ...base, [field]: chip };
    if ('documents' in effect) {
      const result = find(equipment, filled, effect.documents);
      expect(result?.status).toBe('documented');
      expect(result?.evidence.some((e) => e.field === field && chip.includes(e.matched))).toBe(true);
      expect(find(equipment, base, effect.documents)?.status).not.toBe('documented');
    } else if ('part' in effect) {
      const result = find(equipment, filled, effect.part);
      expect(result?.missing).not.toContain(effect.need);
      expect(result?.evidence.some((e) => e.field === field)).toBe(true);
      expect(find(equipment, base, effect.part)?.evidence.length).toBeLessThan(result?.evidence.length as number);
    } else if ('unclear' in effect) {
      const result = find(equipment, filled, effect.unclear);
      expect(result?.status).toBe('unclear');
      expect(result?.evidence.some((e) => e.field === field && chip.includes(e.matched))).toBe(true);
      expect(result?.doubts.some((d) => d.startsWith(effect.why))).toBe(true);
    } else if ('requests' in effect) {
      expect(run(equipment, filled).criteria.map((c) => c.id)).toContain(effect.requests);
      expect(run(equipment, base).criteria.map((c) => c.id)).not.toContain(effect.requests);
    } else if ('hcpcs' in effect) {
      expect(run(equipment, filled).hcpcs.map((h) => h.code)).toContain(effect.hcpcs);
    } else if ('warning' in effect) {
      expect(run(equipment, filled).warnings.map((w) => w.id)).toContain(effect.warning);
    } else {
      const result = run(equipment, filled);
      expect(result.documentedCount).toBe(0);
      expect(result.hcpcs).toEqual([]);
      expect(effect.none).not.toBe('');
    }
  });
});
