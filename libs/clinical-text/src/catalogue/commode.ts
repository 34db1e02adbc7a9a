import { letterForm } from './build';

/** Bedside commode letter (docs/product.md §3), paragraphs in letter order. */
export const COMMODE_FORM = letterForm('commode', 'dmeBesideCommode', [
  {
    key: 'toiletingLimitation',
    label: 'Toileting Limitation',
    question: 'Why the patient cannot use a standard toilet',
    example: 'Only toilet is upstairs; cannot climb stairs safely',
    chips: [
      'Confined to one room',
      'Confined to one level of the home without a toilet',
      'No toilet facilities in the home',
      'Unable to reach the bathroom in time',
    ],
  },
  {
    key: 'medicalImpairments',
    label: 'Medical Impairments',
    question: 'Medical impairments affecting toileting',
    example: 'B LE weakness, exertional dyspnea, urinary urgency',
    chips: [
      'Severe lower extremity weakness',
      'Exertional dyspnea',
      'Urinary urgency and frequency',
      'Impaired balance',
      'Post-operative weight-bearing restrictions',
    ],
  },
  {
    key: 'homeLayoutBarriers',
    label: 'Home Layout Barriers',
    question: 'Barriers in the home layout',
    example: 'Bedroom on 1st floor; only bathroom on 2nd floor, 14 steps',
    chips: [
      'Only bathroom is on the second floor',
      'Bathroom too far from bedroom for safe ambulation',
      'Bathroom doorway too narrow for walker',
    ],
  },
  {
    key: 'useAndAssistance',
    label: 'Use and Assistance',
    question: 'How the commode will be used and who will assist',
    example: 'At bedside day and night; spouse assists transfers and empties',
    chips: [
      'Will be used at bedside day and night',
      'Caregiver will assist with transfers and emptying',
      'Patient able to transfer with supervision',
    ],
  },
  {
    key: 'standaloneDevice',
    label: 'Standalone Device (Not a Raised Seat)',
    question: 'Confirm the commode will be used as a standalone device, not as a raised toilet seat',
    example: 'Standalone at bedside, not placed over a toilet',
    chips: ['Will be used as a standalone bedside commode, not placed over a toilet'],
  },
  {
    key: 'frequencyDuration',
    label: 'Frequency & Duration',
    question: 'How often it will be used and for how long',
    example: '6 to 8 times daily for 6 months',
    chips: ['Multiple times daily', 'Nightly', '3 months', '6 months', 'Lifetime'],
  },
  {
    key: 'medicalNecessity',
    label: 'Medical Necessity & Order',
    question: 'Medical necessity and physician order',
    example: 'Needed for safe toileting; physician order signed before delivery',
    chips: ['Physician order signed before delivery', 'Required for safe toileting in the home'],
  },
]);
