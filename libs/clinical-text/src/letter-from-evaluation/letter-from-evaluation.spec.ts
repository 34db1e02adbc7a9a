import { letterFields, FORMS } from '../catalogue';
import { coverageChecklist } from '../coverage';
import * as clinicalText from '../index';
import { EQUIPMENT, type Equipment } from '../types';
import { EVALUATION_DISCIPLINES, EVALUATION_TO_LETTER, letterFromEvaluation, type EvaluationDiscipline } from '.';

// Fictional evaluations, every field filled: invented text, no real patient.
const PT_EVALUATION = {
  subjective: {
    patientInfo: '82 yo F, referred for home health PT after a fall at home',
    medicalHistory: 'HTN, DM2, B knee OA',
    medicationReconciliation: 'Completed; 7 meds reviewed, no discrepancies',
    medicationManager: 'Self, with weekly pill organizer',
    medicationUnderstanding: 'Knows purpose of all meds',
    currentLivingSituation: 'Lives with spouse in 1-story home, 2 steps to enter, no rail',
    homeEnvironment: 'Spouse provides SBA for showers; needs Min A to get to the bathroom at night',
    homeSafetyConcerns: 'Throw rugs in hallway, dim lighting',
    currentEquipment: 'SPC, shower chair',
    recommendedEquipment: 'Four-wheeled walker',
    priorFunction: 'Independent household ambulator without device',
    currentFunction: 'Amb 40 ft with SPC and CGA; unable to walk to the bathroom safely',
    fallHistory: '2 falls in past 3 months',
    pain: 'R knee pain 5/10 with walking',
    goals: 'Walk to the kitchen without a fall',
    additionalInformation: 'Small cat in the home',
  },
  objective: {
    vitals: 'BP 128/76, HR 72, SpO2 97% on RA',
    strength: 'B hip flexion 3+/5, B knee extension 4-/5',
    bedMobility: 'Rolling Mod I with rail',
    supineToSitTransfers: 'Min A with bed flat',
    sitToStandTransfers: 'CGA from standard chair',
    ambulation: '40 ft with SPC and CGA, 1 loss of balance',
    gaitImpairments: 'Decreased step length, wide BOS',
    tugScore: '18 sec',
    tinettiScore: '17/28',
    sitToStandScore: '8 reps',
    otherOutcomeMeasures: 'Berg 40/56',
  },
  assessment: {
    assessment: 'Decreased LE strength and balance limit safe household ambulation',
    goals: 'Amb 150 ft with RW, Mod I, in 4 weeks',
  },
  plan: {
    interventions: 'Gait training, balance training',
    frequency: '2x/week for 4 weeks',
    hepUpdates: 'Seated marching 2x10',
    shortTermGoals: 'Sit to stand with SBA in 2 weeks',
  },
};

const OT_EVALUATION = {
  subjective: {
    ageGenderReferral: '76 yo M, referred for home health OT after a CVA',
    medicalHistory: 'L CVA with R hemiparesis, CHF',
    medicationReconciliation: 'Completed; 9 meds reviewed',
    medicationManager: 'Daughter',
    medicationUnderstanding: 'Needs teaching on new meds',
    currentLivingSituation: 'Lives with daughter, who is home evenings and weekends',
    homeEnvironment: '1-story home, 2 steps to enter, tub/shower combo, bedroom next to bathroom',
    safetyConcerns: 'No grab bars in bathroom, clutter in walkway',
    currentEquipment: 'Hemi-walker, tub bench',
    recommendedEquipment: 'Grab bars by toilet',
    priorFunction: 'Independent in ADLs; drove',
    currentFunction: 'Min A for LB dressing; CGA for toileting',
    fallHistory: '1 fall in past month, in the bathroom',
    pain: 'R shoulder pain 3/10 with reaching',
    goals: 'Dress self without help',
    additionalInformation: 'Held without an input',
  },
  objective: {
    vitals: 'BP 136/80, HR 78',
    upperExtremity: 'R shoulder flexion 0-90°, R grip 10 lb; L UE WFL',
    cognitiveScreening: 'A&O x4, needs cues to sequence tasks',
    functionalTests: 'UB dressing set-up; LB dressing Min A; toilet transfer CGA',
    balanceScores: 'Sitting balance good; standing balance poor; Berg 38/56',
    environmentalObservations: 'Narrow bathroom door, low toilet',
    assistiveDevice: 'Hemi-walker for mobility; reacher for LB dressing',
  },
  assessment: { assessment: 'R UE weakness and poor standing balance limit safe ADLs', goals: 'LB dressing Mod I with AE in 4 weeks' },
  plan: {
    interventions: 'ADL retraining, AE training',
    frequency: '2x/week for 4 weeks',
    homeProgram: 'Theraputty grip exercises daily',
    shortTermGoals: 'Toilet transfer with SBA in 2 weeks',
  },
};

