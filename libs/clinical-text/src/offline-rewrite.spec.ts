import { offlineRewrite, PLAN_REASSESSMENT_SENTENCE } from './offline-rewrite';
import { buildSoap } from './soap';
import type { Section } from './types';

const rewrite = (section: Section, text: string) => offlineRewrite(section, text);
/** The rewritten text after "<Section>: ". */
const body = (section: Section, text: string) => rewrite(section, text).replace(/^\w+: /, '');

describe('offlineRewrite: blank and empty input', () => {
  it.each(['subjective', 'objective', 'assessment', 'plan'] as const)('returns "" for blank %s content', (section) => {
    expect(rewrite(section, '')).toBe('');
    expect(rewrite(section, '   \n\t ')).toBe('');
    expect(rewrite(section, undefined as unknown as string)).toBe('');
  });

  it.each([
    ['subjective', 'SUBJECTIVE:', 'Subjective: No subjective information reported.'],
    ['objective', 'OBJECTIVE:', 'Objective: No objective measurements recorded.'],
    ['assessment', 'ASSESSMENT:', 'Assessment: No assessment provided.'],
    ['plan', 'PLAN:', 'Plan: No plan established.'],
  ] as const)('a %s section holding only its heading reads the empty line', (section, heading, expected) => {
    expect(rewrite(section, heading)).toBe(expected);
    expect(rewrite(section, `${heading.toLowerCase()}  \n \n`)).toBe(expected);
    expect(rewrite(section, `${heading}\nVitals:\nGoals:`)).toBe(expected);
  });
});

describe('offlineRewrite: layout', () => {
  it('returns "<Section name>: " and the sentences as one paragraph', () => {
    expect(rewrite('subjective', 'lives alone\nno stairs')).toBe('Subjective: Lives alone. No stairs.');
    expect(rewrite('objective', 'OBJECTIVE:\nbp 120/80')).toBe('Objective: Bp 120/80.');
    expect(rewrite('assessment', 'Assessment: improving')).toBe('Assessment: Improving.');
  });

  it('drops only the own section heading', () => {
    expect(rewrite('subjective', 'Subjective: lives alone')).toBe('Subjective: Lives alone.');
    expect(rewrite('objective', 'OBJECTIVE:\nPLAN: see below')).toBe('Objective: PLAN: See below.');
  });

  it('works sentence by sentence, also across lines and after shorthand', () => {
    expect(rewrite('subjective', 'Lives alone. pain 3/10 in L knee! Afraid of falling? Uses cane approx. 2 yrs.\r\nNo stairs')).toBe(
      'Subjective: Lives alone. Patient reports mild (3/10) pain in L knee. Afraid of falling? Uses cane approx. 2 yrs. No stairs.',
    );
  });

  it('keeps unrecognised labelled sentences as "<Label>: <sentence>"', () => {
    expect(rewrite('subjective', 'Dietary restrictions: low sodium diet')).toBe('Subjective: Dietary restrictions: Low sodium diet.');
    expect(rewrite('subjective', 'visit at 10:30 today')).toBe('Subjective: Visit at 10:30 today.');
    expect(rewrite('objective', 'a very long label that has more than seven words in it: value')).toBe(
      'Objective: A very long label that has more than seven words in it: value.',
    );
  });
});

