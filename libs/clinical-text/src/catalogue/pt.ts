import { soapForm } from './build';
import * as chips from './chips';
import * as fields from './shared-fields';

/**
 * PT evaluation (SPEC.md §3). Subjective and objective labels are the spec's; fall history,
 * additional information and the two transfer fields are collected but left out of generated text.
 * currentLivingSituation is asked as the home environment and homeEnvironment as the level of
 * assistance, as in the product.
 */
export const PT_FORM = soapForm('pt', 'ptEval', {
  subjective: [
    {
      key: 'patientInfo',
      label: 'Patient is',
      style: 'patient-is',
      question: 'Age, gender and reason for referral',
      chips: ['Referred for home health PT following hospitalization', 'Referred for PT evaluation after a fall at home'],
    },
    fields.MEDICAL_HISTORY,
    fields.MEDICATION_RECONCILIATION,
    fields.MEDICATION_MANAGER,
    fields.MEDICATION_UNDERSTANDING,
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
    fields.CURRENT_EQUIPMENT,
    fields.RECOMMENDED_EQUIPMENT,
    { key: 'priorFunction', label: 'Prior level of function', question: 'Prior level of function', chips: chips.PRIOR_FUNCTION_CHIPS },
    { key: 'currentFunction', label: 'Current level of function', question: 'Current level of function', chips: chips.CURRENT_FUNCTION_CHIPS },
    fields.FALL_HISTORY,
    fields.PAIN,
    { key: 'goals', label: 'Patient goals', question: "Patient's own goals", chips: chips.THERAPY_GOAL_CHIPS },
    { key: 'additionalInformation', label: 'Additional information', question: 'Anything else to note', output: false },
  ],
  objective: [
    fields.VITALS,
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
    fields.THERAPY_ASSESSMENT,
    { key: 'goals', label: 'Goals', question: 'Long-term goals', chips: chips.LONG_TERM_GOAL_CHIPS },
  ],
  plan: [
    { key: 'interventions', label: 'Interventions', question: 'Planned interventions', chips: chips.THERAPY_INTERVENTION_CHIPS },
    { key: 'frequency', label: 'Visit frequency', question: 'Visit frequency and duration', chips: chips.PT_FREQUENCY_CHIPS },
    { key: 'hepUpdates', label: 'HEP updates', question: 'Home exercise program updates', chips: chips.HEP_CHIPS },
    { key: 'shortTermGoals', label: 'Short-term goals', question: 'Short-term goals', chips: chips.SHORT_TERM_GOAL_CHIPS },
  ],
});
