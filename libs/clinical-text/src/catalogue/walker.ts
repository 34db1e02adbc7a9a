import { letterForm } from './build';

/** Walker/rollator letter (docs/product.md §3), paragraphs in letter order. */
export const WALKER_FORM = letterForm('walker', 'dmeWalkerRollator', [
  {
    key: 'mobilityLimitation',
    label: 'Mobility Limitation',
    question: 'Describe the mobility limitation',
    example: 'Unsteady gait; 2 losses of balance in the kitchen this month',
    chips: [
      'Impaired balance with ambulation',
      'Decreased lower extremity strength',
      'Unsteady gait with loss of balance',
      'Limited endurance',
    ],
  },
  {
    key: 'mrADLsImpact',
    label: 'MRADL Impact',
    question: 'How it affects mobility-related activities of daily living in the home',
    example: 'Cannot walk to the bathroom safely or carry items in the kitchen',
    chips: [
      'Unable to safely walk to the bathroom',
      'Unable to carry items while walking in the kitchen',
      'Requires assistance to reach the bedroom',
    ],
  },
  {
    key: 'insufficientAlternatives',
    label: 'Insufficient Alternatives',
    question: 'Why a cane or other lesser device is insufficient',
    example: 'Lost balance with SPC; needs support for both hands',
    chips: ['Cane does not provide adequate support', 'Requires bilateral upper extremity support', 'Continues to lose balance with cane'],
  },
  {
    key: 'safetyIndependence',
    label: 'Safety and Independence',
    question: 'How the walker improves safety and independence',
    example: 'No loss of balance over 150 ft with rollator during eval',
    chips: ['Will reduce fall risk', 'Will allow independent household ambulation', 'Demonstrated safe use during evaluation'],
  },
  {
    key: 'walkerType',
    label: 'Walker Type',
    question: 'Walker type requested',
    example: 'Four-wheeled rollator with seat and hand brakes',
    chips: ['Standard pickup walker', 'Two-wheeled walker', 'Four-wheeled rollator with seat', 'Heavy-duty bariatric walker'],
  },
  {
    key: 'specialFeatures',
    label: 'Special Features',
    question: 'Special features requested and why each is needed',
    example: 'Seat for rest every 50 ft due to COPD; hand brakes for control',
    chips: [
      'Seat needed for rest breaks due to limited endurance',
      'Hand brakes needed for safe control',
      'Heavy-duty frame for patient weight',
      'No special features required',
    ],
  },
  {
    key: 'patientCapability',
    label: "Patient's Capability",
    question: 'Can the patient use the walker safely?',
    example: 'Uses hand brakes correctly; follows safety instructions',
    chips: ['Able to use walker safely', 'Demonstrates safe use of hand brakes', 'Follows instructions for safe use'],
  },
  {
    key: 'homeEnvironment',
    label: 'Home Environment',
    question: 'Can the walker be used in the home?',
    example: 'Level floors, 30-inch doorways, throw rugs removed',
    chips: ['Adequate space to maneuver walker', 'Level floor surfaces', 'Throw rugs removed'],
  },
  {
    key: 'durationOfNeed',
    label: 'Duration of Need',
    question: 'Expected duration of need',
    example: 'Lifetime (99 months)',
    chips: ['Lifetime', '12 months', '6 months', '3 months'],
  },
  {
    key: 'medicalNecessity',
    label: 'Medical Necessity & Order',
    question: 'Medical necessity and signed, dated physician order',
    example: 'Needed for safe household ambulation; signed, dated order on file',
    chips: ['Signed and dated physician order on file', 'Required for safe ambulation in the home'],
  },
]);
