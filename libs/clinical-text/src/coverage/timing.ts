/**
 * Face-to-face timing. A face-to-face encounter documents the requirement only when the same
 * sentence says when it happened and that is within the 6 months before today (the day the letter
 * and order are written). Relative timing is read as well as dates, because a date tied to a patient
 * is an identifier under HIPAA and the product asks clinicians not to type one: "F2F exam completed
 * 2 weeks ago", "face-to-face visit within the last 6 months", "seen by physician on 3/2/2026".
 */
import { actorOf, runAround, sentenceQualifier } from './evidence';
import { COUNT, countValue, isNegated, sentences } from './matching';
import { NON_PRACTITIONER, PRACTITIONER, PRACTITIONER_CREDENTIAL, WALKER, WHEELCHAIR } from './vocabulary';

/** Where the face-to-face documentation stands. */
export type FaceToFaceState = 'within' | 'outdated' | 'future' | 'other-actor' | 'undated' | 'missing';

export interface FaceToFaceFinding {
  readonly state: FaceToFaceState;
  /** The answer key of the sentence that decided the state (absent when missing). */
  readonly field?: string;
  /** The sentence that mentions the encounter. */
  readonly sentence?: string;
  /** The timing text read in that sentence ("2 weeks ago", "3/2/2026"). */
  readonly timing?: string;
  /** Who the encounter was with, when that is not the treating practitioner ("PT", "home health RN"). */
  readonly actor?: string;
  /** What qualifies the sentence ("Goal:", "may", "?", "if …,"), in clinician words: the finding is then in doubt. */
  readonly doubt?: string;
}

/** A word of a name: an initial or a word ("J.", "Kowal"), not a role ("Dr Lee's PT" is the therapist). */
const NAME_WORD = String.raw`(?!(?:${NON_PRACTITIONER})\b)(?:[a-z]\.|[a-z'-]{2,20})`;
/** A name before the role ("by Priya Nandan, NP", "by Leopold Ferenczi, PA-C", "with Dr. Lee"): up to three words, and a comma. */
const NAMED = String.raw`(?:(?:dr\.?\s+)?(?:${NAME_WORD},?\s*){1,3})?`;
/** The practitioner as the subject, named after the title or between commas: "Dr Yusupova", "her physician, Dr. W. Asher,". */
const PRACTITIONER_SUBJECT = String.raw`\b${PRACTITIONER}\.?(?:,?\s+(?:dr\.?\s+)?${NAME_WORD}){0,3},?`;
/** What the practitioner did: a visit or an exam, with a light verb ("made a home visit", "examined her"). */
const PRACTITIONER_ACT = String.raw`(?:(?:saw|examined|evaluated|assessed|visited)\s+(?:the\s+)?(?:pt|patient|her|him)|(?:made|did|performed|completed|conducted)\s+(?:a|an|the|her|his)\s+(?:home\s+|office\s+|clinic\s+|in-person\s+|face-to-face\s+)?(?:visit|exam|examination|evaluation|encounter))\b`;
/**
 * A copied encounter record's practitioner, labelled and credentialled: "Provider: Adaeze Oduya, MD", "Rendering:
 * Tomasz Wieczorek, MD", "Attending: Dr R. Achebe". The record's date and visit type sit in its other fields.
 */
const RECORD_PRACTITIONER = String.raw`\b(?:rendering|attending|treating|ordering|provider|physician|practitioner|seen by)(?:\s+(?:provider|physician))?\s*:\s*(?:dr\.?\s+)?[a-z][\w'.-]*(?:\s+[a-z][\w'.-]*){0,3},?\s+${PRACTITIONER_CREDENTIAL}\b`;

/**
 * A mention of the encounter: "F2F", "face-to-face", or a visit with the treating practitioner in
 * any of the ways clinicians write it — "seen by ortho MD", "saw PCP", "seen in clinic by her
 * cardiologist", "visit with NP", "PA-C visit", "physician exam", "office visit", "exam by the CNS",
 * "in-person exam", "went to her dr's office".
 */