describe('offlineRewrite: pain (docs/product.md §9 thresholds)', () => {
  it.each([
    ['3/10', 'mild'],
    ['4/10', 'moderate'],
    ['6/10', 'moderate'],
    ['7/10', 'severe'],
    ['1/10', 'mild'],
    ['3.9/10', 'mild'],
    ['6.5/10', 'moderate'],
    ['10/10', 'severe'],
    ['12/10', 'severe'],
    ['5 out of 10', 'moderate'],
  ])('Pain assessment: %s -> %s', (rating, severity) => {
    const shown = rating.replace(' out of ', '/');
    expect(body('subjective', `Pain assessment: ${rating}`)).toBe(`Patient reports ${severity} pain (${shown}).`);
  });

  it('keeps the description with the rating', () => {
    expect(body('subjective', 'Pain assessment: 6/10 left hip pain with ambulation.')).toBe(
      'Patient reports moderate (6/10) left hip pain with ambulation.',
    );
    expect(body('subjective', 'Pain: 7/10 in lower back, worse in the morning')).toBe(
      'Patient reports severe pain (7/10) in lower back, worse in the morning.',
    );
    expect(body('subjective', 'Pain: L knee, 4/10, sharp')).toBe('Patient reports moderate pain (4/10): L knee, sharp.');
    expect(body('subjective', 'Pain assessment: rated at 3/10 when walking')).toBe('Patient reports mild pain (3/10) when walking.');
    expect(body('subjective', 'Pain: (8/10)')).toBe('Patient reports severe pain (8/10).');
    // issue 20: a rating next to a negation is kept as typed ("moderate pain" and "denies pain" in one sentence)
    expect(body('subjective', 'Pain: 6/10 but denies pain at rest')).toBe('Pain: 6/10 but denies pain at rest.');
  });

  it('reads ranges and several ratings by the highest', () => {
    expect(body('subjective', 'Pain: 4-7/10 in right shoulder')).toBe('Patient reports severe pain (4-7/10) in right shoulder.');
    expect(body('subjective', 'Pain: 3/10 at rest, 7/10 with activity')).toBe(
      'Patient reports pain rated up to 7/10 (severe): 3/10 at rest, 7/10 with activity.',
    );
    expect(body('subjective', 'Pain: 0/10 at rest, 0/10 with activity')).toBe('Patient reports no pain: 0/10 at rest, 0/10 with activity.');
  });

  it('reads 0/10 as no pain', () => {
    expect(body('subjective', 'Pain: 0/10')).toBe('Patient reports no pain (0/10).');
    expect(body('subjective', 'Pain: denies pain, 0/10')).toBe('Patient reports no pain (0/10).');
    expect(body('subjective', 'Pain: 0/10 at rest')).toBe('Patient reports no pain (0/10) at rest.');
  });

  it('reads pain without a rating', () => {
    expect(body('subjective', 'Pain assessment: none')).toBe('Patient denies pain.');
    expect(body('subjective', 'Pain assessment: denies pain')).toBe('Patient denies pain.');
    expect(body('subjective', 'Pain assessment: aching in both knees')).toBe('Pain assessment: Aching in both knees.');
  });

  it('finds ratings in unlabelled sentences and under other pain labels', () => {
    expect(body('subjective', 'Reports 8/10 low back pain.')).toBe('Patient reports severe (8/10) low back pain.');
    expect(body('subjective', 'c/o sharp pain rated 4/10 in L knee')).toBe('Patient reports moderate (4/10) sharp pain in L knee.');
    expect(body('subjective', 'Knee pain: 5/10')).toBe('Patient reports moderate (5/10) knee pain.');
    expect(body('subjective', 'Right shoulder pain: 5/10 with reaching')).toBe(
      'Patient reports moderate (5/10) right shoulder pain with reaching.',
    );
    expect(body('subjective', 'Knee pain: aching')).toBe('Knee pain: Aching.');
    expect(body('subjective', 'Fatigue rated 6/10')).toBe('Fatigue rated 6/10.');
  });

  it('does not take dates, blood pressure or decimals for ratings', () => {
    expect(body('subjective', 'Pain since 5/10/2024')).toBe('Pain since 5/10/2024.');
    expect(body('subjective', 'Pain with BP 110/100')).toBe('Pain with BP 110/100.');
    expect(body('subjective', 'Pain score 1.5/100')).toBe('Pain score 1.5/100.');
    expect(body('subjective', 'Pain value 110/10 and x.5/10')).toBe('Pain value 110/10 and x.5/10.');
  });
});

