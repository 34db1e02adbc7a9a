/**
 * Numbers with their scale or unit: ratings and grades ("6/10", "4+/5"), readings ("142/88"),
 * measures ("18 sec", "350 lbs", "98.6 F", "92%"), counts and schedules ("x10", "3x/wk", "x6wk"),
 * dates and clock times. The key is the number as written (never rounded or converted); the unit
 * is normalised ("sec"/"s"/"seconds" → "s") and compared only where both sides give one, so
 * "HR 72" and "72 bpm" agree while "182 lbs" and "182 kg" do not.
 */
import { makeFact, qualified, saidOfThePast, topicNear, type Reading } from './reading';
import type { Token } from './tokens';
import type { Fact, FactKind } from './types';
import { isTimeUnit, PER_WORDS, unitOf, unitOfPair } from './units';

/** Schedules that end a count: "3x weekly". */
const SCHEDULE_AS_PER = new Map([
  ['weekly', 'wk'],
  ['daily', 'day'],
]);

/** Scales a rating or grade is given out of. */
const SCALES = new Set(['3', '4', '5', '10', '24', '28', '30', '56', '100']);
const ORDINAL_SUFFIXES = new Set(['st', 'nd', 'rd', 'th']);
const MONTHS = new Map(
  [
    'jan january',
    'feb february',
    'mar march',
    'apr april',
    'may',
    'jun june',
    'jul july',
    'aug august',
    'sep sept september',
    'oct october',
    'nov november',
    'dec december',
  ].flatMap((forms, index) => forms.split(' ').map((form) => [form, index + 1] as const)),
);

interface Span {
  first: number;
  last: number;
}

/** The unit at `at`, with "per week"-style tails: "3x/wk" → "x/wk", "2 L/min" → "l/min". */
function readUnit(tokens: readonly Token[], at: number): (Span & { unit: string }) | undefined {
  const token = tokens[at];
  if (!token || token.type === 'number') return undefined;
  let unit: string | undefined;
  let last = at;
  const next = tokens[at + 1];
  const pair = next ? unitOfPair(token.norm, next.norm) : undefined;
  if (pair) {
    unit = pair;
    last = at + 1;
  } else if (token.tag === 'unit') unit = token.norm;
  // "L" is a side letter to the vocabulary; after a number it is litres.
  else if (!token.tag || token.tag === 'sideLetter') unit = unitOf(token.norm);
  if (!unit) return undefined;
  return withRate(tokens, at, last, unit);
}

/** The unit ending at `last`, extended by a rate when one follows: "x" + "/wk", "per week", "weekly". */
function withRate(tokens: readonly Token[], first: number, last: number, unit: string): Span & { unit: string } {
  const per = tokens[last + 1];
  const schedule = per?.tag === 'freq' ? SCHEDULE_AS_PER.get(per.norm) : undefined;
  if (schedule) return { first, last: last + 1, unit: `${unit}/${schedule}` };
  const perUnit = per && PER_WORDS.has(per.norm) && isTimeUnit(tokens[last + 2]?.norm) ? unitOf(tokens[last + 2]!.norm) : undefined;
  if (perUnit) return { first, last: last + 2, unit: `${unit}/${perUnit}` };
  return { first, last, unit };
}

/** "3/wk" with no "x": a rate, read as "x/wk". */
function readBareRate(tokens: readonly Token[], at: number): (Span & { unit: string }) | undefined {
  if (tokens[at]?.norm !== '/') return undefined;
  const perUnit = tokens[at + 1]?.norm;
  return isTimeUnit(perUnit) ? { first: at, last: at + 1, unit: `x/${unitOf(perUnit)}` } : undefined;
}

const isNumber = (token: Token | undefined): token is Token => token?.type === 'number' && !token.spelled;
const fullYear = (year: string) => (year.length <= 2 ? String(2000 + Number(year)) : year);

interface NumberFact extends Span {
  kind: FactKind;
  key: string;
  unit?: string;
  weak?: boolean;
  /** Dates and clock times are absolute: no topic, no past frame. */
  absolute?: boolean;
}

/** "6/10", "4+/5", "6 out of 10", "3/12/2026", "142/88 mmHg". */
function readRatio(tokens: readonly Token[], at: number): NumberFact | undefined {
  let cursor = at + 1;
  let grade = '';
  const sign = tokens[cursor];
  if ((sign?.norm === '+' || sign?.norm === '-') && !sign.spaced && tokens[cursor + 1]?.norm === '/') {
    grade = sign.norm;
    cursor++;
  }
  let denominatorAt: number;
  if (tokens[cursor]?.norm === '/' && isNumber(tokens[cursor + 1])) denominatorAt = cursor + 1;
  else if (tokens[cursor]?.norm === 'out' && tokens[cursor + 1]?.norm === 'of' && tokens[cursor + 2]?.type === 'number')
    denominatorAt = cursor + 2;
  else return undefined;
  const numerator = (tokens[at] as Token).norm;
  const denominator = (tokens[denominatorAt] as Token).norm;
  if (tokens[denominatorAt + 1]?.norm === '/' && isNumber(tokens[denominatorAt + 2]) && !grade) {
    const year = fullYear((tokens[denominatorAt + 2] as Token).norm);
    return { kind: 'time', key: `${numerator}/${denominator}/${year}`, first: at, last: denominatorAt + 2, absolute: true };
  }
  const unit = tokens[denominatorAt + 1]?.norm === 'mmhg' ? 'mmhg' : undefined;
  return {
    kind: SCALES.has(denominator) && Number(numerator) <= Number(denominator) ? 'score' : 'measure',
    key: `${numerator}${grade}/${denominator}`,
    first: at,
    last: unit ? denominatorAt + 1 : denominatorAt,
    unit,
  };
}