// What the PT evaluation says of the mobility limitation, with each measure's cited interpretation
// (Tinetti's bands are unconfirmed, so its typed text stands alone).
const PT_MOBILITY =
  'Current function: Amb 40 ft with SPC and CGA; unable to walk to the bathroom safely; ' +
  'Ambulation: 40 ft with SPC and CGA, 1 loss of balance; Gait: Decreased step length, wide BOS; ' +
  'Strength: B hip flexion 3+/5, B knee extension 4-/5; Fall history: 2 falls in past 3 months; ' +
  PT_MEASURES();

function PT_MEASURES(): string {
  return (
    'TUG: 18 sec; TUG of 18 s exceeds the 12 s cut-off associated with increased fall risk (CDC STEADI, 2017). ' +
    '30 second sit to stand: 8 reps; 30-Second Chair Stand of 8 stands is below average for a woman aged 82 ' +
    '(below average: under 9 for women 80–84; CDC STEADI, 2017), which indicates a risk for falls. ' +
    'Tinetti: 17/28; Outcome measures: Berg 40/56; Berg Balance Scale of 40/56 is below the 45/56 cut-off ' +
    'associated with increased fall risk (Muir et al., 2008).'
  );
}

const PT_ASSISTANCE = 'Assistance at home: Spouse provides SBA for showers; needs Min A to get to the bathroom at night';
const PT_HOME = 'Lives with spouse in 1-story home, 2 steps to enter, no rail';
const PT_HOME_AND_HAZARDS = `${PT_HOME}; Home safety concerns: Throw rugs in hallway, dim lighting`;
const PT_DIAGNOSIS = '82 yo F, referred for home health PT after a fall at home; PMH: HTN, DM2, B knee OA';

const OT_BALANCE =
  'Balance: Sitting balance good; standing balance poor; Berg 38/56; Berg Balance Scale of 38/56 is below the 45/56 ' +
  'cut-off associated with increased fall risk (Muir et al., 2008).';
const OT_MOBILITY = `${OT_BALANCE} Fall history: 1 fall in past month, in the bathroom`;
const OT_ADLS =
  'Current function: Min A for LB dressing; CGA for toileting; ADL performance: UB dressing set-up; LB dressing Min A; toilet transfer CGA';
const OT_DEVICES =
  'Current equipment: Hemi-walker, tub bench; Devices used at evaluation: Hemi-walker for mobility; reacher for LB dressing';
const OT_LAYOUT =
  '1-story home, 2 steps to enter, tub/shower combo, bedroom next to bathroom; Observed in the home: Narrow bathroom door, low toilet';
const OT_HOME = `${OT_LAYOUT}; Home safety concerns: No grab bars in bathroom, clutter in walkway`;
const OT_SUPPORT = 'Lives with daughter, who is home evenings and weekends';
const OT_DIAGNOSIS = '76 yo M, referred for home health OT after a CVA; PMH: L CVA with R hemiparesis, CHF';

const EVALUATIONS = { pt: PT_EVALUATION, ot: OT_EVALUATION } as const;
const CASES = EQUIPMENT.flatMap((equipment) => EVALUATION_DISCIPLINES.map((discipline) => [equipment, discipline] as const));

const statuses = (equipment: Equipment, letter: Record<string, string>) =>
  Object.fromEntries(coverageChecklist(equipment, letter, { today: new Date(2025, 0, 15) }).criteria.map((c) => [c.id, c.status]));