const MENTION = new RegExp(
  String.raw`\b(?:f2f|face[- ]to[- ]face)\b|${RECORD_PRACTITIONER}|${PRACTITIONER_SUBJECT}\s+${PRACTITIONER_ACT}|\b${PRACTITIONER}\.?(?:\s+(?:[a-z]\.|[a-z'-]{2,20})){0,2}(?:'s)?\s+(?:(?:saw|examined|evaluated|assessed|visited)\s+(?:the\s+)?(?:pt|patient|her|him)|(?:office\s+|clinic\s+|in-person\s+)?(?:visit|exam|examination|evaluation|appointment|encounter|follow-up))\b|\b(?:seen|examined|evaluated)\b[^.;!?\n]{0,30}?\bby\s+(?:(?:the|her|his|their|a|an|treating|ordering|primary care)\s+){0,3}${NAMED}${PRACTITIONER}\b|\b(?:seen|saw|examined|evaluated|visited)\s+(?:(?:the\s+)?(?:pt|patient)\s+|her\s+|him\s+)?in[- ]person\b|\b(?:seen|saw|examined|evaluated|assessed|visit(?:ed)?|appointment|follow-up|followed up|encounter)\s+(?:(?:in|at)\s+(?:the\s+)?(?:office|clinic)\s+)?(?:(?:by|with)\s+)?(?:(?:the|her|his|their|a|an|treating|ordering|primary care|own|in-person)\s+){0,3}(?:[a-z]+\s+)?${PRACTITIONER}\b|\b(?:office|clinic) visit\b|\b(?:house call|home visit)\s+(?:by|with|from)\s+(?:(?:the|her|his|their|a|an|treating|ordering|primary care)\s+){0,3}${NAMED}${PRACTITIONER}\b|\b(?:exam|examination|evaluation|visit|encounter|assessment|appointment)\b[^.;!?\n]{0,20}?\bby\s+(?:(?:the|her|his|their|a|an|treating|ordering|primary care)\s+){0,3}${PRACTITIONER}\b|\bin[- ]person\s+(?:exam|examination|visit|encounter|evaluation|assessment)\b|\b(?:went to|visited|seen at|saw|at)\s+(?:the\s+|her\s+|his\s+|their\s+)?${PRACTITIONER}(?:'s)?\s+(?:office|clinic)\b`,
  'iu',
);
/** An encounter by telephone is not face to face. */
const REMOTE =
  /\b(?:(?:by|via|over the|on the)\s+(?:tele)?phone|telephon\w*|phone[\s-]+(?:call|visit|consult\w*|encounter|f2f|face[- ]to[- ]face|exam|appt)|audio[- ]only)\b/iu;
/**
 * An encounter by video or telehealth: CMS accepts one that meets the telehealth rules (interactive audio and
 * video), which the letter cannot show — a reviewer checks it (docs/decisions/0166-coverage-round13-taken-back.md).
 */
const TELEHEALTH =
  /\b(?:(?:by|via|over|on)\s+(?:a\s+)?(?:video|zoom|facetime)|video[\s-]+(?:visit|call|consult\w*|encounter|f2f|exam|appt)|tele-?health|tele-?medicine|tele-?visit|tele-?video|virtual(?:ly|\s+(?:visit|f2f|exam|appt|encounter)))\b/iu;
/**
 * An encounter for something else: "for flu vaccine only; mobility not addressed", "annual eye exam; bed need
 * not discussed", "gait not evaluated". It may not be for the condition that needs the item.
 */
const OTHER_PURPOSE =
  /\b(?:mobility|gait|ambulation|walking|balance|transfers?|toileting|weakness|bed|commode|walker|wheelchair|w\/c|dme|equipment|need|limitation)\b[^.;\n]{0,20}?\bnot\s+(?:addressed|discussed|examined|evaluated|assessed|mentioned|reviewed|covered)\b|\bfor\s+[^.;\n]{1,40}?\bonly\b/iu;
