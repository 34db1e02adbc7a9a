/**
 * Reads outcome-measure results as clinicians type them in a free-text field: "TUG 18.4s w/ RW",
 * "Tinetti 17/28", "30s CST 8 reps", "gait speed 0.6 m/s". A reading that could mean two things is
 * left out rather than guessed (docs/decisions/0147-outcome-measure-norms.md): a bare "14" belongs
 * to no measure unless the field is for one, "/28" is the Tinetti POMA and "/56" the Berg Balance
 * Scale, and a gait speed needs its unit.
 *
 * Every pattern runs in linear time on any text and none looks behind (docs/decisions/0111-linear-text-scanning.md,
 * docs/decisions/0029-no-regex-lookbehind.md): what precedes a match is checked in code, and a run of
 * spaces is skipped whole before what follows it is tested.
 */
import { MEASURE_IDS, MEASURES, isPossibleResult, type MeasureId, type MeasureUnit } from './measures';

export type DeviceName =
  | 'no assistive device'
  | 'rolling walker'
  | 'front-wheeled walker'
  | 'rollator'
  | 'hemi-walker'
  | 'standard walker'
  | 'walker'
  | 'single-point cane'
  | 'quad cane'
  | 'cane'
  | 'crutches';

export interface StatedDevice {
  /** As typed: "RW", "no AD". */
  readonly text: string;
  readonly device: DeviceName;
}

export interface ParsedMeasure {
  readonly measure: MeasureId;
  readonly value: number;
  readonly unit: MeasureUnit;
  /** `text.slice(start, end)` is the reading: from the measure's name when one is written, to the end of the result and its unit. */
  readonly start: number;
  readonly end: number;
  /** The assistive device written with the result, if any. */
  readonly device?: StatedDevice;
}

export interface ParseOptions {
  /** The measure the field is for (a field labelled TUG): a number with no name of its own is read as this measure. */
  readonly field?: MeasureId;
}

/** A name that does not say which chair-stand test ("chair stand x8"): only a count of stands makes it the 30-second test. */
type WrittenMeasure = MeasureId | 'chair-stand';

/**
 * The names each measure goes by, most specific first: where two overlap ("30s CST" and "CST"), the
 * earlier one is kept.
 */
const MEASURE_NAMES: readonly (readonly [RegExp, WrittenMeasure])[] = [
  [
    /\b(?:(?:5[ \t]*x|5[ \t-]*times?|five[ \t-]*times?)[ \t-]*(?:sit[ \t-]*to[ \t-]*stand|STS|SST)(?:[ \t]+test)?|FTSTS|FTSST|5TSTS|5STS|FTSS)(?![\p{L}\p{N}])/giu,
    'five-times-sit-to-stand',
  ],
  [
    /\b(?:30[ \t-]*(?:seconds?|secs?|s)\.?[ \t-]*(?:CST|STS|chair[ \t-]*stands?(?:[ \t]+test)?|sit[ \t-]*to[ \t-]*stands?(?:[ \t]+test)?)|CST)(?![\p{L}\p{N}])/giu,
    'chair-stand-30s',
  ],
  [/\b(?:TUGT?|timed[ \t-]*up[ \t-]*(?:and|&)[ \t-]*go(?:[ \t]+test)?)(?![\p{L}\p{N}])/giu, 'tug'],
  [/\b(?:tinetti(?:[ \t]+POMA)?|POMA)(?![\p{L}\p{N}])/giu, 'tinetti'],
  [/\b(?:berg(?:[ \t]+balance(?:[ \t]+scale)?)?|BBS)(?![\p{L}\p{N}])/giu, 'berg'],
  [
    /\b(?:gait[ \t]+(?:speed|velocity)|walking[ \t]+speed|10[ \t]*MWT|10[ \t-]*(?:metres?|meters?|m)[ \t-]*walk(?:[ \t]+test)?)(?![\p{L}\p{N}])/giu,
    'gait-speed',
  ],
  [/\bchair[ \t-]*stands?(?:[ \t]+test)?(?![\p{L}\p{N}])/giu, 'chair-stand'],
];