/** "10:30", "10:30 am". */
function readClock(tokens: readonly Token[], at: number, text: string): NumberFact | undefined {
  const colon = tokens[at + 1];
  const minutes = tokens[at + 2];
  if (colon?.norm !== ':' || colon.spaced || !isNumber(minutes) || minutes.spaced) return undefined;
  const meridiem = tokens[at + 3]?.norm;
  const unit = meridiem === 'am' || meridiem === 'pm' ? meridiem : undefined;
  return {
    kind: 'time',
    key: `${(tokens[at] as Token).norm}:${text.slice(minutes.start, minutes.end)}`,
    first: at,
    last: unit ? at + 3 : at + 2,
    unit,
    absolute: true,
  };
}

/** "March 12", "Mar 12, 2026", "12 March" → "3/12", "3/12/2026". */
function readMonthDate(tokens: readonly Token[], at: number): NumberFact | undefined {
  const token = tokens[at] as Token;
  const month = token.type === 'word' ? MONTHS.get(token.norm) : undefined;
  if (month !== undefined) {
    const day = tokens[at + 1];
    if (!isNumber(day) || Number(day.norm) < 1 || Number(day.norm) > 31) return undefined;
    const comma = tokens[at + 2]?.norm === ',' ? 1 : 0;
    const year = tokens[at + 2 + comma];
    if (isNumber(year) && year.norm.length === 4)
      return { kind: 'time', key: `${month}/${day.norm}/${year.norm}`, first: at, last: at + 2 + comma, absolute: true };
    return { kind: 'time', key: `${month}/${day.norm}`, first: at, last: at + 1, absolute: true };
  }
  const after = tokens[at + 1];
  const monthAfter = isNumber(token) && after?.type === 'word' ? MONTHS.get(after.norm) : undefined;
  if (monthAfter !== undefined && after!.norm !== 'may' && Number(token.norm) <= 31) {
    return { kind: 'time', key: `${monthAfter}/${token.norm}`, first: at, last: at + 1, absolute: true };
  }
  return undefined;
}

/** A number with what follows it: "18 sec", "3x/wk", "2+", "2x10", "2nd". */
function readMeasure(tokens: readonly Token[], at: number): NumberFact {
  const token = tokens[at] as Token;
  let last = at;
  let key = token.norm;
  const next = tokens[at + 1];
  if (next && !next.spaced && (next.norm === '+' || (next.type === 'word' && ORDINAL_SUFFIXES.has(next.norm)))) {
    if (next.norm === '+') key += '+';
    last = at + 1;
  }
  // "twice a week": the count carries its own "x".
  let unitSpan = token.times ? withRate(tokens, at, at, 'x') : (readUnit(tokens, last + 1) ?? readBareRate(tokens, last + 1));
  // "2.5 x 1.8 cm", "2x10": the first number takes the second one's unit, else "x".
  if (unitSpan?.unit === 'x' && isNumber(tokens[unitSpan.last + 1])) {
    const partner = readUnit(tokens, unitSpan.last + 2);
    unitSpan = { ...unitSpan, unit: partner && partner.unit !== 'x' ? partner.unit : 'x' };
  }
  // "x6wk" is six weeks; "x10" is ten times.
  const before = tokens[at - 1];
  if (!unitSpan && before?.norm === 'x' && !before.tag) unitSpan = { first: at, last: at, unit: 'x' };
  const unit = unitSpan?.unit;
  return {
    kind: 'measure',
    key,
    first: at,
    last: Math.max(last, unitSpan?.last ?? last),
    unit,
    weak: token.spelled && !unit,
  };
}

function readNumberAt(reading: Reading, at: number): NumberFact | undefined {
  const { tokens } = reading;
  const token = tokens[at] as Token;
  const date = readMonthDate(tokens, at);
  if (date) return date;
  if (token.type !== 'number') return undefined;
  return readRatio(tokens, at) ?? readClock(tokens, at, reading.text) ?? readMeasure(tokens, at);
}

/** Every number fact of the reading, in order; each token is read once. */
export function extractNumbers(reading: Reading): Fact[] {
  const facts: Fact[] = [];
  const { tokens, consumed } = reading;
  for (let at = 0; at < tokens.length; at++) {
    if (consumed.has(at)) continue;
    const found = readNumberAt(reading, at);
    if (!found) continue;
    for (let index = found.first; index <= found.last; index++) consumed.add(index);
    const fact = makeFact(reading, found.kind, found.first, found.last, found.key);
    facts.push(
      qualified(fact, {
        unit: found.unit,
        about: found.absolute ? undefined : topicNear(reading, found.first, found.last),
        past: !found.absolute && saidOfThePast(reading, found.first, found.last),
        weak: found.weak,
      }),
    );
    at = found.last;
  }
  return facts;
}
