/**
 * The words and phrases the extractors know, as data: a rewrite that trips the check for a missing
 * synonym is fixed by adding a spelling here, not a rule. Each list maps a meaning to the ways
 * notes and rewrites write it; abbreviation and written-out form share one meaning, so "SOB" and
 * "shortness of breath", "min A" and "minimal assistance" compare equal.
 */
import type { Tag } from './tokens';

/** Meaning → spellings, one per line item, separated by "|". */
type Spellings = Readonly<Record<string, string>>;

export const NEGATION_BEFORE: Spellings = {
  no: `no | not | never | nor | without | w/o | cannot | can't | cant | unable | unable to | not able to | no longer
    | negative for | neg for | free of | absence of | deny | denies | denying | doesn't | does not | didn't | did not
    | don't | do not | isn't | wasn't | aren't | weren't | hasn't | has not | haven't | have not | won't`,
};

/** Predicates a cue before them negates the subject of: "supervision (is) not required", "list wasn't available". */
export const NEGATED_PREDICATES: readonly string[] = `required needed necessary indicated available tested assessed present
  reported noted observed done completed obtained`.split(/\s+/);

export const NEGATION_AFTER: Spellings = {
  no: ['unavailable', ...NEGATED_PREDICATES.map((predicate) => `not ${predicate}`)].join(' | '),
};

/** A cue before a word ("denied pain") or after a label ("Pain: denied"), by what follows it. */
export const NEGATION_EITHER: Spellings = { no: 'none | denied | negative | absent' };

/** Spellings that mean themselves. */
const each = (words: string): Spellings =>
  Object.fromEntries(
    words
      .trim()
      .split(/\s+/)
      .map((word) => [word, word]),
  );

/** Time words keep their own spelling: "was" is also a copula that a negation reads past. */
export const PAST: Spellings = {
  ...each('was were had before prior previously previous last preop ago earlier formerly initially'),
  'prior to': 'prior to',
  'pre op': 'pre op',
  'used to': 'used to',
  'at baseline': 'at baseline',
  plof: 'plof | prior level of function',
};

export const PRESENT: Spellings = {
  ...each('now today currently current presently'),
  'at present': 'at present | at this time',
  'this visit': 'this visit | this session',
  'this morning': 'this morning | this am',
  'this week': 'this week',
};

export const SIDES: Spellings = {
  left: 'left | left sided',
  right: 'right | right sided',
  bilateral: 'bilateral | bilaterally | b/l | bilat | bil | both sides',
};

/** Sides only where a body part follows or a clause ends: "L knee", "on the R", "2 L" is litres. */
export const SIDE_LETTERS: Spellings = { left: 'l | lt', right: 'r | rt', bilateral: 'b | both' };

export const BODY_PARTS: Spellings = {
  'lower extremity': 'le | les | lower extremity | lower extremities | lower limb | lower limbs | leg | legs',
  'upper extremity': 'ue | ues | upper extremity | upper extremities | upper limb | upper limbs | arm | arms',
  knee: 'knee | knees',
  hip: 'hip | hips',
  ankle: 'ankle | ankles',
  foot: 'foot',
  shoulder: 'shoulder | shoulders',
  elbow: 'elbow | elbows',
  wrist: 'wrist | wrists',
  hand: 'hand | hands',
  heel: 'heel | heels',
  toe: 'toe | toes',
  calf: 'calf | calves',
  thigh: 'thigh | thighs',
  shin: 'shin | shins',
  quadriceps: 'quad | quads | quadriceps',
  hamstring: 'hamstring | hamstrings',
  gluteal: 'glute | glutes | gluteal | buttock | buttocks',
  side: 'side | sided',
  flank: 'flank',
  chest: 'chest',
  lung: 'lung | lungs',
  eye: 'eye | eyes',
  ear: 'ear | ears',
  breast: 'breast',
  malleolus: 'malleolus | lateral malleolus | medial malleolus',
  hemiparesis: 'hemiparesis',
  hemiplegia: 'hemiplegia',
  neglect: 'neglect',
  rail: 'rail | rails | handrail | handrails | hand rail | hand rails',
  tka: 'tka | tkr | total knee arthroplasty | total knee replacement | knee replacement',
  tha: 'tha | thr | total hip arthroplasty | total hip replacement | hip replacement',
};

/** Both the side and the part: "BLE", "RUE". */
export const SIDED_PARTS: Readonly<Record<string, readonly [string, string]>> = {
  ble: ['bilateral', 'lower extremity'],
  bue: ['bilateral', 'upper extremity'],
  rle: ['right', 'lower extremity'],
  lle: ['left', 'lower extremity'],
  rue: ['right', 'upper extremity'],
  lue: ['left', 'upper extremity'],
};

