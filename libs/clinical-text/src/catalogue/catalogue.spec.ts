import { detectPhi } from '@clinote/phi-guard';
import { EQUIPMENT_PAGE_TITLES, LETTER_TITLES } from '../titles';
import { DISCIPLINES, EQUIPMENT, SECTIONS, type Discipline, type Equipment, type Section } from '../types';
import { FORMS, letterFields, LETTER_SECTION_TITLE, NOT_IN_NOTE_HINT, soapSection } from './index';

/** docs/product.md §3 "Form fields", copied here on purpose: the catalogue must match it word for word. */
const SPEC_SOAP_KEYS: Record<Discipline, Record<Section, string[]>> = {
  sn: {
    subjective: [
      'ageGenderReferral',
      'primaryDiagnosis',
      'medicalHistory',
      'medicationReconciliation',
      'medicationManagement',
      'symptoms',
      'livingSituation',
      'safetyConcerns',
      'dietaryRestrictions',
      'recentIncidents',
      'wounds',
      'woundDescription',
      'understanding',
      'goals',
    ],
    objective: ['vitals', 'weight', 'appearance', 'signs', 'compliance', 'cognition', 'equipment'],
    assessment: ['healthStatus', 'skilledNeeds', 'potential'],
    plan: ['interventions', 'frequency', 'referrals', 'education', 'shortTermGoals'],
  },
  ot: {
    subjective: [
      'ageGenderReferral',
      'medicalHistory',
      'medicationReconciliation',
      'medicationManager',
      'medicationUnderstanding',
      'currentLivingSituation',
      'homeEnvironment',
      'safetyConcerns',
      'currentEquipment',
      'recommendedEquipment',
      'priorFunction',
      'currentFunction',
      'fallHistory',
      'pain',
      'goals',
      'additionalInformation',
    ],
    objective: [
      'vitals',
      'upperExtremity',
      'cognitiveScreening',
      'functionalTests',
      'balanceScores',
      'environmentalObservations',
      'assistiveDevice',
    ],
    assessment: ['assessment', 'goals'],
    plan: ['interventions', 'frequency', 'homeProgram', 'shortTermGoals'],
  },
  pt: {
    subjective: [
      'patientInfo',
      'medicalHistory',
      'medicationReconciliation',
      'medicationManager',
      'medicationUnderstanding',
      'currentLivingSituation',
      'homeEnvironment',
      'homeSafetyConcerns',
      'currentEquipment',
      'recommendedEquipment',
      'priorFunction',
      'currentFunction',
      'fallHistory',
      'pain',
      'goals',
      'additionalInformation',
    ],
    objective: [
      'vitals',
      'strength',
      'bedMobility',
      'supineToSitTransfers',
      'sitToStandTransfers',
      'ambulation',
      'gaitImpairments',
      'tugScore',
      'tinettiScore',
      'sitToStandScore',
      'otherOutcomeMeasures',
    ],
    assessment: ['assessment', 'goals'],
    plan: ['interventions', 'frequency', 'hepUpdates', 'shortTermGoals'],
  },
};

/** docs/product.md §3: keys and labels of the four letters, in letter order. */
const SPEC_LETTERS: Record<Equipment, [string, string][]> = {
  wheelchair: [
    ['mobilityLimitation', 'Patient Mobility Limitation'],
    ['medicalDiagnosis', 'Medical Diagnosis/Cause'],
    ['lesserAids', 'Attempts with Lesser Aids'],
    ['mrADLsAffected', 'MRADLs Affected'],
    ['homeAccessibility', 'Home Accessibility for Wheelchair'],
    ['propulsionAbility', "Patient's Propulsion Ability"],
    ['equipmentDetails', 'Equipment Details'],
    ['expectedBenefit', 'Expected Benefit'],
    ['physicianExam', 'Physician Face-to-Face Exam'],
    ['durationOfNeed', 'Duration of Need'],
  ],
  'hospital-bed': [
    ['medicalCondition', 'Medical Condition and Symptoms'],
    ['regularBedIssues', "Why a Regular Bed Won't Suffice"],
    ['bedFeatures', 'Hospital Bed Features Needed'],
    ['variableHeight', 'Variable Height'],
    ['semiElectric', 'Semi-Electric'],
    ['heavyDuty', 'Heavy Duty/Bariatric'],
    ['accessories', 'Accessories'],
    ['caregiverAbilities', 'Caregiver and Self-Care Abilities'],
    ['homeSetup', 'Home Setup'],
    ['plannedUseAndBenefits', 'Planned Use and Benefits'],
    ['physicianExam', 'Physician Face-to-Face & Order'],
    ['expectedTimeframe', 'Expected Timeframe of Need'],
  ],
  commode: [
    ['toiletingLimitation', 'Toileting Limitation'],
    ['medicalImpairments', 'Medical Impairments'],
    ['homeLayoutBarriers', 'Home Layout Barriers'],
    ['useAndAssistance', 'Use and Assistance'],
    ['standaloneDevice', 'Standalone Device (Not a Raised Seat)'],
    ['frequencyDuration', 'Frequency & Duration'],
    ['medicalNecessity', 'Medical Necessity & Order'],
  ],
  walker: [
    ['mobilityLimitation', 'Mobility Limitation'],
    ['mrADLsImpact', 'MRADL Impact'],
    ['insufficientAlternatives', 'Insufficient Alternatives'],
    ['safetyIndependence', 'Safety and Independence'],
    ['walkerType', 'Walker Type'],
    ['specialFeatures', 'Special Features'],
    ['patientCapability', "Patient's Capability"],
    ['homeEnvironment', 'Home Environment'],
    ['durationOfNeed', 'Duration of Need'],
    ['medicalNecessity', 'Medical Necessity & Order'],
  ],
};

