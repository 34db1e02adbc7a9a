/**
 * What a goal is about decides what makes it measurable (docs/decisions/0148-measurable-goals.md):
 * - walking, wheelchair propulsion and stairs need how far (or how many steps) and how much help;
 * - transfers, bed mobility, ADLs, the home program and self-monitoring ("weigh self daily") are
 *   measured by the help needed, so an assistance level is enough ("transfer bed to chair Mod I"),
 *   as is a count, a time or how often;
 * - strength, motion, pain, endurance, edema, vital signs and named tests need a number: "SBA" says
 *   nothing about a knee's range;
 * - balance accepts either (standing balance is commonly graded by the help needed);
 * - teaching goals ("verbalize 3 signs of infection", "verbalize understanding") are observed as met
 *   or not, so only the time frame is checked;
 * - anything else needs a measure or an assistance level, whichever it has.
 * The first activity word of the goal decides: "amb 150 ft to improve balance" is a walking goal.
 */
import { type GoalGap } from './parts';
import { lexicon, words, type Token } from './tokens';

export type ActivityKind =
  | 'walking'
  | 'wheelchair'
  | 'stairs'
  | 'task'
  | 'balance'
  | 'strength'
  | 'motion'
  | 'pain'
  | 'test'
  | 'endurance'
  | 'size'
  | 'vitals'
  | 'teaching'
  | 'other';

export interface ActivityRule {
  readonly needs: 'measure and assistance level' | 'measure or assistance level' | 'measure' | 'nothing more';
  /** The gap named when a goal that needs one of the two has neither. */
  readonly gapWhenNeither: Exclude<GoalGap, 'time frame'>;
  /** What to add when the measure is missing, for the hint: "a distance (e.g. 150 ft)". */
  readonly measureExample: string;
}

const rule = (needs: ActivityRule['needs'], measureExample: string, gapWhenNeither: ActivityRule['gapWhenNeither'] = 'measure') => ({
  needs,
  measureExample,
  gapWhenNeither,
});

export const ACTIVITY_RULES: Readonly<Record<ActivityKind, ActivityRule>> = {
  walking: rule('measure and assistance level', 'a distance (e.g. 150 ft)'),
  wheelchair: rule('measure and assistance level', 'a distance (e.g. 150 ft)'),
  stairs: rule('measure and assistance level', 'a number of steps (e.g. 12 steps)'),
  task: rule('measure or assistance level', 'a measure (e.g. 10 repetitions)', 'assistance level'),
  balance: rule('measure or assistance level', 'a score or time (e.g. Berg 45/56)'),
  strength: rule('measure', 'a strength grade (e.g. 4/5)'),
  motion: rule('measure', 'degrees (e.g. 0–120 degrees)'),
  pain: rule('measure', 'a pain rating (e.g. 3/10 or less)'),
  test: rule('measure', 'a score or time (e.g. TUG under 14 seconds)'),
  endurance: rule('measure', 'a time (e.g. 15 minutes)'),
  size: rule('measure', 'a size (e.g. 2 cm)'),
  vitals: rule('measure', 'a value (e.g. SpO2 90% or more)'),
  teaching: rule('nothing more', 'a number (e.g. 3 signs)'),
  other: rule('measure or assistance level', 'a measure or an assistance level (e.g. 150 ft or SBA)'),
};

/** Single activity words; long ones also with one typo ("ambualte", "trnasfers"). */
const ACTIVITY_WORDS = lexicon<ActivityKind>(
  [
    ...words('amb ambulate ambulates ambulating ambulation ambulatory walk walks walking gait locomotion', 'walking' as const),
    ...words('propel propels propelling propulsion', 'wheelchair' as const),
    ...words('stairs stair steps step ascend ascends ascending descend descends descending flight flights', 'stairs' as const),
    ...words(
      'transfer transfers transferring xfer xfers xfr xfrs sts pivot scoot scooting roll rolls bed mobility toilet toileting ' +
        'commode bsc tub shower showering bathing bathe bath dressing dress don doff donning doffing clothing clothes ' +
        'footwear socks shoes grooming groom hygiene feeding feed eat eating adl adls iadl iadls selfcare cooking cook meal ' +
        'laundry homemaking housework hep exercise exercises car floor curb curbs ramp ramps medication medications meds ' +
        'insulin inject injection injections catheter ostomy colostomy weigh weighs monitor monitors log record records check checks',
      'task' as const,
    ),
    ...words('balance lob falls fall', 'balance' as const),
    ...words('strength strengthen strengthening mmt weakness grip pinch', 'strength' as const),
    ...words(
      'rom arom prom aarom flexion flex extension ext abduction abd adduction rotation dorsiflexion plantarflexion df pf motion',
      'motion' as const,
    ),
    ...words('pain painful discomfort nprs vas', 'pain' as const),
    ...words(
      'tug berg bbs tinetti poma dgi fga mwt ftsts xsts sls lefs odi oswestry ndi dash quickdash foto score speed velocity mmse moca slums',
      'test' as const,
    ),
    ...words('endurance tolerance tolerate tolerates tolerating stamina fatigue', 'endurance' as const),
    ...words('edema swelling girth circumference wound wounds ulcer', 'size' as const),
    ...words('spo spo2 saturation sat sats bp glucose sugar weight pulse hba', 'vitals' as const),
    ...words(
      'verbalize verbalizes verbalise verbalises verbalizing verbalization state states identify identifies list lists ' +
        'describe describes explain explains recall recalls recite recognize recognise understanding understand understands ' +
        'knowledge teachback',
      'teaching' as const,
    ),
  ],
  7,
);

