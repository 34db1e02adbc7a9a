/**
 * Readers for the numbers the LCD thresholds depend on: body weight ("weighs 380 lbs", "wt 410 lb",
 * "172 kg", "body weight 355#", "weight exceeds 350 lbs"), head-of-bed elevation ("HOB elevated
 * 45 degrees") and duration of need ("12 months", "lifetime", "6 weeks").
 */
import { COUNT, countValue, isNegated } from './matching';

/**
 * A stated value as an interval: "380 lb" is [380, 380], "over 350 lb" is (350, ∞), "at least
 * 300 lb" is [300, ∞), "under 300 lb" is (−∞, 300). Thresholds are tested against the whole interval,
 * so "over 350 lb" documents "more than 350 lb" but not "at most 600 lb".
 */
export interface Interval {
  readonly low: number;
  readonly lowInclusive: boolean;
  readonly high: number;
  readonly highInclusive: boolean;
}

export function isAbove(value: Interval, threshold: number): boolean {
  return value.low > threshold || (value.low === threshold && !value.lowInclusive);
}

export function isAtLeast(value: Interval, threshold: number): boolean {
  return value.low >= threshold;
}

export function isAtMost(value: Interval, threshold: number): boolean {
  return value.high <= threshold;
}

export function isBelow(value: Interval, threshold: number): boolean {
  return value.high < threshold || (value.high === threshold && !value.highInclusive);
}

type Comparator = 'exactly' | 'over' | 'at least' | 'under' | 'at most';

const BEFORE: readonly [RegExp, Comparator][] = [
  [/(?:more than|greater than|over|above|exceed(?:s|ing)?|in excess of|>)\s*$/iu, 'over'],
  [/(?:at least|no less than|minimum(?: of)?|>=|≥)\s*$/iu, 'at least'],
  [/(?:less than|under|below|<)\s*$/iu, 'under'],
  [/(?:at most|no more than|maximum(?: of)?|up to|<=|≤)\s*$/iu, 'at most'],
];
const AFTER: readonly [RegExp, Comparator][] = [
  [/^\s*(?:or|and)\s+(?:more|greater|above|over|higher)\b/iu, 'at least'],
  [/^\s*(?:or|and)\s+(?:less|under|below|lower)\b/iu, 'at most'],
];

function interval(value: number, comparator: Comparator): Interval {
  switch (comparator) {
    case 'over':
      return { low: value, lowInclusive: false, high: Infinity, highInclusive: false };
    case 'at least':
      return { low: value, lowInclusive: true, high: Infinity, highInclusive: false };
    case 'under':
      return { low: -Infinity, lowInclusive: false, high: value, highInclusive: false };
    case 'at most':
      return { low: -Infinity, lowInclusive: false, high: value, highInclusive: true };
    default:
      return { low: value, lowInclusive: true, high: value, highInclusive: true };
  }
}

function comparatorAround(before: string, after: string, plus: boolean): Comparator {
  if (plus) return 'at least';
  for (const [re, comparator] of AFTER) if (re.test(after)) return comparator;
  for (const [re, comparator] of BEFORE) if (re.test(before)) return comparator;
  return 'exactly';
}

// ---------------------------------------------------------------------------------------------
// Body weight

