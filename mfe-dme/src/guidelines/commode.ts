import type { CoverageGuidelines } from './types';

/** docs/product.md §2 bedside commode guideline content (LCD L33736). */
export const COMMODE_GUIDELINES: CoverageGuidelines = {
  description: 'Review these guidelines before completing documentation',
  sections: [
    {
      heading: 'Unable to Use a Standard Toilet',
      paragraphs: [
        'A commode is covered when the patient is physically unable to use regular toilet facilities, for example when the patient is:',
      ],
      bullets: [
        'confined to one room;',
        'confined to one level of the home, and there is no toilet on that level;',
        'confined to the home, and there is no toilet in the home.',
      ],
    },
    {
      heading: 'Medical Impairments and Home Layout',
      paragraphs: [
        'Describe the impairments that make reaching or using the toilet unsafe (weakness, shortness of breath, urgency, balance), and the layout barriers (for example the only bathroom is upstairs).',
      ],
    },
    {
      heading: 'Not a Raised Toilet Seat',
      paragraphs: [
        'A commode placed over a toilet and used as a raised toilet seat or toilet safety frame is not covered. State that it will be used as a standalone device, for example at the bedside.',
      ],
    },
    {
      heading: 'Physician Order',
      paragraphs: [
        'A written order signed by the treating practitioner is on file before the commode is delivered, with a face-to-face exam documenting the condition.',
      ],
    },
    {
      heading: 'Duration of Need',
      paragraphs: ['State how often the commode will be used (day, night) and for how long it will be needed (in months, or lifetime).'],
    },
  ],
  source:
    'Summarised from Medicare LCD L33736 (Commodes, Bed Pans and Urinals). Check the current LCD and policy article before relying on it.',
};