/**
 * A visit for something no mobility item follows from, in the encounter's own sentence: "for cataract surgery
 * follow-up", "for flu shot and BP check", "(ophthalmology) - post-cataract check" — unless the sentence also names the
 * condition ("BP check and falls"); an item requested at the visit is no condition.
 */
const UNRELATED_TOPIC = String.raw`(?:cataracts?|glaucoma|eyes?|vision|ophthalm\w*|retina\w*|flu|influenza|covid|vaccin\w*|immuni[sz]\w*|shots?|bp|blood pressure|dental|tooth|teeth|skin|moles?|derm\w*|hearing|ears?|cerumen|labs?|blood (?:draw|work)|med(?:ication)?s?\s+refills?|refills?|mammogram|colonoscopy|physical(?!\s+(?:therap\w*|function\w*|decline|limitation\w*))|wellness(?: visit| exam)?|check-?ups?)`;
/** A specialty no mobility item follows from, in brackets or after the practitioner: "PA Morgan (ophthalmology)". */
const UNRELATED_SPECIALTY = String.raw`ophthalmolog\w*|optometr\w*|dermatolog\w*|dentist\w*|dental|audiolog\w*|ent`;
const UNRELATED_PURPOSE = new RegExp(
  String.raw`\bfor\s+(?:(?:a|an|her|his|their|the|annual|routine|yearly|regular|post-?op)\s+)*${UNRELATED_TOPIC}\b|\b${UNRELATED_TOPIC}\s+(?:check|exam|screen\w*|f\/u|follow[- ]?up|pre-?op|post-?op|surgery|injection|clinic|visit|appt|appointment)\b|\((?:${UNRELATED_SPECIALTY})\)`,
  'iu',
);
const MOBILITY_PURPOSE =
  /\b(?:mobility|gait|ambulat\w*|walk\w*|balance|falls?|fell|weakness|transfers?|toileting|dyspn\w*|sob|copd|chf|heart failure|orthopn\w*|fracture|fx|stroke|cva|parkinson\w*|arthritis|neuropathy|hemipar\w*|amputation|pressure (?:injur\w*|ulcer\w*|sore\w*)|wounds?)\b/iu;

/** A sentence about an encounter that has not happened yet. */
const NOT_YET =
  /\b(?:cancell?ed|no[- ]show(?:ed)?|missed|re-?schedul\w*|did not (?:attend|show|happen|take place|occur)|didn't (?:attend|show|happen)|never (?:happened|took place|occurred)|scheduled|pending|planned|upcoming|await\w*|requested|referr(?:al|ed) (?:to|for)|(?<!\bas )(?:required|needed)|needs? (?:a |an )?(?:f2f|face[- ]to[- ]face)|must (?:be|have)|due (?:in|by|within)|will (?:see|be (?:seen|done|completed|scheduled|examined)|have|schedule)|to be (?:seen|done|completed|scheduled)|needs? to (?:be seen|see|have)|not yet|(?:has|have)(?: not|n't) (?:been|had|occurred|happened)|yet to|once|(?:will|to) (?:obtain|get|arrange|request|set up)|to be obtained)\b/iu;

/**
 * Whether the sentence says the encounter has not happened yet. "Needed" or "required" right after an item
 * is the item's need ("F2F … 02/25/2026, walker needed"), not the encounter's.
 */
function notYet(text: string): boolean {
  for (const m of text.matchAll(NOT_YET_ALL)) {
    const at = m.index as number;
    if (/^(?:required|needed)$/iu.test(m[0]) && ITEM_BEFORE.test(text.slice(Math.max(0, at - 40), at))) continue;
    return true;
  }
  return false;
}
const NOT_YET_ALL = new RegExp(NOT_YET.source, 'giu');
const ITEM_BEFORE = new RegExp(
  String.raw`\b(?:${WHEELCHAIR}|${WALKER}|(?:bedside\s+)?commode|bsc|(?:hospital\s+)?bed|dme|equipment|device)\s+(?:is\s+|are\s+)?(?:medically\s+)?$`,
  'iu',
);

