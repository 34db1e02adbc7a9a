/**
 * One goals field holds several goals: numbered ("1.", "2)", "(3)", "#4"), bulleted, one per line, or
 * separated by semicolons. Headings group them ("STG (2 wks):", "LTG:", "Discharge goals:"), and a
 * time frame written once for a group ("STG (2 wks):", "All goals to be met in 4 weeks.") belongs to
 * every goal of the group. docs/decisions/0148-measurable-goals.md.
 */
import { namesAnActivity } from './activities';
import { timeFramesIn, wordsOf, type TimeFrames } from './read-parts';
import { type Token } from './tokens';

export interface GoalPiece {
  /** The goal's tokens, without its number or bullet and without closing punctuation. */
  readonly tokens: readonly Token[];
  /** The same without silent marks (`wordsOf`). */
  readonly words: readonly Token[];
  /** The time frames in its words. */
  readonly timeFrames: TimeFrames;
  /** A time frame written for its whole group. */
  readonly groupTimeFrame: boolean;
}

const BULLETS = new Set([...'-*•–—·◦▪>+○']);
/** A line ending in one of these goes on on the next line: "Amb 150 ft w/\nRW SBA". */
const CONTINUED_AFTER = new Set('with and to of in at for the on from within by or & / , +'.split(' '));
/** A number after these is a count, not the next item: "Min A x 2. Transfers…". */
const COUNTED_AFTER = new Set(
  'x × within in by of to for over under than about approx approximately stage level grade type phase and or /'.split(' '),
);
/** Who a goal is for, when a new sentence starts a new goal: "…x4 wks. Pt will transfer…". */
const SUBJECTS = new Set('pt patient caregiver cg family spouse client resident'.split(' '));
const SENTENCE_ENDS = new Set(['.', '!', '?']);

interface Marker {
  readonly end: number;
  readonly number?: number;
}

/** A list number has one or two digits and no decimals. */
const isItemNumber = (token: Token | undefined) => token?.kind === 'number' && token.text.length <= 2;

/** A list marker at `index`: "1.", "2)", "(3)", "#4", "a)", a bullet. */
function markerAt(tokens: readonly Token[], index: number): Marker | undefined {
  const token = tokens[index];
  const next = tokens[index + 1];
  if (token === undefined) return undefined;
  if (token.kind === 'mark' && BULLETS.has(token.text)) return { end: index + 1 };
  if (isItemNumber(token) && (next?.text === '.' || next?.text === ')') && next.attached && tokens[index + 2]?.kind !== 'number') {
    return { end: index + 2, number: Number(token.text) };
  }
  if (token.text === '(' && isItemNumber(next) && tokens[index + 2]?.text === ')') return { end: index + 3, number: Number(next?.text) };
  if (token.text === '#' && isItemNumber(next) && next?.attached) {
    const closing = ['.', ')', ':'].includes(tokens[index + 2]?.text ?? '') ? 1 : 0;
    return { end: index + 2 + closing, number: Number(next?.text) };
  }
  if (token.kind === 'word' && token.text.length === 1 && token.text >= 'a' && token.text <= 'h' && next?.text === ')' && next.attached) {
    return { end: index + 2 };
  }
  return undefined;
}

/** "2." inside a line, when 2 is the next item of a numbered list. */
function isInlineItem(tokens: readonly Token[], index: number, expected: number): boolean {
  const token = tokens[index] as Token;
  const before = tokens[index - 1];
  const marker = markerAt(tokens, index);
  if (marker?.number !== expected || token.attached || before === undefined) return false;
  if (before.kind === 'number' || COUNTED_AFTER.has(before.lower)) return false;
  return tokens[marker.end]?.kind === 'word';
}

/** "Pt will…" or "Patient/CG to…" after a full stop. */
function startsASentenceGoal(tokens: readonly Token[], index: number): boolean {
  if (!SENTENCE_ENDS.has(tokens[index - 1]?.text ?? '') || !SUBJECTS.has(tokens[index]?.lower ?? '')) return false;
  let at = index + 1;
  if (['/', 'and', '&'].includes(tokens[at]?.lower ?? '') && SUBJECTS.has(tokens[at + 1]?.lower ?? '')) at += 2;
  return tokens[at]?.lower === 'will' || tokens[at]?.lower === 'to';
}