describe('offlineRewrite: subjective labels', () => {
  it.each([
    ['Patient is a 78-year-old female referred for PT.', 'Patient is a 78-year-old female referred for PT.'],
    ['Age/Sex/Referral: 78 y/o F referred after a fall', 'Patient is a 78-year-old F referred after a fall.'],
    ['Age, gender and referral: Female, 80-year-old', 'Patient is female, 80-year-old.'],
    ['Patient info: 81 year old male', 'Patient is an 81 year old male.'],
    ['Patient: patient is pleasant', 'Patient is pleasant.'],
    ['Past medical history: CHF, COPD, HTN', 'Past medical history is significant for CHF, COPD, HTN.'],
    ['PMH: Diabetes', 'Past medical history is significant for Diabetes.'],
    ['Past medical history: none', 'No past medical history reported.'],
    ['Past medical history: unremarkable', 'Past medical history: Unremarkable.'],
    ['Past medical history: patient has CHF', 'Past medical history: Patient has CHF.'],
    ['Medication reconciliation: Completed, no discrepancies noted', 'Medication reconciliation completed; no discrepancies noted.'],
    ['Medication reconciliation: complete', 'Medication reconciliation completed.'],
    ['Medication reconciliation: unable to complete', 'Medication reconciliation: Unable to complete.'],
    ['Medication manager: Daughter', 'Medications are managed by daughter.'],
    ['Medication management: self', 'Patient manages own medications.'],
    ['Medication management: Spouse sets up weekly pill organizer', 'Medication management: Spouse sets up weekly pill organizer.'],
    ['Medication manager: Caregiver manages meds', 'Medication manager: Caregiver manages meds.'],
    ['Medication manager: patient', 'Patient manages own medications.'],
    ['Medication manager: he does', 'Medication manager: He does.'],
    ['Medication understanding: Fair', 'Medication understanding is fair.'],
    ['Medication understanding: verbalizes purpose of each', 'Medication understanding: Verbalizes purpose of each.'],
    ['Current living situation: Lives alone in a single-story home', 'Patient lives alone in a single-story home.'],
    ['Current living situation: alone, two-story home', 'Current living situation: Alone, two-story home.'],
    ['Home environment: Minimal assist', 'Patient requires minimal assistance for activities in the home.'],
    ['Home environment: single-story home', 'Home environment: Single-story home.'],
    ['Home safety concerns: Throw rugs, poor lighting', 'Home safety concerns include throw rugs, poor lighting.'],
    ['Home safety concerns: None noted', 'No home safety concerns reported.'],
    ['Safety concerns: no grab bars', 'Safety concerns: No grab bars.'],
    ['Current equipment: Single-point cane', 'Current equipment includes single-point cane.'],
    ['Current equipment: n/a', 'No current equipment reported.'],
    ['Current equipment: owns a walker but does not use it', 'Current equipment: Owns a walker but does not use it.'],
    ['Recommended additional equipment: Shower chair', 'Recommended additional equipment includes shower chair.'],
    ['Recommended additional equipment: none at this time', 'No additional equipment recommended at this time.'],
    ['Prior level of function: Independent with ADLs', 'Prior level of function reported as independent with ADLs.'],
    ['Current level of function: Min assist for transfers', 'Current level of function reported as min assist for transfers.'],
    ['Current level of function: requires help bathing', 'Current level of function: Requires help bathing.'],
    ['Patient goals: Walk to the mailbox', "Patient's stated goals: walk to the mailbox."],
    ['Patient goals: patient wants to garden', 'Patient goals: Patient wants to garden.'],
    ['Fall history: none', 'No falls reported.'],
    ['Fall history: 2 falls in past 6 months', 'Fall history: 2 falls in past 6 months.'],
  ])('%j', (input, expected) => {
    expect(body('subjective', input)).toBe(expected);
  });
});

