import type { Equipment } from '@clinote/clinical-text';
import { COMMODE_GUIDELINES } from './commode';
import { HOSPITAL_BED_GUIDELINES } from './hospital-bed';
import type { CoverageGuidelines } from './types';
import { WALKER_GUIDELINES } from './walker';
import { WHEELCHAIR_GUIDELINES } from './wheelchair';

export type { CoverageGuidelines, GuidelineSection } from './types';

/** The Medicare coverage guidelines of each letter page's dialog (docs/product.md §2), as data. */
export const GUIDELINES: Readonly<Record<Equipment, CoverageGuidelines>> = Object.freeze({
  wheelchair: WHEELCHAIR_GUIDELINES,
  'hospital-bed': HOSPITAL_BED_GUIDELINES,
  commode: COMMODE_GUIDELINES,
  walker: WALKER_GUIDELINES,
});
