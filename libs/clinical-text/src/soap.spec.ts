import { FORMS } from './catalogue';
import { articleFor, buildSoap, fieldSentence, joinSoap } from './soap';
import { DISCIPLINES, SECTIONS, type Discipline, type Section } from './types';
import type { SoapAnswers } from './answers';

/** Every field of a form filled with "value <key>". */
function fillAll(discipline: Discipline): SoapAnswers {
  const answers: SoapAnswers = {};
  for (const section of FORMS[discipline].sections) {
    answers[section.id] = Object.fromEntries(section.fields.map((field) => [field.key, `value ${field.key}`]));
  }
  return answers;
}

/** The generated lines (after the heading) of a section. */
function lines(text: string): string[] {
  return text.split('\n').slice(1);
}

/** Expected output, per section: [key, label] in order, for every output field. */
const EXPECTED: Record<Discipline, Record<Section, [string, string][]>> = {
  pt: {
    subjective: [
      ['patientInfo', 'Patient is'],
      ['medicalHistory', 'Past medical history'],
      ['medicationReconciliation', 'Medication reconciliation'],
      ['medicationManager', 'Medication manager'],
      ['medicationUnderstanding', 'Medication understanding'],
      ['currentLivingSituation', 'Current living situation'],
      ['homeEnvironment', 'Home environment'],
      ['homeSafetyConcerns', 'Home safety concerns'],
      ['currentEquipment', 'Current equipment'],
      ['recommendedEquipment', 'Recommended additional equipment'],
      ['priorFunction', 'Prior level of function'],
      ['currentFunction', 'Current level of function'],
      ['pain', 'Pain assessment'],
      ['goals', 'Patient goals'],
    ],
    objective: [
      ['vitals', 'Vitals'],
      ['strength', 'Strength assessment'],
      ['bedMobility', 'Bed mobility'],
      ['ambulation', 'Ambulation'],
      ['gaitImpairments', 'Gait impairments'],
      ['tugScore', 'TUG score'],
      ['tinettiScore', 'Tinetti score'],
      ['sitToStandScore', '30 second sit to stand score'],
      ['otherOutcomeMeasures', 'Other outcome measures'],
    ],
    assessment: [
      ['assessment', 'Assessment'],
      ['goals', 'Goals'],
    ],
    plan: [
      ['interventions', 'Interventions'],
      ['frequency', 'Visit frequency'],
      ['hepUpdates', 'HEP updates'],
      ['shortTermGoals', 'Short-term goals'],
    ],
  },
  ot: {
    subjective: [
      ['ageGenderReferral', 'Patient is'],
      ['medicalHistory', 'Past medical history'],
      ['medicationReconciliation', 'Medication reconciliation'],
      ['medicationManager', 'Medication manager'],
      ['medicationUnderstanding', 'Medication understanding'],
      ['currentLivingSituation', 'Current living situation'],
      ['homeEnvironment', 'Home environment'],
      ['safetyConcerns', 'Home safety concerns'],
      ['currentEquipment', 'Current equipment'],
      ['recommendedEquipment', 'Recommended additional equipment'],
      ['priorFunction', 'Prior level of function'],
      ['currentFunction', 'Current level of function'],
      ['pain', 'Pain assessment'],
      ['goals', 'Patient goals'],
    ],
    objective: [
      ['vitals', 'Vitals'],
      ['upperExtremity', 'Upper extremity function'],
      ['cognitiveScreening', 'Cognitive screening'],
      ['functionalTests', 'Functional tests'],
      ['balanceScores', 'Balance scores'],
      ['environmentalObservations', 'Environmental observations'],
      ['assistiveDevice', 'Assistive device'],
    ],
    assessment: [
      ['assessment', 'Assessment'],
      ['goals', 'Goals'],
    ],
    plan: [
      ['interventions', 'Interventions'],
      ['frequency', 'Visit frequency'],
      ['homeProgram', 'Home program'],
      ['shortTermGoals', 'Short-term goals'],
    ],
  },
  sn: {
    subjective: [
      ['ageGenderReferral', 'Patient is'],
      ['primaryDiagnosis', 'Primary diagnosis'],
      ['medicalHistory', 'Past medical history'],
      ['medicationReconciliation', 'Medication reconciliation'],
      ['medicationManagement', 'Medication management'],
      ['symptoms', 'Current symptoms'],
      ['livingSituation', 'Living situation'],
      ['safetyConcerns', 'Safety concerns'],
      ['dietaryRestrictions', 'Dietary restrictions'],
      ['recentIncidents', 'Recent incidents'],
      ['wounds', 'Wounds'],
      ['woundDescription', 'Wound description'],
      ['understanding', 'Understanding of condition'],
      ['goals', 'Patient goals'],
    ],
    objective: [
      ['vitals', 'Vitals'],
      ['weight', 'Weight'],
      ['appearance', 'General appearance'],
      ['signs', 'Signs and symptoms observed'],
      ['compliance', 'Compliance'],
      ['cognition', 'Cognition'],
      ['equipment', 'Equipment'],
    ],
    assessment: [
      ['healthStatus', 'Health status'],
      ['skilledNeeds', 'Skilled needs'],
      ['potential', 'Rehabilitation potential'],
    ],
    plan: [
      ['interventions', 'Interventions'],
      ['frequency', 'Visit frequency'],
      ['referrals', 'Referrals'],
      ['education', 'Education'],
      ['shortTermGoals', 'Short-term goals'],
    ],
  },
};