describe('offlineRewrite: objective labels', () => {
  it.each([
    ['Vitals: BP 128/76, HR 72, SpO2 96% on room air', 'Vital signs: BP 128/76, HR 72, SpO2 96% on room air.'],
    ['Vitals: WNL', 'Vital signs WNL.'],
    ['Vitals: within normal limits', 'Vital signs within normal limits.'],
    ['Vitals: Vital signs stable at rest', 'Vital signs stable at rest.'],
    ['Strength assessment: BLE 4/5 throughout', 'Strength assessment reveals BLE 4/5 throughout.'],
    ['Strength: generalized weakness', 'Strength assessment reveals generalized weakness.'],
    ['Strength assessment: unable to test', 'Strength assessment: Unable to test.'],
    ['Bed mobility: Min assist w/ bed rail', 'Patient requires minimal assistance for bed mobility with bed rail.'],
    ['Bed mobility: independent', 'Patient is independent with bed mobility.'],
    ['Bed mobility: Modified independent, uses rail', 'Patient is modified independent with bed mobility, uses rail.'],
    ['Bed mobility: Mod I', 'Patient is modified independent with bed mobility.'],
    ['Bed mobility: supervision', 'Patient requires supervision for bed mobility.'],
    ['Bed mobility: SBA', 'Patient requires stand-by assistance for bed mobility.'],
    ['Bed mobility: CGA x1', 'Patient requires contact guard assistance for bed mobility x1.'],
    ['Bed mobility: Moderate assist', 'Patient requires moderate assistance for bed mobility.'],
    ['Bed mobility: mod A', 'Patient requires moderate assistance for bed mobility.'],
    ['Bed mobility: Maximum assist', 'Patient requires maximal assistance for bed mobility.'],
    ['Bed mobility: dependent', 'Patient is dependent for bed mobility.'],
    ['Bed mobility: rolls to left only', 'Bed mobility: Rolls to left only.'],
    ['Supine to sit transfers: Minimal assist', 'Patient requires minimal assistance for supine to sit transfers.'],
    ['Sit to stand: mod A from low chair', 'Patient requires moderate assistance for sit to stand transfers from low chair.'],
    ['Ambulation: 150 feet with front-wheeled walker', 'Patient ambulated 150 feet with front-wheeled walker.'],
    ['Ambulation: ambulates household distances', 'Patient ambulates household distances.'],
    ['Ambulation: unable to ambulate', 'Patient is unable to ambulate.'],
    ['Ambulation: CGA with rollator', 'Patient requires contact guard assistance for ambulation with rollator.'],
    ['Ambulation: household distances', 'Ambulation: Household distances.'],
    ['Gait impairments: decreased step length, shuffling gait', 'Gait assessment reveals decreased step length, shuffling gait.'],
    ['Gait impairments: none', 'No gait impairments noted.'],
    ['Gait: antalgic', 'Gait pattern is antalgic.'],
    ['Gait: shuffling', 'Gait pattern is shuffling.'],
    ['TUG score: 18', 'Timed Up and Go (TUG) test completed in 18 seconds.'],
    ['TUG score: 18.5 sec with front-wheeled walker', 'Timed Up and Go (TUG) test completed in 18.5 seconds with front-wheeled walker.'],
    ['TUG: 22s', 'Timed Up and Go (TUG) test completed in 22 seconds.'],
    ['TUG score: 1 minute', 'Timed Up and Go (TUG) test: 1 minute.'],
    ['TUG score: unable to complete', 'Timed Up and Go (TUG) test: Unable to complete.'],
    ['Tinetti score: 17', 'Tinetti Performance Oriented Mobility Assessment score: 17/28.'],
    ['Tinetti score: 17/28', 'Tinetti Performance Oriented Mobility Assessment score: 17/28.'],
    ['30 second sit to stand score: 6', '30-second sit to stand test: 6 repetitions.'],
    ['30 second sit to stand score: used arms', '30-second sit to stand test: Used arms.'],
    ['Sit to stand score: 12', 'Sit to stand test: 12.'],
    ['Sit to stand: 8', 'Sit to stand test: 8.'],
    ['Other outcome measures: Berg 38/56', 'Additional outcome measures: Berg 38/56.'],
    ['Cognition: Alert and oriented x3', 'Patient is alert and oriented x3.'],
    ['Cognition: forgetful', 'Cognition: Forgetful.'],
    ['Equipment: Walker, glucometer', 'Medical equipment in the home includes walker, glucometer.'],
    ['Equipment: none', 'No medical equipment in the home reported.'],
    ['General appearance: no acute distress', 'General appearance: No acute distress.'],
  ])('%j', (input, expected) => {
    expect(body('objective', input)).toBe(expected);
  });
});

describe('offlineRewrite: assessment labels', () => {
  it.each([
    ['Assessment: pt presents with decreased balance', 'Patient presents with decreased balance.'],
    ['Goals: Patient will ambulate 150 feet', 'Treatment goals: Patient will ambulate 150 feet.'],
    ['Prognosis: fair due to comorbidities', 'Prognosis is fair due to comorbidities.'],
    ['Prognosis: depends on compliance', 'Prognosis: Depends on compliance.'],
    ['Rehabilitation potential: Good for stated goals', 'Rehabilitation potential is good for stated goals.'],
    ['Rehab potential: excellent', 'Rehabilitation potential is excellent.'],
    ['Health status: Stable', 'Overall health status is stable.'],
    ['Health status: at risk for rehospitalization', 'Health status: At risk for rehospitalization.'],
    ['Skilled needs: Medication teaching, wound care', 'Skilled nursing needs include medication teaching, wound care.'],
    ['Skilled needs: none', 'Skilled needs: None.'],
  ])('%j', (input, expected) => {
    expect(body('assessment', input)).toBe(expected);
  });
});

