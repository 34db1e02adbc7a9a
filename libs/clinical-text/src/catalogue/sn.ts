import { soapForm } from './build';
import * as chips from './chips';
import * as fields from './shared-fields';

/** SN evaluation (SPEC.md §3): subjective 14, objective 7, assessment 3, plan 5; every field is output. */
export const SN_FORM = soapForm('sn', 'snEval', {
  subjective: [
    {
      key: 'ageGenderReferral',
      label: 'Patient is',
      style: 'patient-is',
      question: 'Age, gender and reason for referral',
      chips: ['Referred for skilled nursing following hospital discharge', 'Referred for medication management and teaching', 'Referred for wound care'],
    },
    { key: 'primaryDiagnosis', label: 'Primary diagnosis', question: 'Primary diagnosis', chips: chips.DIAGNOSIS_CHIPS },
    fields.MEDICAL_HISTORY,
    fields.MEDICATION_RECONCILIATION,
    {
      key: 'medicationManagement',
      label: 'Medication management',
      question: 'Who manages the medications and how?',
      chips: ['Self-manages with pill organizer', 'Caregiver manages medications', 'Spouse sets up weekly pill organizer', 'Requires reminders'],
    },
    {
      key: 'symptoms',
      label: 'Current symptoms',
      question: 'Symptoms the patient reports',
      chips: ['Shortness of breath with exertion', 'Fatigue', 'Lower extremity swelling', 'Dizziness when standing', 'Denies chest pain'],
    },
    { key: 'livingSituation', label: 'Living situation', question: 'Living situation and caregiver support', chips: chips.LIVING_SITUATION_CHIPS },
    { key: 'safetyConcerns', label: 'Safety concerns', question: 'Safety concerns in the home', chips: chips.HOME_SAFETY_CHIPS },
    {
      key: 'dietaryRestrictions',
      label: 'Dietary restrictions',
      question: 'Dietary restrictions',
      chips: ['Low sodium diet', 'Carbohydrate-controlled diet', 'Fluid restriction', 'Heart-healthy diet', 'No known dietary restrictions'],
    },
    {
      key: 'recentIncidents',
      label: 'Recent incidents',
      question: 'Recent falls, ER visits or hospitalizations',
      chips: ['No recent falls', 'Fall in past 30 days', 'ER visit in past 30 days', 'Hospitalization in past 30 days'],
    },
    {
      key: 'wounds',
      label: 'Wounds',
      question: 'Wounds present?',
      chips: ['No wounds', 'Surgical incision', 'Pressure injury', 'Venous stasis ulcer', 'Diabetic foot ulcer', 'Skin tear'],
    },
    {
      key: 'woundDescription',
      label: 'Wound description',
      question: 'Wound location, size, wound bed, drainage and periwound',
      chips: ['Clean, dry and intact', 'Edges well approximated', 'Scant serous drainage', 'No signs of infection', 'Periwound skin intact'],
    },
    {
      key: 'understanding',
      label: 'Understanding of condition',
      question: 'Patient and caregiver understanding of the condition',
      chips: ['Verbalizes good understanding', 'Verbalizes partial understanding', 'Requires further teaching', 'Caregiver verbalizes understanding'],
    },
    {
      key: 'goals',
      label: 'Patient goals',
      question: "Patient's own goals",
      chips: ['Remain safely at home', 'Manage medications independently', 'Avoid rehospitalization', 'Heal wound'],
    },
  ],
  objective: [
    { key: 'vitals', label: 'Vitals', question: 'Vital signs (BP, HR, RR, temperature, SpO2)', chips: chips.VITALS_CHIPS },
    {
      key: 'weight',
      label: 'Weight',
      question: 'Weight and change since the last visit',
      chips: ['Stable since last visit', 'Weight gain reported to physician', 'Weight loss noted', 'Patient-reported weight'],
    },
    {
      key: 'appearance',
      label: 'General appearance',
      question: 'General appearance',
      chips: ['No acute distress', 'Well groomed', 'Appears fatigued', 'Skin pale', 'Short of breath at rest'],
    },
    {
      key: 'signs',
      label: 'Signs and symptoms observed',
      question: 'Signs and symptoms you observed (lungs, heart, edema, skin)',
      chips: ['Lungs clear to auscultation', 'Crackles in bilateral bases', 'Bilateral lower extremity edema', 'Skin warm and dry', 'Capillary refill under 3 seconds'],
    },
    {
      key: 'compliance',
      label: 'Compliance',
      question: 'Compliance with medications, diet and treatment plan',
      chips: ['Compliant with medication regimen', 'Compliant with diet', 'Partially compliant', 'Non-compliant with fluid restriction'],
    },
    {
      key: 'cognition',
      label: 'Cognition',
      question: 'Cognition and mental status',
      chips: ['Alert and oriented x4', 'Alert and oriented x3', 'Forgetful, requires cues', 'Confused'],
    },
    {
      key: 'equipment',
      label: 'Equipment',
      question: 'Medical equipment in the home',
      chips: ['Walker', 'Wheelchair', 'Hospital bed', 'Bedside commode', 'Oxygen concentrator', 'Glucometer'],
    },
  ],
  assessment: [
    {
      key: 'healthStatus',
      label: 'Health status',
      question: 'Overall health status',
      chips: ['Stable', 'Improving', 'Declining', 'At risk for rehospitalization'],
    },
    {
      key: 'skilledNeeds',
      label: 'Skilled needs',
      question: 'Skilled nursing needs',
      chips: ['Medication teaching', 'Disease management teaching', 'Wound care', 'Cardiopulmonary assessment', 'Skilled observation and assessment'],
    },
    { key: 'potential', label: 'Rehabilitation potential', question: 'Rehabilitation potential', chips: ['Good', 'Fair', 'Poor', 'Good for stated goals'] },
  ],
  plan: [
    {
      key: 'interventions',
      label: 'Interventions',
      question: 'Planned skilled nursing interventions',
      chips: ['Skilled assessment', 'Medication teaching', 'Wound care per physician orders', 'Disease process teaching', 'Vital signs monitoring'],
    },
    { key: 'frequency', label: 'Visit frequency', question: 'Visit frequency and duration', chips: chips.SN_FREQUENCY_CHIPS },
    {
      key: 'referrals',
      label: 'Referrals',
      question: 'Referrals to other disciplines or services',
      chips: ['Physical therapy', 'Occupational therapy', 'Medical social worker', 'Home health aide', 'Dietitian'],
    },
    {
      key: 'education',
      label: 'Education',
      question: 'Patient and caregiver education planned',
      chips: ['Medication management', 'Fall prevention', 'Signs and symptoms to report', 'Diet', 'Infection control'],
    },
    {
      key: 'shortTermGoals',
      label: 'Short-term goals',
      question: 'Short-term goals',
      chips: [
        'Patient will verbalize understanding of medication regimen within 2 weeks',
        'Caregiver will demonstrate correct wound care within 2 weeks',
        'Patient will remain free of falls',
      ],
    },
  ],
});
