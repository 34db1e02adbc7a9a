/**
 * Dates: Safe Harbor removes every element of a date (except the year) tied to a person — birth,
 * admission, discharge, surgery, death, visits. How a date reads depends on the words around it:
 *   - a birth word before it ("DOB", "born")                  → 'dob', high
 *   - a person-event word before it ("admitted", "s/p", "fx")
 *     or right after it ("10/2 ORIF", "9/14 fall")            → 'date', high
 *   - a document word before it ("LCD revised", "CMS updated", "recall notice dated") → not
 *     reported: a policy's date identifies no one
 *   - nothing                                                  → 'date', low (in a patient's note
 *     most dates are about the patient, so the form warns)
 * A year alone is never reported (Safe Harbor keeps years); nor is a month alone ("since January").
 *
 * A month/day without a year ("10/2") is written exactly like a score or a ratio ("5/10 pain",
 * "4/5 strength", "2/3 recall", "2/2" = secondary to), so it is a date only when the words around it
 * say so — see yearlessReading() and the README's "Event dates and scores".
 */
import type { Candidate, PhiConfidence, PhiType } from './types';
import { codeContinues, continuesCode, nearestContext, textAfter, textBefore, withoutTrailing } from './text';

const MONTH_NAME =
  '(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec)\\.?';
const DAY = '(?:0?[1-9]|[12]\\d|3[01])(?:st|nd|rd|th)?';
const YEAR = '(?:19|20)\\d{2}';

/**
 * A month as typed — "March", "march", "MARCH", "Mar." (the month shapes match in any case) — but
 * not "mArch"; and "may", "march" ("may need", "march in place") and "dec" (decreased) in lower case
 * or capitals are other words, so those only as "May 5" or in a date with a year.
 */
function monthAsTyped(match: RegExpMatchArray, hasYear: boolean): boolean {
  const month = /[A-Za-z]{3,}/.exec(match[0].replace(/^\d+(?:st|nd|rd|th)?\s(?:of\s)?/i, ''))?.[0] ?? '';
  if (!/^(?:[A-Z][a-z]+|[a-z]+|[A-Z]+)$/.test(month)) return false;
  // "march 1st": with an ordinal day the month cannot be the verb.
  const ordinalDay = /\d(?:st|nd|rd|th)\b/i.test(match[0]);
  return hasYear || ordinalDay || /^[A-Z][a-z]/.test(month) || !/^(?:may|march|mar|dec)$/i.test(month) || eventRightBefore(match);
}
/**
 * "admitted march 3", "fell may 5", "d/c'd on dec 2": right after an event word (and an optional
 * "on") the verb or "decreased" reading of may/march/dec is gone — the words name a day.
 */
