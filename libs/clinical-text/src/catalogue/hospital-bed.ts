import { letterForm } from './build';

/** Hospital bed letter (docs/product.md §3), paragraphs in letter order. */
export const HOSPITAL_BED_FORM = letterForm('hospital-bed', 'dmeHospitalBed', [
  {
    key: 'medicalCondition',
    label: 'Medical Condition and Symptoms',
    question: 'Medical condition and symptoms that require a hospital bed',
    example: 'CHF with orthopnea; needs head of bed up 40° to breathe at night',
    chips: [
      'CHF with orthopnea',
      'COPD with dyspnea when lying flat',
      'Risk of aspiration',
      'Stage 3 pressure injury',
      'Severe arthritis limiting bed mobility',
    ],
  },
  {
    key: 'regularBedIssues',
    label: "Why a Regular Bed Won't Suffice",
    question: "Why a regular bed won't suffice",
    example: 'Needs head of bed above 30°; wedges tried and slide off',
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
    example: 'Head and knee elevation, adjustable height, half rails',
    chips: ['Head elevation', 'Knee elevation', 'Adjustable height', 'Side rails'],
  },
  {
    key: 'variableHeight',
    label: 'Variable Height',
    question: 'Why variable height is needed',
    example: 'Low height for safe transfers; raised for caregiver to give care',
    chips: ['Requires bed height adjustment for safe transfers', 'Caregiver requires adjustable height to provide care safely'],
  },
  {
    key: 'semiElectric',
    label: 'Semi-Electric',
    question: 'Why a semi-electric bed is needed',
    example: 'Needs frequent position changes for SOB; can use controls',
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
    example: 'Not required; weight 210 lb',
    chips: ['Not required', 'Patient weight exceeds 350 lbs', 'Requires extra-wide bed surface'],
  },
  {
    key: 'accessories',
    label: 'Accessories',
    question: 'Accessories needed (rails, trapeze, mattress)',
    example: 'Half rails, trapeze, pressure-reducing mattress',
    chips: ['Full-length side rails', 'Half rails', 'Trapeze bar', 'Pressure-reducing mattress', 'Overbed table'],
  },
  {
    key: 'caregiverAbilities',
    label: 'Caregiver and Self-Care Abilities',
    question: 'Caregiver support and what the patient can do alone',
    example: 'Spouse home 24 h, trained in bed use; uses controls alone',
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
    example: 'First-floor living room by an outlet, room for caregiver each side',
    chips: [
      'Bed will be placed in first-floor living room',
      'Adequate space for bed and caregiver access',
      'Electrical outlet available near bed location',
    ],
  },
  {
    key: 'plannedUseAndBenefits',
    label: 'Planned Use and Benefits',
    question: 'How the bed will be used and the expected benefits',
    example: 'Nightly and for rest periods; eases breathing, reduces falls',
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
    example: 'Face-to-face exam done; standard written order on file',
    chips: ['Face-to-face examination completed by physician', 'Standard written order on file'],
  },
  {
    key: 'expectedTimeframe',
    label: 'Expected Timeframe of Need',
    question: 'Expected timeframe of need',
    example: '12 months, then reassess',
    chips: ['Lifetime', '12 months', '6 months', '99 months'],
  },
]);
