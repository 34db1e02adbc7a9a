import { soapForm } from './build';
import * as chips from './chips';

/**
 * PT evaluation (SPEC.md §3). Subjective and objective labels are the spec's; fall history,
 * additional information and the two transfer fields are collected but left out of generated text.
 * currentLivingSituation is asked as the home environment and homeEnvironment as the level of
 * assistance, as in the product.
 */
export const PT_FORM = soapForm('pt', 'PT Evaluation', 'ptEval', {
  subjective: [
    {
      key: 'patientInfo',
      label: 'Patient is',
      style: 'patient-is',
      question: 'Age, gender and reason for referral',
      chips: ['Referred for home health PT following hospitalization', 'Referred for PT evaluation after a fall at home'],
    },
    { key: 'medicalHistory', label: 'Past medical history', question: 'Past medical history', chips: chips.MEDICAL_HISTORY_CHIPS },
    {
      key: 'medicationReconciliation',
      label: 'Medication reconciliation',
      question: 'Medication reconciliation',
      chips: chips.MEDICATION_RECONCILIATION_CHIPS,
    },
    { key: 'medicationManager', label: 'Medication manager', question: 'Who manages the medications?', chips: chips.MEDICATION_MANAGER_CHIPS },
    {
      key: 'medicationUnderstanding',
      label: 'Medication understanding',
      question: "Patient's understanding of the medications",
      chips: chips.MEDICATION_UNDERSTANDING_CHIPS,
    },
    {
      key: 'currentLivingSituation',
      label: 'Current living situation',
      question: 'Home environment: who the patient lives with and the type of home',
      chips: [...chips.LIVING_SITUATION_CHIPS, ...chips.HOME_LAYOUT_CHIPS],
    },
    {
      key: 'homeEnvironment',
      label: 'Home environment',
      question: 'Level of assistance needed at home',
      chips: chips.ASSISTANCE_LEVELS,
    },
    { key: 'homeSafetyConcerns', label: 'Home safety concerns', question: 'Home safety concerns', chips: chips.HOME_SAFETY_CHIPS },
    { key: 'currentEquipment', label: 'Current equipment', question: 'Equipment the patient has now', chips: chips.CURRENT_EQUIPMENT_CHIPS },
    {
      key: 'recommendedEquipment',
      label: 'Recommended additional equipment',
      question: 'Additional equipment you recommend',
      chips: chips.RECOMMENDED_EQUIPMENT_CHIPS,
    },
    { key: 'priorFunction', label: 'Prior level of function', question: 'Prior level of function', chips: chips.PRIOR_FUNCTION_CHIPS },
    { key: 'currentFunction', label: 'Current level of function', question: 'Current level of function', chips: chips.CURRENT_FUNCTION_CHIPS },
    { key: 'fallHistory', label: 'Fall history', question: 'Fall history', chips: chips.FALL_HISTORY_CHIPS, output: false },
    { key: 'pain', label: 'Pain assessment', question: 'Pain: rating out of 10, location and what makes it better or worse', chips: chips.PAIN_CHIPS },
    { key: 'goals', label: 'Patient goals', question: "Patient's own goals", chips: chips.THERAPY_GOAL_CHIPS },
    { key: 'additionalInformation', label: 'Additional information', question: 'Anything else to note', output: false },
  ],
  objective: [
    { key: 'vitals', label: 'Vitals', question: 'Vital signs (BP, HR, RR, SpO2)', chips: chips.VITALS_CHIPS },
    { key: 'strength', label: 'Strength assessment', question: 'Strength (manual muscle testing)', chips: chips.STRENGTH_CHIPS },
    { key: 'bedMobility', label: 'Bed mobility', question: 'Bed mobility: level of assistance', chips: chips.ASSISTANCE_LEVELS },
    {
      key: 'supineToSitTransfers',
      label: 'Supine to sit transfers',
      question: 'Supine to sit transfers: level of assistance',
      chips: chips.ASSISTANCE_LEVELS,
      output: false,
    },
    {
      key: 'sitToStandTransfers',
      label: 'Sit to stand transfers',
      question: 'Sit to stand transfers: level of assistance',
      chips: chips.ASSISTANCE_LEVELS,
      output: false,
    },
    { key: 'ambulation', label: 'Ambulation', question: 'Ambulation: distance, device and assistance', chips: chips.AMBULATION_CHIPS },
    { key: 'gaitImpairments', label: 'Gait impairments', question: 'Gait impairments observed', chips: chips.GAIT_IMPAIRMENT_CHIPS },
    { key: 'tugScore', label: 'TUG score', question: 'Timed Up and Go (seconds)', chips: chips.TUG_CHIPS },
    { key: 'tinettiScore', label: 'Tinetti score', question: 'Tinetti balance and gait score (out of 28)', chips: chips.TINETTI_CHIPS },
    {
      key: 'sitToStandScore',
      label: '30 second sit to stand score',
      question: '30 second sit to stand (repetitions)',
      chips: chips.SIT_TO_STAND_CHIPS,
    },
    { key: 'otherOutcomeMeasures', label: 'Other outcome measures', question: 'Other outcome measures', chips: chips.OUTCOME_MEASURE_CHIPS },
  ],
  assessment: [
    { key: 'assessment', label: 'Assessment', question: 'Clinical assessment and impressions', chips: chips.THERAPY_ASSESSMENT_CHIPS },
    { key: 'goals', label: 'Goals', question: 'Long-term goals', chips: chips.LONG_TERM_GOAL_CHIPS },
  ],
  plan: [
    { key: 'interventions', label: 'Interventions', question: 'Planned interventions', chips: chips.THERAPY_INTERVENTION_CHIPS },
    { key: 'frequency', label: 'Visit frequency', question: 'Visit frequency and duration', chips: chips.PT_FREQUENCY_CHIPS },
    { key: 'hepUpdates', label: 'HEP updates', question: 'Home exercise program updates', chips: chips.HEP_CHIPS },
    { key: 'shortTermGoals', label: 'Short-term goals', question: 'Short-term goals', chips: chips.SHORT_TERM_GOAL_CHIPS },
  ],
});