/** Positions name a transfer when two are joined ("sit to stand", "sup<>sit") or one pivots. */
const POSITIONS = new Set(['sit', 'sitting', 'stand', 'standing', 'supine', 'sup', 'sidelying', 'prone']);
const BETWEEN_POSITIONS = new Set(['to', '/', '&', 'and', 'from']);
/** "Stand at the sink 5 min with CGA": a posture held, measured by time or help. */
const HELD_POSTURES = new Set(['sit', 'sitting', 'stand', 'standing']);
const POSTURE_QUALITIES = new Set(['tolerance', 'balance']);
/** "Gait speed", "walking velocity": a test, not a walk. */
const WALKING_WORDS = new Set(['gait', 'walking', 'walk']);
/** Words that make the activity word before them something else: "gait belt" is a device, "rolling walker" too. */
const NOT_AN_ACTIVITY_BEFORE = new Map([
  ['gait', ['belt', 'trainer']],
  ['roll', ['walker']],
  ['rolling', ['walker', 'w']],
  ['step', ['stool']],
  ['bed', ['rail', 'rails', 'alarm']],
]);

/** The kind of the activity word at `index`; undefined when it is not one. */
function kindAt(tokens: readonly Token[], index: number): ActivityKind | undefined {
  const word = tokens[index] as Token;
  const next = tokens[index + 1]?.lower ?? '';
  if (word.kind !== 'word') return undefined;
  if (POSITIONS.has(word.lower)) {
    const after = BETWEEN_POSITIONS.has(next) ? (tokens[index + 2]?.lower ?? '') : next;
    if (POSITIONS.has(after) || next === 'pivot') return 'task';
    // "standing balance", "sitting tolerance": the quality named next decides.
    return HELD_POSTURES.has(word.lower) && !POSTURE_QUALITIES.has(next) ? 'other' : undefined;
  }
  if (NOT_AN_ACTIVITY_BEFORE.get(word.lower)?.includes(next)) return undefined;
  if (WALKING_WORDS.has(word.lower) && (next === 'speed' || next === 'velocity')) return 'test';
  if (word.lower === 'wound' && next === 'care') return 'task';
  if ((word.lower === 'c' || word.lower === 'wc' || word.lower === 'wheelchair') && (next === 'mobility' || next === 'propulsion')) {
    return 'wheelchair';
  }
  if (word.lower === 'mobility') return tokens[index - 1]?.lower === 'bed' ? 'task' : undefined;
  if (word.lower === 'range' && next === 'of') return 'motion';
  if (word.lower === 'blood' && (next === 'pressure' || next === 'sugar' || next === 'glucose')) return 'vitals';
  if (word.lower === 'teach' && next === 'back') return 'teaching';
  if (word.lower === 'self' && next === 'care') return 'task';
  return ACTIVITY_WORDS.get(word.lower);
}

/** What the goal is about: its first activity word. */
export function activityOf(tokens: readonly Token[]): ActivityKind {
  for (let index = 0; index < tokens.length; index++) {
    const kind = kindAt(tokens, index);
    if (kind !== undefined) return kind;
  }
  return 'other';
}

/** Whether any token is an activity word (a heading or a shared note has none). */
export function namesAnActivity(tokens: readonly Token[]): boolean {
  return tokens.some((_token, index) => kindAt(tokens, index) !== undefined);
}
