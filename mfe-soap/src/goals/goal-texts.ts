/** The goal builder's and the goals hint's words (issue 24; docs/product.md §2 "Goals"). */
export const GOAL_BUILDER_TEXTS = {
  open: 'Build a goal',
  title: 'Build a measurable goal',
  description: (field: string) => `Who will do what, how much or with how much help, by when. The goal is added at the end of ${field}.`,
  add: (field: string) => `Add to ${field}`,
  preview: 'Goal:',
  /** Before a typed goal the checker finds not measurable. */
  notMeasurable: (goal: string) => `Not yet measurable: “${goal}”.`,
  /** When more goals lack a part than are listed. */
  more: (count: number) => `${count} more ${count === 1 ? 'goal lacks' : 'goals lack'} a measurable part.`,
} as const;

/** What the builder's free-text parts offer as you type (any other text is kept as typed). */
export const GOAL_SUGGESTIONS = {
  who: ['Patient', "Patient's caregiver", "Patient's spouse"],
  activity: [
    'ambulate',
    'perform sit to stand transfers',
    'perform bed to chair transfers',
    'perform toilet transfers',
    'perform tub transfers',
    'ascend/descend stairs',
    'perform bed mobility',
    'perform LB dressing',
    'perform UB dressing',
    'perform grooming at the sink',
    'propel a manual wheelchair',
    'perform the home exercise program',
  ],
  scale: ['Berg Balance Scale', 'Tinetti POMA', 'TUG', '30-second chair stand'],
  setting: ['in the home', 'on level surfaces', 'on uneven surfaces', 'in the community', 'up/down 3 steps with one rail'],
  reason: [
    'to access the bathroom safely',
    'to return to community ambulation',
    'to reduce fall risk',
    'to return home safely',
    'to participate in self-care',
  ],
} as const;