const KG_TO_LB = 2.2046226218;
const WEIGHT = /(\d{2,4}(?:[.,]\d+)?)\s*(\+)?[\s-]*(lbs?\b|pounds?\b|#|kgs?\b|kilograms?\b|kilos?\b)/giu;
/** Words that make a number of pounds something other than the patient's weight. */
const NOT_BODY_WEIGHT_BEFORE =
  /\b(?:lost|loss|losing|lose|gain(?:ed|ing)?|lift(?:s|ed|ing)?|carry(?:ing)?|capacity|rated|rating|limit|restrict\w*|supports?|supporting|holds?|accommodat\w*|capable|birth)\b[^.;\n]{0,12}$/iu;
/** Someone else's weight: "wife (weighs 120 lbs)", "caregiver, who weighs 130 lb", "daughter wt 140". */
const OTHER_PERSON_WEIGHT_BEFORE =
  /\b(?:wife|husband|spouse|partner|daughter|son|mother|father|caregiver|care giver|aide|cg)\b(?:[\s(,]*(?:(?:who|she|he)\s+)?(?:is\s+|only\s+|herself\s+|himself\s+)?(?:weighs|weighing|wt|weight|is)\s*:?\s*(?:only\s+|about\s+|approx\.?\s+)?|\s*\(\s*(?:[\w/ ]{1,20},\s*)?(?:approx\.?\s*|about\s+|~\s*)?)$/iu;
const NOT_BODY_WEIGHT_AFTER = /^[\s)]*(?:of\s+)?(?:weight\s+)?(?:loss|gain|capacity|limit|lifting|restriction)\b/iu;
const BODY_WEIGHT_CUE = /\b(?:weigh(?:s|ed|ing|t)?|wt|bw|body weight|bariatric)\b[^.;\n]{0,30}$/iu;
/**
 * A weight typed without a unit right after a weight word ("wt: 360", "pt wt 280", "weight 163"):
 * pounds, the unit every US form means (a unit after it is read by WEIGHT instead).
 */
const UNITLESS_WEIGHT =
  /\b(?:wt|weight|weighs|bw|body weight)\b[ \t]*(?:(?:[:=]|is|of|approx(?:imately|\.)?|about|around)[ \t]*)?(?:~[ \t]*)?(\d{2,3}(?:\.\d+)?)\b(?![ \t]*(?:[%/+#-]|\.\d|lbs?\b|pounds?\b|kgs?\b|kilo|ft\b|feet|in\b|inches|cm\b|m\b|mm\b|degrees?\b|°|x\b|reps?\b|sec|s\b|min|hours?|hrs?|days?|weeks?|months?|years?|yrs?|bearing))/giu;
/** Words that make a weight a former one ("weighed", "previous weight") or the current one ("now", "corrected"). */
const PAST_WORDS = String.raw`(?:weighed|was|were|previous(?:ly)?|formerly|prior|pre-?op|before|used to|had been|at admission|on admission|baseline)`;
const CURRENT_WORDS = String.raw`(?:current(?:ly)?|now|today|presently|at present|corrected|correction|revised)`;
/** The weight was so before ("weighed 380 lb last year", "previously 300 lb"). */
const PAST_WEIGHT_BEFORE = new RegExp(String.raw`\b${PAST_WORDS}\b[^.;\n]{0,25}$`, 'iu');
// Not past a bracket or another "was": "wt 310 lb (was 350 lb last yr)" is 310 lb now.
const PAST_WEIGHT_AFTER =
  /^(?:(?!\b(?:was|were|weighed)\b)[^.;,\n(]){0,25}?\b(?:last (?:week|month|year)|ago|previously|before|prior|at (?:the )?time of|in (?:19|20)\d\d|\(\s*(?:19|20)\d\d\s*\))/iu;
const PAST_CUE = new RegExp(String.raw`\b${PAST_WORDS}\b`, 'giu');
const CURRENT_CUE = new RegExp(String.raw`\b${CURRENT_WORDS}\b`, 'giu');

/** Where the last cue of `re` (global) starts in `text`, or -1. */
function lastCue(re: RegExp, text: string): number {
  let last = -1;
  for (const match of text.matchAll(re)) last = match.index as number;
  return last;
}

/** The weight is the current one ("current weight", "now 310 lb", "today"). */
const CURRENT_WEIGHT = new RegExp(String.raw`\b${CURRENT_WORDS}\b[^.;\n]{0,20}$`, 'iu');

/** A body weight read from the answers. */
export interface WeightReading extends Interval {
  /** The stated number converted to pounds (kg × 2.2046). */
  readonly pounds: number;
  /** The exact text read, e.g. "172 kg" or "exceeds 350 lbs". */
  readonly text: string;
  readonly unit: 'lb' | 'kg';
  readonly comparator: Comparator;
  /** Whether a weight word ("weighs", "wt", "body weight") stands right before it. */
  readonly cued: boolean;
  /** Said to be a former weight ("weighed 380 lb last year"). */
  readonly past: boolean;
  /** Said to be the current weight ("current weight 290 lb", "now 310 lb"). */
  readonly current: boolean;
  /** Where the text read starts and ends in the text searched. */
  readonly index: number;
  readonly end: number;
}

/** Every plausible body weight stated in `text`, in order (50–1500 lb; lifting limits and losses skipped). */
export function readWeights(text: string): WeightReading[] {
  const readings: WeightReading[] = [];
  const matches = [
    ...Array.from(text.matchAll(WEIGHT), (match) => ({
      match,
      index: match.index as number,
      number: match[1],
      plus: match[2],
      unit: match[3],
    })),
    ...Array.from(text.matchAll(UNITLESS_WEIGHT), (match) => ({
      match,
      index: (match.index as number) + match[0].length - match[1].length,
      number: match[1],
      plus: undefined,
      unit: 'lb',
    })),
  ].sort((a, b) => a.index - b.index);
  for (const { match, index, number: digits, plus, unit: unitText } of matches) {
    const length = (match.index as number) + match[0].length - index;
    const before = text.slice(Math.max(0, index - 40), index);
    const after = text.slice(index + length);
    if (NOT_BODY_WEIGHT_BEFORE.test(before) || NOT_BODY_WEIGHT_AFTER.test(after) || OTHER_PERSON_WEIGHT_BEFORE.test(before)) continue;
    const number = Number.parseFloat(digits.replace(',', '.'));
    const unit = /^k/iu.test(unitText) ? 'kg' : 'lb';
    const pounds = unit === 'kg' ? number * KG_TO_LB : number;
    if (pounds < 50 || pounds > 1500) continue;
    const comparator = comparatorAround(before, after, plus === '+');
    const prefix =
      /(?:more than|greater than|over|above|exceed(?:s|ing)?|in excess of|at least|no less than|less than|under|below|at most|no more than|up to|approximately|approx\.?|about|around)\s*$/iu.exec(
        before,
      );
    const start = prefix ? index - prefix[0].length : index;
    const end = index + length;
    const lead = text.slice(start, end).length - text.slice(start, end).trimStart().length;
    readings.push({
      ...interval(pounds, comparator),
      pounds,
      text: text.slice(start, end).trim(),
      unit,
      comparator,
      cued: BODY_WEIGHT_CUE.test(before),
      // "Was 402 lb in 2024, now 288 lb": the cue nearest a weight decides ("today: weighed 380 lb last year" is past).
      past: PAST_WEIGHT_AFTER.test(after) || (PAST_WEIGHT_BEFORE.test(before) && lastCue(PAST_CUE, before) >= lastCue(CURRENT_CUE, before)),
      current: CURRENT_WEIGHT.test(before) && lastCue(CURRENT_CUE, before) > lastCue(PAST_CUE, before),
      index: start + lead,
      end,
    });
  }
  return readings;
}

/** "380 lb", "172 kg (379.2 lb)", "over 350 lb". */
export function describeWeight(reading: WeightReading): string {
  const pounds = Number.isInteger(reading.pounds) ? `${reading.pounds}` : reading.pounds.toFixed(1);
  const value = reading.unit === 'kg' ? `${reading.text.replace(/^\D+/u, '')} = ${pounds} lb` : `${pounds} lb`;
  return reading.comparator === 'exactly' ? value : `${reading.comparator} ${value}`;
}

// ---------------------------------------------------------------------------------------------
// Head-of-bed elevation

const ANGLE = /(\d{1,2})(?:\s*(?:-|–|to)\s*(\d{1,2}))?\s*(?:°|degrees?\b|deg\b)/giu;
const PART_TIME =
  /\bonly\b[^.;\n]{0,20}?\b(?:while|when|during|for|at|with)\s+(?:meals?|eating|feeding|tube feed\w*|med\w*|transfers?)\b|\b(?:occasionally|sometimes|at times|prn|as needed|intermittently)\b/iu;
const ELEVATION_CUE =
  /\b(?:head|hob|upper body|torso|trunk|elevat\w*|rais\w*|inclin\w*|semi-?fowler\w*|fowler\w*|upright|propped|propping|sit(?:s|ting)? up)\b/iu;

/** A head-of-bed elevation read from the answers. */
export interface AngleReading extends Interval {
  readonly text: string;
  /** Where the text read starts and ends in the text searched. */
  readonly index: number;
  readonly end: number;
}

/** Head elevations stated in `text`: a number of degrees in a sentence about the head or elevation. */
export function readElevations(text: string): AngleReading[] {
  const readings: AngleReading[] = [];
  for (const match of text.matchAll(ANGLE)) {
    const index = match.index as number;
    const sentenceStart = Math.max(text.lastIndexOf('.', index), text.lastIndexOf('\n', index), text.lastIndexOf(';', index)) + 1;
    const sentenceEnd = /[.;\n]/u.exec(text.slice(index))?.index ?? text.length - index;
    if (!ELEVATION_CUE.test(text.slice(sentenceStart, index + sentenceEnd))) continue;
    // Only part of the time ("only while eating", "at times") is not "most of the time".
    if (PART_TIME.test(text.slice(sentenceStart, index + sentenceEnd))) continue;
    if (isNegated(text, index, match[0].length)) continue;
    const before = text.slice(sentenceStart, index);
    const first = Number.parseInt(match[1], 10);
    const prefix =
      /(?:more than|greater than|over|above|exceed(?:s|ing)?|in excess of|at least|no less than|less than|under|below|at most|no more than|up to|>=|<=|>|<|≥|≤)\s*$/iu.exec(
        before,
      );
    const start = prefix ? index - prefix[0].length : index;
    const value: Interval =
      match[2] === undefined
        ? interval(first, comparatorAround(before, text.slice(index + match[0].length), false))
        : {
            low: Math.min(first, Number.parseInt(match[2], 10)),
            lowInclusive: true,
            high: Math.max(first, Number.parseInt(match[2], 10)),
            highInclusive: true,
          };
    readings.push({ ...value, text: text.slice(start, index + match[0].length), index: start, end: index + match[0].length });
  }
  return readings;
}

// ---------------------------------------------------------------------------------------------
// Duration of need

const UNIT_DAYS: readonly [RegExp, number][] = [
  [/^d/iu, 1],
  [/^w/iu, 7],
  [/^m/iu, 30],
  [/^y/iu, 365],
];
const DURATION = new RegExp(
  String.raw`(?:\b|(?<=\bx))(${COUNT})(?:\s*(?:-|–|to)\s*(${COUNT}))?\s*(days?|wks?|weeks?|mos?|months?|yrs?|years?)\b`,
  'giu',
);
const OPEN_ENDED = /\b(?:life(?:time|[- ]?long)|permanent(?:ly)?|indefinite(?:ly)?|long[- ]term|ongoing|99 months)\b/iu;

/** A duration of need read from the answers: its longest stated length in days (∞ for lifetime). */
export interface DurationReading {
  readonly days: number;
  readonly text: string;
}

/**
 * The duration of need stated in `text`. A range counts by its longer end ("6-8 weeks" is 56 days),
 * "lifetime"/"permanent"/"99 months" are open-ended. Months count as 30 days, so "under 3 months"
 * means fewer than 90 days.
 */
export function readDuration(text: string): DurationReading | null {
  const open = OPEN_ENDED.exec(text);
  if (open && !isNegated(text, open.index, open[0].length)) return { days: Infinity, text: open[0] };
  let longest: DurationReading | null = null;
  for (const match of text.matchAll(DURATION)) {
    const unit = (UNIT_DAYS.find(([re]) => re.test(match[3])) as [RegExp, number])[1];
    const count = Math.max(countValue(match[1]), match[2] === undefined ? 0 : countValue(match[2]));
    // "less than 3 months" is shorter than 3 months.
    const shorter = /(?:less than|under|fewer than|<)\s*$/iu.test(text.slice(0, match.index));
    const days = count * unit - (shorter ? 0.5 : 0);
    if (longest === null || days > longest.days) longest = { days, text: match[0] };
  }
  return longest;
}
