/**
 * `buildGoal(parts)` writes one measurable goal sentence:
 * "Patient will ambulate 150 ft with a rolling walker at Supervision level on level surfaces within
 * 4 weeks to access the bathroom safely." Parts left empty are left out. It refuses, saying what to
 * add, when the goal would not be measurable: no activity, no time frame, neither an amount nor an
 * assistance level, or what `goalGaps` would flag for that activity (walking needs both a distance
 * and an assistance level), so the builder never writes a goal the checker beside it questions.
 * docs/decisions/0148-measurable-goals.md.
 */
import { capitaliseFirst, lowerFirst } from '../sentence';
import { checkGoal, listed } from './check';
import { ASSISTANCE_SCALE, ASSISTIVE_DEVICES, type Amount, type GoalParts, type TimeFrame } from './parts';
import { wordsOf } from './read-parts';
import { tokenize } from './tokens';

export type MissingPart = 'activity' | 'time frame' | 'amount' | 'assistance level' | 'amount or assistance level';

export type BuiltGoal =
  | { readonly ok: true; readonly text: string }
  | {
      readonly ok: false;
      /** In the order of the sentence: activity, amount, assistance level, time frame. */
      readonly missing: readonly MissingPart[];
      /** For the clinician: "Add an activity (e.g. ambulate) and a time frame in weeks or visits (e.g. 4 weeks)." */
      readonly message: string;
    };

const CLOSING = new Set([...'.,;:']);

/** Free text on one line: trimmed, every run of white space one space, closing punctuation dropped. */
function clean(text: string | undefined): string {
  const oneLine = (text ?? '')
    .split(/\s+/u)
    .filter((word) => word !== '')
    .join(' ');
  let end = oneLine.length;
  while (end > 0 && CLOSING.has(oneLine[end - 1] as string)) end--;
  return oneLine.slice(0, end).trimEnd();
}

const firstWord = (text: string) => (text.split(' ')[0] as string).toLowerCase();
const withoutFirstWord = (text: string) => (text.includes(' ') ? text.slice(text.indexOf(' ') + 1) : '');

const isPositive = (value: number) => Number.isFinite(value) && value > 0;
const isCount = (value: number) => Number.isInteger(value) && value >= 1;
const counted = (value: number, one: string, many: string) => `${value} ${value === 1 ? one : many}`;

/** How the amount is written, or undefined when it is not a valid amount. */
function amountPhrase(amount: Amount): string | undefined {
  switch (amount.kind) {
    case 'distance':
      return isPositive(amount.value) ? `${amount.value} ${amount.unit}` : undefined;
    case 'repetitions': {
      if (!isCount(amount.value) || (amount.sets !== undefined && !isCount(amount.sets))) return undefined;
      const repetitions = counted(amount.value, 'repetition', 'repetitions');
      return amount.sets === undefined ? repetitions : `${counted(amount.sets, 'set', 'sets')} of ${repetitions}`;
    }
    case 'time': {
      if (!isPositive(amount.value)) return undefined;
      const time = counted(amount.value, amount.unit.slice(0, -1), amount.unit);
      return amount.limit ? `in ${time} or less` : `for ${time}`;
    }
    case 'score': {
      const { value, outOf } = amount;
      if (!Number.isFinite(value) || value < 0) return undefined;
      if (outOf !== undefined && !(isPositive(outOf) && value <= outOf)) return undefined;
      const scale = clean(amount.scale);
      return `to ${value}${outOf === undefined ? '' : `/${outOf}`}${scale === '' ? '' : ` on ${scale}`}`;
    }
  }
}

/** A device from ASSISTIVE_DEVICES in its own words ("RW" → "with a rolling walker"); any other as typed, after "with". */
function devicePhrase(device: string | undefined): string {
  const typed = clean(device);
  if (typed === '') return '';
  const opener = firstWord(typed);
  const named = opener === 'with' || opener === 'w/' ? withoutFirstWord(typed) : typed;
  if (named === '') return '';
  const known = ASSISTIVE_DEVICES.find(({ name, alsoWritten }) =>
    [name, ...alsoWritten].some((written) => written.toLowerCase() === named.toLowerCase()),
  );
  if (known) return known.phrase;
  return ['with', 'w/', 'without', 'using', 'in', 'on'].includes(opener) ? typed : `with ${typed}`;
}

function timeFramePhrase(timeFrame: TimeFrame | undefined): string | undefined {
  if (timeFrame === undefined || !isCount(timeFrame.value)) return undefined;
  return `within ${counted(timeFrame.value, timeFrame.unit.slice(0, -1), timeFrame.unit)}`;
}

/** "access the bathroom safely" → "to access the bathroom safely"; "so that…", "in order to…", "for…" stay. */
function reasonPhrase(reason: string | undefined): string {
  const typed = clean(reason);
  if (typed === '') return '';
  return ['to', 'in', 'so', 'for', 'allowing', 'enabling', 'because'].includes(firstWord(typed)) ? typed : `to ${typed}`;
}

/** "will ambulate" and "Ambulate" are "ambulate"; "ADL" keeps its capitals. */
function activityPhrase(activity: string): string {
  const typed = clean(activity);
  return lowerFirst(firstWord(typed) === 'will' ? withoutFirstWord(typed) : typed);
}

const ASKED_FOR: Record<Exclude<MissingPart, 'amount'>, string> = {
  activity: 'an activity (e.g. ambulate)',
  'time frame': 'a time frame in weeks or visits (e.g. 4 weeks)',
  'assistance level': 'an assistance level (e.g. Supervision)',
  'amount or assistance level': 'an amount or an assistance level (e.g. 150 ft or Supervision)',
};

/** The order of the sentence. */
const PART_ORDER: readonly MissingPart[] = ['activity', 'amount', 'amount or assistance level', 'assistance level', 'time frame'];

function refused(missing: readonly MissingPart[], amountAskedFor: string): BuiltGoal {
  const ordered = PART_ORDER.filter((part) => missing.includes(part));
  const asked = ordered.map((part) => (part === 'amount' ? amountAskedFor : ASKED_FOR[part]));
  return { ok: false, missing: ordered, message: `Add ${listed(asked)}.` };
}

export function buildGoal(parts: GoalParts): BuiltGoal {
  const activity = activityPhrase(parts.activity);
  const amount = parts.amount === undefined ? undefined : amountPhrase(parts.amount);
  const level = ASSISTANCE_SCALE.find(({ id }) => id === parts.assistance);
  const timeFrame = timeFramePhrase(parts.timeFrame);

  const missing: MissingPart[] = [];
  if (activity === '') missing.push('activity');
  if (timeFrame === undefined) missing.push('time frame');
  if (parts.amount !== undefined && amount === undefined) missing.push('amount');
  else if (amount === undefined && level === undefined) missing.push('amount or assistance level');
  if (missing.length > 0) return refused(missing, 'a valid amount (a number above zero)');

  const who = clean(parts.who) || 'Patient';
  const sentence = [
    who,
    'will',
    activity,
    amount,
    devicePhrase(parts.device),
    level?.phrase,
    clean(parts.setting),
    timeFrame,
    reasonPhrase(parts.reason),
  ]
    .filter((part) => part !== undefined && part !== '')
    .join(' ');
  const text = `${capitaliseFirst(sentence)}.`;

  // What the checker would flag for this activity: walking without a distance, strength without a grade.
  const { gaps, rule } = checkGoal(wordsOf(tokenize(text)));
  const flagged = gaps.map((gap): MissingPart => (gap === 'measure' ? 'amount' : gap));
  return flagged.length > 0 ? refused(flagged, rule.measureExample) : { ok: true, text };
}