describe('offlineRewrite: plan labels', () => {
  const plan = (text: string) => body('plan', text).replace(` ${PLAN_REASSESSMENT_SENTENCE}`, '');

  it.each([
    ['Interventions: Gait training, balance training', 'Interventions will include gait training, balance training.'],
    ['Interventions: continue current plan of care', 'Interventions: Continue current plan of care.'],
    ['Visit frequency: 2x/week for 4 weeks', 'Patient will be seen 2x/week for 4 weeks.'],
    ['Frequency: Once weekly for 6 weeks', 'Patient will be seen once weekly for 6 weeks.'],
    ['Frequency: 3 visits over 2 weeks', 'Patient will be seen 3 visits over 2 weeks.'],
    ['Visit frequency: as needed', 'Visit frequency: As needed.'],
    ['HEP updates: Added standing marches', 'Home exercise program updates: Added standing marches.'],
    ['HEP updates: none', 'No updates to the home exercise program.'],
    ['Home program: none', 'No updates to the home program.'],
    ['Home program: UE strengthening', 'Home program: UE strengthening.'],
    [
      'Short-term goals: Patient will transfer with supervision in 2 weeks',
      'Short-term goals: Patient will transfer with supervision in 2 weeks.',
    ],
    ['STG: transfer with supervision', 'Short-term goals: Transfer with supervision.'],
    ['Education: Fall prevention', 'Education will address fall prevention.'],
    ['Education: patient verbalized understanding', 'Education: Patient verbalized understanding.'],
    ['Referrals: none', 'No referrals planned.'],
    ['Referrals: Medical social worker', 'Referrals: Medical social worker.'],
  ])('%j', (input, expected) => {
    expect(plan(input)).toBe(expected);
  });

  it('closes with the reassessment sentence', () => {
    expect(rewrite('plan', 'Continue plan of care')).toBe(`Plan: Continue plan of care. ${PLAN_REASSESSMENT_SENTENCE}`);
    expect(PLAN_REASSESSMENT_SENTENCE).toMatch(/reassessed/);
  });
});

describe("offlineRewrite keeps what was documented (issue 20: the review's examples)", () => {
  const rewriteField = (discipline: 'pt' | 'ot' | 'sn', section: Section, key: string, value: string) =>
    rewrite(section, buildSoap(discipline, { [section]: { [key]: value } })[section]).replace(` ${PLAN_REASSESSMENT_SENTENCE}`, '');

  it.each([
    // a second rated symptom, a past rating: kept as typed
    ['pt', 'subjective', 'pain', 'denies pain, fatigue 6/10', 'Subjective: Pain assessment: Denies pain, fatigue 6/10.'],
    ['ot', 'subjective', 'pain', 'dyspnea 4/10 on modified Borg', 'Subjective: Pain assessment: Dyspnea 4/10 on modified Borg.'],
    [
      'pt',
      'subjective',
      'pain',
      'no pain today; 9/10 last wk before injection',
      'Subjective: Pain assessment: No pain today; 9/10 last wk before injection.',
    ],
    [
      'pt',
      'subjective',
      'pain',
      '3/10 L knee today, was 8/10 before TKA',
      'Subjective: Pain assessment: 3/10 L knee today, was 8/10 before TKA.',
    ],
    // a negation, a level stretched over all activities
    [
      'pt',
      'subjective',
      'medicationReconciliation',
      'complete med list not available',
      'Subjective: Medication reconciliation: Complete med list not available.',
    ],
    ['pt', 'objective', 'bedMobility', 'supervision not required', 'Objective: Bed mobility: Supervision not required.'],
    [
      'pt',
      'subjective',
      'homeEnvironment',
      'Independent w/ ADLs, needs min A for IADLs',
      'Subjective: Home environment: Independent with ADLs, needs min A for IADLs.',
    ],
    [
      'pt',
      'subjective',
      'homeEnvironment',
      'CGA for all mobility, min A for LB dressing',
      'Subjective: Home environment: CGA for all mobility, min A for LB dressing.',
    ],
    // shorthand from the table only
    [
      'sn',
      'subjective',
      'wounds',
      'w/d dressing changed; cardiac w/u pending',
      'Subjective: Wounds: W/d dressing changed; cardiac work-up pending.',
    ],
    // lead-ins only before a fragment the rule understands
    ['pt', 'objective', 'ambulation', 'unable', 'Objective: Ambulation: Unable.'],
    ['sn', 'plan', 'education', 'reviewed low Na diet', 'Plan: Education: Reviewed low Na diet.'],
    ['sn', 'plan', 'interventions', 'held today d/t SBP 190', 'Plan: Interventions: Held today d/t SBP 190.'],
    ['pt', 'subjective', 'patientInfo', 'Pt is 82 yo F s/p R hip fx', 'Subjective: Patient is 82-year-old F status post R hip fx.'],
    ['pt', 'subjective', 'patientInfo', 'This is an 80 yo M', 'Subjective: This is an 80-year-old M.'],
    ['pt', 'subjective', 'patientInfo', 'was admitted after a fall', 'Subjective: Patient was admitted after a fall.'],
    // reading
    ['pt', 'subjective', 'medicalHistory', 'dm2\nCOPD\nHTN,', 'Subjective: Past medical history is significant for dm2; COPD; HTN.'],
    [
      'pt',
      'subjective',
      'currentFunction',
      'I with all ADLs',
      'Subjective: Current level of function reported as independent with all ADLs.',
    ],
    ['sn', 'subjective', 'livingSituation', 'lives w/ son. son works days', 'Subjective: Patient lives with son. Son works days.'],
  ] as const)('%s %s %s: %j', (discipline, section, key, value, expected) => {
    expect(rewriteField(discipline, section, key, value)).toBe(expected);
  });

  it('reads a label typed with an empty value and the lines after it as one field', () => {
    expect(rewrite('subjective', 'Pain:\n4/10 L knee\n- worse w/ stairs')).toBe(
      'Subjective: Patient reports moderate pain (4/10): L knee; worse with stairs.',
    );
    expect(rewrite('objective', 'Bed mobility: min A. Ambulation: 50 ft w/ RW')).toBe(
      'Objective: Patient requires minimal assistance for bed mobility. Patient ambulated 50 ft with RW.',
    );
  });

  it('keeps an opening field under a label as typed when a lead-in would read over a negation', () => {
    expect(body('subjective', 'Age/Sex/Referral: no referral on file')).toBe('Age/Sex/Referral: No referral on file.');
    expect(body('subjective', 'Age/Sex/Referral: unable')).toBe('Age/Sex/Referral: Unable.');
    expect(body('subjective', 'Patient is unknown')).toBe('Patient is unknown.');
  });
});