const AREAS = {
  pt: 'ptEval',
  ot: 'otEval',
  sn: 'snEval',
  wheelchair: 'dmeWheelchair',
  'hospital-bed': 'dmeHospitalBed',
  commode: 'dmeBesideCommode',
  walker: 'dmeWalkerRollator',
} as const;

const allForms = [...DISCIPLINES, ...EQUIPMENT].map((id) => FORMS[id]);
const allFields = allForms.flatMap((form) => form.sections.flatMap((section) => section.fields.map((field) => ({ form, field }))));

describe('SOAP forms', () => {
  it.each(DISCIPLINES)('%s has the spec keys in order, per section', (discipline) => {
    const form = FORMS[discipline];
    expect(form.kind).toBe('soap');
    expect(form.id).toBe(discipline);
    expect(form.sections.map((s) => s.id)).toEqual(SECTIONS);
    for (const section of SECTIONS) {
      expect(soapSection(discipline, section).fields.map((f) => f.key)).toEqual(SPEC_SOAP_KEYS[discipline][section]);
    }
  });

  it('has the spec field counts (SN 14/7/3/5, OT 16/7/2/4)', () => {
    const counts = (d: Discipline) => FORMS[d].sections.map((s) => s.fields.length);
    expect(counts('sn')).toEqual([14, 7, 3, 5]);
    expect(counts('ot')).toEqual([16, 7, 2, 4]);
    expect(counts('pt')).toEqual([16, 11, 2, 4]);
  });

  it('gives each section its heading, letter, title and empty line', () => {
    expect(FORMS.sn.sections.map((s) => [s.letter, s.title, s.heading, s.emptyLine])).toEqual([
      ['S', 'Subjective', 'SUBJECTIVE:', 'No subjective information provided'],
      ['O', 'Objective', 'OBJECTIVE:', 'No objective data recorded'],
      ['A', 'Assessment', 'ASSESSMENT:', 'No assessment provided'],
      ['P', 'Plan', 'PLAN:', 'No plan established'],
    ]);
    for (const d of ['pt', 'ot'] as const) {
      expect(FORMS[d].sections.map((s) => s.emptyLine)).toEqual([
        'No subjective information reported',
        'No objective measurements recorded',
        'No assessment provided',
        'No plan established',
      ]);
    }
  });

  it('uses the PT subjective labels of the spec, in order, and leaves fall history and additional information out', () => {
    const fields = soapSection('pt', 'subjective').fields;
    expect(fields.filter((f) => f.output).map((f) => f.label)).toEqual([
      'Patient is',
      'Past medical history',
      'Medication reconciliation',
      'Medication manager',
      'Medication understanding',
      'Current living situation',
      'Home environment',
      'Home safety concerns',
      'Current equipment',
      'Recommended additional equipment',
      'Prior level of function',
      'Current level of function',
      'Pain assessment',
      'Patient goals',
    ]);
    expect(fields.filter((f) => !f.output).map((f) => f.key)).toEqual(['fallHistory', 'additionalInformation']);
    expect(fields[0]?.style).toBe('patient-is');
  });

  it('asks PT currentLivingSituation as the home environment and homeEnvironment as the level of assistance', () => {
    const byKey = (key: string) => soapSection('pt', 'subjective').fields.find((f) => f.key === key);
    expect(byKey('currentLivingSituation')?.question).toMatch(/^Home environment/);
    expect(byKey('homeEnvironment')?.question).toMatch(/^Level of assistance/);
  });

  it('uses the PT objective labels of the spec, in order, and leaves the two transfer fields out', () => {
    const fields = soapSection('pt', 'objective').fields;
    expect(fields.filter((f) => f.output).map((f) => f.label)).toEqual([
      'Vitals',
      'Strength assessment',
      'Bed mobility',
      'Ambulation',
      'Gait impairments',
      'TUG score',
      'Tinetti score',
      '30 second sit to stand score',
      'Other outcome measures',
    ]);
    expect(fields.filter((f) => !f.output).map((f) => f.key)).toEqual(['supineToSitTransfers', 'sitToStandTransfers']);
  });

  it('holds OT additionalInformation without an input and leaves fallHistory out of output', () => {
    const fields = soapSection('ot', 'subjective').fields;
    expect(fields.filter((f) => !f.input).map((f) => f.key)).toEqual(['additionalInformation']);
    expect(fields.filter((f) => !f.output).map((f) => f.key)).toEqual(['fallHistory', 'additionalInformation']);
  });

  it('outputs every SN field', () => {
    expect(FORMS.sn.sections.flatMap((s) => s.fields).every((f) => f.output && f.input)).toBe(true);
  });

  it('says on every input the generated note leaves out that it is not in the note, and on no other (issue 20)', () => {
    const hinted = Object.values(FORMS).flatMap((form) =>
      form.sections.flatMap((section) =>
        section.fields.filter((f) => f.hint !== undefined).map((f) => [`${form.id}.${section.id}.${f.key}`, f.hint]),
      ),
    );
    expect(hinted).toEqual([
      ['pt.subjective.fallHistory', NOT_IN_NOTE_HINT],
      ['pt.subjective.additionalInformation', NOT_IN_NOTE_HINT],
      ['pt.objective.supineToSitTransfers', NOT_IN_NOTE_HINT],
      ['pt.objective.sitToStandTransfers', NOT_IN_NOTE_HINT],
      ['ot.subjective.fallHistory', NOT_IN_NOTE_HINT],
    ]);
    expect(NOT_IN_NOTE_HINT).toBe('Not included in the generated note');
  });
});

