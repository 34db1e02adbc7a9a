import { letterForm } from './build';

/** Hospital bed letter (SPEC.md §3), paragraphs in letter order. */
export const HOSPITAL_BED_FORM = letterForm('hospital-bed', 'dmeHospitalBed', [
  {
    key: 'medicalCondition',
    label: 'Medical Condition and Symptoms',
    question: 'Medical condition and symptoms that require a hospital bed',
    chips: ['CHF with orthopnea', 'COPD with dyspnea when lying flat', 'Risk of aspiration', 'Stage 3 pressure injury', 'Severe arthritis limiting bed mobility'],
  },
  {
    key: 'regularBedIssues',
    label: "Why a Regular Bed Won't Suffice",
    question: "Why a regular bed won't suffice",
    chips: [
      'Requires head of bed elevated more than 30 degrees',
      'Requires frequent repositioning not possible in a regular bed',
      'Unable to get in and out of a regular bed safely',
      'Pillows and wedges have been tried and are not effective',
    ],
  },
  {
    key: 'bedFeatures',
    label: 'Hospital Bed Features Needed',
    question: 'Hospital bed features needed',
    chips: ['Head elevation', 'Knee elevation', 'Adjustable height', 'Side rails'],
  },
  {
    key: 'variableHeight',
    label: 'Variable Height',
    question: 'Why variable height is needed',
    chips: [
      'Requires bed height adjustment for safe transfers',
      'Caregiver requires adjustable height to provide care safely',
    ],
  },
  {
    key: 'semiElectric',
    label: 'Semi-Electric',
    question: 'Why a semi-electric bed is needed',
    chips: [
      'Requires frequent changes in body position',
      'Needs immediate position changes for symptom relief',
      'Patient able to operate controls independently',
    ],
  },
  {
    key: 'heavyDuty',
    label: 'Heavy Duty/Bariatric',
    question: 'Heavy duty or bariatric bed needed? (generally 350 lbs or more)',
    chips: ['Not required', 'Patient weight exceeds 350 lbs', 'Requires extra-wide bed surface'],
  },
  {
    key: 'accessories',
    label: 'Accessories',
    question: 'Accessories needed (rails, trapeze, mattress)',
    chips: ['Full-length side rails', 'Half rails', 'Trapeze bar', 'Pressure-reducing mattress', 'Overbed table'],
  },
  {
    key: 'caregiverAbilities',
    label: 'Caregiver and Self-Care Abilities',
    question: 'Caregiver support and what the patient can do alone',
    chips: [
      'Caregiver available 24 hours',
      'Caregiver trained in safe bed use',
      'Patient able to use bed controls independently',
      'Requires assistance for bed mobility',
    ],
  },
  {
    key: 'homeSetup',
    label: 'Home Setup',
    question: 'Where the bed will go and whether the home can accommodate it',
    chips: ['Bed will be placed in first-floor living room', 'Adequate space for bed and caregiver access', 'Electrical outlet available near bed location'],
  },
  {
    key: 'plannedUseAndBenefits',
    label: 'Planned Use and Benefits',
    question: 'How the bed will be used and the expected benefits',
    chips: [
      'Will reduce risk of aspiration',
      'Will promote pressure injury healing',
      'Will improve breathing while resting',
      'Will allow safe transfers in and out of bed',
    ],
  },
  {
    key: 'physicianExam',
    label: 'Physician Face-to-Face & Order',
    question: 'Physician face-to-face examination and standard written order',
    chips: ['Face-to-face examination completed by physician', 'Standard written order on file'],
  },
  {
    key: 'expectedTimeframe',
    label: 'Expected Timeframe of Need',
    question: 'Expected timeframe of need',
    chips: ['Lifetime', '12 months', '6 months', '99 months'],
  },
]);
