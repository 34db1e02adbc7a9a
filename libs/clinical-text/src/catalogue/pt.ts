import { soapForm } from './build';
import * as chips from './chips';
import * as fields from './shared-fields';

/**
 * PT evaluation (docs/product.md §3). Subjective and objective labels are the spec's; fall history,
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
      example: '82 y/o female, referred after a fall at home',
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
      example: 'Lives with spouse in 2-story home, 3 steps to enter, 1 rail',
      chips: [...chips.LIVING_SITUATION_CHIPS, ...chips.HOME_LAYOUT_CHIPS],
    },
    {
      key: 'homeEnvironment',
      label: 'Home environment',
      question: 'Level of assistance needed at home',
      example: 'Spouse provides SBA for showers; Min A for stairs',
      chips: chips.ASSISTANCE_LEVELS,
    },
    {
      key: 'homeSafetyConcerns',
      label: 'Home safety concerns',
      question: 'Home safety concerns',
      example: 'Throw rugs in hallway, no grab bars, dim stair lighting',
      chips: chips.HOME_SAFETY_CHIPS,
    },
    fields.CURRENT_EQUIPMENT,
    fields.RECOMMENDED_EQUIPMENT,
    {
      key: 'priorFunction',
      label: 'Prior level of function',
      question: 'Prior level of function',
      example: 'Independent household ambulator without device; drove',
      chips: chips.PRIOR_FUNCTION_CHIPS,
    },
    {
      key: 'currentFunction',
      label: 'Current level of function',
      question: 'Current level of function',
      example: 'Amb 50 ft with FWW and CGA; Min A for LB dressing',
      chips: chips.CURRENT_FUNCTION_CHIPS,
    },
    fields.FALL_HISTORY,
    fields.PAIN,
    {
      key: 'goals',
      label: 'Patient goals',
      question: "Patient's own goals",
      example: 'Walk to the mailbox and back without a fall',
      chips: chips.THERAPY_GOAL_CHIPS,
    },
    {
      key: 'additionalInformation',
      label: 'Additional information',
      question: 'Anything else to note',
      example: 'Prefers morning visits; small dog in the home',
      output: false,
    },
  ],
  objective: [
    fields.VITALS,
    {
      key: 'strength',
      label: 'Strength assessment',
      question: 'Strength (manual muscle testing)',
      example: 'R hip flexion 3+/5, L hip flexion 4/5, B knee extension 4/5',
      chips: chips.STRENGTH_CHIPS,
    },
    {
      key: 'bedMobility',
      label: 'Bed mobility',
      question: 'Bed mobility: level of assistance',
      example: 'Rolling Mod I with rail; supine to sit Min A',
      chips: chips.ASSISTANCE_LEVELS,
    },
    {
      key: 'supineToSitTransfers',
      label: 'Supine to sit transfers',
      question: 'Supine to sit transfers: level of assistance',
      example: 'Min A with bed flat; SBA with rail',
      chips: chips.ASSISTANCE_LEVELS,
      output: false,
    },
    {
      key: 'sitToStandTransfers',
      label: 'Sit to stand transfers',
      question: 'Sit to stand transfers: level of assistance',
      example: 'CGA from standard chair using both armrests',
      chips: chips.ASSISTANCE_LEVELS,
      output: false,
    },
    {
      key: 'ambulation',
      label: 'Ambulation',
      question: 'Ambulation: distance, device and assistance',
      example: '150 ft with FWW and CGA, 2 standing rests',
      chips: chips.AMBULATION_CHIPS,
    },
    {
      key: 'gaitImpairments',
      label: 'Gait impairments',
      question: 'Gait impairments observed',
      example: 'Decreased R step length, wide BOS, forward flexed trunk',
      chips: chips.GAIT_IMPAIRMENT_CHIPS,
    },
    { key: 'tugScore', label: 'TUG score', question: 'Timed Up and Go (seconds)', example: '14 s with RW', chips: chips.TUG_CHIPS },
    {
      key: 'tinettiScore',
      label: 'Tinetti score',
      question: 'Tinetti balance and gait score (out of 28)',
      example: '18/28 (balance 9, gait 9)',
      chips: chips.TINETTI_CHIPS,
    },
    {
      key: 'sitToStandScore',
      label: '30 second sit to stand score',
      question: '30 second sit to stand (repetitions)',
      example: '8 reps in 30 s, arms crossed',
      chips: chips.SIT_TO_STAND_CHIPS,
    },
    {
      key: 'otherOutcomeMeasures',
      label: 'Other outcome measures',
      question: 'Other outcome measures',
      example: 'Berg 38/56; 5x sit to stand 18 s',
      chips: chips.OUTCOME_MEASURE_CHIPS,
    },
  ],
  assessment: [
    fields.THERAPY_ASSESSMENT,
    {
      key: 'goals',
      label: 'Goals',
      question: 'Long-term goals',
      example: 'Amb 300 ft with SPC, Mod I, within 4 weeks',
      chips: chips.LONG_TERM_GOAL_CHIPS,
    },
  ],
  plan: [
    {
      key: 'interventions',
      label: 'Interventions',
      question: 'Planned interventions',
      example: 'Gait training, balance training, ther ex, HEP',
      chips: chips.THERAPY_INTERVENTION_CHIPS,
    },
    {
      key: 'frequency',
      label: 'Visit frequency',
      question: 'Visit frequency and duration',
      example: '2x/week for 4 weeks, then 1x/week for 2 weeks',
      chips: chips.PT_FREQUENCY_CHIPS,
    },
    {
      key: 'hepUpdates',
      label: 'HEP updates',
      question: 'Home exercise program updates',
      example: 'Added standing hip abduction 2x10; written handout given',
      chips: chips.HEP_CHIPS,
    },
    {
      key: 'shortTermGoals',
      label: 'Short-term goals',
      question: 'Short-term goals',
      example: 'Sit to stand from standard chair with SBA within 2 weeks',
      chips: chips.SHORT_TERM_GOAL_CHIPS,
    },
  ],
});