function eventRightBefore(match: RegExpMatchArray): boolean {
  if (match.index === undefined || match.input === undefined) return false;
  const before = match.input.slice(Math.max(0, match.index - 32), match.index);
  const words = before.trimEnd().split(/\s+/);
  if (words.length > 0 && /^on$/i.test(words[words.length - 1])) words.pop();
  if (!(words.length > 0 && before.endsWith(' ') && IS_EVENT_WORD.test(words[words.length - 1]))) return false;
  // "admitted may 2 person assist", "fell dec 2 times": still a count after the number.
  const after = match.input.slice(match.index + match[0].length, match.index + match[0].length + 12);
  return !/^\s?(?:x\b|person|people|assist|times|reps|sets|min|mins|hrs?|days?|wks?|weeks?|grades?|deg)/i.test(after);
}
/** "dob 11 Nov 34": a day, a month in words and a two-digit year — a birth date only after a birth word. */
const BIRTH_WORD_BEFORE = /\b(?:DOB|D\.O\.B\.?|date\sof\sbirth|birth\s?date|born|birthday|b-?day)\s?[:#=-]?\s?$/i;
function birthWordRightBefore(match: RegExpMatchArray): boolean {
  if (match.index === undefined || match.input === undefined) return false;
  return BIRTH_WORD_BEFORE.test(match.input.slice(Math.max(0, match.index - 20), match.index));
}
const WITH_YEAR = new RegExp(`${YEAR}$`);

/** Each way a date is written. Shapes overlap ("March 14, 2026" / "March 14"): detect.ts keeps the longest. */
const DATE_SHAPES: Array<{ pattern: RegExp; check?: (match: RegExpMatchArray) => boolean }> = [
  // 3/14/2026, 03-14-2026, 14.03.2026, 3/14/26 (two-digit years only with slashes)
  {
    pattern: /\b(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})\b/g,
    check: (m) => isMonthDay(m[1], m[3]) && (m[4].length === 4 ? isYear(m[4]) : m[2] === '/'),
  },
  // 2026-03-14, 2026/03/14, 2026.03.14
  { pattern: /\b((?:19|20)\d{2})([/.-])(0?[1-9]|1[0-2])\2(0?[1-9]|[12]\d|3[01])\b/g },
  // March 14, 2026 · Mar. 14 · March 14th · april 12 1941 · FELL OCT 30
  { pattern: new RegExp(`\\b${MONTH_NAME}\\s${DAY}(?:,?\\s${YEAR})?\\b`, 'gi'), check: (m) => monthAsTyped(m, WITH_YEAR.test(m[0])) },
  // 14 March 2026 · 14th of March, 2026
  { pattern: new RegExp(`\\b${DAY}\\s(?:of\\s)?${MONTH_NAME},?\\s${YEAR}\\b`, 'gi'), check: (m) => monthAsTyped(m, true) },
  // dob 11 Nov 34 · DOB: 3 March '41 (a two-digit year only right after a birth word)
  {
    pattern: new RegExp(`\\b${DAY}\\s${MONTH_NAME},?\\s['’]?\\d{2}(?![\\d/.:-]?\\w)`, 'gi'),
    check: (m) => birthWordRightBefore(m) && monthAsTyped(m, true),
  },
  // the 2nd of October (no year: "of" makes it a day)
  { pattern: new RegExp(`\\b${DAY}\\sof\\s${MONTH_NAME}(?!,?\\s${YEAR})\\b`, 'gi'), check: (m) => monthAsTyped(m, false) },
  // 14-Mar-2026 (EHR exports)
  { pattern: new RegExp(`\\b(?:0?[1-9]|[12]\\d|3[01])-${MONTH_NAME}-(?:${YEAR}|\\d{2})\\b`, 'gi'), check: (m) => monthAsTyped(m, true) },
  // March 2026 · Nov 2025 (month and year: still a date element)
  { pattern: new RegExp(`\\b${MONTH_NAME},?\\s${YEAR}\\b`, 'gi'), check: (m) => monthAsTyped(m, true) },
  // 03/2026
  { pattern: /\b(0?[1-9]|1[0-2])\/((?:19|20)\d{2})\b/g },
];

/**
 * Words for something that happened to the patient on a day: what makes a date next to them (before
 * or after) an identifier. Regex sources, matched case-insensitively as whole words.
 */
const EVENT_WORDS = [
  'admit(?:ted|s)?',
  're-?admit(?:ted)?',
  'admission',
  're-?admission',
  're-?hosp(?:italized|italization)?',
  'returned\\shome',
  'discharge[ds]?',
  "d\\/c(?:['’]?d)?",
  "dc['’]?d",
  'surgery',
  'surg',
  'surgical',
  'operation',
  'op',
  'post-?op',
  'procedure',
  's\\/p',
  'status\\spost',
  'TKA',
  'THA',
  'TKR',
  'THR',
  'ORIF',
  'BKA',
  'AKA',
  'fx',
  'fractured?',
  'falls?',
  'fell',
  'injury',
  'injured',
  'onset',
  // "wound first noted on 1/22": when a condition was first seen is its onset
  'first\\s(?:noted|seen|observed|found|discovered|identified)',
  'began',
  'started',
  'diagnosed',
  // "moved into the ALF 1/15": when the patient moved is a date of theirs.
  'moved',
  'dx',
  'hospitali[sz](?:ed|ation)',
  'hosp',
  'ED',
  'ER',
  'death',
  'died',
  'expired',
  'deceased',
  'passed',
  'DOS',
  'dates?\\sof\\sservice',
  'visit(?:ed)?',
  'seen',
  'SOC',
  'start\\sof\\scare',
  'ROC',
  'resumption',
  'eval(?:uation)?',
  'recert',
  'appointment',
  'appt',
  'follow-up',
  'f\\/u',
  'CVA',
  'stroke',
  'MI',
  'TIA',
  'MVA',
  'MVC',
  'accident',
  'placed',
  'inserted',
  'removed',
  'intubated',
  'extubated',
  'amputation',
  'LOV',
  'MRI',
  'CT',
  'x-?ray',
  'CXR',
  'scan',
  'imaging',
  'biopsy',
  'labs',
  'BM',
  'LBM',
  'rehab',
  'SNF',
  'hospice',
  'urgent\\scare',
  'ICU',
  'ambulance',
  'vaccine',
  'vaccinated',
  'infusion',
  'transfusion',
].join('|');

