/**
 * Finds the measurable parts of one goal as clinicians type it: a time frame ("x4 wks", "within 2
 * weeks", "in 6 visits", "by d/c"), an assistance level ("SBA", "Mod I", "min A", "I") and a measure
 * (any number that is not part of something else). Reading is generous on purpose: a goal is never
 * told it lacks a part it has written in some other way, so what is uncertain counts as present
 * (docs/decisions/0148-measurable-goals.md). Each reader looks a few tokens ahead at most.
 */
import { lexicon, valueOf, words, type Token } from './tokens';

export interface FoundParts {
  readonly timeFrame: boolean;
  readonly assistance: boolean;
  readonly measure: boolean;
}

/** Marks that change nothing in what a goal says: "Min-A", "(I)", "Mod. I", "sit<>stand", "150 ft.". */
const SILENT_MARKS = new Set([...'-–—.,()[]{}:<>=→←↔*"“”!?≤≥~…']);

/** The tokens the readers look at: a goal without its silent marks. */
export function wordsOf(tokens: readonly Token[]): Token[] {
  return tokens.filter((token) => token.kind !== 'mark' || !SILENT_MARKS.has(token.text));
}

const lowerAt = (tokens: readonly Token[], index: number): string => tokens[index]?.lower ?? '';

/** Nothing typed between the two ("150ft", "x10"); a silent mark between them counts as something ("(200 ft)"). */
const touches = (before: Token | undefined, after: Token | undefined): boolean => before !== undefined && before.end === after?.start;

// ---------------------------------------------------------------------------------------------
// Time frame

const TIME_UNITS = lexicon(
  words(
    'day days wk wks week weeks mo mos mth mths month months visit visits vst vsts session sessions sess tx txs ' +
      'treatment treatments trtmt appt appts appointment appointments',
    true,
  ),
  5,
);
const NUMBER_WORDS = new Set(
  'one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty sixty ninety'.split(' '),
);
/** "within a week": "a" counts only after these. */
const BEFORE_AN_ARTICLE_COUNT = new Set(['within', 'in', 'over', 'next']);
/** "6 more visits", "8 PT sessions". */
const UNIT_QUALIFIERS = new Set('more additional further pt ot sn tx therapy skilled home hh total consecutive'.split(' '));
const ORDINAL_SUFFIXES = new Set(['st', 'nd', 'rd', 'th']);
/** A count of days or visits that is a frequency, not a deadline: "every 2 weeks", "5 days/wk", "3 visits a week". */
const FREQUENCY_BEFORE = new Set(['per', 'every', 'each', 'q', '/']);
const FREQUENCY_AFTER = new Set(['/', 'per', 'a', 'an', 'each', 'every', 'weekly', 'daily']);

const DEADLINE_WORDS = new Set('by at upon on before until til till through thru throughout prior'.split(' '));
/** After "by (the) end of": the plan of care and its periods. */
const PERIODS = new Set(
  'poc plan episode cert certification recert care treatment therapy tx program services stay admission course period week month'.split(
    ' ',
  ),
);
/** After "by" on its own: discharge, the recertification, the next re-evaluation or progress report. */
const MILESTONES = new Set('discharge discharged dc dcd recert recertification reeval reevaluation reassessment progress'.split(' '));
/** "by end of", "at the time of". */
const SPANS = new Set(['end', 'time', 'completion', 'conclusion']);
/** "re-eval", "re-cert": the hyphen is a silent mark. */
const RE_MILESTONES = new Set(['eval', 'evaluation', 'cert', 'certification', 'assessment']);
const MONTHS = new Set(
  'january february march april may june july august september october november december jan feb mar apr jun jul aug sep sept oct nov dec'.split(
    ' ',
  ),
);

function isCount(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index];
  if (token === undefined) return false;
  if (token.kind === 'number') return true;
  if (NUMBER_WORDS.has(token.lower)) return true;
  return (token.lower === 'a' || token.lower === 'an') && BEFORE_AN_ARTICLE_COUNT.has(lowerAt(tokens, index - 1));
}