export const ASSISTANCE_LEVELS: Spellings = {
  independent: 'independent | independently | independence | indep | ind',
  'modified independent': `modified independent | modified independence | modified independently | mod i | mod ind
    | mod indep | mod independent | modi`,
  supervision: `supervision | supervised | sba | stand by assist | stand by assistance | standby assist
    | standby assistance | supv`,
  'set-up': 'set up | setup | set up assist | set up assistance | setup assist | setup assistance',
  'contact guard': 'cga | contact guard | contact guard assist | contact guard assistance | contact guarding',
  'minimal assist': `min a | min assist | min assistance | min asst | mina | minimal assist | minimal assistance
    | minimum assist | minimum assistance`,
  'moderate assist': 'mod a | mod assist | mod assistance | mod asst | moda | moderate assist | moderate assistance',
  'maximal assist': `max a | max assist | max assistance | max asst | maxa | maximal assist | maximal assistance
    | maximum assist | maximum assistance`,
  dependent: 'dependent | dependence | dep | total a | total assist | total assistance | totally dependent | total dependence',
};

/** Schedules by name; counted ones ("2x/day", "twice a day", "once weekly") are read in concepts.ts. */
export const SCHEDULES: Spellings = {
  daily: 'daily | qd | q.d. | q day | qday | every day',
  'twice daily': 'bid | b.i.d.',
  'three times daily': 'tid | t.i.d.',
  'four times daily': 'qid | q.i.d.',
  'at bedtime': 'qhs | q.h.s. | hs | at bedtime | nightly | every night | each night',
  'every morning': 'qam | q.a.m. | q am | every morning | each morning',
  'every evening': 'qpm | q.p.m. | q pm | every evening | each evening',
  'as needed': 'prn | p.r.n. | as needed',
  'every other day': 'qod | q.o.d. | every other day',
  weekly: 'weekly | every week',
};

/** "2x/day", "twice a day", "2 times daily" name the schedule "twice daily". */
export const SCHEDULES_PER_DAY: readonly string[] = ['daily', 'twice daily', 'three times daily', 'four times daily'];

/**
 * What a number or an assistance level is said of. A rewrite that moves "6/10" from fatigue to
 * pain, or "min A" from IADLs to ADLs, contradicts the source even with the same value.
 */
export const TOPICS: Spellings = {
  pain: 'pain | painful',
  fatigue: 'fatigue | tired | tiredness',
  dyspnea: 'sob | shortness of breath | dyspnea | doe | dyspnea on exertion',
  rpe: 'rpe | borg | rate of perceived exertion',
  anxiety: 'anxiety',
  nausea: 'nausea',
  tug: 'tug | timed up and go | timed up and go test',
  berg: 'berg | bbs | berg balance | berg balance scale | berg balance test',
  tinetti: 'tinetti | poma',
  'blood pressure': 'bp | blood pressure',
  'heart rate': 'hr | heart rate | pulse',
  'respiratory rate': 'rr | respiratory rate | resp | resp rate',
  spo2: 'spo2 | sao2 | o2 sat | o2 sats | sats | oxygen saturation | pulse ox | pulse oximetry',
  temperature: 'temp | temperature',
  weight: 'wt | weight',
  height: 'ht | height',
  glucose: 'bg | bs | cbg | fsbs | blood glucose | blood sugar | glucose | fingerstick glucose',
  inr: 'inr',
  strength: 'mmt | strength | manual muscle test | manual muscle testing',
  rom: 'rom | arom | prom | range of motion | active range of motion | passive range of motion',
  flexion: 'flexion',
  extension: 'extension',
  abduction: 'abduction',
  gait: `gait | amb | ambulate | ambulated | ambulates | ambulating | ambulation | ambulator | walk | walked | walks
    | walking | community ambulator | household ambulator | community ambulation | household ambulation`,
  stairs: 'stairs | stair | steps | stair negotiation | stair climbing',
  transfers: 'transfer | transfers | stand pivot | stand pivot transfer | bed to chair | bed to chair transfer | bed to chair transfers',
  'toilet transfers': 'toilet transfer | toilet transfers',
  'tub transfers': 'tub transfer | tub transfers | shower transfer | shower transfers | tub/shower transfer | tub/shower transfers',
  'car transfers': 'car transfer | car transfers',
  'bed mobility': 'bed mobility',
  'sit to stand': 'sit to stand | sts | sit to stands',
  'supine to sit': 'supine to sit | supine to sitting',
  adl: 'adl | adls | activities of daily living | activity of daily living',
  iadl: 'iadl | iadls | instrumental activities of daily living | instrumental adls',
  bathing: 'bathing | bathe | showering',
  dressing: 'dressing | ub dressing | lb dressing | upper body dressing | lower body dressing',
  grooming: 'grooming',
  toileting: 'toileting | toilet hygiene',
  feeding: 'feeding | self feeding | eating',
  'meal preparation': 'meal prep | meal preparation',
  'wheelchair mobility': 'w/c mobility | wc mobility | wheelchair mobility',
};

export const SEVERITIES: Spellings = {
  mild: 'mild | mildly',
  moderate: 'moderate | moderately',
  severe: 'severe | severely',
};

/**
 * Shorthand whose letters are easy to expand wrongly ("w/d dressing" → "with d dressing"): the
 * rewrite must keep it or write it out as here. A slash shorthand of two single letters that is
 * not listed anywhere must be kept as typed.
 */
