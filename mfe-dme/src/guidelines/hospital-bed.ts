import type { CoverageGuidelines } from './types';

/** docs/product.md §2 hospital bed guideline content (LCD L33820). */
export const HOSPITAL_BED_GUIDELINES: CoverageGuidelines = {
  description: 'Review these guidelines before completing documentation',
  sections: [
    {
      heading: 'Qualifying Conditions',
      paragraphs: ['A hospital bed is covered when at least one of these is documented:'],
      bullets: [
        'a medical condition that requires positioning of the body in ways not feasible with an ordinary bed — for example frequent repositioning, or positioning to relieve pain;',
        'the head of the bed must be elevated more than 30 degrees most of the time (for example heart failure, chronic lung disease or aspiration risk) — pillows or wedges were considered and ruled out;',
        'traction equipment that can only be attached to a hospital bed.',
      ],
    },
    {
      heading: 'Bed Types',
      bullets: [
        'Fixed-height: meets a qualifying condition.',
        'Variable height: also needs a bed height different from a fixed-height bed to transfer to a chair, wheelchair or standing position.',
        'Semi-electric: also needs frequent changes in body position, or an immediate change in position.',
        'Heavy-duty: patient weight generally 350+ lbs (more than 350 and up to 600 lbs; extra heavy-duty above 600 lbs).',
      ],
    },
    {
      heading: 'Fully Electric Beds',
      paragraphs: [
        'Powered height adjustment is a convenience feature: a fully electric bed is covered only up to the cost of a semi-electric bed.',
      ],
    },
    {
      heading: 'Order and Face-to-Face Exam',
      paragraphs: [
        'A standard written order signed by the treating practitioner, and a face-to-face exam within the 6 months before the order that documents the condition needing the bed.',
      ],
    },
    {
      heading: 'Home Use',
      paragraphs: [
        'The bed is for use in the patient’s home. Say where it will be placed and that the room has space for the bed and for caregiver access.',
      ],
    },
    {
      heading: 'Caregiver Support and Side Rails',
      paragraphs: [
        'Describe who helps with bed mobility and transfers, and whether the patient can use the bed controls.',
        'Side rails are covered when the patient’s condition requires them and they are part of, or an accessory to, a covered hospital bed.',
      ],
    },
  ],
  source:
    'Summarised from Medicare LCD L33820 (Hospital Beds and Accessories). Check the current LCD and policy article before relying on it.',
};