describe('letter forms', () => {
  it.each(EQUIPMENT)('%s has the spec keys and labels in order', (equipment) => {
    const form = FORMS[equipment];
    expect(form.kind).toBe('letter');
    expect(form.letterTitle).toBe(LETTER_TITLES[equipment]);
    expect(form.pageTitle).toBe(EQUIPMENT_PAGE_TITLES[equipment]);
    expect(form.sections).toHaveLength(1);
    expect(form.sections[0].id).toBe('medicalNecessity');
    expect(form.sections[0].title).toBe(LETTER_SECTION_TITLE);
    expect(letterFields(equipment).map((f) => [f.key, f.label])).toEqual(SPEC_LETTERS[equipment]);
    expect(letterFields(equipment).every((f) => f.output && f.input && f.style === 'labelled')).toBe(true);
  });
});

describe('every field', () => {
  it('carries its form area', () => {
    for (const { form, field } of allFields) expect(field.area).toBe(AREAS[form.id]);
    for (const form of allForms) expect(form.area).toBe(AREAS[form.id]);
  });

  it('has a label and a natural question', () => {
    for (const { field } of allFields) {
      expect(field.label.trim()).not.toBe('');
      expect(field.question.trim()).not.toBe('');
      expect(field.question).toMatch(/^[A-Z0-9]/);
      expect(field.question).not.toMatch(/\b(?:undefined|null)\b/);
      if (/[A-Z]/.test(field.key)) expect(field.question).not.toContain(field.key);
    }
  });

  it('has unique keys within its form', () => {
    for (const form of allForms) {
      for (const section of form.sections) {
        const keys = section.fields.map((f) => f.key);
        expect(new Set(keys).size).toBe(keys.length);
      }
    }
  });

  it('offers chips on every input field except the free notes', () => {
    const withoutChips = allFields
      .filter(({ field }) => field.input && field.chips.length === 0)
      .map(({ form, field }) => `${form.id}.${field.key}`);
    expect(withoutChips).toEqual(['pt.additionalInformation']);
  });

  it('has short, distinct, trimmed chips', () => {
    for (const { field } of allFields) {
      expect(new Set(field.chips).size).toBe(field.chips.length);
      for (const chip of field.chips) {
        expect(chip).toBe(chip.trim());
        expect(chip.length).toBeLessThanOrEqual(100);
        expect(chip).not.toMatch(/[.]$/);
      }
    }
  });
});