describe('offlineRewrite of built sections', () => {
  const built = buildSoap('pt', {
    subjective: {
      patientInfo: '78 y/o female referred for home health PT after a fall at home',
      medicalHistory: 'CHF, COPD, HTN',
      pain: '6/10 left hip pain with ambulation',
      goals: 'walk to the mailbox',
    },
    objective: { bedMobility: 'Min assist w/ bed rail', tugScore: '18', ambulation: '50 ft w/ FWW, CGA' },
    assessment: { assessment: 'Pt presents with decreased strength and balance. Pt is at high risk for falls.' },
    plan: { frequency: '2x/week for 4 weeks', hepUpdates: 'Initiated HEP' },
  });

  it('reads each section as clinical prose', () => {
    expect(rewrite('subjective', built.subjective)).toBe(
      'Subjective: Patient is a 78-year-old female referred for home health PT after a fall at home. ' +
        'Past medical history is significant for CHF, COPD, HTN. Patient reports moderate (6/10) left hip pain with ambulation. ' +
        "Patient's stated goals: walk to the mailbox.",
    );
    expect(rewrite('objective', built.objective)).toBe(
      'Objective: Patient requires minimal assistance for bed mobility with bed rail. Patient ambulated 50 ft with FWW, CGA. ' +
        'Timed Up and Go (TUG) test completed in 18 seconds.',
    );
    expect(rewrite('assessment', built.assessment)).toBe(
      'Assessment: Patient presents with decreased strength and balance. Patient is at high risk for falls.',
    );
    expect(rewrite('plan', built.plan)).toBe(
      `Plan: Patient will be seen 2x/week for 4 weeks. Home exercise program updates: Initiated HEP. ${PLAN_REASSESSMENT_SENTENCE}`,
    );
  });

  it('keeps the empty lines of a built empty note', () => {
    const empty = buildSoap('sn', {});
    expect(rewrite('subjective', empty.subjective)).toBe('Subjective: No subjective information provided.');
    expect(rewrite('plan', empty.plan)).toBe('Plan: No plan established.');
    expect(rewrite('plan', `${empty.plan}\nContinue skilled nursing`)).toBe(
      `Plan: No plan established. Continue skilled nursing. ${PLAN_REASSESSMENT_SENTENCE}`,
    );
  });
});