const isUnit = (tokens: readonly Token[], index: number): boolean =>
  tokens[index]?.kind === 'word' && TIME_UNITS.get(lowerAt(tokens, index)) === true;

/** "4 wks", "x4wks", "2-3 weeks", "6 more visits", "10th visit"; where it ends, or 0. */
function countedTimeFrame(tokens: readonly Token[], index: number): number {
  if (!isCount(tokens, index) || FREQUENCY_BEFORE.has(lowerAt(tokens, index - 1))) return 0;
  let at = index + 1;
  if ((lowerAt(tokens, at) === 'to' || lowerAt(tokens, at) === 'or') && isCount(tokens, at + 1)) at += 2;
  else if (tokens[at]?.kind === 'number') at += 1;
  if (ORDINAL_SUFFIXES.has(lowerAt(tokens, at)) && touches(tokens[at - 1], tokens[at])) at++;
  if (UNIT_QUALIFIERS.has(lowerAt(tokens, at)) && isUnit(tokens, at + 1)) at++;
  if (!isUnit(tokens, at)) return 0;
  at++;
  return FREQUENCY_AFTER.has(lowerAt(tokens, at)) ? 0 : at;
}

/** "d/c", "d/c'd": where it ends, or 0. */
function dischargeAbbreviation(tokens: readonly Token[], at: number): number {
  if (lowerAt(tokens, at) !== 'd' || lowerAt(tokens, at + 1) !== '/' || lowerAt(tokens, at + 2) !== 'c') return 0;
  return lowerAt(tokens, at + 3) === "'" && lowerAt(tokens, at + 4) === 'd' ? at + 5 : at + 3;
}

/** "3/15/26": a date needs its year; "by 3/15" could be a score and is left to the measure. */
function dateEnd(tokens: readonly Token[], at: number): number {
  const parts = [at, at + 2, at + 4].map((index) => tokens[index]);
  const slashes = lowerAt(tokens, at + 1) === '/' && lowerAt(tokens, at + 3) === '/';
  return slashes && parts.every((part) => part?.kind === 'number') ? at + 5 : 0;
}

/** "by discharge", "at d/c", "prior to DC", "by end of POC", "by visit 10", "by 3/15/26", "by March": where it ends, or 0. */
function deadline(tokens: readonly Token[], index: number): number {
  if (!DEADLINE_WORDS.has(lowerAt(tokens, index))) return 0;
  let at = index + 1;
  if (lowerAt(tokens, index) === 'prior' && lowerAt(tokens, at) === 'to') at++;
  if (lowerAt(tokens, at) === 'the') at++;
  let periodOf = false;
  if (SPANS.has(lowerAt(tokens, at)) && lowerAt(tokens, at + 1) === 'of') {
    periodOf = lowerAt(tokens, at) !== 'time';
    at += 2;
    if (lowerAt(tokens, at) === 'the' || lowerAt(tokens, at) === 'this') at++;
  }
  const word = lowerAt(tokens, at);
  if (MILESTONES.has(word) || (periodOf && PERIODS.has(word))) return at + 1;
  if (word === 're' && RE_MILESTONES.has(lowerAt(tokens, at + 1))) return at + 2;
  const abbreviation = dischargeAbbreviation(tokens, at);
  if (abbreviation > 0) return abbreviation;
  if (isUnit(tokens, at) && tokens[at + 1]?.kind === 'number') return at + 2;
  if (MONTHS.has(word) && lowerAt(tokens, index) !== 'at') return at + 1;
  return lowerAt(tokens, index) === 'at' ? 0 : dateEnd(tokens, at);
}