describe('examples shown as placeholders (issue 20)', () => {
  const inputs = allFields.filter(({ field }) => field.input);
  const name = ({ form, field }: (typeof allFields)[number]) => `${form.id}.${field.key}`;

  it('gives every input field an example, and none to a field without an input', () => {
    expect(inputs.filter(({ field }) => !field.example?.trim()).map(name)).toEqual([]);
    expect(allFields.filter(({ field }) => !field.input && field.example !== undefined).map(name)).toEqual([]);
  });

  it('keeps examples short and bare: at most 70 characters, trimmed, no "e.g." (the form adds it), no closing full stop', () => {
    const examples = inputs.map(({ field }) => field.example ?? '');
    expect(examples.filter((example) => example.length > 70)).toEqual([]);
    expect(examples.filter((example) => example !== example.trim() || /^e\.g\./i.test(example) || example.endsWith('.'))).toEqual([]);
  });

  it('gives a "Patient is" field an example without a subject of its own ("Patient is pt is…")', () => {
    const patientIs = inputs.filter(({ field }) => field.style === 'patient-is');
    expect(patientIs.map(name)).toEqual(['pt.patientInfo', 'ot.ageGenderReferral', 'sn.ageGenderReferral']);
    for (const { field } of patientIs) expect(field.example).not.toMatch(/^(?:pt|patient|this|the patient|he|she)\b/i);
  });

  it('shows a pain rating with its scale, and standard assistance levels', () => {
    const example = (form: Discipline, section: Section, key: string) =>
      soapSection(form, section).fields.find((f) => f.key === key)?.example;
    for (const form of DISCIPLINES.filter((d) => d !== 'sn')) expect(example(form, 'subjective', 'pain')).toMatch(/\b\d+\/10\b/);
    expect(example('pt', 'subjective', 'homeEnvironment')).toMatch(/\b(?:Mod I|SBA|CGA|Min A|Mod A|Max A)\b/);
    expect(example('pt', 'objective', 'tugScore')).toMatch(/^\d+(?:\.\d+)? s\b/);
  });

  it('holds no likely patient identifier (the PHI guard finds nothing in any example)', () => {
    const findings = inputs.flatMap(({ form, field }) =>
      detectPhi(field.example ?? '').map((finding) => `${form.id}.${field.key}: ${finding.type} "${finding.text}"`),
    );
    expect(findings).toEqual([]);
  });
});

describe('spec quick-suggestion lists', () => {
  const chipsOf = (form: Discipline, section: Section, key: string) => soapSection(form, section).fields.find((f) => f.key === key)?.chips;

  it('has the diagnoses on SN primary diagnosis', () => {
    expect(chipsOf('sn', 'subjective', 'primaryDiagnosis')).toEqual(['CHF', 'COPD', 'Diabetes', 'HTN', 'Post-operative care']);
  });

  it('has the SN and OT visit frequencies', () => {
    expect(chipsOf('sn', 'plan', 'frequency')).toEqual(['2x/week for 2 weeks', '3x/week for 1 week', '1x/week for 4 weeks']);
    expect(chipsOf('ot', 'plan', 'frequency')).toEqual(['2x/week for 4 weeks', '3x/week for 2 weeks', '1x/week for 6 weeks']);
  });

  it('has the PT quick picks', () => {
    expect(chipsOf('pt', 'subjective', 'medicationReconciliation')?.length).toBeGreaterThan(0);
    expect(chipsOf('pt', 'subjective', 'homeEnvironment')).toEqual([
      'Independent',
      'Modified independent',
      'Supervision',
      'Contact guard assist',
      'Minimal assist',
      'Moderate assist',
      'Maximum assist',
    ]);
    expect(chipsOf('pt', 'objective', 'gaitImpairments')?.length).toBeGreaterThan(3);
    expect(chipsOf('pt', 'subjective', 'fallHistory')?.length).toBeGreaterThan(2);
  });
});

describe('FORMS', () => {
  it('is deeply frozen', () => {
    expect(Object.isFrozen(FORMS)).toBe(true);
    expect(Object.isFrozen(FORMS.pt.sections[0])).toBe(true);
    expect(Object.isFrozen(FORMS.pt.sections[0]?.fields[0])).toBe(true);
    expect(Object.isFrozen(FORMS.walker.sections[0].fields[0]?.chips)).toBe(true);
    expect(() => {
      (FORMS.pt.sections[0]?.fields[0] as { label: string }).label = 'changed';
    }).toThrow(TypeError);
  });
});