describe('letterFromEvaluation: walker/rollator', () => {
  it('from a PT evaluation: limitation with measures, help needed at home, equipment, home', () => {
    expect(letterFromEvaluation('walker', 'pt', PT_EVALUATION)).toEqual({
      mobilityLimitation: PT_MOBILITY,
      mrADLsImpact: PT_ASSISTANCE,
      insufficientAlternatives: 'Current equipment: SPC, shower chair',
      homeEnvironment: PT_HOME_AND_HAZARDS,
    });
  });

  it('from an OT evaluation: balance with measures and falls, ADLs, devices, home', () => {
    expect(letterFromEvaluation('walker', 'ot', OT_EVALUATION)).toEqual({
      mobilityLimitation: OT_MOBILITY,
      mrADLsImpact: OT_ADLS,
      insufficientAlternatives: OT_DEVICES,
      homeEnvironment: OT_HOME,
    });
  });

  it("the issue's 82-year-old woman: the measures alone name the fall risk, and no criterion is documented by them", () => {
    const letter = letterFromEvaluation('walker', 'pt', {
      subjective: { patientInfo: '82 yo F' },
      objective: { tugScore: '18 sec', sitToStandScore: '8 reps', tinettiScore: '17/28' },
    });
    expect(letter).toEqual({
      mobilityLimitation:
        'TUG: 18 sec; TUG of 18 s exceeds the 12 s cut-off associated with increased fall risk (CDC STEADI, 2017). ' +
        '30 second sit to stand: 8 reps; 30-Second Chair Stand of 8 stands is below average for a woman aged 82 ' +
        '(below average: under 9 for women 80–84; CDC STEADI, 2017), which indicates a risk for falls. Tinetti: 17/28',
    });
    const checklist = coverageChecklist('walker', letter, { today: new Date(2025, 0, 15) });
    const mradl = checklist.criteria.find((c) => c.id === 'walker-mradl')!;
    // The limitation half of criterion 1 is there (the fall risk); which MRADL it affects is not.
    expect(mradl.status).toBe('not-documented');
    expect(mradl.evidence.map((e) => [e.field, e.how, e.matched])).toEqual([['mobilityLimitation', 'names a mobility impairment', 'fall']]);
    expect(checklist.documentedCount).toBe(0);
  });

  it("the issue's 82-year-old woman, whole evaluation: criterion 1 documented; safe use, resolution and the order are not", () => {
    expect(statuses('walker', letterFromEvaluation('walker', 'pt', PT_EVALUATION))).toEqual({
      'walker-mradl': 'documented',
      'walker-safe-use': 'not-documented',
      'walker-resolves': 'not-documented',
      'face-to-face': 'not-documented',
      'written-order': 'not-documented',
    });
  });
});

describe('letterFromEvaluation: manual wheelchair', () => {
  it('from a PT evaluation: limitation with measures, diagnosis, devices, MRADLs, home; nothing of propulsion', () => {
    expect(letterFromEvaluation('wheelchair', 'pt', PT_EVALUATION)).toEqual({
      mobilityLimitation: PT_MOBILITY,
      medicalDiagnosis: PT_DIAGNOSIS,
      lesserAids: 'Current equipment: SPC, shower chair',
      mrADLsAffected: PT_ASSISTANCE,
      homeAccessibility: PT_HOME_AND_HAZARDS,
    });
  });

  it('from an OT evaluation: also propulsion, from the arms and who is at home', () => {
    expect(letterFromEvaluation('wheelchair', 'ot', OT_EVALUATION)).toEqual({
      mobilityLimitation: OT_MOBILITY,
      medicalDiagnosis: OT_DIAGNOSIS,
      lesserAids: OT_DEVICES,
      mrADLsAffected: OT_ADLS,
      homeAccessibility: OT_HOME,
      propulsionAbility: `UE function: R shoulder flexion 0-90°, R grip 10 lb; L UE WFL; ${OT_SUPPORT}`,
    });
  });

  it('never the equipment, the benefit, the exam and order or the duration', () => {
    for (const discipline of EVALUATION_DISCIPLINES) {
      const letter = letterFromEvaluation('wheelchair', discipline, EVALUATIONS[discipline]);
      for (const key of ['equipmentDetails', 'expectedBenefit', 'physicianExam', 'durationOfNeed']) expect(letter).not.toHaveProperty(key);
    }
  });
});

