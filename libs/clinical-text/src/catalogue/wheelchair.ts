import { letterForm } from './build';

/** Manual wheelchair letter (docs/product.md §3), paragraphs in letter order. */
export const WHEELCHAIR_FORM = letterForm('wheelchair', 'dmeWheelchair', [
  {
    key: 'mobilityLimitation',
    label: 'Patient Mobility Limitation',
    question: 'Describe the mobility limitation and how it prevents mobility-related activities of daily living in the home',
    example: 'Walks 15 ft with FWW before needing to sit; cannot reach kitchen',
    chips: [
      'Unable to ambulate household distances safely',
      'Ambulation limited to 10 feet due to fatigue and dyspnea',
      'High fall risk with ambulation',
      'Unable to complete MRADLs in a reasonable time',
    ],
  },
  {
    key: 'medicalDiagnosis',
    label: 'Medical Diagnosis/Cause',
    question: 'Medical diagnosis or cause of the mobility limitation',
    example: 'Severe COPD with exertional dyspnea; B knee OA',
    chips: ['Severe osteoarthritis of bilateral knees', 'CHF with exertional dyspnea', 'COPD', 'Late effects of CVA', 'Parkinson disease'],
  },
  {
    key: 'lesserAids',
    label: 'Attempts with Lesser Aids',
    question: 'Why a cane or walker is not sufficient',
    example: 'Cane and FWW tried; falls and severe dyspnea after 15 ft',
    chips: [
      'Cane insufficient due to poor balance',
      'Walker insufficient due to limited endurance',
      'Unable to safely use walker due to upper extremity weakness',
      'Continues to fall despite use of walker',
    ],
  },
  {
    key: 'mrADLsAffected',
    label: 'MRADLs Affected',
    question: 'Mobility-related ADLs affected (toileting, feeding, dressing, grooming, bathing)',
    example: 'Toileting and bathing: cannot reach the bathroom in time',
    chips: ['Toileting', 'Feeding', 'Dressing', 'Grooming', 'Bathing'],
  },
  {
    key: 'homeAccessibility',
    label: 'Home Accessibility for Wheelchair',
    question: 'Can the home accommodate a wheelchair (doorways, floor surfaces, turning space)?',
    example: '32-inch doorways, level vinyl floors, ramp at back entry',
    chips: [
      'Doorways wide enough for wheelchair',
      'Adequate turning space in main living areas',
      'Level floor surfaces throughout',
      'Ramp at entrance',
    ],
  },
  {
    key: 'propulsionAbility',
    label: "Patient's Propulsion Ability",
    question: 'Can the patient self-propel, or is a caregiver available and willing to propel?',
    example: 'Self-propels 100 ft on level floors with both arms',
    chips: [
      'Able to self-propel household distances',
      'Able to self-propel with bilateral upper extremities',
      'Caregiver available and willing to propel',
    ],
  },
  {
    key: 'equipmentDetails',
    label: 'Equipment Details',
    question: 'Wheelchair type, size and accessories requested',
    example: 'Lightweight manual w/c, 18-inch seat, elevating leg rests, cushion',
    chips: ['Standard manual wheelchair', 'Lightweight manual wheelchair', 'Elevating leg rests', 'Seat cushion', 'Anti-tippers'],
  },
  {
    key: 'expectedBenefit',
    label: 'Expected Benefit',
    question: 'How the wheelchair will improve participation in MRADLs',
    example: 'Will reach bathroom and kitchen safely and in time',
    chips: [
      'Will allow patient to complete MRADLs safely and in a timely manner',
      'Will reduce fall risk within the home',
      'Will allow access to bathroom and kitchen',
    ],
  },
  {
    key: 'physicianExam',
    label: 'Physician Face-to-Face Exam',
    question: 'Physician face-to-face examination and order',
    example: 'Face-to-face exam by physician; written order on file',
    chips: ['Face-to-face examination completed by physician', 'Written order on file', 'Mobility evaluation documented in medical record'],
  },
  {
    key: 'durationOfNeed',
    label: 'Duration of Need',
    question: 'Expected duration of need',
    example: 'Lifetime (99 months)',
    chips: ['Lifetime', '12 months', '6 months', '99 months'],
  },
]);
