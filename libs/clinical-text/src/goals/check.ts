/**
 * `goalGaps(field)` reads goals as clinicians type them ("Amb 150 ft w/ RW SBA x4 wks", "Improve
 * balance") and says, per goal, which measurable part is missing: a time frame, an assistance level,
 * a measure. It is conservative: a part written in any way it recognises counts, and what a goal's
 * activity does not need is not asked for (activities.ts). docs/decisions/0148-measurable-goals.md.
 */
import { ACTIVITY_RULES, activityOf, type ActivityRule } from './activities';
import { GOAL_GAPS, type GoalGap } from './parts';
import { readParts, timeFramesIn, type FoundParts, type TimeFrames } from './read-parts';
import { splitGoals } from './split';
import { tokenize, type Token } from './tokens';

export interface GoalCheck {
  /** `field.slice(start, end)` is the goal as typed, without its list number and closing punctuation. */
  readonly start: number;
  readonly end: number;
  readonly text: string;
  /** What is missing, in the order of GOAL_GAPS; empty when the goal is measurable. */
  readonly gaps: readonly GoalGap[];
  /** One sentence for the clinician: "Add a time frame (e.g. within 4 weeks) and an assistance level (e.g. SBA)."; '' without gaps. */
  readonly hint: string;
}

const TIME_FRAME_EXAMPLE = 'a time frame (e.g. within 4 weeks)';
const ASSISTANCE_EXAMPLE = 'an assistance level (e.g. SBA)';

function lacks(gap: GoalGap, rule: ActivityRule, found: FoundParts): boolean {
  if (gap === 'time frame') return !found.timeFrame;
  const has = gap === 'measure' ? found.measure : found.assistance;
  switch (rule.needs) {
    case 'measure and assistance level':
      return !has;
    case 'measure or assistance level':
      return gap === rule.gapWhenNeither && !found.assistance && !found.measure;
    case 'measure':
      return gap === 'measure' && !has;
    case 'nothing more':
      return false;
  }
}

function gapsOf(rule: ActivityRule, found: FoundParts): GoalGap[] {
  return GOAL_GAPS.filter((gap) => lacks(gap, rule, found));
}

/** "a, b and c". */
export function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function exampleOf(gap: GoalGap, rule: ActivityRule): string {
  if (gap === 'time frame') return TIME_FRAME_EXAMPLE;
  return gap === 'assistance level' ? ASSISTANCE_EXAMPLE : rule.measureExample;
}

/** Each rule's hints by the set of gaps (bit i: GOAL_GAPS[i]): a field of a thousand short goals writes each hint once. */
const HINTS = new Map<ActivityRule, string[]>();

function hintFor(gaps: readonly GoalGap[], rule: ActivityRule): string {
  if (gaps.length === 0) return '';
  const set = gaps.reduce((bits, gap) => bits | (1 << GOAL_GAPS.indexOf(gap)), 0);
  const hints = HINTS.get(rule) ?? [];
  HINTS.set(rule, hints);
  return (hints[set] ??= `Add ${listed(gaps.map((gap) => exampleOf(gap, rule)))}.`);
}

/**
 * The gaps of one goal, with the rule its activity sets. `words`: the goal's tokens without silent
 * marks (`wordsOf`); `groupTimeFrame`: its heading or group gave it one.
 */
export function checkGoal(
  words: readonly Token[],
  groupTimeFrame = false,
  timeFrames: TimeFrames = timeFramesIn(words),
): { gaps: GoalGap[]; rule: ActivityRule } {
  const rule = ACTIVITY_RULES[activityOf(words)];
  const found = readParts(words, timeFrames);
  return { gaps: gapsOf(rule, groupTimeFrame ? { ...found, timeFrame: true } : found), rule };
}

/** Each goal of a goals field, in order, with what it lacks. An empty field has no goals. */
export function goalGaps(field: string): GoalCheck[] {
  return splitGoals(tokenize(field)).map(({ tokens, words, timeFrames, groupTimeFrame }) => {
    const { gaps, rule } = checkGoal(words, groupTimeFrame, timeFrames);
    const start = (tokens[0] as Token).start;
    const end = (tokens[tokens.length - 1] as Token).end;
    return { start, end, text: field.slice(start, end), gaps, hint: hintFor(gaps, rule) };
  });
}