describe('letterFromEvaluation: hospital bed', () => {
  it('from a PT evaluation: condition and pain, help and bed mobility, the home', () => {
    expect(letterFromEvaluation('hospital-bed', 'pt', PT_EVALUATION)).toEqual({
      medicalCondition: `${PT_DIAGNOSIS}; Pain: R knee pain 5/10 with walking`,
      caregiverAbilities: `${PT_ASSISTANCE}; Bed mobility: Rolling Mod I with rail; Supine to sit: Min A with bed flat`,
      homeSetup: PT_HOME,
    });
  });

  it('from an OT evaluation: condition and pain, who is at home, the layout', () => {
    expect(letterFromEvaluation('hospital-bed', 'ot', OT_EVALUATION)).toEqual({
      medicalCondition: `${OT_DIAGNOSIS}; Pain: R shoulder pain 3/10 with reaching`,
      caregiverAbilities: OT_SUPPORT,
      homeSetup: OT_LAYOUT,
    });
  });
});

describe('letterFromEvaluation: bedside commode', () => {
  it('from a PT evaluation: function and falls, impairments with measures, home, help and transfers', () => {
    expect(letterFromEvaluation('commode', 'pt', PT_EVALUATION)).toEqual({
      toiletingLimitation:
        'Current function: Amb 40 ft with SPC and CGA; unable to walk to the bathroom safely; ' +
        'Ambulation: 40 ft with SPC and CGA, 1 loss of balance; Fall history: 2 falls in past 3 months',
      medicalImpairments:
        'PMH: HTN, DM2, B knee OA; Strength: B hip flexion 3+/5, B knee extension 4-/5; Gait: Decreased step length, wide BOS; ' +
        `Pain: R knee pain 5/10 with walking; ${PT_MEASURES()}`,
      homeLayoutBarriers: PT_HOME_AND_HAZARDS,
      useAndAssistance: `${PT_ASSISTANCE}; Sit to stand: CGA from standard chair`,
    });
  });

  it('from an OT evaluation: ADLs and falls, impairments with balance, home, who is at home', () => {
    expect(letterFromEvaluation('commode', 'ot', OT_EVALUATION)).toEqual({
      toiletingLimitation: `${OT_ADLS}; Fall history: 1 fall in past month, in the bathroom`,
      medicalImpairments:
        'PMH: L CVA with R hemiparesis, CHF; UE function: R shoulder flexion 0-90°, R grip 10 lb; L UE WFL; ' +
        `Cognition: A&O x4, needs cues to sequence tasks; Pain: R shoulder pain 3/10 with reaching; ${OT_BALANCE}`,
      homeLayoutBarriers: OT_HOME,
      useAndAssistance: OT_SUPPORT,
    });
  });
});

