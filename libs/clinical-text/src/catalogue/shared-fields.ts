import * as chips from './chips';
import type { FieldSpec } from './definitions';

/**
 * Fields the PT, OT and SN forms ask in the same words, defined once so the disciplines cannot drift
 * apart. Fields that share a key but are asked differently (e.g. PT's homeEnvironment, asked as the
 * level of assistance) stay in their own form.
 */
export const MEDICAL_HISTORY: FieldSpec = {
  key: 'medicalHistory',
  label: 'Past medical history',
  question: 'Past medical history',
  example: 'HTN, DM2, COPD, s/p R TKA',
  chips: chips.MEDICAL_HISTORY_CHIPS,
};

export const MEDICATION_RECONCILIATION: FieldSpec = {
  key: 'medicationReconciliation',
  label: 'Medication reconciliation',
  question: 'Medication reconciliation',
  example: 'Completed; 9 meds reviewed, no discrepancies found',
  chips: chips.MEDICATION_RECONCILIATION_CHIPS,
};

export const MEDICATION_MANAGER: FieldSpec = {
  key: 'medicationManager',
  label: 'Medication manager',
  question: 'Who manages the medications?',
  example: 'Self, with weekly pill organizer set up by daughter',
  chips: chips.MEDICATION_MANAGER_CHIPS,
};

export const MEDICATION_UNDERSTANDING: FieldSpec = {
  key: 'medicationUnderstanding',
  label: 'Medication understanding',
  question: "Patient's understanding of the medications",
  example: 'Knows purpose of most meds; needs teaching on diuretic timing',
  chips: chips.MEDICATION_UNDERSTANDING_CHIPS,
};

export const CURRENT_EQUIPMENT: FieldSpec = {
  key: 'currentEquipment',
  label: 'Current equipment',
  question: 'Equipment the patient has now',
  example: 'FWW, shower chair, raised toilet seat',
  chips: chips.CURRENT_EQUIPMENT_CHIPS,
};

export const RECOMMENDED_EQUIPMENT: FieldSpec = {
  key: 'recommendedEquipment',
  label: 'Recommended additional equipment',
  question: 'Additional equipment you recommend',
  example: 'Tub transfer bench, grab bars by toilet',
  chips: chips.RECOMMENDED_EQUIPMENT_CHIPS,
};

/** Collected, but docs/product.md §3 leaves it out of generated PT and OT text. */
export const FALL_HISTORY: FieldSpec = {
  key: 'fallHistory',
  label: 'Fall history',
  question: 'Fall history',
  example: '2 falls in past 6 months, both at night going to the bathroom',
  chips: chips.FALL_HISTORY_CHIPS,
  output: false,
};

export const PAIN: FieldSpec = {
  key: 'pain',
  label: 'Pain assessment',
  question: 'Pain: rating out of 10, location and what makes it better or worse',
  example: 'L knee pain 4/10 at rest, 7/10 with stairs',
  chips: chips.PAIN_CHIPS,
};

export const VITALS: FieldSpec = {
  key: 'vitals',
  label: 'Vitals',
  question: 'Vital signs (BP, HR, RR, SpO2)',
  example: 'BP 132/78, HR 76, RR 16, SpO2 96% on RA',
  chips: chips.VITALS_CHIPS,
};

export const THERAPY_ASSESSMENT: FieldSpec = {
  key: 'assessment',
  label: 'Assessment',
  question: 'Clinical assessment and impressions',
  example: 'Decreased LE strength and balance limit safe household ambulation',
  chips: chips.THERAPY_ASSESSMENT_CHIPS,
};