interface Label {
  readonly end: number;
  readonly patientStated: boolean;
  readonly discharge: boolean;
}

const GOAL_WORDS = new Set(['goal', 'goals', 'stg', 'stgs', 'ltg', 'ltgs']);
const LABEL_QUALIFIERS = new Set(
  'short long term st lt pt ot sn pta cota therapy rehab nursing functional discharge dc d c patient patients s stated client initial updated revised new'.split(
    ' ',
  ),
);
const LABEL_JOINERS = new Set(['-', '–', "'", '’', '/']);

/**
 * A heading's label at `index`: "STG", "Long-term goals", "Goal #2", "Discharge goals", "Patient's goal".
 * "Pt goals" are the patient's own words; "PT goals" are physical therapy's.
 */
function labelAt(tokens: readonly Token[], index: number, end: number): Label | undefined {
  const qualifiers: Token[] = [];
  for (let at = index; at < end && at < index + 8; at++) {
    const token = tokens[at] as Token;
    if (token.kind === 'mark' && LABEL_JOINERS.has(token.text)) continue;
    if (token.kind !== 'word') return undefined;
    if (GOAL_WORDS.has(token.lower)) {
      let labelEnd = at + 1;
      if (tokens[labelEnd]?.text === '#') labelEnd++;
      if (isItemNumber(tokens[labelEnd])) labelEnd++;
      const said = qualifiers.map(({ text }) => text);
      return {
        end: labelEnd,
        patientStated: said.some((word) => ['patient', 'Patient', 'Pt', 'pt', 'client', 'Client', 'stated'].includes(word)),
        discharge: said.some((word) => ['discharge', 'Discharge', 'DC', 'dc', 'D'].includes(word)),
      };
    }
    if (!LABEL_QUALIFIERS.has(token.lower)) return undefined;
    qualifiers.push(token);
  }
  return undefined;
}

interface Heading extends Label {
  /** What the heading says about its goals: "(2 wks)". */
  readonly timeFrame: boolean;
  /** Words after the label: "Pt's goal is to return to golf" is a goal, not the title of those below it. */
  readonly saysMore: boolean;
}

/** A heading at `index` ("STG (2 wks):"; "LTG" alone on its line), and where it ends. */
function headingAt(tokens: readonly Token[], index: number, end: number): Heading | undefined {
  const label = labelAt(tokens, index, end);
  if (label === undefined) return undefined;
  const line = (tokens[index] as Token).line;
  let headingEnd: number | undefined;
  for (let at = label.end; at < end && at < label.end + 12 && (tokens[at] as Token).line === line; at++) {
    if (tokens[at]?.text === ':') {
      headingEnd = at + 1;
      break;
    }
  }
  if (headingEnd === undefined) {
    // Without a colon, a short stretch that names no activity: "LTG (6 wks)", "Goals to be met in 4 weeks".
    if (end - label.end > 10 || namesAnActivity(wordsOf(tokens.slice(label.end, end)))) return undefined;
    headingEnd = end;
  }
  const says = wordsOf(tokens.slice(label.end, headingEnd));
  return {
    ...label,
    end: headingEnd,
    timeFrame: label.discharge || timeFramesIn(says).found,
    saysMore: says.some((token) => token.kind === 'word'),
  };
}

/** Words of a line that states only a time frame for the goals around it: "All goals to be met within 4 weeks." */
const NOTE_WORDS = new Set(
  'all goals goal above below the to be met achieved attained reached are will expected anticipated time frame timeframe for each of these both est estimated approximately approx within in by x stg stgs ltg ltgs'.split(
    ' ',
  ),
);

type Piece =
  | { readonly kind: 'heading'; readonly heading: Heading; readonly line: number }
  | { readonly kind: 'note'; readonly timeFrame: boolean }
  | ({ readonly kind: 'goal'; readonly line: number } & Omit<GoalPiece, 'groupTimeFrame'>);

/** Closing punctuation is not part of the goal. */
const CLOSING = new Set([...'.,;:-–—!']);