export const SHORTHAND: Spellings = {
  'wet-to-dry': 'w/d | wet to dry | wet-to-dry',
  'work-up': 'w/u | work up | workup',
  wheelchair: 'w/c | wc | wheelchair',
  'nausea and vomiting': 'n/v | nausea and vomiting | nausea/vomiting | nausea vomiting',
  'follow-up': 'f/u | follow up | followup',
  'rule out': 'r/o | rule out | ruled out',
  'due to': 'd/t | due to',
};

/** Shorthand that joins two clauses: it ends a negated term as "due" does ("unable to amb d/t pain"). */
export const JOINING_SHORTHAND: ReadonlySet<string> = new Set(['due to']);

/** Units that are phrases or shorthand, and the unit they mean. */
export const PHRASE_UNITS: Spellings = { yr: 'y/o | y.o. | yo | year old | years old' };

/** Abbreviations a negated term or a topic may be written with either way ("no LOB", "without an AD"). */
export const SYNONYMS: Spellings = {
  'assistive device': 'ad | assistive device',
  'loss of balance': 'lob | loss of balance',
  'straight leg raise': 'slr | straight leg raise | straight leg raises',
  'chest pain': 'cp | chest pain',
  'rolling walker': 'rw | fww | rolling walker | front wheeled walker | front wheel walker | 2 wheeled walker',
  'single point cane': 'spc | single point cane | straight cane',
  'quad cane': 'qc | quad cane',
  'room air': 'ra | room air',
  'nasal cannula': 'nc | nasal cannula',
  'home exercise program': 'hep | home exercise program',
  'loss of consciousness': 'loc | loss of consciousness',
  'bowel movement': 'bm | bowel movement',
  'weight bearing as tolerated': 'wbat | weight bearing as tolerated',
  'non weight bearing': 'nwb | non weight bearing',
  'alert and oriented': 'a&o | aox | a/o | alert and oriented',
  medication: 'med | meds | medication | medications',
};

/** Dropped from a negated term: "denies any signs of SOB" negates what "no SOB" does. */
export const FILLERS: Spellings = {
  ...each(`a an the any of signs sign symptoms symptom complaints complaint complain complains complained hx history
    evidence acute new further significant report reports reported reporting have has having experience experiences
    experienced experiencing require requires required requiring need needs needed needing to be been is are feel
    feels feeling noted observed episodes episode pt patient perform performs able use uses using`),
  'signs and symptoms': 's/s | signs and symptoms',
  'complains of': 'c/o | complains of',
  'history of': 'h/o | history of',
};

/** End a negated term: conjunctions, prepositions, reporting verbs. */
export const STOPS: Spellings = {
  ...each(`but and or however although though while whereas which who that because secondary due per at in on during
    for from after since until when where as so then than via by except states stated endorses endorsed
    admits notes demonstrates demonstrated tolerated tolerates over into within throughout following if will can may
    should`),
  with: 'with | w/',
  'status post': 's/p | status post',
};

/** What a spelling stands for: one token, or two for a side and a part written as one word ("BLE"). */
export type VocabularyEntry = ReadonlyArray<{ readonly tag?: Tag; readonly meaning: string }>;

/** Every list above; a spelling in two lists means what the later list says. */
const LISTS: ReadonlyArray<readonly [Tag | undefined, Spellings]> = [
  [undefined, SYNONYMS],
  ['filler', FILLERS],
  ['stop', STOPS],
  ['topic', TOPICS],
  ['severity', SEVERITIES],
  ['part', BODY_PARTS],
  ['sideLetter', SIDE_LETTERS],
  ['side', SIDES],
  ['assist', ASSISTANCE_LEVELS],
  ['freq', SCHEDULES],
  ['shorthand', SHORTHAND],
  ['unit', PHRASE_UNITS],
  ['past', PAST],
  ['present', PRESENT],
  ['negEither', NEGATION_EITHER],
  ['neg', NEGATION_BEFORE],
  ['negAfter', NEGATION_AFTER],
];

/** Every spelling with what it stands for. */
export function vocabularyEntries(): Array<readonly [string, VocabularyEntry]> {
  const entries: Array<readonly [string, VocabularyEntry]> = [];
  for (const [tag, spellings] of LISTS) {
    for (const [meaning, forms] of Object.entries(spellings)) {
      for (const form of forms.split('|')) entries.push([form.trim(), [tag ? { tag, meaning } : { meaning }]]);
    }
  }
  for (const [form, [side, part]] of Object.entries(SIDED_PARTS)) {
    entries.push([
      form,
      [
        { tag: 'side', meaning: side },
        { tag: 'part', meaning: part },
      ],
    ]);
  }
  // "I with ADLs", "I w/ ADLs": the level clinicians abbreviate to "I" (the rewrite writes it out);
  // only before "with", where "I" the pronoun does not stand in a note.
  for (const form of ['i with', 'i w/'])
    entries.push([
      form,
      [
        { tag: 'assist', meaning: 'independent' },
        { tag: 'stop', meaning: 'with' },
      ],
    ]);
  return entries;
}