const EMPTY = {
  sn: ['No subjective information provided.', 'No objective data recorded.', 'No assessment provided.', 'No plan established.'],
  pt: ['No subjective information reported.', 'No objective measurements recorded.', 'No assessment provided.', 'No plan established.'],
  ot: ['No subjective information reported.', 'No objective measurements recorded.', 'No assessment provided.', 'No plan established.'],
} as const;

describe('buildSoap', () => {
  describe.each(DISCIPLINES)('%s', (discipline) => {
    const built = buildSoap(discipline, fillAll(discipline));

    it.each(SECTIONS)('%s: every label, in order, with its value as a sentence', (section) => {
      const expected = EXPECTED[discipline][section].map(([key, label]) =>
        label === 'Patient is' ? `Patient is value ${key}.` : `${label}: Value ${key}.`,
      );
      expect(lines(built[section])).toEqual(expected);
    });

    it('starts every section with its heading', () => {
      expect(built.subjective.split('\n')[0]).toBe('SUBJECTIVE:');
      expect(built.objective.split('\n')[0]).toBe('OBJECTIVE:');
      expect(built.assessment.split('\n')[0]).toBe('ASSESSMENT:');
      expect(built.plan.split('\n')[0]).toBe('PLAN:');
    });

    it('reads the empty lines when nothing is filled in', () => {
      const empty = buildSoap(discipline, {});
      expect(SECTIONS.map((s) => empty[s])).toEqual([
        `SUBJECTIVE:\n${EMPTY[discipline][0]}`,
        `OBJECTIVE:\n${EMPTY[discipline][1]}`,
        `ASSESSMENT:\n${EMPTY[discipline][2]}`,
        `PLAN:\n${EMPTY[discipline][3]}`,
      ]);
    });

    it('treats blank and whitespace-only values as empty', () => {
      const blank: SoapAnswers = {};
      for (const section of FORMS[discipline].sections) {
        blank[section.id] = Object.fromEntries(section.fields.map((field, i) => [field.key, i % 2 === 0 ? '' : ' \n\t ']));
      }
      expect(buildSoap(discipline, blank)).toEqual(buildSoap(discipline, {}));
    });

    it('omits empty fields and keeps catalogue order whatever the answer order', () => {
      const fields = EXPECTED[discipline].objective;
      const last = fields[fields.length - 1] as [string, string];
      const first = fields[0] as [string, string];
      const out = buildSoap(discipline, { objective: { [last[0]]: 'later value', [first[0]]: 'first value' } });
      expect(lines(out.objective)).toEqual([`${first[1]}: First value.`, `${last[1]}: Later value.`]);
    });
  });

  it('leaves PT fall history, additional information and the transfers out', () => {
    const out = buildSoap('pt', {
      subjective: { fallHistory: '2 falls in past 12 months', additionalInformation: 'Prefers morning visits' },
      objective: { supineToSitTransfers: 'Minimal assist', sitToStandTransfers: 'Contact guard assist' },
    });
    expect(out.subjective).toBe('SUBJECTIVE:\nNo subjective information reported.');
    expect(out.objective).toBe('OBJECTIVE:\nNo objective measurements recorded.');
  });

  it('leaves OT fall history and additional information out', () => {
    const out = buildSoap('ot', {
      subjective: { fallHistory: 'No falls in past 12 months', additionalInformation: 'held', goals: 'dress independently' },
    });
    expect(out.subjective).toBe('SUBJECTIVE:\nPatient goals: Dress independently.');
  });

  it('ignores unknown keys, sections and values that are not text', () => {
    const answers = {
      subjective: { unknownKey: 'ignored', medicalHistory: null, pain: 7, goals: { nested: true } },
      objective: 'not an object',
      extra: { vitals: 'ignored' },
    } as unknown as SoapAnswers;
    const out = buildSoap('pt', answers);
    expect(out.subjective).toBe('SUBJECTIVE:\nPain assessment: 7.');
    expect(out.objective).toBe('OBJECTIVE:\nNo objective measurements recorded.');
    expect(buildSoap('sn', null as unknown as SoapAnswers)).toEqual(buildSoap('sn', {}));
  });

  it('reads only own properties', () => {
    const inherited = Object.create({ vitals: 'from the prototype' }) as Record<string, string>;
    expect(buildSoap('pt', { objective: inherited }).objective).toBe('OBJECTIVE:\nNo objective measurements recorded.');
  });

  it('writes a full SN note', () => {
    const out = buildSoap('sn', {
      subjective: {
        ageGenderReferral: '82-year-old male referred after hospital discharge for CHF',
        primaryDiagnosis: 'CHF',
        goals: 'stay at home',
      },
      objective: { vitals: 'BP 132/78, HR 68, SpO2 95% on room air', weight: '181 lbs, up 2 lbs since last visit' },
      assessment: { potential: 'good' },
      plan: { frequency: '2x/week for 2 weeks', education: 'daily weights, low sodium diet' },
    });
    expect(joinSoap(out)).toBe(
      [
        'SUBJECTIVE:',
        'Patient is an 82-year-old male referred after hospital discharge for CHF.',
        'Primary diagnosis: CHF.',
        'Patient goals: Stay at home.',
        '',
        'OBJECTIVE:',
        'Vitals: BP 132/78, HR 68, SpO2 95% on room air.',
        'Weight: 181 lbs, up 2 lbs since last visit.',
        '',
        'ASSESSMENT:',
        'Rehabilitation potential: Good.',
        '',
        'PLAN:',
        'Visit frequency: 2x/week for 2 weeks.',
        'Education: Daily weights, low sodium diet.',
      ].join('\n'),
    );
  });
});

