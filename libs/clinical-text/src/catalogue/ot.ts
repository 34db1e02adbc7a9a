import { soapForm } from './build';
import * as chips from './chips';
import * as fields from './shared-fields';

/**
 * OT evaluation (docs/product.md §3): subjective 16 (additionalInformation is held without an input and
 * never output; fallHistory is collected but left out of generated text), objective 7,
 * assessment 2, plan 4.
 */
export const OT_FORM = soapForm('ot', 'otEval', {
  subjective: [
    {
      key: 'ageGenderReferral',
      label: 'Patient is',
      style: 'patient-is',
      question: 'Age, gender and reason for referral',
      example: '76 y/o male, referred for ADL decline after a CVA',
      chips: ['Referred for home health OT following hospitalization', 'Referred for OT evaluation of ADL performance'],
    },
    fields.MEDICAL_HISTORY,
    fields.MEDICATION_RECONCILIATION,
    fields.MEDICATION_MANAGER,
    fields.MEDICATION_UNDERSTANDING,
    {
      key: 'currentLivingSituation',
      label: 'Current living situation',
      question: 'Who the patient lives with and the support available',
      example: 'Lives with daughter, who is home evenings and weekends',
      chips: chips.LIVING_SITUATION_CHIPS,
    },
    {
      key: 'homeEnvironment',
      label: 'Home environment',
      question: 'Home layout: entry, stairs, bathroom and bedroom set-up',
      example: '1-story home, 2 steps to enter, tub/shower combo, bedroom by bath',
      chips: chips.HOME_LAYOUT_CHIPS,
    },
    {
      key: 'safetyConcerns',
      label: 'Home safety concerns',
      question: 'Home safety concerns',
      example: 'No grab bars in bathroom, clutter in walkway',
      chips: chips.HOME_SAFETY_CHIPS,
    },
    fields.CURRENT_EQUIPMENT,
    fields.RECOMMENDED_EQUIPMENT,
    {
      key: 'priorFunction',
      label: 'Prior level of function',
      question: 'Prior level of function in ADLs and IADLs',
      example: 'Independent in ADLs and light meal prep; drove',
      chips: chips.PRIOR_FUNCTION_CHIPS,
    },
    {
      key: 'currentFunction',
      label: 'Current level of function',
      question: 'Current level of function in ADLs and IADLs',
      example: 'Min A for LB dressing; SBA for tub transfers',
      chips: chips.CURRENT_FUNCTION_CHIPS,
    },
    fields.FALL_HISTORY,
    fields.PAIN,
    {
      key: 'goals',
      label: 'Patient goals',
      question: "Patient's own goals",
      example: 'Dress self and shower without help',
      chips: ['Dress independently', 'Bathe safely', 'Prepare simple meals', 'Return to prior level of function'],
    },
    { key: 'additionalInformation', label: 'Additional information', question: 'Additional information', output: false, input: false },
  ],
  objective: [
    fields.VITALS,
    {
      key: 'upperExtremity',
      label: 'Upper extremity function',
      question: 'Upper extremity range of motion, strength and coordination',
      example: 'R shoulder flexion 0-110°; grip R 30 lb, L 45 lb',
      chips: [
        'Bilateral upper extremities within functional limits',
        'Decreased shoulder flexion',
        'Grip strength decreased',
        'Impaired fine motor coordination',
      ],
    },
    {
      key: 'cognitiveScreening',
      label: 'Cognitive screening',
      question: 'Cognitive screening results',
      example: 'SLUMS 22/30; A&O x4, needs cues to sequence tasks',
      chips: [
        'Alert and oriented x4',
        'Alert and oriented x3',
        'Follows multi-step commands',
        'Requires cues for sequencing',
        'Impaired safety awareness',
      ],
    },
    {
      key: 'functionalTests',
      label: 'Functional tests',
      question: 'ADL performance and functional tests',
      example: 'UB dressing set-up; LB dressing Min A; toileting CGA',
      chips: [
        'Upper body dressing with set-up',
        'Lower body dressing with minimal assist',
        'Toileting with contact guard assist',
        'Grooming independent seated',
        'Shower transfer with moderate assist',
      ],
    },
    {
      key: 'balanceScores',
      label: 'Balance scores',
      question: 'Balance scores (sitting and standing)',
      example: 'Sitting balance good; standing balance fair; Berg 41/56',
      chips: ['Sitting balance good', 'Standing balance fair', 'Standing balance poor', 'Berg Balance Scale'],
    },
    {
      key: 'environmentalObservations',
      label: 'Environmental observations',
      question: 'What you observed in the home environment',
      example: 'Narrow bathroom door, low toilet, no grab bars at tub',
      chips: [
        'Narrow bathroom doorway',
        'Low toilet height',
        'Tub/shower combination without grab bars',
        'Adequate lighting',
        'Clear pathways',
      ],
    },
    {
      key: 'assistiveDevice',
      label: 'Assistive device',
      question: 'Assistive devices used during the visit',
      example: 'FWW for mobility; reacher and sock aid for LB dressing',
      chips: ['Front-wheeled walker', 'Rollator', 'Single-point cane', 'Reacher', 'Sock aid', 'None'],
    },
  ],
  assessment: [
    fields.THERAPY_ASSESSMENT,
    {
      key: 'goals',
      label: 'Goals',
      question: 'Long-term goals',
      example: 'LB dressing Mod I with AE within 4 weeks',
      chips: [
        'Patient will perform lower body dressing independently with adaptive equipment',
        'Patient will perform toilet transfers independently',
        'Patient will complete bathing with supervision using shower chair',
      ],
    },
  ],
  plan: [
    {
      key: 'interventions',
      label: 'Interventions',
      question: 'Planned interventions',
      example: 'ADL retraining, AE training, energy conservation',
      chips: [
        'ADL retraining',
        'Therapeutic activities',
        'Adaptive equipment training',
        'Energy conservation education',
        'Home safety training',
      ],
    },
    {
      key: 'frequency',
      label: 'Visit frequency',
      question: 'Visit frequency and duration',
      example: '2x/week for 4 weeks',
      chips: chips.OT_FREQUENCY_CHIPS,
    },
    {
      key: 'homeProgram',
      label: 'Home program',
      question: 'Home program',
      example: 'Theraputty grip exercises daily; written handout given',
      chips: [
        'Upper extremity strengthening exercises',
        'Fine motor activities',
        'Energy conservation techniques',
        'Written handout provided',
      ],
    },
    {
      key: 'shortTermGoals',
      label: 'Short-term goals',
      question: 'Short-term goals',
      example: 'Tub transfer with tub bench and SBA within 2 weeks',
      chips: [
        'Patient will perform upper body dressing with set-up within 2 weeks',
        'Patient will demonstrate safe tub transfer with shower chair within 2 weeks',
        'Patient will use adaptive equipment with verbal cues within 2 weeks',
      ],
    },
  ],
});
