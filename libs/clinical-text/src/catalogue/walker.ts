import { letterForm } from './build';

/** Walker/rollator letter (SPEC.md §3), paragraphs in letter order. */
export const WALKER_FORM = letterForm('walker', 'dmeWalkerRollator', [
  {
    key: 'mobilityLimitation',
    label: 'Mobility Limitation',
    question: 'Describe the mobility limitation',
    chips: ['Impaired balance with ambulation', 'Decreased lower extremity strength', 'Unsteady gait with loss of balance', 'Limited endurance'],
  },
  {
    key: 'mrADLsImpact',
    label: 'MRADL Impact',
    question: 'How it affects mobility-related activities of daily living in the home',
    chips: ['Unable to safely walk to the bathroom', 'Unable to carry items while walking in the kitchen', 'Requires assistance to reach the bedroom'],
  },
  {
    key: 'insufficientAlternatives',
    label: 'Insufficient Alternatives',
    question: 'Why a cane or other lesser device is insufficient',
    chips: [
      'Cane does not provide adequate support',
      'Requires bilateral upper extremity support',
      'Continues to lose balance with cane',
    ],
  },
  {
    key: 'safetyIndependence',
    label: 'Safety and Independence',
    question: 'How the walker improves safety and independence',
    chips: ['Will reduce fall risk', 'Will allow independent household ambulation', 'Demonstrated safe use during evaluation'],
  },
  {
    key: 'walkerType',
    label: 'Walker Type',
    question: 'Walker type requested',
    chips: ['Standard pickup walker', 'Two-wheeled walker', 'Four-wheeled rollator with seat', 'Heavy-duty bariatric walker'],
  },
  {
    key: 'specialFeatures',
    label: 'Special Features',
    question: 'Special features requested and why each is needed',
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
    chips: ['Able to use walker safely', 'Demonstrates safe use of hand brakes', 'Follows instructions for safe use'],
  },
  {
    key: 'homeEnvironment',
    label: 'Home Environment',
    question: 'Can the walker be used in the home?',
    chips: ['Adequate space to maneuver walker', 'Level floor surfaces', 'Throw rugs removed'],
  },
  {
    key: 'durationOfNeed',
    label: 'Duration of Need',
    question: 'Expected duration of need',
    chips: ['Lifetime', '12 months', '6 months', '3 months'],
  },
  {
    key: 'medicalNecessity',
    label: 'Medical Necessity & Order',
    question: 'Medical necessity and signed, dated physician order',
    chips: ['Signed and dated physician order on file', 'Required for safe ambulation in the home'],
  },
]);
