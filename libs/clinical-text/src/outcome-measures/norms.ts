/**
 * Every cut-off and norm table the outcome measures are interpreted against, in this one file, each
 * with its published source and whether its figures were confirmed (and where). Why these sources,
 * and what "confirmed" means here: docs/decisions/0147-outcome-measure-norms.md. A figure changes
 * only together with its source and its confirmation.
 */
import type { MeasureId } from './measures';
import type { Sex } from './patient';

export interface NormSource {
  /** Authors, or the organisation that publishes the norm. */
  readonly authors: string;
  readonly title: string;
  readonly year: number;
  /** Journal, volume and pages, where the source is a paper. */
  readonly publication?: string;
}

/**
 * `verified: true`: the exact figures were read at `url` (the note says what kind of page that is).
 * `verified: false`: the note says what could not be confirmed.
 */
export type Verification =
  | { readonly verified: true; readonly url: string; readonly note: string }
  | { readonly verified: false; readonly note: string; readonly url?: string };

interface NormBase {
  readonly measure: MeasureId;
  readonly source: NormSource;
  /** How generated sentences cite the source: "(CDC STEADI, 2017)". */
  readonly citation: string;
  readonly verification: Verification;
  /** A limit of the norm a clinician should see beside the result. */
  readonly caveat?: string;
}

/** One cut-off: results on the flagged side of it (the cut-off itself included) are "at risk". */
export interface CutOffNorm extends NormBase {
  readonly kind: 'cut-off';
  readonly cutOff: number;
  readonly flaggedWhen: 'at or above' | 'at or below';
}

export interface Band {
  readonly name: string;
  /** The band's top; the last band has none. `inclusive`: the top value itself is in this band. */
  readonly upTo?: { readonly value: number; readonly inclusive: boolean };
  /** The band as the source writes it. */
  readonly range: string;
  /** Whether a result in this band is a finding to act on. */
  readonly concern: boolean;
}

/** Bands from lowest to highest result. */
export interface BandNorm extends NormBase {
  readonly kind: 'bands';
  readonly bands: readonly Band[];
}

export interface AgeSexRow {
  readonly ages: { readonly from: number; readonly to: number };
  /** A score below this is below average for the row's age and sex. */
  readonly belowAverageUnder: { readonly [S in Sex]: number };
}

/** Below-average scores by age band and sex; ages outside every row have no norm. */
export interface AgeSexTableNorm extends NormBase {
  readonly kind: 'age-sex-table';
  readonly rows: readonly AgeSexRow[];
  /** What a below-average score indicates, as the source says it: "a risk for falls". */
  readonly belowAverageIndicates: string;
}

export type Norm = CutOffNorm | BandNorm | AgeSexTableNorm;

const CDC_STEADI = 'Centers for Disease Control and Prevention (CDC), STEADI (Stopping Elderly Accidents, Deaths & Injuries)';