describe('fieldSentence', () => {
  const intro = { label: 'Patient is', style: 'patient-is' } as const;
  const labelled = { label: 'Vitals', style: 'labelled' } as const;

  it('writes "<Label>: <sentence>"', () => {
    expect(fieldSentence(labelled, '  bp 120/80  ')).toBe('Vitals: Bp 120/80.');
    expect(fieldSentence(labelled, 'stable?')).toBe('Vitals: Stable?');
    expect(fieldSentence(labelled, '   ')).toBe('');
  });

  it.each([
    ['a 72-year-old female referred for PT', 'Patient is a 72-year-old female referred for PT.'],
    ['72-year-old female referred for PT', 'Patient is a 72-year-old female referred for PT.'],
    ['72 yo F s/p fall', 'Patient is a 72 yo F s/p fall.'],
    ['72 y/o F', 'Patient is a 72 y/o F.'],
    ['80 years old, lives alone', 'Patient is 80 years old, lives alone.'],
    ['80-year-old, lives alone', 'Patient is an 80-year-old, lives alone.'],
    ['80 year old', 'Patient is an 80 year old.'],
    ['18 year old athlete', 'Patient is an 18 year old athlete.'],
    ['11-year-old', 'Patient is an 11-year-old.'],
    ['8 yo', 'Patient is an 8 yo.'],
    ['Referred for home health PT', 'Patient is referred for home health PT.'],
    ['COPD patient referred for OT', 'Patient is COPD patient referred for OT.'],
    ['2 weeks post-op', 'Patient is 2 weeks post-op.'],
    ['Patient is a 90-year-old male.', 'Patient is a 90-year-old male.'],
    ['patient is pleasant and cooperative', 'Patient is pleasant and cooperative.'],
    ['status post fall!', 'Patient is status post fall!'],
  ])('"Patient is" field: %j -> %j', (value, expected) => {
    expect(fieldSentence(intro, value)).toBe(expected);
  });

  it('picks the article of a number', () => {
    expect(['8', '11', '18', '80', '89', '800', '81', '1', '70', '110', '180', '8000', 'x'].map(articleFor)).toEqual([
      'an',
      'an',
      'an',
      'an',
      'an',
      'an',
      'an',
      'a',
      'a',
      'a',
      'a',
      'a',
      'a',
    ]);
  });
});

describe('joinSoap', () => {
  it('joins the sections in S, O, A, P order with one blank line', () => {
    expect(joinSoap({ plan: 'PLAN:\nP', subjective: 'SUBJECTIVE:\nS', assessment: 'ASSESSMENT:\nA', objective: 'OBJECTIVE:\nO' })).toBe(
      'SUBJECTIVE:\nS\n\nOBJECTIVE:\nO\n\nASSESSMENT:\nA\n\nPLAN:\nP',
    );
  });

  it('trims sections and skips blank ones', () => {
    expect(joinSoap({ subjective: '  Subjective: x  \n', objective: '', assessment: ' \n ', plan: 'Plan: y' })).toBe(
      'Subjective: x\n\nPlan: y',
    );
    expect(joinSoap({ subjective: '', objective: '', assessment: '', plan: '' })).toBe('');
  });

  it('joins a built note', () => {
    const built = buildSoap('pt', {});
    expect(joinSoap(built)).toBe(SECTIONS.map((s) => built[s]).join('\n\n'));
  });
});