/** Marks the tokens of every time frame in `used`; whether there was one. */
function readTimeFrames(tokens: readonly Token[], used: boolean[]): boolean {
  let found = false;
  for (let index = 0; index < tokens.length; index++) {
    const end = Math.max(countedTimeFrame(tokens, index), deadline(tokens, index));
    if (end === 0) continue;
    for (let taken = index; taken < end; taken++) used[taken] = true;
    found = true;
    index = end - 1;
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// Assistance level

/** Words that are an assistance level by themselves; long ones also with one typo. */
const LEVEL_WORDS = lexicon(
  words(
    'independent independently independence indep ind indpt indept modi supervision supervised supervise supv supvn sba ' +
      'standby cga mina moda maxa dependent dependant dependence dependently dep unassisted unaided',
    true,
  ),
  8,
);
/** "min", "mod", "max" and their long forms: a level only when help or cues are named with them ("min A", "moderate assistance"). */
const AMOUNT_OF_HELP = lexicon(
  words(
    'min mini minimal minimum minimally mod moderate moderately max maximal maximum maximally total tot partial substantial touching',
    true,
  ),
  7,
);
const HELP_WORDS = new Set(
  'a assist assistance asst assisted help cues cue cueing cuing vc vcs tc tcs verbal tactile visual physical phys contact'.split(' '),
);
/** "Dependent edema" is a sign, not a level. */
const DEPENDENT_NOT_A_LEVEL_BEFORE = new Set(['edema', 'rubor', 'position', 'positioning', 'loop']);
/** "Stage I" (a wound), "type I", "I want to…" (the patient's own words). */
const NOT_I_AFTER = new Set('stage type grade class phase level part'.split(' '));
const NOT_I_BEFORE = new Set('am want wanna would will can need have like hope wish do feel just was could should'.split(' '));
/** "sup to sit" is supine. */
const NOT_SUPERVISION_BEFORE = new Set(['to', 'sit', '/', '2', '&']);
const WITHOUT_WORDS = new Set(['without', 'no']);
const HELP_DESCRIPTORS = new Set(['physical', 'any', 'hands', 'on', 'verbal', 'tactile', 'visual', 'staff', 'caregiver']);
const OWN_WORDS = new Set(['himself', 'herself', 'themself', 'themselves', 'self']);

/** "w/o" as typed: where its "o" ends, or 0. */
function withoutAbbreviation(tokens: readonly Token[], index: number): number {
  return lowerAt(tokens, index) === 'w' && lowerAt(tokens, index + 1) === '/' && lowerAt(tokens, index + 2) === 'o' ? index + 3 : 0;
}

/** "without assistance", "w/o A", "no physical assist", "with no cues": independent; where it ends, or 0. */
function withoutHelp(tokens: readonly Token[], index: number): number {
  let at = withoutAbbreviation(tokens, index);
  if (at === 0 && WITHOUT_WORDS.has(lowerAt(tokens, index))) at = index + 1;
  if (at === 0) return 0;
  while (at < index + 5 && HELP_DESCRIPTORS.has(lowerAt(tokens, at))) at++;
  const help = tokens[at];
  // "without a walker" is about the device: only a capital "A" is assistance.
  if (help === undefined || help.lower === 'contact' || (help.lower === 'a' && help.text !== 'A')) return 0;
  return HELP_WORDS.has(help.lower) ? at + 1 : 0;
}

/** "min A", "Moderate (50%) assistance", "total assist", "CG assist", "contact guard"; where it ends, or 0. */
function amountOfHelp(tokens: readonly Token[], index: number): number {
  const word = lowerAt(tokens, index);
  if (word === 'contact' && lowerAt(tokens, index + 1) === 'guard')
    return HELP_WORDS.has(lowerAt(tokens, index + 2)) ? index + 3 : index + 2;
  if (word !== 'cg' && AMOUNT_OF_HELP.get(word) === undefined) return 0;
  // "10 min a day" is minutes.
  if (tokens[index - 1]?.kind === 'number') return 0;
  // "min/mod A": "mod A" is read on its own.
  const at = index + 1;
  // A short word must be followed by the help itself; a long one may carry a percentage first.
  const reach = word.length <= 3 ? 1 : 3;
  for (let ahead = at; ahead < at + reach; ahead++) {
    if (HELP_WORDS.has(lowerAt(tokens, ahead))) return ahead + 1;
  }
  return 0;
}

const MODIFIED = new Set(['mod', 'modified', 'modifed']);

/** "mod I", "modified independence", "Mod. Ind."; where it ends, or 0. */
function modifiedIndependent(tokens: readonly Token[], index: number): number {
  if (!MODIFIED.has(lowerAt(tokens, index))) return 0;
  const next = lowerAt(tokens, index + 1);
  return next === 'i' || LEVEL_WORDS.get(next) !== undefined ? index + 2 : 0;
}

/** "I" and "S" typed as capitals on their own: independent, supervision. */
function capitalLetterLevel(tokens: readonly Token[], index: number): number {
  const token = tokens[index] as Token;
  const next = tokens[index + 1];
  if (token.text === 'I') {
    if (NOT_I_AFTER.has(lowerAt(tokens, index - 1)) || NOT_I_BEFORE.has(next?.lower ?? '')) return 0;
    // "I'm" and "I'd" are the patient speaking; "I'ly" is independently.
    if (next?.text === "'" && lowerAt(tokens, index + 2) !== 'ly') return 0;
    return index + 1;
  }
  if (token.text === 'S') {
    // "10 S" is seconds, "S/P" is status post.
    if (tokens[index - 1]?.kind === 'number' || next?.text === '/' || next?.text === "'") return 0;
    return index + 1;
  }
  return 0;
}

/** "with setup", "set-up only", "setup assist" (supervision or setup, the FIM's 5). */
function setup(tokens: readonly Token[], index: number): number {
  const word = lowerAt(tokens, index);
  const end = word === 'setup' ? index + 1 : word === 'set' && lowerAt(tokens, index + 1) === 'up' ? index + 2 : 0;
  if (end === 0) return 0;
  const before = lowerAt(tokens, index - 1);
  const withBefore = before === 'with' || (before === '/' && lowerAt(tokens, index - 2) === 'w');
  return withBefore || HELP_WORDS.has(lowerAt(tokens, end)) || lowerAt(tokens, end) === 'only' ? end : 0;
}

/** "stand-by assist", "stand by A". */
function standBy(tokens: readonly Token[], index: number): number {
  if (lowerAt(tokens, index) !== 'stand' || lowerAt(tokens, index + 1) !== 'by') return 0;
  const next = lowerAt(tokens, index + 2);
  return HELP_WORDS.has(next) || next === 'supervision' ? index + 3 : 0;
}

/** "by himself", "on her own". */
function onOwn(tokens: readonly Token[], index: number): number {
  const word = lowerAt(tokens, index);
  if (word === 'by' && OWN_WORDS.has(lowerAt(tokens, index + 1))) return index + 2;
  if (word !== 'on') return 0;
  if (lowerAt(tokens, index + 1) === 'own') return index + 2;
  return ['his', 'her', 'their'].includes(lowerAt(tokens, index + 1)) && lowerAt(tokens, index + 2) === 'own' ? index + 3 : 0;
}

/** A single word that is a level: "SBA", "CGA", "indep", "supervison". */
function levelWord(tokens: readonly Token[], index: number): number {
  const word = lowerAt(tokens, index);
  if (tokens[index]?.kind !== 'word' || LEVEL_WORDS.get(word) === undefined) return 0;
  if (word.startsWith('dep') && DEPENDENT_NOT_A_LEVEL_BEFORE.has(lowerAt(tokens, index + 1))) return 0;
  return index + 1;
}

/** Supervision's own short forms need care: "sup" is also supine. */
function supervisionShortForm(tokens: readonly Token[], index: number): number {
  if (lowerAt(tokens, index) !== 'sup') return 0;
  return NOT_SUPERVISION_BEFORE.has(lowerAt(tokens, index + 1)) || lowerAt(tokens, index + 1) === 'supine' ? 0 : index + 1;
}

const LEVEL_READERS = [
  withoutHelp,
  amountOfHelp,
  modifiedIndependent,
  capitalLetterLevel,
  setup,
  standBy,
  onOwn,
  levelWord,
  supervisionShortForm,
];

/** The words of under six letters a level can start with; longer words may be typos of one and are always tried. */
const LEVEL_OPENERS = new Set(
  'w no cg mod set setup stand by on sup i s min mini max tot total ind dep indep indpt modi supv supvn sba cga mina moda maxa'.split(' '),
);
const mayOpenALevel = (word: string) => word.length >= 6 || LEVEL_OPENERS.has(word);

/** Where each assistance level ends (the last token of each is marked in `levelEnds`); whether there was one. */
function readAssistance(tokens: readonly Token[], levelEnds: boolean[]): boolean {
  let found = false;
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index] as Token;
    if (token.kind !== 'word' || !mayOpenALevel(token.lower)) continue;
    let end = 0;
    for (const reader of LEVEL_READERS) end = Math.max(end, reader(tokens, index));
    if (end === 0) continue;
    levelEnds[end - 1] = true;
    found = true;
    index = end - 1;
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// Measure

/** After a number, words that make it part of a device or a helper count: "2WW", "4 wheeled", "1 rail", "2 person assist", "3 in 1". */
const NOT_AN_AMOUNT_BEFORE = new Set(
  'ww wwr wheeled wheel wheels point prong legged person persons people staff helper helpers hand hands rail rails railing railings handrail handrails ue ues arm arms sided assist'.split(
    ' ',
  ),
);
/** Before a number, words that make it a label: "stage 2", "goal 1", "STG #2", "POD 3". */
const NOT_AN_AMOUNT_AFTER = new Set('stage type phase goal goals stg stgs ltg ltgs pod #'.split(' '));
/** "assist x1", "Mod A x 2": the count of helpers. */
const HELPER_WORDS = new Set(['assist', 'assistance', 'asst', 'a', 'help', 'person']);
/** Words that count or measure by themselves: "one flight", "household distances", "no LOB". */
const COUNTED_UNITS = new Set(
  'ft feet foot m meter meters metre metres yd yds yard yards mi mile miles km block blocks step steps stair stairs flight flights lap laps rep reps repetition repetitions time times set sets trial trials minute minutes min mins second seconds sec secs hour hours hr hrs cm inch inches lb lbs pound pounds kg degree degrees deg percent point points errors cues'.split(
    ' ',
  ),
);
const DISTANCE_CATEGORIES = new Set(['household', 'community']);
const NONE_OF = new Set(['no', 'without', 'zero', '0']);
const COUNTED_EVENTS = new Set([
  'lob',
  'loss',
  'losses',
  'falls',
  'fall',
  'episodes',
  'instances',
  'errors',
  'cues',
  'rest',
  'rests',
  'breaks',
]);
/** Balance and strength grades: "to good", "fair+", "G+", "good standing balance" ("fair-" counts after "to": "-" is a silent mark). */
const GRADE_WORDS = new Set(['good', 'fair', 'poor', 'normal', 'trace']);
const GRADE_LETTERS = new Set(['G', 'F', 'P']);
const GRADED = new Set(['sitting', 'standing', 'static', 'dynamic', 'balance']);
const FULL_RANGE = new Set(['rom', 'arom', 'prom', 'aarom', 'range', 'extension', 'ext', 'flexion', 'flex']);
/** How often, for self-management goals ("weigh self daily", "check blood sugar BID"): a frequency is their measure. */
const FREQUENCY_WORDS = new Set(['daily', 'bid', 'tid', 'qid', 'qd', 'weekly', 'nightly', 'hourly']);
const EVERY = new Set(['every', 'each']);
const FREQUENCY_PERIODS = new Set(['day', 'morning', 'evening', 'night', 'meal', 'week']);

/** Whether the number at `index` is a helper count ("Min A x1", "assist of 2"). */
function isHelperCount(tokens: readonly Token[], index: number, levelEnds: readonly boolean[]): boolean {
  const before = lowerAt(tokens, index - 1);
  if ((before !== 'x' && before !== '×' && before !== 'of') || valueOf(tokens[index] as Token) > 2) return false;
  return levelEnds[index - 2] === true || HELPER_WORDS.has(lowerAt(tokens, index - 2));
}

function isAmount(tokens: readonly Token[], index: number, used: readonly boolean[], levelEnds: readonly boolean[]): boolean {
  const token = tokens[index] as Token;
  if (token.kind !== 'number' || used[index] === true) return false;
  const before = tokens[index - 1];
  // "L5", "O2", "T12" name a thing; "x10" is a count.
  if (touches(before, token) && before?.kind === 'word' && before.lower !== 'x') return false;
  if (NOT_AN_AMOUNT_AFTER.has(before?.lower ?? '') || NOT_AN_AMOUNT_BEFORE.has(lowerAt(tokens, index + 1))) return false;
  if (lowerAt(tokens, index + 1) === 'in' && tokens[index + 2]?.kind === 'number') return false;
  if (before?.lower === 'in' && tokens[index - 2]?.kind === 'number') return false;
  // "1 HR" is a handrail ("1 hr" an hour).
  if (tokens[index + 1]?.text === 'HR') return false;
  return !isHelperCount(tokens, index, levelEnds);
}

/** A measure written in words: "one flight", "a flight of stairs", "household distances", "no LOB", "to good", "fair+", "full ROM", "daily". */
function isWordMeasure(tokens: readonly Token[], index: number): boolean {
  const word = lowerAt(tokens, index);
  const next = lowerAt(tokens, index + 1);
  if (NUMBER_WORDS.has(word) && COUNTED_UNITS.has(next)) return true;
  if (FREQUENCY_WORDS.has(word) || (EVERY.has(word) && FREQUENCY_PERIODS.has(next))) return true;
  if (word === 'flight' || word === 'flights') return true;
  if (DISTANCE_CATEGORIES.has(word) && (next === 'distance' || next === 'distances')) return true;
  if (NONE_OF.has(word) && COUNTED_EVENTS.has(next)) return true;
  if (GRADE_WORDS.has(word) || GRADE_LETTERS.has(tokens[index]?.text ?? '')) {
    return next === '+' || lowerAt(tokens, index - 1) === 'to' || (GRADE_WORDS.has(word) && GRADED.has(next));
  }
  // "full ROM", "full knee ext AROM".
  return word === 'full' && [1, 2, 3].some((ahead) => FULL_RANGE.has(lowerAt(tokens, index + ahead)));
}

function readMeasure(tokens: readonly Token[], used: readonly boolean[], levelEnds: readonly boolean[]): boolean {
  return tokens.some((_token, index) => isAmount(tokens, index, used, levelEnds) || isWordMeasure(tokens, index));
}

export interface TimeFrames {
  readonly found: boolean;
  /** The tokens the time frames take: their numbers are no measure. */
  readonly used: readonly boolean[];
}

/** The time frames in `words` (from `wordsOf`). */
export function timeFramesIn(words: readonly Token[]): TimeFrames {
  const used: boolean[] = [];
  return { found: readTimeFrames(words, used), used };
}

/** The parts one goal contains; `tokens` are its words (from `wordsOf`), `timeFrames` what `timeFramesIn` found in them. */
export function readParts(tokens: readonly Token[], timeFrames = timeFramesIn(tokens)): FoundParts {
  const levelEnds: boolean[] = [];
  const assistance = readAssistance(tokens, levelEnds);
  return { timeFrame: timeFrames.found, assistance, measure: readMeasure(tokens, timeFrames.used, levelEnds) };
}