/** Where a result may start: a digit, or "x" before a count ("x8"); `startsClear` rules out one inside a word or another number. */
const RESULT_START = /(?:x[ \t]?)?\d/giu;

/**
 * A result as typed: "18", "18.4s", "18 seconds", "x8", "8 reps", "17/28", "0.6 m/s".
 * Groups: the "x" of a count, the number, the denominator, the unit.
 */
const RESULT =
  /(x[ \t]?)?(\d+(?:\.\d+)?)(?:[ \t]*\/[ \t]*(\d+)(?![.\d]))?(?:[ \t]*(m\/s(?:ec)?|seconds?|secs?|s|reps?|repetitions?|stands?|points?|pts)(?![\p{L}\p{N}]))?/iuy;

/** What may stand between a name and its result: "TUG: 18", "Berg score = 41/56", "TUG (RW) 18", "TUG time was 18 s". */
const FILLER = /[ \t]*(?:[:=()\-–—][ \t]*)?(?:(?:score|time|total|result|test|was|is|of)(?![\p{L}\p{N}])[ \t]*)?/iuy;

/** "Tinetti balance 12/16": a part of the scale, which only a full-scale denominator turns back into the total. */
const PART_OF_SCALE = /(?:balance|gait|and|&)(?![\p{L}\p{N}])/iuy;

/** A name's lead to its result has at most this many pieces (filler, part of the scale, device). */
const MAX_LEAD_STEPS = 4;

/** What may come before a device: "w/ RW", "with a cane", ", SPC", "(RW)". Not the "w/" of "w/o AD". */
const DEVICE_LEAD = /[ \t]*(?:[,(][ \t]*)?(?:(?:w\/(?!o)|with(?![\p{L}])|using(?![\p{L}])|on(?![\p{L}]))[ \t]*)?(?:(?:an?|the)[ \t]+)?/iuy;

const DEVICES: readonly (readonly [RegExp, DeviceName])[] = [
  [/(?:no|w\/o|without)[ \t]+(?:AD|assistive[ \t]+device|device|aid)(?![\p{L}\p{N}])/iuy, 'no assistive device'],
  [/(?:RW|rolling[ \t]+walker)(?![\p{L}\p{N}])/iuy, 'rolling walker'],
  [/(?:FWW|2WW|front[ \t-]*wheeled[ \t]+walker)(?![\p{L}\p{N}])/iuy, 'front-wheeled walker'],
  [/(?:4WW|rollator|four[ \t-]*wheeled[ \t]+walker)(?![\p{L}\p{N}])/iuy, 'rollator'],
  [/hemi[ \t-]*walker(?![\p{L}\p{N}])/iuy, 'hemi-walker'],
  [/(?:standard[ \t]+walker|pick[ \t-]*up[ \t]+walker)(?![\p{L}\p{N}])/iuy, 'standard walker'],
  [/walker(?![\p{L}\p{N}])/iuy, 'walker'],
  [/(?:SPC|single[ \t-]*point[ \t]+cane|straight[ \t]+cane)(?![\p{L}\p{N}])/iuy, 'single-point cane'],
  [/(?:[LS]BQC|QC|quad[ \t]+cane)(?![\p{L}\p{N}])/iuy, 'quad cane'],
  [/cane(?![\p{L}\p{N}])/iuy, 'cane'],
  [/crutch(?:es)?(?![\p{L}\p{N}])/iuy, 'crutches'],
];

const SPACES = /[ \t]*/y;

/**
 * After a number with no unit (and the spaces after it): the end of the text or of a clause, a device,
 * or a connecting word. "TUG 3 trials" is not a TUG of 3 s.
 */
const CLEAN_END = /(?:$|[,;.)\]\r\n(]|w\/|(?:with|using|without|and|or|on|in|no)(?![\p{L}\p{N}]))/iuy;

/** What a result may not follow: "L5", "0.6" (its "6"), "41/56" (its "56"), "12-14" (its "14": a range is no one result). */
const INSIDE_WORD_OR_NUMBER = /[\p{L}\p{N}./\-–]/u;