const UNIT = String.raw`(days?|d|wks?|weeks?|mos?|months?|yrs?|years?)`;
const AGO = new RegExp(String.raw`\b(${COUNT})\s*${UNIT}\s+(?:ago|prior|earlier|before)\b`, 'giu');
const WITHIN = new RegExp(
  String.raw`\b(?:within\s+(?:the\s+)?(?:(?:last|past|prior|preceding|previous)\s+)?|(?:in|during|over)\s+the\s+(?:last|past|prior|preceding|previous)\s+)(${COUNT}\s*)?${UNIT}\b`,
  'giu',
);
const RELATIVE_DAY: readonly [RegExp, (today: Date) => Date][] = [
  [/\b(?:today|this (?:morning|afternoon|week|month)|earlier today)\b/giu, (today) => today],
  [/\byesterday\b/giu, (today) => addDays(today, -1)],
  [/\blast week\b/giu, (today) => addDays(today, -7)],
  [/\blast month\b/giu, (today) => addMonths(today, -1)],
];

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_NAME = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;
const ORDINAL_WORDS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
  'twentieth',
];
/** A day of the month as an ordinal: "26th" (group 1), or "twenty-sixth"/"20-sixth" (tens in group 2, the word in group 3), "thirtieth". */
const ORDINAL_DAY = String.raw`(?:(\d{1,2})(?:st|nd|rd|th)|(?:(20|30|twenty|thirty)[- ]?)?(${ORDINAL_WORDS.join('|')}|thirtieth))`;

/** The day an ORDINAL_DAY match names (groups 1–3 of the match), 0 when none. */
function ordinalDay(m: RegExpMatchArray): number {
  if (m[1] !== undefined) return Number(m[1]);
  const word = (m[3] ?? '').toLowerCase();
  const tens = m[2] === undefined ? 0 : /^(?:20|twenty)$/iu.test(m[2]) ? 20 : 30;
  return tens + (word === 'thirtieth' ? 30 : ORDINAL_WORDS.indexOf(word) + 1);
}

/** Calendar dates: 3/2/2026, 3/2/26, "on 3/2", 2026-03-02, March 2, 2026, "on March 2", 6/2025, June 2025. */
const DATES: readonly [RegExp, (m: RegExpMatchArray, today: Date) => Date | null][] = [
  [/\b(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})\b/giu, (m) => dateOf(year(m[3]), Number(m[1]), Number(m[2]))],
  [/(?<![\d-])(\d{1,2})-(\d{1,2})-(\d{4}|\d{2})\b(?!-)/giu, (m) => dateOf(year(m[3]), Number(m[1]), Number(m[2]))],
  [/(?<![\d.])(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})\b(?!\.\d)/giu, (m) => dateOf(year(m[3]), Number(m[1]), Number(m[2]))],
  [/\b(\d{4})-(\d{1,2})-(\d{1,2})\b/giu, (m) => dateOf(Number(m[1]), Number(m[2]), Number(m[3]))],
  // A month and year only ("6/2025", "June 2025"): the month's first day, the earliest it may have been.
  [/\b(\d{1,2})\/(\d{4})\b/giu, (m) => dateOf(Number(m[2]), Number(m[1]), 1)],
  [new RegExp(String.raw`\b${MONTH_NAME}\.?,?\s+(\d{4})\b`, 'giu'), (m) => dateOf(Number(m[2]), monthOf(m[1]), 1)],
  [
    new RegExp(String.raw`\b${MONTH_NAME}\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b`, 'giu'),
    (m) => dateOf(Number(m[3]), monthOf(m[1]), Number(m[2])),
  ],
  // Day, month, year as EHR exports and Europeans write them: "27-Feb-2026", "27 February 2026".
  [new RegExp(String.raw`\b(\d{1,2})[- ]${MONTH_NAME}\.?[- ,]+(\d{4})\b`, 'giu'), (m) => dateOf(Number(m[3]), monthOf(m[2]), Number(m[1]))],
  // An ordinal day in digits or words ("the 26th of February", "the twenty-sixth of February", read as
  // "20-sixth" once number words are resolved): its most recent occurrence.
  [
    new RegExp(String.raw`\b(?:the\s+)?${ORDINAL_DAY}\s+(?:of\s+)?${MONTH_NAME}\b(?!\.?,?\s+\d{4})`, 'giu'),
    (m, today) => latestPast(today, monthOf(m[4]), ordinalDay(m)),
  ],
  [/\bon\s+(\d{1,2})\/(\d{1,2})\b(?!\/)/giu, (m, today) => latestPast(today, Number(m[1]), Number(m[2]))],
  [
    new RegExp(String.raw`\bon\s+${MONTH_NAME}\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b(?!,?\s+\d{4})`, 'giu'),
    (m, today) => latestPast(today, monthOf(m[1]), Number(m[2])),
  ],
];