describe('the mapping table', () => {
  const formField = (discipline: EvaluationDiscipline, section: string, field: string) =>
    FORMS[discipline].sections.find((s) => s.id === section)?.fields.find((f) => f.key === field);

  it.each(EQUIPMENT)(
    '%s: every source is a field its evaluation form asks, every target a field of the letter, in letter order',
    (equipment) => {
      const letterKeys = letterFields(equipment).map((field) => field.key);
      const targets = Object.keys(EVALUATION_TO_LETTER[equipment]);
      expect(targets.length).toBeGreaterThan(0);
      expect(targets).toEqual(letterKeys.filter((key) => targets.includes(key)));
      for (const [target, sources] of Object.entries(EVALUATION_TO_LETTER[equipment])) {
        expect(sources.length).toBeGreaterThan(0);
        for (const source of sources) {
          expect(EVALUATION_DISCIPLINES).toContain(source.discipline);
          const field = formField(source.discipline, source.section, source.field);
          expect({ target, source, asked: field?.input }).toEqual({ target, source, asked: true });
          if (source.prefix !== undefined) expect(source.prefix).toMatch(/^\S.{0,30}\S$/u);
        }
        const names = sources.map((s) => `${s.discipline}.${s.section}.${s.field}`);
        expect(new Set(names).size).toBe(names.length);
      }
    },
  );

  it('never fills what an evaluation cannot say: the order, the duration, the device asked for and its features, the benefit', () => {
    const never: Record<Equipment, string[]> = {
      walker: ['safetyIndependence', 'walkerType', 'specialFeatures', 'patientCapability', 'durationOfNeed', 'medicalNecessity'],
      wheelchair: ['equipmentDetails', 'expectedBenefit', 'physicianExam', 'durationOfNeed'],
      'hospital-bed': [
        'regularBedIssues',
        'bedFeatures',
        'variableHeight',
        'semiElectric',
        'heavyDuty',
        'accessories',
        'plannedUseAndBenefits',
        'physicianExam',
        'expectedTimeframe',
      ],
      commode: ['standaloneDevice', 'frequencyDuration', 'medicalNecessity'],
    };
    for (const equipment of EQUIPMENT) {
      const letterKeys = letterFields(equipment).map((field) => field.key);
      const filled = Object.keys(EVALUATION_TO_LETTER[equipment]);
      expect([...filled, ...never[equipment]].sort()).toEqual([...letterKeys].sort());
    }
  });

  it('is frozen, and exported from the package with the function', () => {
    expect(Object.isFrozen(EVALUATION_TO_LETTER.walker.mobilityLimitation[0])).toBe(true);
    expect(Object.isFrozen(EVALUATION_TO_LETTER['hospital-bed'])).toBe(true);
    expect(clinicalText.letterFromEvaluation).toBe(letterFromEvaluation);
    expect(clinicalText.EVALUATION_TO_LETTER).toBe(EVALUATION_TO_LETTER);
  });
});

