import type { CoverageGuidelines } from './types';

/** docs/product.md §2 wheelchair guideline content, with the six headings of the spec (LCD L33788 criteria A–G). */
export const WHEELCHAIR_GUIDELINES: CoverageGuidelines = {
  sections: [
    {
      heading: 'Mobility Impairment',
      paragraphs: [
        'The patient has a mobility limitation that significantly impairs participation in one or more mobility-related activities of daily living (MRADLs) — toileting, feeding, dressing, grooming and bathing — in customary locations in the home. The limitation:',
      ],
      bullets: [
        'prevents the patient from accomplishing the MRADL entirely; or',
        'places the patient at heightened risk of morbidity or mortality (for example falls) while trying; or',
        'prevents completing the MRADL within a reasonable time frame.',
      ],
    },
    {
      heading: 'Medical Necessity and MRADL Improvement',
      paragraphs: [
        'Name the diagnosis or condition that causes the limitation, and explain why an appropriately fitted cane or walker cannot sufficiently and safely resolve it.',
        'Use of the manual wheelchair will significantly improve the patient’s ability to participate in MRADLs, and the patient will use it regularly in the home. Describe the expected improvement in concrete terms (for example reaching the bathroom safely and in time).',
      ],
    },
    {
      heading: 'Patient Capability or Caregiver Support',
      paragraphs: ['The patient has not expressed unwillingness to use the wheelchair in the home, and one of these is documented:'],
      bullets: [
        'the patient has sufficient upper extremity function and the other physical and mental capabilities to safely self-propel the wheelchair in the home during a typical day; or',
        'a caregiver is available, willing and able to help with or propel the wheelchair.',
      ],
    },
    {
      heading: 'Home Accessibility',
      paragraphs: ['The home provides adequate access between rooms, maneuvering space and surfaces for the wheelchair. Describe:'],
      bullets: [
        'doorway and hallway widths',
        'turning space in the rooms where MRADLs take place',
        'floor surfaces and thresholds',
        'how the patient gets in and out of the home (for example a ramp)',
      ],
    },
    {
      heading: 'Physician Face-to-Face Exam and Order',
      paragraphs: [
        'The treating practitioner examined the patient face to face for the mobility limitation within the 6 months before the written order, and the exam is documented in the medical record.',
        'A standard written order signed by the treating practitioner is on file before the claim is submitted (the supplier may need it before delivery).',
      ],
    },
    {
      heading: 'Use and Duration of Need',
      paragraphs: [
        'State where and how often the wheelchair will be used in the home, and how long it will be needed (in months, or lifetime).',
        'A need expected to last under 3 months is rarely reasonable for a custom wheelchair.',
      ],
    },
  ],
  source: 'Summarised from Medicare LCD L33788 (Manual Wheelchair Bases). Check the current LCD and policy article before relying on it.',
};