export const NORMS: { readonly [Id in MeasureId]: Norm } = {
  tug: {
    kind: 'cut-off',
    measure: 'tug',
    cutOff: 12,
    flaggedWhen: 'at or above',
    source: { authors: CDC_STEADI, title: 'Assessment: Timed Up & Go (TUG)', year: 2017 },
    citation: 'CDC STEADI, 2017',
    verification: {
      verified: true,
      url: 'https://www.slideshare.net/slideshow/tug-test-print-86594236/86594236',
      note: 'A copy of the CDC form (dated 2017): "An older adult who takes ≥12 seconds to complete the TUG is at risk for falling." The form on cdc.gov itself was not among the pages searched.',
    },
  },

  'chair-stand-30s': {
    kind: 'age-sex-table',
    measure: 'chair-stand-30s',
    belowAverageIndicates: 'a risk for falls',
    rows: [
      { ages: { from: 60, to: 64 }, belowAverageUnder: { male: 14, female: 12 } },
      { ages: { from: 65, to: 69 }, belowAverageUnder: { male: 12, female: 11 } },
      { ages: { from: 70, to: 74 }, belowAverageUnder: { male: 12, female: 10 } },
      { ages: { from: 75, to: 79 }, belowAverageUnder: { male: 11, female: 10 } },
      { ages: { from: 80, to: 84 }, belowAverageUnder: { male: 10, female: 9 } },
      { ages: { from: 85, to: 89 }, belowAverageUnder: { male: 8, female: 8 } },
      { ages: { from: 90, to: 94 }, belowAverageUnder: { male: 7, female: 4 } },
    ],
    source: { authors: CDC_STEADI, title: 'Assessment: 30-Second Chair Stand', year: 2017 },
    citation: 'CDC STEADI, 2017',
    verification: {
      verified: true,
      url: 'https://slidepub.com/slideshow/30-second-chair-stand-test-a-1',
      note: 'A copy of the CDC form (dated 2017), "Chair Stand Below Average Scores" by age and sex, and "A below average score indicates a risk for falls." The same table is at https://injurymatters.org.au/programs/stay-on-your-feet/information-for-health-and-community-workers/falls-screening-and-assessment-tools/sit-to-stand-tests. The form on cdc.gov itself was not among the pages searched.',
    },
  },

  tinetti: {
    kind: 'bands',
    measure: 'tinetti',
    bands: [
      { name: 'high fall risk', upTo: { value: 18, inclusive: true }, range: '≤18/28', concern: true },
      { name: 'moderate fall risk', upTo: { value: 23, inclusive: true }, range: '19–23/28', concern: true },
      { name: 'low fall risk', range: '≥24/28', concern: false },
    ],
    source: {
      authors: 'Tinetti ME',
      title: 'Performance-oriented assessment of mobility problems in elderly patients',
      year: 1986,
      publication: 'J Am Geriatr Soc 34:119–126',
    },
    citation: 'commonly cited Tinetti POMA bands; source not confirmed',
    verification: {
      verified: false,
      url: 'http://closecalculator.com/tinetti-balance-scale-calculator-out-of-44.php',
      note: 'The bands ≤18 high, 19–23 moderate, ≥24 low were found only on secondary pages (this calculator; calcbee.com gives <19, 19–23, 24–28), and another secondary page gives 19–24 moderate and 25–28 low (healthcaretip.com). No primary publication of the bands was found. Tinetti 1986 is the source of the scale (cited as such by the MSD Manual); it was not confirmed as the source of the bands.',
    },
  },

  berg: {
    kind: 'cut-off',
    measure: 'berg',
    cutOff: 45,
    flaggedWhen: 'at or below',
    source: {
      authors: 'Muir SW, Berg K, Chesworth B, Speechley M',
      title: 'Use of the Berg Balance Scale for predicting multiple falls in community-dwelling elderly people: a prospective study',
      year: 2008,
      publication: 'Phys Ther 88(4):449–459',
    },
    citation: 'Muir et al., 2008',
    caveat: 'The same study found this cut-off alone misses most people who go on to fall.',
    verification: {
      verified: true,
      url: 'https://safetylit.org/unapi/conversion.php?export=bib&id=ct%2Acitjournalarticle_84259_12',
      note: 'The abstract: "the use of the BBS as a dichotomous scale, with a threshold of < or =45, was inadequate for identification of the majority of people at risk of falling in the future, with sensitivities of 25% and 45% for any and multiple falls". The threshold is ≤45 (45 itself counts as at risk), not <45.',
    },
  },

  'gait-speed': {
    kind: 'bands',
    measure: 'gait-speed',
    bands: [
      { name: 'household ambulation', upTo: { value: 0.4, inclusive: false }, range: '<0.4 m/s', concern: true },
      { name: 'limited community ambulation', upTo: { value: 0.8, inclusive: true }, range: '0.4–0.8 m/s', concern: true },
      { name: 'community ambulation', range: '>0.8 m/s', concern: false },
    ],
    source: {
      authors: 'Perry J, Garrett M, Gronley JK, Mulroy SJ',
      title: 'Classification of walking handicap in the stroke population',
      year: 1995,
      publication: 'Stroke 26:982–989',
    },
    citation: 'Perry et al., 1995',
    caveat: 'These bands were drawn from people after stroke.',
    verification: {
      verified: true,
      url: 'https://scribd.com/document/669555190/STROKEAHA-106-475921',
      note: 'As stated in Schmid et al., "Improvements in speed-based gait classifications are meaningful" (Stroke, 2007): household ambulation (<0.4 m/s), limited community ambulation (0.4 to 0.8 m/s), full community ambulation (>0.8 m/s); the three bands condense the categories of Perry et al. (https://ufdcimages.uflib.ufl.edu/UF/E0/01/13/89/00001/schmid_a_Page_033.txt). Perry et al. 1995 itself was not read.',
    },
  },

  'five-times-sit-to-stand': {
    kind: 'cut-off',
    measure: 'five-times-sit-to-stand',
    cutOff: 12,
    flaggedWhen: 'at or above',
    source: {
      authors: 'Lusardi MM, Fritz S, Middleton A, Allison L, Wingood M, Phillips E, et al.',
      title:
        'Determining risk of falls in community dwelling older adults: a systematic review and meta-analysis using posttest probability',
      year: 2017,
      publication: 'J Geriatr Phys Ther 40(1):1–36',
    },
    citation: 'Lusardi et al., 2017',
    verification: {
      verified: true,
      url: 'https://neurosurgerywiki.com/wiki/doku.php?id=five_times_sit-to-stand',
      note: 'A quotation of the paper on a secondary page: "For those requiring 12 seconds or more to complete the 5 times sit-to-stand test (positive test), the posttest probability (PoTP) = 41%." The journal text itself was not read. Buatois et al. 2008 (15 s) was not used: its 15 s was confirmed, but not whether 15 s itself counts as positive.',
    },
  },
};
