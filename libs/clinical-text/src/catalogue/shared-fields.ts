import * as chips from './chips';
import type { FieldSpec } from './definitions';

/**
 * Fields the PT, OT and SN forms ask in the same words, defined once so the disciplines cannot drift
 * apart. Fields that share a key but are asked differently (e.g. PT's homeEnvironment, asked as the
 * level of assistance) stay in their own form.
 */
export const MEDICAL_HISTORY: FieldSpec = { key: 'medicalHistory', label: 'Past medical history', question: 'Past medical history', chips: chips.MEDICAL_HISTORY_CHIPS };

export const MEDICATION_RECONCILIATION: FieldSpec = {
  key: 'medicationReconciliation',
  label: 'Medication reconciliation',
  question: 'Medication reconciliation',
  chips: chips.MEDICATION_RECONCILIATION_CHIPS,
};

export const MEDICATION_MANAGER: FieldSpec = { key: 'medicationManager', label: 'Medication manager', question: 'Who manages the medications?', chips: chips.MEDICATION_MANAGER_CHIPS };

export const MEDICATION_UNDERSTANDING: FieldSpec = {
  key: 'medicationUnderstanding',
  label: 'Medication understanding',
  question: "Patient's understanding of the medications",
  chips: chips.MEDICATION_UNDERSTANDING_CHIPS,
};

export const CURRENT_EQUIPMENT: FieldSpec = { key: 'currentEquipment', label: 'Current equipment', question: 'Equipment the patient has now', chips: chips.CURRENT_EQUIPMENT_CHIPS };

export const RECOMMENDED_EQUIPMENT: FieldSpec = {
  key: 'recommendedEquipment',
  label: 'Recommended additional equipment',
  question: 'Additional equipment you recommend',
  chips: chips.RECOMMENDED_EQUIPMENT_CHIPS,
};

/** Collected, but SPEC.md §3 leaves it out of generated PT and OT text. */
export const FALL_HISTORY: FieldSpec = { key: 'fallHistory', label: 'Fall history', question: 'Fall history', chips: chips.FALL_HISTORY_CHIPS, output: false };

export const PAIN: FieldSpec = { key: 'pain', label: 'Pain assessment', question: 'Pain: rating out of 10, location and what makes it better or worse', chips: chips.PAIN_CHIPS };

export const VITALS: FieldSpec = { key: 'vitals', label: 'Vitals', question: 'Vital signs (BP, HR, RR, SpO2)', chips: chips.VITALS_CHIPS };

export const THERAPY_ASSESSMENT: FieldSpec = { key: 'assessment', label: 'Assessment', question: 'Clinical assessment and impressions', chips: chips.THERAPY_ASSESSMENT_CHIPS };
