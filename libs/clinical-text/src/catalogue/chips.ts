/**
 * Quick-suggestion chip lists shared by several fields. Chips are short phrases a clinician would
 * otherwise type; they never contain patient identifiers.
 */

/** Diagnoses of docs/product.md §9. */
export const DIAGNOSIS_CHIPS = Object.freeze(['CHF', 'COPD', 'Diabetes', 'HTN', 'Post-operative care']);

export const MEDICAL_HISTORY_CHIPS = Object.freeze([
  'CHF',
  'COPD',
  'Diabetes',
  'HTN',
  'Atrial fibrillation',
  'CVA',
  'Osteoarthritis',
  'Total knee replacement',
]);

/** Assistance levels "Independent through Maximum assist" (docs/product.md §9). */
export const ASSISTANCE_LEVELS = Object.freeze([
  'Independent',
  'Modified independent',
  'Supervision',
  'Contact guard assist',
  'Minimal assist',
  'Moderate assist',
  'Maximum assist',
]);

/** Medication reconciliation quick picks (docs/product.md §9). */
export const MEDICATION_RECONCILIATION_CHIPS = Object.freeze([
  'Completed, no discrepancies noted',
  'Completed, discrepancies reported to physician',
  'Medication list reviewed with patient and caregiver',
  'Unable to complete, medication list not available',
]);

export const MEDICATION_MANAGER_CHIPS = Object.freeze(['Self', 'Spouse', 'Adult child', 'Caregiver', 'Home health aide']);

export const MEDICATION_UNDERSTANDING_CHIPS = Object.freeze([
  'Good',
  'Fair',
  'Poor',
  'Verbalizes understanding of purpose and schedule',
  'Requires education on side effects',
]);

export const LIVING_SITUATION_CHIPS = Object.freeze([
  'Lives alone',
  'Lives with spouse',
  'Lives with family',
  'Lives in assisted living',
  'Caregiver available 24 hours',
  'Caregiver available part time',
]);

export const HOME_LAYOUT_CHIPS = Object.freeze([
  'Single-story home',
  'Two-story home, bedroom upstairs',
  'Apartment with elevator',
  'Steps to enter with handrail',
  'Steps to enter without handrail',
  'Tub/shower combination',
  'Walk-in shower',
]);

export const HOME_SAFETY_CHIPS = Object.freeze([
  'Throw rugs',
  'Poor lighting',
  'Cluttered pathways',
  'Stairs without handrails',
  'No grab bars in bathroom',
  'Pets underfoot',
]);

export const CURRENT_EQUIPMENT_CHIPS = Object.freeze([
  'Single-point cane',
  'Quad cane',
  'Front-wheeled walker',
  'Rollator',
  'Manual wheelchair',
  'Shower chair',
  'Raised toilet seat',
  'None',
]);

export const RECOMMENDED_EQUIPMENT_CHIPS = Object.freeze([
  'Front-wheeled walker',
  'Shower chair',
  'Tub transfer bench',
  'Raised toilet seat',
  'Grab bars',
  'Bedside commode',
  'Reacher',
]);

export const PRIOR_FUNCTION_CHIPS = Object.freeze([
  'Independent with ADLs and IADLs',
  'Independent with household ambulation without device',
  'Community ambulator with cane',
  'Required assistance with bathing',
  'Drove and managed own shopping',
]);

export const CURRENT_FUNCTION_CHIPS = Object.freeze([
  'Minimal assist for ADLs',
  'Moderate assist for ADLs',
  'Contact guard assist for transfers',
  'Household ambulation with walker',
  'Requires assistance with lower body dressing',
]);

/** Fall history quick picks (docs/product.md §9). */
export const FALL_HISTORY_CHIPS = Object.freeze([
  'No falls in past 12 months',
  '1 fall in past 12 months',
  '2 or more falls in past 12 months',
  'Fall with injury',
  'Reports fear of falling',
]);

export const PAIN_CHIPS = Object.freeze(['Denies pain', '2/10', '5/10', '8/10', 'Pain with weight bearing', 'Pain relieved with rest']);