const CONTEXT = {
  birth: /\b(?:DOB|D\.O\.B\.?|date of birth|birth ?date|born|birthday|b-?day|b['’]day)\b/gi,
  event: new RegExp(`\\b(?:${EVENT_WORDS})(?![A-Za-z])`, 'gi'),
  document:
    /\b(?:LCD|NCD|revised|revision|updated?|published|version|guidelines?|edition|copyright|manual|bulletin|transmittal|policy|issued|released|recall|notice|effective|CMS|HCPCS|CPT|ICD-10)\b|©/gi,
};
const IS_EVENT_WORD = new RegExp(`^(?:${EVENT_WORDS})$`, 'i');
/** The clause before ends with an event, of one word or several: "start of care 1/10", "status post 2/3". */
function endsWithEvent(text: string, start: number): boolean {
  const words = textBefore(text, start, 24)
    .trimEnd()
    .split(/\s+/)
    .slice(-3)
    .map((word) => withoutTrailing(word, /[:=#]/));
  return words.some((_, i) => IS_EVENT_WORD.test(words.slice(i).join(' ')));
}
const HAS_EVENT_WORD = new RegExp(`\\b(?:${EVENT_WORDS})(?![A-Za-z])`, 'i');
const ADMITTED_OR_DISCHARGED = /^(?:re-?)?(?:admit(?:ted|s)?|discharge[ds]?|d\/c(?:['’]?d)?|dc['’]?d)$/i;
const IS_BIRTH_WORD = /^(?:DOB|D\.O\.B\.?|born|DOD|bday|b-day|birthday)$/i;

function isMonthDay(first: string, second: string): boolean {
  const a = Number(first);
  const b = Number(second);
  // US month/day, or day/month as written in many EHR exports.
  return (a >= 1 && a <= 12 && b >= 1 && b <= 31) || (b >= 1 && b <= 12 && a >= 1 && a <= 31);
}

function isYear(value: string): boolean {
  const year = Number(value);
  return year >= 1900 && year <= 2099;
}

/** What the words around a date make of it, or undefined for a document's date. */
function classify(text: string, start: number, end: number): { type: PhiType; confidence: PhiConfidence } | undefined {
  switch (nearestContext(textBefore(text, start, 48), CONTEXT)) {
    case 'birth':
      return { type: 'dob', confidence: 'high' };
    case 'event':
      return { type: 'date', confidence: 'high' };
    case 'document':
      return undefined;
    default:
      // "10/2 ORIF", "7/4/2024 MVA", "9/14 when she fell": an event named after the date, in its clause.
      return { type: 'date', confidence: HAS_EVENT_WORD.test(clauseAfter(text, end)) ? 'high' : 'low' };
  }
}

/** "May 5 reps", "June 2x/week": a number after a month that is a count, not a day. */
function isCountAfterMonth(text: string, end: number): boolean {
  return /^(?:\s?(?:x\b|reps|sets|times|min|sec|ft)|[x%]|[-/.:]\d)/.test(text.slice(end, end + 6));
}

/** "12/24/2025-12/29/2025", "10/2-10/5": a dash between two dates is a range, not a longer code. */
function dateRangeFollows(text: string, end: number): boolean {
  return /^\s?[-–]\s?\d{1,2}\/\d{1,2}\b/.test(text.slice(end, end + 16));
}
function dateRangePrecedes(text: string, start: number): boolean {
  return /\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\s?[-–]\s?$/.test(text.slice(Math.max(0, start - 14), start));
}

// ---------------------------------------------------------------------------------------------
// A month/day without a year: a date, or a score or a ratio?

/**
 * Words right BEFORE "n/m" that make it a score, a rating or a ratio: "pain 5/10", "rated 6/10",
 * "MMT 4/5", "BP 142/88", "Berg 41/56", "recall 2/3", "BIMS 12/15", "Braden 12/23".
 */
const SCALE_BEFORE = new Set(
  `pain pn discomfort ache rated rates rate rating scored scores score ratio bp b/p mmt strength str grip recall reps sets
  trials tinetti berg borg rpe mmse moca slums bims phq phq-2 phq-9 gds gcs vas nprs nrs faces braden morse level grade
  graded fatigue dyspnea sob nausea anxiety stiffness dizziness exertion effort risk sats spo2 o2 i:e vision acuity
  snellen wong-baker fga dgi abc tug x`.split(/\s+/),
);
/**
 * Words right AFTER "n/m" that make it a score, a count or a fraction: "5/10 pain", "4/5 strength",
 * "10/10 reps", "2/3 recall", "5/7 days", "1/2 tab", "12/14 stairs", "3/4 of the way".
 */
const SCALE_AFTER = new Set(
  `pain pn strength str reps rep repetitions sets trials attempts recall words word items objects cues mmhg bpm days day d
  wks wk weeks week months mos mo hrs hr hours min mins minutes sec secs times x of tab tabs tablet tablets cap caps
  capsule capsules dose doses mg ml tsp cup cups mile miles mi flight flights block blocks stairs steps step ft feet laps
  lap ago scale score rating points pts visits sessions assist`.split(/\s+/),
);
/** Sides, limbs and muscles: "RUE 4/5", "hip flex 3/5", "grip 4/5 R" — a score only when the numbers look like one. */
const BODY_WORDS = new Set(
  `r l b rt lt bil bilat bilateral bilaterally rue lue rle lle bue ble ue le ues les hip hips knee knees ankle ankles shoulder
  shoulders elbow elbows wrist wrists flex flexion ext extension abd abduction add adduction flexors extensors abductors
  adductors df pf quad quads quadriceps hamstring hamstrings glute glutes gluteus biceps triceps deltoid deltoids trunk core
  pulses pulse edema reflexes dtr dtrs sensation`.split(/\s+/),
);
/** Events that a date follows after "was": "surgery was 1/5", "last fall was 1/2" (not "eval was 4/5": an eval has scores). */
const SUBJECT_EVENTS = new Set(
  'surgery surg fall fell admission admit discharge d/c dc injury onset fx fracture stroke cva mi accident mva procedure op tka tha orif appointment appt soc roc'.split(
    ' ',
  ),
);
/** "Visit 4/12", "Session 3/8", "Week 2/6": the n-th of m when the count word opens the clause. */
const COUNT_WORDS = new Set('visit visits session sessions tx treatment week wk day cycle dose'.split(' '));
/** Right before "n/m", these make it a date whatever the numbers: "on 2/3", "since 3/5", "Sunday 11/16". */
const DATE_LEADS = new Set(
  `on since dated date until til till thru through due by received rec'd recd rcvd signed faxed cxl cxld canceled cancelled resched rescheduled held anniversary mon monday tue tues tuesday wed wednesday thu thur
  thurs thursday fri friday sat saturday sun sunday`.split(/\s+/),
);
/** Right before "n/m", these make it a date unless the numbers look like a score: "from 3/12", not "from 3/5 to 4/5". */
const WEAK_DATE_LEADS = new Set('from to and after before between or'.split(' '));

/**
 * The last two words before `index` in its clause, lower case, nearest first; '' where the clause
 * (cut at a comma, a bracket, ; . ! ? or a line break) has no more words. "ED visit 1/2" → visit, ed.
 */
function wordsBefore(text: string, index: number): [string, string] {
  const before = textBefore(text, index, 40);
  let cut = 0;
  for (const match of before.matchAll(/[,;!?()[\]]|\.(?:\s|$)/g)) cut = match.index + match[0].length;
  const words = before
    .slice(cut)
    .split(/\s+/)
    .map((word) => withoutTrailing(word, /[:=#]/).toLowerCase())
    .filter((word) => word !== '');
  return [words[words.length - 1] ?? '', words[words.length - 2] ?? ''];
}

/** The word right after `index` on its clause, lower case ('' after a comma, a bracket or a clause break). */
function wordAfter(text: string, index: number): string {
  const word = /^[\s:]*([A-Za-z0-9'’/-]+)/.exec(textAfter(text, index, 30));
  return word ? word[1].toLowerCase().replace(/['’]s$/, '') : '';
}

/** The text of the clause after `index` (to the next , ; . ! ? or line break), at most 30 characters. */
function clauseAfter(text: string, index: number): string {
  const after = textAfter(text, index, 30);
  const stop = after.search(/[,;!?]|\.(?:\s|$)/);
  return stop === -1 ? after : after.slice(0, stop);
}

/** The text of the clause before `index` (from the last ; . ! ? or line break), at most 48 characters. */
function clauseBefore(text: string, index: number): string {
  const before = textBefore(text, index, 48);
  let cut = -1;
  for (const match of before.matchAll(/[;!?]|\.(?:\s|$)/g)) cut = match.index + match[0].length;
  return before.slice(cut + 1);
}

/**
 * Is "month/day" at [start, end) a date? Decided from the words around it, in this order:
 *   1. "2/2" is "secondary to" ("fx 2/2 fall") unless a date word leads it ("on 2/2");
 *   2. a scale word right before or after → a score ("pain 5/10", "4/5 strength", "1/2 tab");
 *      a side, limb or muscle right before or after → a score if the numbers look like one
 *      (n ≤ m ≤ 10: "RUE 4/5", "hip 3/5"), else read on ("hip 10/2");
 *   3. a count word opening the clause → the n-th of m ("Visit 4/12");
 *   4. a date word or an event right before it, or an event right after it → a date ("on 2/3",
 *      "Sunday 11/16", "fx 10/2", "10/2 ORIF", "ED visit 1/2");
 *   5. "from", "to", "after"… right before → a date unless the numbers look like a score;
 *   6. an event elsewhere in its clause (before or after) → a date, unless the numbers look like a
 *      score ("fell at home 9/14" is a date; "s/p CVA w/ RUE 3/5" is not);
 *   7. otherwise not reported: a month/day alone is as likely a ratio as a date.
 * Only months 1–12 and days 1–31 get here (the pattern), so "142/88", "19/28" never do.
 */
function isYearlessDate(text: string, start: number, end: number, month: number, day: number): boolean {
  const [before, beforeThat] = wordsBefore(text, start);
  const after = wordAfter(text, end);
  const scoreLike = month <= day && day <= 10;
  const leads = (word: string) =>
    DATE_LEADS.has(word) || IS_BIRTH_WORD.test(word) || (word === 'of' && ['as', 'week', 'wk'].includes(beforeThat));
  // "2/2" is "secondary to" ("fx 2/2 fall"), except as the day of an admission or discharge ("admitted 2/2 for CHF").
  if (month === 2 && day === 2 && !leads(before) && !ADMITTED_OR_DISCHARGED.test(before)) return false;
  if (SCALE_BEFORE.has(before) || SCALE_AFTER.has(after)) return false;
  if (scoreLike && (BODY_WORDS.has(before) || BODY_WORDS.has(after))) return false;
  if (COUNT_WORDS.has(before) && beforeThat === '' && month <= day) return false;
  if (leads(before) || IS_EVENT_WORD.test(before) || IS_EVENT_WORD.test(after) || endsWithEvent(text, start)) return true;
  // "d/c home 2/9", "admitted to 4W 3/2": an event, where to, then the day.
  if (IS_EVENT_WORD.test(beforeThat) && /^(?:home|here|to|into|at|in)$/.test(before)) return true;
  // "3/4 0900 SN": a day and a clock time, as visit logs write them.
  if (/^(?:[01]\d|2[0-3])(?::?[0-5]\d)$/.test(after) && !SCALE_AFTER.has(after)) return true;
  // "surgery was 1/5", "fall was on 3/2": an event named as the subject of was/is.
  if (['was', 'is', 'were'].includes(before) && SUBJECT_EVENTS.has(beforeThat)) return true;
  // "last BM 3/6", "last seen 2/3", "next appt 3/19": what happened last or happens next, on a day (scale words were ruled out above).
  if ((beforeThat === 'last' || beforeThat === 'next') && before !== '' && !/\d/.test(before)) return true;
  // "3/22 pt c/o burning", "4/2 son called": a log entry opening with its date, then who it is about.
  if (before === '' && !scoreLike && opensClause(text, start) && PERSON_AFTER_DATE.has(after)) return true;
  if (WEAK_DATE_LEADS.has(before)) return !scoreLike;
  if (scoreLike) return false;
  return HAS_EVENT_WORD.test(clauseBefore(text, start)) || HAS_EVENT_WORD.test(clauseAfter(text, end));
}

/** Who a log entry is about, right after the date that opens it. */
const PERSON_AFTER_DATE = new Set(
  'pt patient client resident son dtr daughter wife husband spouse cg caregiver family sn rn pta ota aide hha'.split(' '),
);
/** True at the start of the text, a line, a sentence or a bullet. */
function opensClause(text: string, index: number): boolean {
  const before = textBefore(text, index, 8).trimEnd();
  return before === '' || /[.!?;:•*-]$/.test(before);
}

const MONTH_DAY = /\b(0?[1-9]|1[0-2])\/(0?[1-9]|[12]\d|3[01])\b/g;
/** "fell 10-2", "admitted 3-14": a month-day with a dash, only right after a date word or an event (else a range: "10-12 reps"). */
const MONTH_DASH_DAY = /\b(0?[1-9]|1[0-2])-(0?[1-9]|[12]\d|3[01])\b/g;
/** "10-2-25": a dashed date with a two-digit year, only where the words around make it a birth or event date. */
const DASHED_SHORT_YEAR = /\b(\d{1,2})-(\d{1,2})-(\d{2})\b/g;
/**
 * Holidays name a day of a year: a date when an event is in their clause ("fell on Christmas Eve",
 * "admitted the day after Thanksgiving"), not in "Christmas is her favorite holiday".
 */
const HOLIDAY =
  /\b(?:Christmas(?:\s(?:Eve|Day))?|X-?mas(?:\s(?:Eve|Day))?|New\sYear['’]?s(?:\s(?:Eve|Day))?|Thanksgiving(?:\sDay)?|Easter(?:\sSunday)?|Halloween|Valentine['’]?s\sDay|Independence\sDay|Fourth\sof\sJuly|Memorial\sDay|Labor\sDay|Veterans\sDay|Mother['’]?s\sDay|Father['’]?s\sDay)\b/gi;
/** "fell on the 5th": a day of the month alone, when an event is in its clause and no noun follows ("on the 5th step"). */
const ORDINAL_DAY =
  /\b(?:on|to|until|till|by|since|(?:home|scheduled|admitted|discharged|seen)\s(?=the\s)|(?:Mon|Tues?|Wed(?:nes)?|Thu(?:rs)?|Fri|Sat(?:ur)?|Sun)(?:day)?)\s?(?:the\s)?((?:0?[1-9]|[12]\d|3[01])(?:st|nd|rd|th))(?=\s?(?:[.,;:)!?]|$|\s(?:of|at|in|for|while|and|when|after|before|around|but|so|this|last|not|or|pt|patient|she|he|they|getting|going|trying|walking|during|w\/|d\/t|due)(?![A-Za-z])))/gim;
/** "d/c'd home 12.28": a month.day with two digits after the dot, only with an event in its clause ("INR 2.4", "3.25 mg" never). */
const MONTH_DOT_DAY = /\b(0?[1-9]|1[0-2])\.([0-2]\d|3[01])\b/g;
/** Labs, vitals and measures: a dotted number after them is a value ("INR 2.14", "wt 12.25", "K 3.15"). */
const MEASURE_BEFORE = new Set(
  `inr a1c hba1c temp t wt weight ht height bmi bg fsbs cbg glucose sugar bs k na cl mg hgb hb hct plt wbc cr creat bun gfr
  tsh ph pco2 po2 o2 spo2 sat sats fio2 lactate trop bnp alb dose vol size length width depth cm mm in kg lb lbs ml l`.split(/\s+/),
);
/** "s/p TKA 2.4.26": a dotted date with a two-digit year, only where the words around make it a birth or event date. */
const DOTTED_SHORT_YEAR = /\b(\d{1,2})\.(\d{1,2})\.(\d{2})\b/g;
/** "seen on 10 Feb", "fell 3 March": a day and a month without a year, only after a date word or an event. */
const DAY_MONTH = new RegExp(`\\b${DAY}\\s${MONTH_NAME}(?![A-Za-z])(?!,?\\s${YEAR})`, 'gi');
/**
 * Dates dictated in words (voice dictation spells numbers out): an ordinal day in words, "twenty eighth"
 * or "twenty-first", after a month ("february eleventh twenty twenty six", "March fourth") or before "of"
 * and a month ("the twenty eighth of february"), or alone after "on the" ("on the ninth", as ORDINAL_DAY).
 */
const ORDINAL_WORD =
  '(?:(?:twenty|thirty)[-\\s]?)?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth)|twentieth|thirtieth';
const UNITS_WORD = 'one|two|three|four|five|six|seven|eight|nine';
const TENS_WORD = 'twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety';
/** A year in words: "nineteen thirty one", "twenty twenty-six", "nineteen oh five", "two thousand four". */
const SPOKEN_YEAR = `(?:(?:nineteen|twenty)\\s(?:oh\\s(?:${UNITS_WORD})|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|(?:${TENS_WORD})(?:[-\\s](?:${UNITS_WORD}))?)|two\\sthousand(?:\\s(?:and\\s)?(?:${UNITS_WORD}|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty(?:[-\\s](?:${UNITS_WORD}))?))?)`;
const SPOKEN_DATES = [
  new RegExp(`\\b${MONTH_NAME}\\s(?:the\\s)?(?:${ORDINAL_WORD})(?:,?\\s${SPOKEN_YEAR})?(?![A-Za-z])`, 'gi'),
  new RegExp(`\\b(?:the\\s)?(?:${ORDINAL_WORD})\\sof\\s${MONTH_NAME}(?:,?\\s${SPOKEN_YEAR})?(?![A-Za-z])`, 'gi'),
];
const SPOKEN_ORDINAL_DAY = new RegExp(
  `\\bon\\s(?:the\\s)?(${ORDINAL_WORD})(?=\\s?(?:[.,;:)!?]|$|\\s(?:of|at|in|while|and|when|after|before|around|but|so|this|last|comma|period|per|found|with|no)\\b))`,
  'gim',
);
/**
 * A birth year that makes the person over 89 (Safe Harbor removes "all elements of dates (including year)
 * indicative of such age"): after a birth word ("born in 1931", "DOB 1931", "b. '29", "birth year 1930").
 * Read against REFERENCE_YEAR, the year this rule was written: as years pass, more birth years qualify,
 * so a fixed year only ever under-reports, and the detector stays a pure function of its text.
 */
const REFERENCE_YEAR = 2026;
const BIRTH_YEAR =
  /\b(?:DOB|D\.O\.B\.?|born(?:\s(?:in|ca\.?|circa))?|b\.|birth\s?year|year\sof\sbirth|YOB)\s?[:#=-]?\s?((?:19|20)\d{2}|['’]\d{2})(?![\d/.-]?\d)/gi;
/** "D.O.B. 19310409": a birth date as a compact year-month-day, after a birth word. */
const COMPACT_BIRTH_DATE =
  /\b(?:DOB|D\.O\.B\.?|date\sof\sbirth|birth\s?date)\s?[:#=-]?\s?((?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01]))\b/gi;
const RANGE_UNITS = new Set(['l', 'lpm', 'liters', 'lb', 'lbs', 'kg', 'in', 'cm', 'inches', 'degrees', 'deg', 'person', 'people']);

export function findDates(text: string): Candidate[] {
  const found: Candidate[] = [];
  const add = (start: number, end: number) => {
    const range = dateRangeFollows(text, end);
    if ((continuesCode(text, start) && !dateRangePrecedes(text, start)) || (codeContinues(text, end) && !range)) return;
    if (isCountAfterMonth(text, end) && !range) return;
    const reading = classify(text, start, end);
    if (reading) found.push({ ...reading, start, end });
  };
  for (const { pattern, check } of DATE_SHAPES) {
    for (const match of text.matchAll(pattern)) {
      if (check && !check(match)) continue;
      add(match.index, match.index + match[0].length);
    }
  }
  for (const match of text.matchAll(MONTH_DASH_DAY)) {
    const start = match.index;
    const end = start + match[0].length;
    if (/^-\d/.test(text.slice(end, end + 2)) || continuesCode(text, start)) continue;
    const [before, beforeThat] = wordsBefore(text, start);
    const after = wordAfter(text, end);
    const leads = DATE_LEADS.has(before) || IS_BIRTH_WORD.test(before) || IS_EVENT_WORD.test(before) || endsWithEvent(text, start);
    if (!leads || SCALE_AFTER.has(after) || RANGE_UNITS.has(after) || SCALE_BEFORE.has(beforeThat)) continue;
    add(start, end);
  }
  for (const match of text.matchAll(MONTH_DOT_DAY)) {
    const start = match.index;
    const end = start + match[0].length;
    if (/^\.\d/.test(text.slice(end, end + 2)) || continuesCode(text, start)) continue;
    const [before] = wordsBefore(text, start);
    const after = wordAfter(text, end);
    if (SCALE_BEFORE.has(before) || SCALE_AFTER.has(after) || RANGE_UNITS.has(after) || /^\s?(?:%|x\b)/.test(textAfter(text, end, 3)))
      continue;
    // A lab value or a measure right before is a decimal whatever the clause says ("INR 2.14 after fall").
    if (MEASURE_BEFORE.has(before) || /\d/.test(before)) continue;
    const event =
      DATE_LEADS.has(before) ||
      IS_EVENT_WORD.test(before) ||
      IS_EVENT_WORD.test(after) ||
      endsWithEvent(text, start) ||
      HAS_EVENT_WORD.test(clauseBefore(text, start));
    if (event) add(start, end);
  }
  for (const match of text.matchAll(DAY_MONTH)) {
    const start = match.index;
    const end = start + match[0].length;
    if (!monthAsTyped(match, false) || continuesCode(text, start) || codeContinues(text, end)) continue;
    const [before] = wordsBefore(text, start);
    if (
      DATE_LEADS.has(before) ||
      IS_EVENT_WORD.test(before) ||
      endsWithEvent(text, start) ||
      HAS_EVENT_WORD.test(clauseBefore(text, start))
    )
      add(start, end);
  }
  for (const match of [...text.matchAll(DASHED_SHORT_YEAR), ...text.matchAll(DOTTED_SHORT_YEAR)]) {
    const start = match.index;
    const end = start + match[0].length;
    if (!isMonthDay(match[1], match[2]) || continuesCode(text, start) || codeContinues(text, end)) continue;
    const reading = classify(text, start, end);
    if (reading?.confidence === 'high') found.push({ ...reading, start, end });
  }
  for (const match of text.matchAll(BIRTH_YEAR)) {
    const value = match[1];
    const year =
      value.length === 4 ? Number(value) : Number(value.slice(1)) + (Number(value.slice(1)) > REFERENCE_YEAR % 100 ? 1900 : 2000);
    if (REFERENCE_YEAR - year < 90) continue;
    const start = match.index + match[0].length - value.length;
    found.push({ type: 'dob', confidence: 'high', start, end: start + value.length });
  }
  for (const match of text.matchAll(COMPACT_BIRTH_DATE)) {
    const start = match.index + match[0].length - match[1].length;
    found.push({ type: 'dob', confidence: 'high', start, end: start + match[1].length });
  }
  for (const pattern of SPOKEN_DATES) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      const reading = classify(text, start, end);
      // "may", "march", "dec" in lower case or capitals are verbs as often: only with a birth or event word.
      if (reading && (monthAsTyped(match, false) || reading.confidence === 'high')) found.push({ ...reading, start, end });
    }
  }
  for (const pattern of [HOLIDAY, ORDINAL_DAY, SPOKEN_ORDINAL_DAY]) {
    for (const match of text.matchAll(pattern)) {
      const value = match[1] ?? match[0];
      const start = match.index + match[0].length - value.length;
      const end = start + value.length;
      const birthday = pattern === HOLIDAY && /\b(?:birthday|b-?day|born|DOB)\b/i.test(clauseBefore(text, start));
      // "Thursday the 19th": a weekday before it names the day whatever the clause says.
      const weekday = pattern === ORDINAL_DAY && /^(?:mon|tue|wed|thu|fri|sat|sun)/i.test(match[0]);
      // "hasn't been himself since the 20th": since when is an onset, whatever the clause calls it; "scheduled the
      // 15th", "admitted the 3rd": the verb is the event.
      const since = pattern === ORDINAL_DAY && /^(?:since|scheduled|admitted|discharged|seen)\s/i.test(match[0]);
      if (
        !birthday &&
        !weekday &&
        !since &&
        !HAS_EVENT_WORD.test(clauseBefore(text, start)) &&
        !HAS_EVENT_WORD.test(clauseAfter(text, end))
      )
        continue;
      const reading = classify(text, start, end);
      if (reading) found.push({ ...reading, start, end });
    }
  }
  let listedUpTo = -1;
  for (const match of text.matchAll(MONTH_DAY)) {
    const start = match.index;
    const end = start + match[0].length;
    // Part of a full date ("3/14/2026") or of a code: the shapes above read those.
    if (/^\/\d/.test(text.slice(end, end + 2))) continue;
    // "Dates of service: 3/4, 3/9, 3/11": the next day in a list of dates is a date too, score-like or not.
    const listed = listedUpTo >= 0 && /^(?:,\s?|,?\s(?:and|&)\s)$/.test(text.slice(listedUpTo, start));
    if (listed || isYearlessDate(text, start, end, Number(match[1]), Number(match[2]))) {
      add(start, end);
      listedUpTo = end;
    }
  }
  return found;
}