describe('reading the answers', () => {
  it.each(CASES)('%s from %s: a blank evaluation fills nothing', (equipment, discipline) => {
    expect(letterFromEvaluation(equipment, discipline, {})).toEqual({});
    const blank = {
      subjective: { currentFunction: '   ', patientInfo: '', ageGenderReferral: '\n' },
      objective: { tugScore: ' ', balanceScores: '' },
    };
    expect(letterFromEvaluation(equipment, discipline, blank)).toEqual({});
  });

  it.each(CASES)('%s from %s: anything at all is read without throwing', (equipment, discipline) => {
    const hostile: unknown[] = [
      null,
      undefined,
      42,
      'subjective',
      [],
      [PT_EVALUATION],
      { subjective: null, objective: 7, assessment: [] },
      { subjective: { currentFunction: 12, currentEquipment: null, fallHistory: ['2 falls'], medicalHistory: { text: 'COPD' } } },
      { objective: { tugScore: 18, balanceScores: true, ambulation: Number.NaN } },
      Object.create({ subjective: { currentFunction: 'inherited, not own' } }),
    ];
    for (const answers of hostile) expect(letterFromEvaluation(equipment, discipline, answers)).toEqual({});
  });

  it('runs no getter and reads no inherited answer', () => {
    const section = Object.create({ currentEquipment: 'inherited walker' });
    Object.defineProperty(section, 'currentFunction', {
      enumerable: true,
      get() {
        throw new Error('getter run');
      },
    });
    expect(letterFromEvaluation('walker', 'pt', { subjective: section })).toEqual({});
  });

  it('an unknown equipment or discipline fills nothing (SN is no evaluation a letter starts from)', () => {
    expect(letterFromEvaluation('walker', 'sn' as EvaluationDiscipline, PT_EVALUATION)).toEqual({});
    expect(letterFromEvaluation('stairlift' as Equipment, 'pt', PT_EVALUATION)).toEqual({});
    expect(letterFromEvaluation('toString' as Equipment, 'pt', PT_EVALUATION)).toEqual({});
  });

  it('nothing leaks between disciplines: a field only the other evaluation has is never read', () => {
    const marker = 'LEAKED';
    const withOtFields = {
      ...PT_EVALUATION,
      subjective: { ...PT_EVALUATION.subjective, ageGenderReferral: `${marker} 1`, safetyConcerns: `${marker} 2` },
      objective: {
        ...PT_EVALUATION.objective,
        balanceScores: `${marker} Berg 30/56`,
        functionalTests: `${marker} 3`,
        upperExtremity: `${marker} 4`,
      },
    };
    const withPtFields = {
      ...OT_EVALUATION,
      subjective: { ...OT_EVALUATION.subjective, patientInfo: `${marker} 5`, homeSafetyConcerns: `${marker} 6` },
      objective: { ...OT_EVALUATION.objective, ambulation: `${marker} 7`, tugScore: `${marker} TUG 20 s`, bedMobility: `${marker} 8` },
    };
    for (const equipment of EQUIPMENT) {
      expect(letterFromEvaluation(equipment, 'pt', withOtFields)).toEqual(letterFromEvaluation(equipment, 'pt', PT_EVALUATION));
      expect(letterFromEvaluation(equipment, 'ot', withPtFields)).toEqual(letterFromEvaluation(equipment, 'ot', OT_EVALUATION));
    }
  });

  it("reads age and sex from the discipline's own patient field only; without them a measure is its typed text", () => {
    const cst = { objective: { balanceScores: '30s CST 8 reps' } };
    // OT's patient field is ageGenderReferral: PT's patientInfo says nothing to an OT evaluation.
    expect(letterFromEvaluation('walker', 'ot', { ...cst, subjective: { patientInfo: '82 yo F' } })).toEqual({
      mobilityLimitation: 'Balance: 30s CST 8 reps',
    });
    expect(letterFromEvaluation('walker', 'ot', { ...cst, subjective: { ageGenderReferral: '82 yo F' } })).toEqual({
      mobilityLimitation:
        'Balance: 30s CST 8 reps; 30-Second Chair Stand of 8 stands is below average for a woman aged 82 ' +
        '(below average: under 9 for women 80–84; CDC STEADI, 2017), which indicates a risk for falls.',
    });
    // A cut-off that needs neither still reads; one outside the norms' ages adds nothing.
    expect(letterFromEvaluation('commode', 'pt', { objective: { tugScore: '9 s', sitToStandScore: '8' } })).toEqual({
      medicalImpairments:
        'TUG: 9 s; TUG of 9 s is below the 12 s cut-off associated with increased fall risk (CDC STEADI, 2017). 30 second sit to stand: 8',
    });
    expect(
      letterFromEvaluation('walker', 'pt', { subjective: { patientInfo: '45 yo M' }, objective: { sitToStandScore: '8 reps' } }),
    ).toEqual({
      mobilityLimitation: '30 second sit to stand: 8 reps',
    });
  });

  it('a measure field whose text names no result keeps only the typed text', () => {
    expect(letterFromEvaluation('walker', 'pt', { objective: { tugScore: 'Unable to complete: needed Mod A to stand' } })).toEqual({
      mobilityLimitation: 'TUG: Unable to complete: needed Mod A to stand',
    });
  });

  it('joins trimmed texts with "; ", and with a space after a text that already ends a sentence', () => {
    const answers = {
      subjective: { currentFunction: '  Amb 20 ft with RW.  ', fallHistory: ' Denies falls! ' },
      objective: { ambulation: ' 20 ft ' },
    };
    expect(letterFromEvaluation('walker', 'pt', answers)).toEqual({
      mobilityLimitation: 'Current function: Amb 20 ft with RW. Ambulation: 20 ft; Fall history: Denies falls!',
    });
  });

  it('is deterministic, and linear on a 60,000-character text in every field (~0.2 s; bound 1 s, best of three)', () => {
    expect(letterFromEvaluation('commode', 'pt', PT_EVALUATION)).toEqual(letterFromEvaluation('commode', 'pt', PT_EVALUATION));
    const long = 'TUG 18 s; Berg 40/56; 82 yo F, amb 40 ft with RW and CGA. '.repeat(1000).slice(0, 60_000);
    const flooded = Object.fromEntries(
      Object.entries(PT_EVALUATION).map(([section, fields]) => [
        section,
        Object.fromEntries(Object.keys(fields).map((key) => [key, long])),
      ]),
    );
    const times = [0, 1, 2].map(() => {
      const start = performance.now();
      const letter = letterFromEvaluation('walker', 'pt', flooded);
      expect(letter.mobilityLimitation.length).toBeGreaterThan(60_000);
      return performance.now() - start;
    });
    expect(Math.min(...times)).toBeLessThan(1000);
  });
});