interface Written {
  readonly measure: WrittenMeasure;
  readonly start: number;
  readonly end: number;
}

interface Result {
  readonly start: number;
  readonly end: number;
  readonly value: number;
  /** Undefined for a bare number; `unitsDisagree` for "x8 s". */
  readonly unit?: MeasureUnit;
  readonly denominator?: number;
  readonly unitsDisagree: boolean;
}

/** A written name and what follows it up to where its result must start. */
interface NamedLead extends Written {
  readonly resultStart: number;
  readonly device?: StatedDevice;
  readonly partOfScale: boolean;
}

/** Where a sticky pattern's match at `position` ends, or undefined when it does not match there. */
function matchEnd(pattern: RegExp, text: string, position: number): number | undefined {
  pattern.lastIndex = position;
  return pattern.test(text) ? pattern.lastIndex : undefined;
}

/** Where a pattern that always matches (spaces, filler: everything in it optional) stops, from `position`. */
function skipOver(pattern: RegExp, text: string, position: number): number {
  pattern.lastIndex = position;
  pattern.test(text);
  return pattern.lastIndex;
}

/**
 * The names written in `text`, in order, and for each position inside a name where that name ends
 * (0 elsewhere). A name overlapping one found by an earlier pattern is dropped.
 */
function findNames(text: string): { names: Written[]; nameEndAt: Int32Array } {
  const names: Written[] = [];
  const nameEndAt = new Int32Array(text.length);
  for (const [pattern, measure] of MEASURE_NAMES) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (nameEndAt.subarray(start, end).some((taken) => taken > 0)) continue;
      nameEndAt.fill(end, start, end);
      names.push({ measure, start, end });
    }
  }
  return { names: names.sort((a, b) => a.start - b.start), nameEndAt };
}

/** The unit a typed unit word stands for: "sec" and "s" are seconds, "reps" and "stands" a count, "pts" points. */
const UNIT_WORDS: readonly (readonly [RegExp, MeasureUnit])[] = [
  [/^m/i, 'm/s'],
  [/^(?:sec|s$)/i, 's'],
  [/^(?:rep|stand)/i, 'stands'],
  [/^p/i, 'points'],
];

function unitOf(word: string | undefined): MeasureUnit | undefined {
  return word === undefined ? undefined : UNIT_WORDS.find(([pattern]) => pattern.test(word))?.[1];
}

/** Every number outside the names, with what is written around it. */
function findResults(text: string, nameEndAt: Int32Array): Result[] {
  const results: Result[] = [];
  RESULT_START.lastIndex = 0;
  for (let found = RESULT_START.exec(text); found !== null; found = RESULT_START.exec(text)) {
    const start = found.index;
    const nameEnd = nameEndAt[start];
    if (nameEnd > 0 || INSIDE_WORD_OR_NUMBER.test(text.charAt(start - 1))) {
      RESULT_START.lastIndex = nameEnd > 0 ? nameEnd : start + 1;
      continue;
    }
    RESULT.lastIndex = start;
    // RESULT reads whatever RESULT_START found: an optional "x", then digits.
    const [typed, times, number, denominator, unitWord] = RESULT.exec(text) as RegExpExecArray;
    const units = [times === undefined ? undefined : 'stands', denominator === undefined ? undefined : 'points', unitOf(unitWord)].filter(
      (unit): unit is MeasureUnit => unit !== undefined,
    );
    results.push({
      start,
      end: start + typed.length,
      value: Number(number),
      ...(units.length > 0 ? { unit: units[0] } : {}),
      ...(denominator === undefined ? {} : { denominator: Number(denominator) }),
      unitsDisagree: new Set(units).size > 1,
    });
    RESULT_START.lastIndex = start + typed.length;
  }
  return results;
}

