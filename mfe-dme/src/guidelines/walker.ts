import type { CoverageGuidelines } from './types';

/** docs/product.md §2 walker/rollator guideline content (LCD L33791). */
export const WALKER_GUIDELINES: CoverageGuidelines = {
  description: 'Review these guidelines before completing documentation',
  sections: [
    {
      heading: 'Mobility Limitation in the Home',
      paragraphs: [
        'The patient has a mobility limitation that significantly impairs mobility-related activities of daily living (MRADLs) in the home — for example walking to the bathroom or kitchen safely and in a reasonable time.',
      ],
    },
    {
      heading: 'Why a Cane Is Insufficient',
      paragraphs: [
        'Explain why a cane or other lesser device does not resolve the limitation (for example the patient needs support on both sides, or still loses balance with a cane).',
      ],
    },
    {
      heading: 'Safety and Independence',
      paragraphs: [
        'The walker sufficiently resolves the mobility deficit: describe how it improves safety (fall risk) and independence in the home.',
      ],
    },
    {
      heading: 'Walker Types',
      bullets: [
        'Standard pickup walker: lifted with each step.',
        'Two-wheeled walker: rolls forward without lifting.',
        'Four-wheeled rollator with seat: for patients who need rest breaks and can safely control hand brakes.',
        'Heavy-duty bariatric walker: for patients whose weight exceeds a standard walker’s capacity (more than 300 lbs).',
      ],
    },
    {
      heading: 'Special Features',
      paragraphs: [
        'Justify each special feature requested (seat, hand brakes, heavy-duty frame…) by the patient’s condition. A feature without a medical reason may not be paid.',
      ],
    },
    {
      heading: 'Patient Capability',
      paragraphs: [
        'The patient is able to use the walker safely (strength, grip, cognition, following instructions); note safe use shown during the evaluation.',
      ],
    },
    {
      heading: 'Home Environment',
      paragraphs: [
        'The walker can be used in the home: enough space to maneuver, suitable floor surfaces and thresholds, throw rugs removed.',
      ],
    },
    {
      heading: 'Duration of Need',
      paragraphs: ['State how long the walker will be needed (in months, or lifetime).'],
    },
    {
      heading: 'Signed, Dated Order',
      paragraphs: [
        'A standard written order signed and dated by the treating practitioner, with a face-to-face exam documenting the mobility limitation.',
      ],
    },
  ],
  source: 'Summarised from Medicare LCD L33791 (Walkers). Check the current LCD and policy article before relying on it.',
};