function year(text: string): number {
  return text.length === 2 ? 2000 + Number(text) : Number(text);
}

function monthOf(name: string): number {
  return MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;
}

/** The local date, or null when the parts are not a real date (13/45/2026). */
function dateOf(y: number, month: number, day: number): Date | null {
  const date = new Date(y, month - 1, day);
  return date.getFullYear() === y && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** A date typed without a year: its most recent occurrence on or before today. */
function latestPast(today: Date, month: number, day: number): Date | null {
  const thisYear = dateOf(today.getFullYear(), month, day);
  if (thisYear === null) return dateOf(today.getFullYear() - 1, month, day);
  return thisYear > today ? dateOf(today.getFullYear() - 1, month, day) : thisYear;
}

function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** Calendar months, clamped to the month's last day (31 August − 6 months = 28/29 February). */
export function addMonths(date: Date, months: number): Date {
  const first = new Date(date.getFullYear(), date.getMonth() + months, 1);
  const last = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate();
  return new Date(first.getFullYear(), first.getMonth(), Math.min(date.getDate(), last));
}

function before(today: Date, count: number, unit: string): Date {
  const u = unit.toLowerCase();
  if (u.startsWith('d')) return addDays(today, -count);
  if (u.startsWith('w')) return addDays(today, -7 * count);
  if (u.startsWith('m')) return addMonths(today, -count);
  return addMonths(today, -12 * count);
}

/** When the encounter happened, read from one sentence: the earliest date it may have been, and the text. */
interface Timing {
  readonly earliest: Date;
  readonly text: string;
  readonly calendar: boolean;
  /** Where the timing starts in the sentence. */
  readonly index: number;
  /** "Today", "last week": often the note's own day ("per eval today"), so weaker than a date or "3 weeks ago". */
  readonly loose?: boolean;
  /** The same digits read day first ("12/08/2025": 12 August), where that is another real day not after today. */
  readonly dayFirst?: Date;
}

/**
 * A letter in a British hand, which may write dates day first: a numeric date that only reads day first
 * ("23/02/2026"), or British spelling and words ("mobilise", "manoeuvre", "lounge", "GP surgery").
 */
const BRITISH_HAND =
  /\b(?:1[3-9]|2\d|3[01])[/.-](?:0?[1-9]|1[0-2])[/.-]\d{2,4}\b|\b(?:mobilis\w*|manoeuvr\w*|colour\w*|centre|metres?|lounge|loo|gp|organis\w*|recognis\w*|favour\w*|behaviour\w*|programme|whilst|physio|divan|jumper|a&e|oedema|lymphoedema)\b/iu;

/** How many of DATES' first forms are numeric month/day/year ("3/2/2026", "3-2-26", "3.2.26"), which a British hand writes day first. */
const NUMERIC_FORMS = 3;

function timingsIn(sentence: string, today: Date): Timing[] {
  const found: Timing[] = [];
  for (const m of sentence.matchAll(AGO))
    found.push({ earliest: before(today, countValue(m[1]), m[2]), text: m[0], calendar: false, index: m.index as number });
  for (const m of sentence.matchAll(WITHIN)) {
    found.push({
      earliest: before(today, m[1] === undefined ? 1 : countValue(m[1]), m[2]),
      text: m[0],
      calendar: false,
      index: m.index as number,
    });
  }
  for (const [re, at] of RELATIVE_DAY)
    for (const m of sentence.matchAll(re))
      found.push({ earliest: at(today), text: m[0], calendar: false, index: m.index as number, loose: true });
  for (const [k, [re, parse]] of DATES.entries()) {
    for (const m of sentence.matchAll(re)) {
      const typed = parse(m, today);
      const swapped = k < NUMERIC_FORMS ? dateOf(year(m[3]), Number(m[2]), Number(m[1])) : null;
      // "23/02/2026" is no month/day date: read day first.
      const date = typed ?? swapped;
      if (date === null) continue;
      const dayFirst =
        typed !== null && swapped !== null && swapped.getTime() !== typed.getTime() && swapped <= today ? swapped : undefined;
      found.push({ earliest: date, text: m[0].replace(/^on\s+/iu, ''), calendar: true, index: m.index as number, dayFirst });
    }
  }
  return found;
}

const RANK: Readonly<Record<FaceToFaceState, number>> = { within: 5, outdated: 4, future: 3, 'other-actor': 2, undated: 1, missing: 0 };
/** A sentence in doubt ranks below a plain one of the same state. */
const rank = (f: FaceToFaceFinding) => RANK[f.state] - (f.doubt === undefined ? 0 : 0.5);
/** Longest fragment after a spaced dash read as part of a terse face-to-face record (a name, a credential, a date). */
const FRAGMENT = 40;
/** A role in a terse record's fragment ("f2f - PT Jones - 2/1/26"): who the encounter was with. */
const FRAGMENT_PRACTITIONER = new RegExp(String.raw`\b${PRACTITIONER}\b`, 'iu');
const FRAGMENT_OTHER = new RegExp(String.raw`\b${NON_PRACTITIONER}\b`, 'iu');
/** What a sentence about a cancelled encounter is about. */
const ENCOUNTER_WORD = /\b(?:visits?|appointments?|appts?|encounters?|exam\w*|f2f|face[- ]to[- ]face|no[- ]show\w*|seen)\b/iu;
/** A therapy or nursing visit ("PT visit cancelled"), not the practitioner's encounter. */
function otherVisit(sentence: string): boolean {
  return (
    (/\b(?:PTA?|OT|COTA|SLP|RN|LPN|LVN|HH)\b/u.test(sentence) || /\b(?:therap\w*|nurs(?:e|ing)|home health)\b/iu.test(sentence)) &&
    !FRAGMENT_PRACTITIONER.test(sentence) &&
    !/\b(?:f2f|face[- ]to[- ]face)\b/iu.test(sentence)
  );
}
/** An encounter that did not take place. */
const CANCELLED =
  /\b(?:cancell?ed|no[- ]show(?:ed)?|missed|re-?schedul\w*|did not (?:attend|show|happen|take place|occur)|didn't (?:attend|show|happen)|never (?:happened|took place|occurred))\b/iu;

/**
 * Reads the face-to-face encounter from the answers (in field order). The best sentence wins: one
 * with a timing within the 6 months up to today, then one with an older timing, then a future or
 * scheduled encounter, then a mention without timing.
 */
export function findFaceToFace(
  texts: readonly { field: string; text: string; source?: (start: number, end: number) => string }[],
  today: Date,
): FaceToFaceFinding {
  const day = startOfDay(today);
  const boundary = addMonths(day, -6);
  const british = texts.some(({ text }) => BRITISH_HAND.test(text));
  let best: FaceToFaceFinding = { state: 'missing' };
  let cancelled: string | undefined;
  for (const { field, text, source } of texts) {
    const list = sentences(text);
    for (let i = 0; i < list.length; i++) {
      let s = list[i];
      if (CANCELLED.test(s.text) && ENCOUNTER_WORD.test(s.text) && !otherVisit(s.text))
        cancelled ??= (source === undefined ? s.text : source(s.index, s.index + s.text.length)).trim();
      const mention = MENTION.exec(s.text);
      if (mention === null || isNegated(s.text, mention.index, mention[0].length)) continue;
      const lead = s.text.length - s.text.trimStart().length;
      const at = { start: mention.index - lead, end: mention.index - lead + mention[0].length };
      /** Judges a span that holds the sentence; `shift`: where the sentence starts in the span, past what opens it. */
      const read = (span: { text: string; index: number }, shift = 0) => {
        const trimmed = span.text.trim();
        const spanLead = span.text.length - span.text.trimStart().length;
        const quoted = source === undefined ? trimmed : source(span.index + spanLead, span.index + spanLead + trimmed.length);
        return judge(field, trimmed, quoted, day, boundary, { start: at.start + shift, end: at.end + shift }, british);
      };
      let judged = read(s);
      // A terse record split by spaced dashes ("f2f exam - Dr K. Mensah MD - 10/30/2025"): with no timing
      // of its own, the mention reads on into the short fragments after it (a name, a date).
      for (let k = i + 1; judged.state === 'undated' && k < list.length && k <= i + 2; k++) {
        const gap = text.slice(list[k - 1].index + list[k - 1].text.length, list[k].index);
        if (!/^[ \t]*[-–—]{1,2}[ \t]*$/u.test(gap) || list[k].text.trim().length > FRAGMENT) break;
        const joined = { text: text.slice(s.index, list[k].index + list[k].text.length), index: s.index };
        const fragment = list[k].text;
        const other = FRAGMENT_PRACTITIONER.test(fragment) ? null : FRAGMENT_OTHER.exec(fragment);
        const again: FaceToFaceFinding = other === null ? read(joined) : { ...read(joined), state: 'other-actor', actor: other[0] };
        if (again.state !== 'undated') {
          judged = again;
          s = joined;
        }
      }
      // The record's date before it: "Encounter 02/26/2026 - Office Visit - Provider: A. Oduya, MD".
      if (judged.state === 'undated' && i > 0) {
        const previous = list[i - 1];
        const gap = text.slice(previous.index + previous.text.length, s.index);
        if (/^[ \t]*[-–—]{1,2}[ \t]*$/u.test(gap) && previous.text.trim().length <= FRAGMENT) {
          const joined = { text: text.slice(previous.index, s.index + s.text.length), index: previous.index };
          const previousLead = previous.text.length - previous.text.trimStart().length;
          const again = read(joined, s.index + lead - (previous.index + previousLead));
          if (again.state !== 'undated') {
            judged = again;
            s = joined;
          }
        }
      }
      // The sentence's own "?" ends it: read it back.
      const asked = text[s.index + s.text.length] === '?';
      // How and by whom may follow a dash: "Face-to-face 3/1/26 with Dr. A for falls - conducted via video".
      const run = runAround(text, s.index, s.index + s.text.length);
      const record = text.slice(run.start, run.end);
      const remote = REMOTE.exec(record);
      const video = remote ? null : TELEHEALTH.exec(record);
      const after = text.slice(s.index + s.text.length, run.end);
      const otherActor = judged.state === 'within' ? actorOf(after) : undefined;
      if (otherActor !== undefined) judged = { ...judged, state: 'other-actor', actor: otherActor };
      const qualifier =
        judged.state !== 'within'
          ? undefined
          : asked
            ? { why: 'ask it as a question' }
            : remote
              ? { why: `say it was remote ("${remote[0]}"), not face to face` }
              : video
                ? { why: `say it was by video or telehealth ("${video[0]}") — check it met the telehealth rules` }
                : sentenceQualifier(text, s.index, s.text);
      const unrelated = UNRELATED_PURPOSE.exec(record);
      const purpose =
        qualifier === undefined && judged.state === 'within'
          ? (OTHER_PURPOSE.exec(text) ?? (unrelated && !MOBILITY_PURPOSE.test(record) ? unrelated : null))
          : null;
      const finding =
        qualifier !== undefined
          ? { ...judged, doubt: `the answers ${qualifier.why}` }
          : purpose
            ? { ...judged, doubt: `the answers say the encounter was for something else ("${purpose[0]}")` }
            : judged;
      // A sentence in doubt ranks below a plain one of the same state.
      if (rank(finding) > rank(best)) best = finding;
    }
  }
  // An encounter also said to be cancelled, missed or still to be rescheduled: the reviewer must check which holds.
  if (best.state === 'within' && best.doubt === undefined && cancelled !== undefined) {
    return { ...best, doubt: `the answers also say an encounter was cancelled or missed ("${cancelled}")` };
  }
  return best;
}

function judge(
  field: string,
  text: string,
  sentence: string,
  today: Date,
  boundary: Date,
  at: { start: number; end: number },
  british: boolean,
): FaceToFaceFinding {
  if (notYet(text)) return { state: 'future', field, sentence };
  const actor = actorOf(text);
  if (actor !== undefined) return { state: 'other-actor', field, sentence, actor };
  // "Today" and the like count only in the mention's own clause ("Per eval today: F2F: yes" has no timing).
  const between = (t: Timing) => (t.index >= at.end ? text.slice(at.end, t.index) : text.slice(t.index + t.text.length, at.start));
  const timings = timingsIn(text, today).filter((t) => !t.loose || !/[:,(]/u.test(between(t)));
  if (timings.length === 0) return { state: 'undated', field, sentence };
  const stateOf = (t: Timing): FaceToFaceState => (t.earliest > today ? 'future' : t.earliest < boundary ? 'outdated' : 'within');
  // The timing nearest the mention is the encounter's ("Per eval today: last seen by MD 8 months ago");
  // at the same distance, the one that documents least.
  // A date or "3 weeks ago" outranks "today" wherever they are.
  const distance = (t: Timing) => (t.index >= at.end ? t.index - at.end : Math.max(0, at.start - (t.index + t.text.length)));
  const ranked = timings
    .map((t) => ({ t, state: stateOf(t) }))
    .sort(
      (a, b) => Number(a.t.loose === true) - Number(b.t.loose === true) || distance(a.t) - distance(b.t) || RANK[a.state] - RANK[b.state],
    );
  const { t, state: typedState } = ranked[0];
  // A British hand's date that is in the future read month first is the day-first date: "12/02/2026" on 10 March is 12 February.
  const state = british && typedState === 'future' && t.dayFirst !== undefined ? stateOf({ ...t, earliest: t.dayFirst }) : typedState;
  // Within 6 months read month first but not day first ("12/08/2025": 8 December or 12 August): the reviewer must check.
  if (british && state === 'within' && t.dayFirst !== undefined && t.dayFirst < boundary)
    return {
      state,
      field,
      sentence,
      timing: t.text,
      doubt: `the answers give a date that reads two ways ("${t.text}", day first more than 6 months ago)`,
    };
  return { state, field, sentence, timing: t.text };
}

/** Calendar dates typed in a text (any of the date forms above), for the privacy reminder. */
export function calendarDates(text: string, today: Date): string[] {
  return timingsIn(text, today)
    .filter((t) => t.calendar)
    .map((t) => t.text);
}