/** The device written at `position` ("w/ RW", "(SPC)", "no AD"), and where it ends. */
function deviceAt(text: string, position: number): { device: StatedDevice; end: number } | undefined {
  const at = skipOver(DEVICE_LEAD, text, position);
  for (const [pattern, device] of DEVICES) {
    const end = matchEnd(pattern, text, at);
    if (end !== undefined) return { device: { text: text.slice(at, end), device }, end };
  }
  return undefined;
}

/** Skips what may stand between a name and its result, noting a device or a part of the scale on the way. */
function leadAfter(text: string, name: Written): NamedLead {
  let position = name.end;
  let device: StatedDevice | undefined;
  let partOfScale = false;
  for (let step = 0; step < MAX_LEAD_STEPS; step++) {
    const before = position;
    position = skipOver(FILLER, text, position);
    const partEnd = matchEnd(PART_OF_SCALE, text, position);
    if (partEnd !== undefined) {
      partOfScale = true;
      position = partEnd;
    }
    const found = device === undefined ? deviceAt(text, position) : undefined;
    if (found) {
      device = found.device;
      position = found.end;
    }
    if (position === before) break;
  }
  return { ...name, resultStart: position, ...(device ? { device } : {}), partOfScale };
}

/** The measure a unit or a denominator names by itself: m/s is a gait speed, /28 the Tinetti POMA, /56 the Berg. */
function measureNamedByUnit(result: Result): MeasureId | undefined {
  if (result.denominator !== undefined) return MEASURE_IDS.find((id) => MEASURES[id].outOf === result.denominator);
  if (result.unit === 'm/s') return MEASURE_IDS.find((id) => MEASURES[id].unit === 'm/s');
  return undefined;
}

/** Which measure a result is, or undefined when the text does not say or says two things. */
function measureOf(result: Result, named: NamedLead | undefined, field: MeasureId | undefined, onlyNumber: boolean): MeasureId | undefined {
  const byUnit = measureNamedByUnit(result);
  if (named) {
    const measure = named.measure === 'chair-stand' ? (result.unit === 'stands' ? 'chair-stand-30s' : undefined) : named.measure;
    return byUnit === undefined || byUnit === measure ? measure : undefined;
  }
  // The text's own unit wins over no field, never over a field for another measure.
  if (byUnit) return field === undefined || field === byUnit ? byUnit : undefined;
  // A number with no name is the field's measure when it carries a unit, or is the only number in the field.
  return field !== undefined && (result.unit !== undefined || onlyNumber) ? field : undefined;
}

function endsCleanly(text: string, position: number): boolean {
  return matchEnd(CLEAN_END, text, skipOver(SPACES, text, position)) !== undefined;
}

/** Whether the result, as written, can be a result of `measure`. */
function fits(measure: MeasureId, result: Result, named: NamedLead | undefined, text: string): boolean {
  const definition = MEASURES[measure];
  if (result.unitsDisagree) return false;
  if (result.denominator !== undefined && result.denominator !== definition.outOf) return false;
  if (result.unit !== undefined && result.unit !== definition.unit) return false;
  if (result.unit === undefined && !(definition.bareNumberAllowed && endsCleanly(text, result.end))) return false;
  if (named?.partOfScale && result.denominator === undefined) return false;
  return isPossibleResult(measure, result.value);
}

/** The outcome-measure results written in `text`, in order. */
export function parseMeasures(text: string, { field }: ParseOptions = {}): ParsedMeasure[] {
  const { names, nameEndAt } = findNames(text);
  const results = findResults(text, nameEndAt);
  const nameBefore = new Map(names.map((name) => leadAfter(text, name)).map((lead) => [lead.resultStart, lead]));
  return results.flatMap((result): ParsedMeasure[] => {
    const named = nameBefore.get(result.start);
    const measure = measureOf(result, named, field, results.length === 1);
    if (measure === undefined || !fits(measure, result, named, text)) return [];
    const device = named?.device ?? deviceAt(text, result.end)?.device;
    return [
      {
        measure,
        value: result.value,
        unit: MEASURES[measure].unit,
        start: named?.start ?? result.start,
        end: result.end,
        ...(device ? { device } : {}),
      },
    ];
  });
}