export const THERAPY_GOAL_CHIPS = Object.freeze([
  'Return to prior level of function',
  'Walk safely in the home',
  'Get in and out of bed independently',
  'Return to community activities',
  'Reduce fall risk',
]);

export const VITALS_CHIPS = Object.freeze([
  'Vital signs within normal limits',
  'Vital signs stable at rest and with activity',
  'SpO2 stable on room air',
  'On supplemental oxygen',
  'Orthostatic vital signs obtained',
]);

export const STRENGTH_CHIPS = Object.freeze([
  'Bilateral lower extremities 4/5 throughout',
  'Bilateral lower extremities 3+/5 throughout',
  'Generalized weakness',
  'Hip abductors 3/5 bilaterally',
  'Grip strength decreased bilaterally',
]);

/** Gait impairment quick picks (docs/product.md §9). */
export const GAIT_IMPAIRMENT_CHIPS = Object.freeze([
  'Decreased step length',
  'Decreased gait speed',
  'Decreased foot clearance',
  'Wide base of support',
  'Shuffling gait',
  'Antalgic gait',
  'Decreased heel strike',
  'Loss of balance with turns',
]);

export const AMBULATION_CHIPS = Object.freeze([
  '50 feet with front-wheeled walker',
  '150 feet with front-wheeled walker',
  'Household distances with rollator',
  'Contact guard assist with walker',
  'Unable to ambulate',
]);

export const TUG_CHIPS = Object.freeze(['Completed with front-wheeled walker', 'Completed without assistive device', 'Unable to complete']);

export const TINETTI_CHIPS = Object.freeze(['Balance and gait subscores documented', 'Unable to complete']);

export const SIT_TO_STAND_CHIPS = Object.freeze(['Used arms to rise', 'Unable to rise without arms']);

export const OUTCOME_MEASURE_CHIPS = Object.freeze([
  'Berg Balance Scale',
  'Five Times Sit to Stand',
  '6 Minute Walk Test',
  'Gait speed',
  'Functional Reach Test',
]);

export const THERAPY_ASSESSMENT_CHIPS = Object.freeze([
  'Patient presents with decreased strength, balance and endurance',
  'Patient is at increased risk for falls',
  'Patient would benefit from skilled therapy',
  'Good rehabilitation potential',
]);

export const LONG_TERM_GOAL_CHIPS = Object.freeze([
  'Patient will ambulate household distances independently with least restrictive device',
  'Patient will perform transfers independently',
  'Patient will be independent with home exercise program',
  'Patient will reduce fall risk as shown by improved outcome measure scores',
]);

export const THERAPY_INTERVENTION_CHIPS = Object.freeze([
  'Therapeutic exercise',
  'Gait training',
  'Balance training',
  'Transfer training',
  'Neuromuscular re-education',
  'Patient and caregiver education',
]);

export const SHORT_TERM_GOAL_CHIPS = Object.freeze([
  'Patient will perform bed mobility with supervision within 2 weeks',
  'Patient will perform transfers with supervision within 2 weeks',
  'Patient will demonstrate home exercise program with verbal cues within 2 weeks',
]);

export const HEP_CHIPS = Object.freeze([
  'Initiated home exercise program',
  'Progressed home exercise program',
  'Reviewed home exercise program, no changes',
  'Written handout provided',
]);

export const PT_FREQUENCY_CHIPS = Object.freeze(['1x/week for 4 weeks', '2x/week for 4 weeks', '3x/week for 3 weeks']);

/** SN visit frequencies (docs/product.md §9). */
export const SN_FREQUENCY_CHIPS = Object.freeze(['2x/week for 2 weeks', '3x/week for 1 week', '1x/week for 4 weeks']);

/** OT visit frequencies (docs/product.md §9). */
export const OT_FREQUENCY_CHIPS = Object.freeze(['2x/week for 4 weeks', '3x/week for 2 weeks', '1x/week for 6 weeks']);