/** The piece `tokens[from..to)`: a goal, a shared time frame, or nothing (marks and numbers only). */
function pieceOf(tokens: readonly Token[], from: number, to: number): Piece | undefined {
  let end = to;
  while (end > from && CLOSING.has((tokens[end - 1] as Token).text)) end--;
  const goal = tokens.slice(from, end);
  const words = wordsOf(goal);
  if (!words.some((token) => token.kind === 'word')) return undefined;
  const timeFrames = timeFramesIn(words);
  if (words.every((token, index) => timeFrames.used[index] === true || NOTE_WORDS.has(token.lower))) {
    return { kind: 'note', timeFrame: timeFrames.found };
  }
  return { kind: 'goal', tokens: goal, words, timeFrames, line: (goal[0] as Token).line };
}

/** Where the field's pieces start: line breaks, semicolons, list items, "Pt will" after a full stop. */
function pieceStarts(tokens: readonly Token[]): number[] {
  const starts: number[] = [];
  let expected = 0;
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index] as Token;
    const before = tokens[index - 1];
    const marker = markerAt(tokens, index);
    const continued = before !== undefined && CONTINUED_AFTER.has(before.lower) && marker === undefined;
    const startsHere =
      before === undefined ||
      (token.lineStart && !continued) ||
      before.text === ';' ||
      // "STG: 1. Amb…": a list starts after a heading ("TUG: 12. Pt will…" is no list).
      (before.text === ':' && marker?.number === 1) ||
      (expected > 0 && isInlineItem(tokens, index, expected)) ||
      startsASentenceGoal(tokens, index);
    if (!startsHere) continue;
    starts.push(index);
    if (marker?.number !== undefined) expected = marker.number + 1;
  }
  return starts;
}

/** The field cut into headings, shared time frames and goals, in order. */
function piecesOf(tokens: readonly Token[]): Piece[] {
  const starts = pieceStarts(tokens);
  const pieces: Piece[] = [];
  starts.forEach((start, which) => {
    const end = starts[which + 1] ?? tokens.length;
    let at = start;
    while (at < end) {
      const marker = markerAt(tokens, at);
      if (marker !== undefined && marker.end <= end) {
        at = marker.end;
        continue;
      }
      const heading = headingAt(tokens, at, end);
      if (heading !== undefined) {
        pieces.push({ kind: 'heading', heading, line: (tokens[at] as Token).line });
        at = heading.end;
        continue;
      }
      const piece = pieceOf(tokens, at, end);
      if (piece !== undefined) pieces.push(piece);
      break;
    }
  });
  return pieces;
}

interface Group {
  readonly heading?: Heading;
  readonly headingLine: number;
  shared: boolean;
  readonly goals: (Omit<GoalPiece, 'groupTimeFrame'> & { readonly line: number })[];
}

/** The goals of a field, each with whether its group states a time frame. Patients' own goals are left out. */
export function splitGoals(tokens: readonly Token[]): GoalPiece[] {
  const groups: Group[] = [{ headingLine: -1, shared: false, goals: [] }];
  for (const piece of piecesOf(tokens)) {
    const group = groups[groups.length - 1] as Group;
    if (piece.kind === 'heading') groups.push({ heading: piece.heading, headingLine: piece.line, shared: false, goals: [] });
    else if (piece.kind === 'note') group.shared ||= piece.timeFrame;
    else group.goals.push(piece);
  }
  // A heading with no goals after it closes the goals before it: "…\nGoals to be met in 4 weeks".
  groups.forEach((group, index) => {
    const before = groups[index - 1];
    if (before !== undefined && group.goals.length === 0 && group.heading?.timeFrame) before.shared = true;
  });
  return groups.flatMap((group) => {
    const { heading } = group;
    // "Patient's goal: return to gardening" covers its own line; alone on a line, it covers the lines up to the next heading.
    const ownLineOnly = heading?.saysMore === true || group.goals.some((goal) => goal.line === group.headingLine);
    const goals = heading?.patientStated ? group.goals.filter((goal) => ownLineOnly && goal.line !== group.headingLine) : group.goals;
    const groupTimeFrame = group.shared || heading?.timeFrame === true;
    return goals.map(({ tokens: goal, words, timeFrames }) => ({ tokens: goal, words, timeFrames, groupTimeFrame }));
  });
}
