/**
 * Manual wheelchair: LCD L33788 (Manual Wheelchair Bases), general coverage criteria A–E plus F or G,
 * the lightweight (K0003) criteria, and the weight classes of the heavy duty bases.
 */
import { COUNT, near, phrase, type Phrase } from './matching';
import { ORDER_WARNINGS, orderCriteria } from './order';
import type { EquipmentCoverage, Rule } from './types';
import {
  ADEQUATE,
  CANE,
  CAREGIVER,
  INABILITY,
  INSUFFICIENT,
  MRADL,
  MRADL_VERB,
  UNABLE,
  WALKER,
  WHEELCHAIR,
  frozen,
  prefer,
} from './vocabulary';

const LCD = 'LCD L33788 Manual Wheelchair Bases — Coverage Indications, Limitations and/or Medical Necessity';
const GENERAL = `${LCD}: general coverage criteria`;
const all = (...first: string[]) => prefer('wheelchair', ...first);

/** "Takes 25+ min", "takes her 20-30 minutes", "takes forever". */
const TAKES_LONG = String.raw`(?:takes?|took|taking)\s+(?:(?:her|him|them|pt|the patient)\s+)?(?:about\s+|over\s+|up to\s+|approx\w*\s+|\x7e\s*)?(?:\d+\+?\s*(?:-\s*\d+\s*)?(?:minutes|mins?|hours?|hrs?)|too long|a long time|forever|excessive time)\b`;
/** Ten minutes or more ("~20 min", "25+ minutes"). */
const LONG_MINUTES = String.raw`(?:\x7e\s*|about\s+|approx\w*\s+|over\s+)?\b(?:[1-9]\d|\d{3})\+?\s*(?:minutes|mins?)\b`;
/** The way to the toilet, the bathroom or the kitchen: "trip bed->bathroom", "to get to the toilet". */
const TO_THE_TOILET = String.raw`\b(?:(?:get|go|walk|reach|access|make it|trips?|way)\w*\b[^.;!?\n,]{0,20}?|to\s+(?:the\s+)?)(?:bathroom|toilet|commode|shower|tub|sink|kitchen)\b`;

/** Getting to the toilet or the kitchen takes too long, told after the place (one phrase for criterion A's two parts). */
const TOILET_TAKES_LONG = phrase(
  'says getting to the bathroom or kitchen takes an unreasonable time',
  String.raw`${TO_THE_TOILET}~~(?:\b${TAKES_LONG}|${LONG_MINUTES}\s+(?:each|per|every|a|for (?:each|every|the))\s+(?:trip|time|way|visit|attempt)\b)`,
);

/** Walks safely or independently in the home: the limitation does not impair MRADLs there. */
export const HOME_MOBILITY_OK = [
  phrase(
    'says the patient walks safely in the home',
    String.raw`\b(?:ambulates?|walks?|mobile)\b~\b(?:independent\w*|safely|without (?:assist\w*|device|difficulty)|mod(?:ified)? i(?:ndependent)?)\b~~\b(?:household|in (?:the |her |his )?home|at home|indoors)\b`,
    INABILITY,
  ),
  phrase(
    'says household mobility is independent',
    String.raw`\b(?:household|in-home|home) (?:ambulation|mobility|distances)\b~\b(?:independent\w*|safe\w*|mod(?:ified)? i(?:ndependent)?)\b`,
    INABILITY,
  ),
  phrase(
    'says the patient is independent in the home',
    String.raw`\bindependent\w*\s+(?:with mobility |with ambulation )?(?:in (?:the )?home|at home|household)\b`,
    INABILITY,
  ),
];

const MOBILITY_LIMITATION: Rule = {
  kind: 'phrases',
  need: 'how the limitation prevents an MRADL, makes it unsafe, or keeps it from being done in a reasonable time',
  claim: 'state',
  stance: 'limitation',
  home: true,
  counter: HOME_MOBILITY_OK,
  doubt: 'the patient walks safely in the home',
  phrases: [
    phrase(
      'says the patient cannot walk or complete the activity (prevents the MRADL)',
      String.raw`\b${UNABLE}~\b(?:ambulat\w*|walk\w*|complete|perform|accomplish|participate|reach|get to|access|transfer\w*|stand|${MRADL}|${MRADL_VERB})\b`,
    ),
    phrase(
      'says the patient is too weak or breathless to walk or stand',
      String.raw`\btoo\s+(?:[\w-]+\s+){1,4}?to\s+(?:safely\s+)?(?:ambulat\w*|walk\w*|stand|get to|reach|transfer\w*)\b`,
    ),
    phrase(
      'says the patient depends on others for the MRADLs',
      String.raw`\b(?:dependent|(?:requires?|needs?)\s+(?:max(?:imal|imum)?|mod(?:erate)?|total|2[- ]person|two[- ]person)\s*(?:a\b|assist\w*|help))\s+(?:for|with|in)\s+(?:all\s+)?${MRADL}`,
    ),
    phrase(
      'says the MRADLs are significantly impaired',
      String.raw`\b${MRADL}~~\b(?:significantly|severely|markedly|greatly|substantially|very)\s+(?:impaired|limited|restricted|affected|compromised)\b`,
    ),
    phrase(
      'says the patient falls doing an MRADL',
      String.raw`\b(?:fell|falls?|fallen|near[- ]?falls?)\b~\b(?:reaching|walking to|getting to|going to|on the way to|in|while)\b~\b(?:bathroom|toilet|tub|shower|kitchen|sink|commode|${MRADL})`,
    ),
    phrase(
      'says the patient is non-ambulatory',
      String.raw`\bnon[- ]?ambulatory\b|\bnon[- ]?functional (?:ambulator|ambulation|gait)\b|\b(?:bed|chair|${WHEELCHAIR})[- ]?bound\b|\bdependent (?:for|with|in) (?:all )?(?:mobility|ambulation|transfers)\b|\b(?:hoyer|mechanical|sit[- ]to[- ]stand) lift\b`,
    ),
    phrase(
      'says walking needs a lot of help',
      String.raw`\b(?:requires?|needs?|dependent)\b~\b(?:max(?:imal)?|mod(?:erate)?|total|2[- ]person|two[- ]person)\s*(?:a\b|assist\w*)~\b(?:ambulat\w*|walk\w*|gait)\b`,
    ),
    phrase('says MRADLs take an unreasonable time', String.raw`\b${TAKES_LONG}~\b(?:walk|ambulat\w*|get|reach|bathroom|toilet\w*|kitchen)`),
    TOILET_TAKES_LONG,
    phrase(
      'says the limitation prevents the MRADLs',
      String.raw`\b(?:prevented|impaired|limited|restricted|precluded|hindered|compromised)\s+(?:by|d(?:ue)? to|because of|secondary to|2\/2)\s+(?:(?:her|his|the|their|pt's|patient's)\s+)?(?:[\w-]+\s+){0,2}(?:mobility|limitation|weakness|deficits?|impairment|gait|balance|endurance|pain|dyspnea|sob)\b`,
    ),
    phrase(
      'says the limitation prevents the MRADLs',
      String.raw`\b(?:mobility (?:limitation|deficit|impairment)|weakness|limitation|deficits?)\b~\b(?:prevents?|impairs?|limits?|precludes?|restricts?)\b~\b${MRADL}`,
    ),
    // Not a score's denominator ("38/56 falls below the cut-off": the count must follow neither "/" nor a
    // word character, read forwards, 0029) nor "falls" as a verb ("falls within").
    phrase(
      'names repeated falls',
      String.raw`\bfalls?\s*x\s*\d+\b|(?:^|[^/\p{L}\p{N}])(?:\d+|two|three|four|five|several|multiple)\s+falls\b(?!\s+(?:below|above|under|over|within|outside|short|between|in(?:to)?\s+the))`,
    ),
    phrase(
      'gives a short walking distance',
      String.raw`\b(?:ambulates?|walks?|walking|ambulation)\s+(?:only\s+)?(?:about\s+|approx\w*\s+|\x7e\s*)?[1-4]?\d\s*(?:feet|foot|ft\b|')|\bonly\s+(?:able to\s+)?(?:walk|ambulate)\s+\d+\s*(?:feet|foot|ft\b|')|\b(?:ambulation|ambulates?|walking|walks?|gait)\b~(?:\b(?:limited to|only|max(?:imum)?(?: of)?|less than|under)\s*<?|<)\s*\d+\s*(?:feet|foot|ft\b|')`,
    ),
    phrase(
      'names a heightened fall risk',
      String.raw`\b(?:high|increased|heightened|significant|severe)\b~\b(?:fall )?risk\b|\bfall risk\b|\brisk (?:of|for) falls?\b|\b(?:recurrent|multiple|frequent|repeated) falls\b`,
      /\b(?:low|minimal|minimum|decreased|reduced)\b/iu,
    ),
    phrase(
      'says walking is unsafe',
      String.raw`\bunsafe\b~\b(?:ambulat\w*|walk\w*|gait)\b|\b(?:ambulat\w*|walk\w*|gait)\b~\b(?:unsafe|not safe)\b`,
    ),
    phrase(
      'says MRADLs take an unreasonable time',
      String.raw`\b(?:unable|cannot|can't|not able)\b~\breasonable (?:time|amount of time|time ?frame)\b|\b(?:excessive|unreasonable|prolonged) (?:time|amount of time)\b`,
    ),
  ],
};

const MRADLS_NAMED: Rule = {
  kind: 'phrases',
  need: 'which MRADLs in the home are affected (toileting, feeding, dressing, grooming, bathing)',
  claim: 'state',
  stance: 'limitation',
  // "Independent with toileting, dressing and bathing": the whole list is done independently.
  counter: [
    phrase(
      'says the MRADLs are done independently',
      String.raw`\b(?:independent\w*|mod(?:ified)? i(?:ndependent)?)\s+(?:with|in|for)\s+(?:(?:all|her|his|home|in-home)\s+)*${MRADL}(?:(?:\s*(?:,|and|&|\/|,\s*and)\s*|\s+)${MRADL})*`,
    ),
  ],
  counterScope: 'span',
  doubt: 'the patient does them independently',
  phrases: [
    phrase('names an MRADL', String.raw`\b${MRADL}\b`, /\bindependent(?:ly)?\b/iu),
    phrase('says the patient cannot do an MRADL', String.raw`\b${UNABLE}~\b${MRADL_VERB}\b`),
    phrase(
      'says the patient cannot get to the bathroom or kitchen',
      String.raw`\b(?:${UNABLE}|difficulty|unsafe|${TAKES_LONG}|(?:has|needs) to (?:stop|rest|sit)\b[^.;!?\n,]{0,20}?)~\b(?:get|go|walk|reach|access|make it)\b~\b(?:bathroom|toilet|shower|tub|sink|kitchen)\b`,
    ),
    TOILET_TAKES_LONG,
    // "Cannot walk far enough inside her own apartment to use the bathroom, dress at her dresser or eat at the table".
    phrase(
      'says the patient cannot walk far enough to reach the MRADLs',
      String.raw`\b${UNABLE}\s+(?:walk|ambulate|get|go|move)\s+(?:far|long)\s+enough\b~~\b(?:bathroom|toilet|shower|tub|sink|kitchen|table|dresser|closet|${MRADL})\b`,
    ),
  ],
};

/** What a failed trial ends in: "unsafe", "unable to maintain NWB", "LOB", "fell". */
const TRIAL_FAILED = String.raw`(?:without (?:success|benefit|improvement)|no (?:benefit|improvement|help)|neither\s+(?:\w+\s+)?(?:sufficient|adequate|safe|effective|successful|appropriate)|unsafe|unable|could not|couldn't|cannot|can't|failed|unsuccessful|ineffective|insufficient|inadequate|not safe|loss of balance|lost balance|fell|falls?|near[- ]?falls?|buckl\w*|gives? way|gave way)`;
/** Between a trial and its outcome: anything in the sentence but a word that says it went well. */
const TRIAL_GAP = String.raw`(?:(?!\b(?:safe|safely|steady|well|independent\w*|successful\w*|good|no|not|never|without|denies)\b|n't\b)[^.;!?\n]){0,60}?`;
/** A trial, or an aid used for a stated time ("FWW x3 weeks", "for two years"). */
const TRIED = String.raw`(?:tried|trialed|trialled|attempted|used|trials?|x\s*${COUNT}\s*(?:days?|weeks?|months?|mos?|years?)|for\s+(?:the\s+(?:past|last)\s+)?${COUNT}\s+(?:days?|weeks?|months?|years?))`;
const AIDS = String.raw`(?:${CANE}|${WALKER})\s*(?:and|or|\/|,|&)\s*(?:(?:a|the)\s+)?(?:${CANE}|${WALKER})`;

/** Between an aid and its verdict in a list: a bracket, a tick, then a dash or a colon ("cane ✓ - unsafe", "RW: unsafe"). */
const VERDICT_GAP = String.raw`(?:\s*\([^()\n]{0,30}\))?(?:\s*[✓✔])?\s*(?:[-–—]{1,2}|:)\s*`;

/** A list's verdict that the patient cannot ("cane - can't, R hand contracture"). */
const CANNOT = String.raw`(?:can't|cannot|can not|unable|not able)`;
/** A verdict on both aids: "neither (device) is safe", "neither allows safe household mobility", "both insufficient". */
const BOTH_FAIL = String.raw`(?:neither|none of (?:them|these|the above))(?:\s+(?:device|aid|one|option)s?)?\s+(?:(?:is|was|were|are|has been|have been|proved|proven|found|would be)\s+)?(?:(?:safe|sufficient)\s+(?:or|nor)\s+)?${ADEQUATE}|neither(?:\s+(?:device|aid|one|option))?\s+(?:allows?|permits?|provides?|gives?|affords?|enables?|lets)\s+(?:\w+\s+){0,4}?(?:safe|safely|sufficient|adequate|functional|independent\w*)|neither(?:\s+(?:device|aid|one|option))?\s+(?:resolves?|resolved|meets?|met|address(?:es|ed)?|works?|worked|helps?|helped|suffices?|sufficed|compensates?)|both\s+(?:(?:devices|aids)\s+)?(?:(?:is|was|were|are|have been|proved|proven|found)\s+)?(?:unsafe|insufficient|inadequate|ineffective|unsuccessful|failed|not (?:safe|sufficient|adequate))`;

/** No walking aid at all is enough: cane and walker alike ("cannot walk with any device"). */
const ANY_DEVICE_FAILS = [
  phrase(
    'says the patient cannot walk even with a device',
    // "regardless of which device she holds", "with any device … still".
    String.raw`\b(?:regardless of|no matter)\s+(?:which|what)\s+(?:assistive\s+|gait\s+)?(?:device|aid)\b|\b(?:with|using)\s+any\s+(?:assistive\s+|gait\s+)?(?:device|aid)\b~\b(?:still|even so)\b|\b${UNABLE}~\b(?:walk|ambulate|stand|bear weight)\w*\b~\b(?:with|using)\s+(?:any|either)\s+(?:(?:assistive|gait|lesser|other|walking|ambulatory)\s+)?(?:device|aid|of them)\b|\bno\s+(?:(?:assistive|gait|lesser|walking|ambulatory)\s+)?(?:device|aid)s?\s+(?:(?:tried|trialed)\s+)?(?:resolves?|resolved|helps?|helped|works?|worked|suffices?|sufficed|(?:is|was|has been|proved|proven)\s+(?:safe|sufficient|adequate|effective))\b|\b(?:walk|ambulate)\w*\s+(?:with|using)\s+(?:any|either)\s+(?:assistive\s+|gait\s+)?(?:device|aid)\b~\b(?:unsafe|not safe|impossible|not possible)\b`,
  ),
];

/** A walker is more support than a cane: ruling out the walker rules out the cane too. */
const WALKER_RULED_OUT = [
  ...ANY_DEVICE_FAILS,
  phrase('says a walker is not sufficient', String.raw`\b${WALKER}\b~\b${INSUFFICIENT}`),
  phrase(
    'says the patient cannot use a walker safely',
    String.raw`\b${UNABLE}~\b(?:use|manage|maneuver|operate|tolerate|handle|control)\b~\b${WALKER}\b`,
  ),
  phrase(
    'says the patient is unsafe with a walker',
    String.raw`\b(?:unsafe|not safe)\s+(?:with|using)\s+(?:a\s+|the\s+)?${WALKER}\b|\btoo (?:weak|fatigued|unsteady|short of breath|dyspneic)\s+to\s+(?:use|manage|ambulate with)\s+(?:a\s+|the\s+)?${WALKER}\b`,
  ),
  phrase(
    'says the patient falls despite a walker',
    String.raw`\b(?:continues to fall|falls?|fell|falling)\b~\b(?:despite|even with|while using)\b~\b${WALKER}\b`,
  ),
  phrase(
    'says the patient falls with a walker',
    String.raw`\b(?:falls?|fell|falling|near[- ]?falls?|loss(?:es)? of balance)\s+(?:with|while using|using|on)\s+(?:(?:a|the|her|his)\s+)?(?:\w+\s+)?${WALKER}\b`,
  ),
  phrase(
    'says the patient fails even with a walker',
    String.raw`\b(?:despite|even with|even using)\s+(?:a\s+|the\s+)?${WALKER}\b~~\b(?:${TRIAL_FAILED}|requires? (?:max|mod|min)\w*\s*(?:a|assist\w*))\b`,
  ),
  phrase('rules out both cane and walker', String.raw`\b${AIDS}\b~\b${INSUFFICIENT}`),
  // A list of aids, each with its verdict after a dash or a colon: "walker - unsafe (cannot grip)", "Walker (RW + 4WW) ✓ - unsafe".
  phrase('says a walker is not sufficient', String.raw`\b${WALKER}\b${VERDICT_GAP}\b(?:${INSUFFICIENT}|${CANNOT}\b)`),
  phrase(
    'rules out both cane and walker',
    String.raw`\bneither\s+(?:(?:a|the)\s+)?(?:${CANE}|${WALKER})\s+nor\s+(?:(?:a|the)\s+)?(?:${CANE}|${WALKER})\b\s*(?:(?:is|are|was|were)?\s*${ADEQUATE}|(?:resolves?|resolved|meets?|addresses|works?|helps?|suffices?|compensates?))\b`,
  ),
  // Both aids named, then "Neither is workable …" in the next sentence.
  phrase(
    'rules out both cane and walker',
    String.raw`\b${AIDS}\b[^;!?\n]{0,100}?[.;]\s+(?:neither|none of (?:them|these|the above))\s+(?:(?:is|was|were|are|has been|have been|proved|proven|would be)\s+)?${ADEQUATE}\b`,
  ),
  phrase(
    'rules out both cane and walker',
    String.raw`\b(?:${CANE}\b[^.;!?\n]{0,100}?\b${WALKER}|${WALKER}\b[^.;!?\n]{0,100}?\b${CANE})\b[^.;!?\n]{0,80}?(?:\b(?:neither|none of (?:them|these|the above))\s+(?:(?:is|was|were|are|has been|have been|proved|proven|found)\s+)?(?:(?:safe|sufficient)\s+(?:or|nor)\s+)?${ADEQUATE}|\bboth\s+(?:(?:is|was|were|are|have been|proved|proven|found)\s+)?(?:unsafe|insufficient|inadequate|ineffective|unsuccessful|failed|not (?:safe|sufficient|adequate)))\b`,
  ),
  // Each aid with its own trial, then a verdict on both opening a sentence: "SPC -> LOB x2. FWW -> had to sit after
  // 15 ft. Neither sufficient.", "… Neither device allows safe household mobility.", "… Both insufficient."
  phrase(
    'rules out both cane and walker',
    String.raw`\b(?:${CANE}\b[^\n]{0,200}?\b${WALKER}|${WALKER}\b[^\n]{0,200}?\b${CANE})\b[^\n]{0,200}?[.;]\s+(?:${BOTH_FAIL})\b`,
  ),
  phrase('says a walker was tried and failed', String.raw`\b${WALKER}\b~\b${TRIED}\b${TRIAL_GAP}\b${TRIAL_FAILED}`),
  phrase('says a walker was tried and failed', String.raw`\b${TRIED}\b~\b${WALKER}\b${TRIAL_GAP}\b${TRIAL_FAILED}`),
  phrase('says cane and walker were tried and failed', String.raw`\b${AIDS}\b~\b${TRIED}\b${TRIAL_GAP}\b${TRIAL_FAILED}`),
  phrase('says cane and walker were tried and failed', String.raw`\b${TRIED}\b~\b${AIDS}\b${TRIAL_GAP}\b${TRIAL_FAILED}`),
];

/** The walker works in the home after all: "safe w/ walker in home", "ambulates safely w/ RW". */
const WALKER_WORKS = [
  phrase(
    'says the patient is safe with a walker',
    String.raw`\b(?:safe|safely|independent\w*|steady|stable)\b~\b(?:with|using)\s+(?:a\s+|the\s+|her\s+|his\s+)?${WALKER}\b`,
    INABILITY,
  ),
  phrase(
    'says the walker is sufficient in the home',
    String.raw`\b${WALKER}\b~\b(?:is |are )?(?:sufficient|adequate|effective|safe)\b~~\b(?:in (?:the )?home|at home|household|indoors)\b`,
    INABILITY,
  ),
];
const CANE_WORKS = [
  phrase(
    'says the patient is safe with a cane',
    String.raw`\b(?:safe|safely|independent\w*|steady|stable)\b~\b(?:with|using)\s+(?:a\s+|the\s+|her\s+|his\s+)?${CANE}\b`,
    INABILITY,
  ),
];

const LESSER_AIDS: Rule = {
  kind: 'all',
  parts: [
    {
      kind: 'phrases',
      need: 'why a cane is not sufficient',
      claim: 'trial',
      home: true,
      counter: [...CANE_WORKS, ...WALKER_WORKS],
      doubt: 'the patient is safe with a cane or walker',
      phrases: [
        phrase('says a cane is not sufficient', String.raw`\b${CANE}\b~\b${INSUFFICIENT}`),
        phrase('says a cane is not sufficient', String.raw`\b${CANE}\b${VERDICT_GAP}\b(?:${INSUFFICIENT}|${CANNOT}\b)`),
        phrase('says the patient is unsafe with a cane', String.raw`\b(?:unsafe|not safe)\s+(?:with|using)\s+(?:a\s+|the\s+)?${CANE}\b`),
        phrase('says the patient cannot use a cane safely', String.raw`\b${UNABLE}~\b(?:use|manage|tolerate)\b~\b${CANE}\b`),
        // The same regexes (searched once for both parts), told of the cane.
        ...WALKER_RULED_OUT.map((p): Phrase => ({ ...p, how: `${p.how} (a cane gives less support)` })),
      ],
    },
    {
      kind: 'phrases',
      need: 'why a walker is not sufficient',
      claim: 'trial',
      home: true,
      counter: WALKER_WORKS,
      doubt: 'the patient is safe with a walker',
      phrases: WALKER_RULED_OUT,
    },
  ],
};

/** The ways between rooms, and what makes them passable for the chair. */
const PASSAGE = String.raw`door(?:way)?s?|hallways?|halls?|thresholds?|passages?|corridors?`;
const WIDE_ENOUGH = String.raw`wide enough|widths? of|wide|wider|widened|extra[- ]wide|broad|accessible|accommodate\w*|adequate|sufficient|clear|\d+\s*(?:inches|inch|in|"|cm|centimet(?:er|re)s)`;
const FLOOR = String.raw`floors?|flooring|surfaces?`;
/** Floor coverings a manual wheelchair rolls on. */
const FLOOR_COVERING = String.raw`tile[sd]?|hardwood|laminate|linoleum|vinyl(?: plank)?|wood|concrete|low[- ]pile(?: carpet\w*)?`;
/** What a floor the wheelchair rolls on is: its covering, or level, smooth, hard. */
const ROLLING_SURFACE = String.raw`level|smooth|flat|hard|even|${FLOOR_COVERING}`;

/**
 * How each part of criterion C reads its claims: the patient's home as it fits the chair, an ability of the home
 * ('ability': a sentence elsewhere saying the chair does not pass makes it unclear) and of the home only (another
 * house, a clinic does not count).
 */
const OF_THE_HOME = { claim: 'state', stance: 'ability', home: true } as const;

const HOME_ACCESS: Rule = {
  kind: 'all',
  parts: [
    {
      kind: 'phrases',
      need: 'access between rooms (doorways, hallways wide enough)',
      ...OF_THE_HOME,
      counter: [
        phrase('says doorways are too narrow', String.raw`\b(?:door(?:way)?s?|hallways?|halls?)\b~\b(?:too narrow|narrow|too small)\b`),
      ],
      doubt: 'doorways or hallways are too narrow',
      phrases: [
        near('says doorways or hallways are wide enough', PASSAGE, WIDE_ENOUGH),
        phrase(
          'says doorways or hallways are wide',
          String.raw`\b(?:wide|wider|widened|extra[- ]wide|broad)\s+(?:[\w-]+\s+)?(?:${PASSAGE})\b`,
        ),
        phrase(
          'says the rooms are accessible by wheelchair',
          String.raw`\b(?:all|every|each|the)\s+(?:(?:main|needed|used)\s+)?rooms?\s+(?:(?:is|are)\s+)?(?:(?:fully|easily)\s+)?accessible\b|\baccessible\s+(?:by|with|for|to)\s+(?:a\s+|the\s+)?(?:${WHEELCHAIR}|chair)\b`,
        ),
        phrase(
          'says the wheelchair fits through the doorways',
          String.raw`\b(?:${WHEELCHAIR}|chair)\b~\b(?:fits?|clears?|passes|goes|gets|moves)\s+(?:easily\s+)?(?:through|thru|in(?:to)?)\s+(?:all\s+|every\s+|each\s+|the\s+|her\s+|his\s+)*(?:door(?:way)?s?|rooms?|hallways?|bath(?:room)?|bedroom|kitchen|living room)\b`,
        ),
        phrase(
          'says the wheelchair clears the doorways',
          String.raw`\b(?:fits?|clears?|passes)\s+(?:easily\s+)?(?:through\s+|thru\s+|past\s+)?(?:all\s+|every\s+|each\s+|the\s+)*(?:\d{2}\s*(?:inches|inch|in\b|")\s*)?(?:(?:bath(?:room)?|bed(?:room)?|front|entry|interior|hall|kitchen|inside)\s+)?(?:door(?:way)?s?|hallways?|halls?)\b`,
          INABILITY,
        ),
        phrase(
          'says the wheelchair moved between rooms unobstructed',
          String.raw`\b(?:went|goes|go|moved?|moves|navigat\w*|propel\w*|wheeled|maneuver\w*|manoeuvr\w*|travel\w*|gets? around|got around)\s+(?:(?:easily|freely|independently|from|between|through|thru|into|to|around|in|the|her|his|all)\s+){0,3}(?:bedroom|bathroom|kitchen|rooms?|hall\w*|living room)\b~~\b(?:without|with no|no)\s+(?:any\s+)?(?:obstruct\w*|obstacles?|difficulty|problems?|issues?|barriers?|trouble|bumping)\b`,
        ),
        phrase(
          'gives the doorway width',
          String.raw`\b\d{2}[\s-]*(?:inches|inch|in\b|")[\s-]*(?:wide\s+)?(?:door(?:way)?s?|hallways?|halls?)\b`,
        ),
        phrase(
          'says rooms are accessible by wheelchair',
          String.raw`\b(?:access(?:ible)? (?:between|to all|throughout)|${WHEELCHAIR}[- ]accessible)\b`,
        ),
      ],
    },
    {
      kind: 'phrases',
      need: 'maneuvering space',
      ...OF_THE_HOME,
      counter: [
        phrase(
          'says a room is too small for the wheelchair',
          String.raw`\b(?:too (?:small|tight|narrow|cramped)|cramped|cluttered|crowded|no (?:room|space) to (?:turn|maneuver|manoeuvre|pivot))\b`,
        ),
      ],
      doubt: 'a room is too small or cluttered for the wheelchair',
      phrases: [
        // Into every room (the bathroom too): there is room for the chair where it is used.
        phrase(
          'says the wheelchair gets into every room',
          String.raw`\b(?:${WHEELCHAIR}|chair)\b~\b(?:fits?|gets?|goes|moves|clears?)\s+(?:easily\s+)?(?:through|thru|in(?:to)?|around)\s+(?:all|every|each)\s+(?:of\s+the\s+)?(?:\w+\s+)?rooms?\b`,
        ),
        phrase('describes room to turn', String.raw`\broom to (?:turn|maneuver|manoeuvre|pivot)\b`),
        phrase(
          'says the wheelchair turned around in a room',
          String.raw`\b(?:turned|turns|turning|turn|pivoted|pivots|rotated)\s+(?:(?:the\s+|her\s+|his\s+)?(?:${WHEELCHAIR}|chair)\s+|it\s+)?(?:around|a full circle|360)\s+(?:easily\s+)?(?:in|inside|within)\s+(?:the\s+)?(?:bath\w*|kitchen|bedroom|room|hall\w*|living room)\b`,
          INABILITY,
        ),
        phrase(
          'describes an open layout',
          String.raw`\bopen[- ]?(?:plan|floor[- ]?plan|layout|concept)\b|\b(?:spacious|uncluttered|clutter[- ]free)\b|\bclear\s+(?:paths?|pathways?|walkways?)\b|\bfurniture\b~\b(?:rearranged|moved|removed|cleared)\b`,
        ),
        phrase(
          'says the wheelchair can maneuver in the home',
          String.raw`\b(?:${WHEELCHAIR}|chair)\b~\b(?:can|could|is able to|able to|will)\s+(?:easily\s+|freely\s+)?(?:maneuver|manoeuvre|turn around|turn|navigate|move around|get around|pivot)\b`,
        ),
        phrase(
          'describes turning or maneuvering space',
          String.raw`\b(?:turning|maneuvering|manoeuvring|maneuver|manoeuvre|turn)\b~\b(?:space|room|area|radius|clearance|circle)\b`,
        ),
        phrase(
          'says there is adequate space',
          String.raw`\b(?:adequate|sufficient|enough|ample|plenty of)\b~\b(?:space|room)\b|\b(?:space|room) to spare\b`,
        ),
        phrase('describes room to turn', String.raw`\b(?:space|room|clearance)\s+to\s+(?:turn|maneuver|manoeuvre|pivot)\b`),
        // "w/c accessible throughout (per home eval)": the chair reaches every part of the home.
        phrase(
          'says the home is wheelchair accessible throughout',
          String.raw`\b(?:(?:${WHEELCHAIR}|chair)[- ]?)?accessible\s+throughout\b`,
        ),
      ],
    },
    {
      kind: 'phrases',
      need: 'floor surfaces the wheelchair can roll on',
      ...OF_THE_HOME,
      phrases: [
        near('describes the floor surfaces', FLOOR, ROLLING_SURFACE),
        phrase(
          'names the floor covering',
          String.raw`\b(?:floors?|flooring|surfaces?)\s*(?:[,:]|[ \t][-–—]{1,2})\s*(?:all\s+)?(?:tile[sd]?|hardwood|laminate|linoleum|vinyl|wood|concrete)\b`,
        ),
        phrase(
          'says the surfaces are adequate',
          String.raw`\b(?:adequate|sufficient|appropriate|suitable|accessible)\b~~\b(?:floors?|flooring|surfaces?)\b`,
        ),
        phrase(
          'names a floor covering the wheelchair rolls on',
          String.raw`\b(?:${FLOOR_COVERING})\b(?:\s*(?:\/|,|and|or|&)\s*(?:${FLOOR_COVERING}))*\s+(?:throughout|everywhere|elsewhere|in (?:all|every|each) (?:other )?rooms?)\b`,
        ),
        phrase(
          'says the carpet was replaced by a floor the wheelchair rolls on',
          String.raw`\b(?:carpet\w*|rugs?)\b~\b(?:replaced|swapped|changed)\s+(?:with|by|for|to)\s+(?:${FLOOR_COVERING})\b`,
        ),
        phrase(
          'says there are no thresholds or steps inside',
          String.raw`\bno\s+(?:raised\s+|interior\s+|inside\s+)?(?:thresholds?|level changes|(?:interior\s+)?steps\s+(?:inside|within|between rooms|in the home))\b`,
        ),
        phrase('says throw rugs are removed', String.raw`\b(?:throw )?rugs\b~\bremoved\b`),
        // The home's floor named by its covering, alone or joined ("hardwood + low pile carpet", "low pile carpet").
        phrase(
          'names a floor covering the wheelchair rolls on',
          String.raw`\b(?:hardwood|laminate|linoleum|vinyl(?: plank)?|tile[sd]?|low[- ]pile(?: carpet\w*)?)(?:\s*(?:\/|,|\+|&|and)\s*(?:${FLOOR_COVERING}|carpet\w*))*(?:\s+(?:floors?|flooring))?(?![\p{L}-])`,
        ),
      ],
    },
  ],
};

/**
 * The wheelchair will not be used in the home after all: it does not fit inside, it is kept in the garage
 * or the car, or it is for outside and outings only.
 */
const NOT_USED_AT_HOME = [
  phrase(
    'says the wheelchair will not be used in the home',
    String.raw`\b(?:${WHEELCHAIR}|chair|it)\s+(?:will not|won't|does not|doesn't|cannot|can't|can not|would not|wouldn't|did not|didn't)\s+(?:fit|go|get|pass)\s+(?:in(?:to|side)?|through|thru)\s+(?:the\s+|her\s+|his\s+|their\s+)?(?:house|home|apartment|apt|trailer|residence|door(?:way)?s?|front door|entry)\b|\b(?:stored|kept|stays?|left|parked)\s+(?:in|at)\s+(?:the\s+)?(?:garage|car|trunk|van|shed|porch|basement|storage)\b|\b(?:used?|using|for use)\s+(?:only\s+)?(?:outside|outdoors|in the community|for (?:outings|appointments|errands|community))\b(?!\s*(?:and|&|\/|or|as well as)\s*(?:inside|indoors|in the home|at home|in the house))|\b(?:only|just)\s+(?:for\s+)?(?:outside|outdoors|outings|appointments|community)\b`,
  ),
];

const BENEFIT: Rule = {
  kind: 'all',
  parts: [
    {
      kind: 'phrases',
      need: 'how the wheelchair will significantly improve MRADL participation',
      claim: 'benefit',
      home: true,
      counter: NOT_USED_AT_HOME,
      doubt: 'it will not be used in the home',
      phrases: [
        phrase(
          'says the wheelchair will allow or improve MRADLs',
          String.raw`\b(?:will|would|to)\b~\b(?:allow|enable|permit|improve|increase|help|let|restore|reach|access|get to|complete|perform)\b~\b(?:${MRADL}|participat\w*|access\w*|independen\w*|safe\w*|bathroom|kitchen|bedroom|mobility|toilet|commode|sink|tub|shower|meals?|table)`,
          INABILITY,
        ),
        phrase(
          'says with the wheelchair the patient reaches the MRADLs',
          String.raw`\b(?:with|using|in) (?:the |a |her |his |this )?(?:${WHEELCHAIR}|chair)\b,?~\b(?:can(?!'t)|will(?! not)|is able to|able to|gets?|reaches?|goes)\b~\b(?:${MRADL}|bathroom|kitchen|bedroom|toilet|commode|sink|tub|shower|meals?|table)`,
          INABILITY,
        ),
        // A trial of the chair at home and what the patient did in it: "loaner chair trial at home: pt toileted indep".
        phrase(
          'says a trial of the wheelchair let the patient do the MRADLs',
          String.raw`\b(?:(?:${WHEELCHAIR}|chair)\s+(?:trial|trialed|trialled|tried)|(?:trial|trialed|trialled|tried)\s+(?:(?:of|with|in)\s+)?(?:(?:a|the)\s+)?(?:(?:loaner|rental|demo|borrowed)\s+)?(?:${WHEELCHAIR}|chair)|(?:loaner|rental|demo|borrowed)\s+(?:${WHEELCHAIR}|chair))\b~~\b(?:${MRADL_VERB}|(?:got|gets|reached|reaches|went|goes|propelled|propels|wheeled|wheels) to (?:the\s+)?(?:bathroom|toilet|kitchen|table|sink|closet|shower|tub)|independent\w* (?:with|in|for) ${MRADL})\b`,
          INABILITY,
        ),
        phrase(
          'says it improves participation or independence',
          String.raw`\b(?:improves?|increases?|restores?)\b~\b(?:participation|independence|ability|mobility)\b`,
        ),
        phrase(
          'says it improves the MRADLs',
          String.raw`\b(?:improves?|improved|improving|increases?|restores?|enables?|allows?|facilitates?|makes? possible)\b~\b(?:${MRADL}|independen\w*|safety)\b`,
          INABILITY,
        ),
        phrase(
          'says the MRADLs will improve',
          String.raw`\b(?:improvement|gains?|increase|independence)\s+(?:(?:is\s+)?(?:expected|anticipated|seen|noted|shown)\s+)?(?:in|with|of|for)\s+(?:(?:her|his|their|all|the)\s+)?(?:${MRADL}|independence|participation)`,
          INABILITY,
        ),
        // A benefit label and the MRADLs it names: "Benefit: indep toileting, dressing at closet, eating at table".
        phrase(
          'names the MRADLs it will make independent',
          String.raw`\b(?:benefits?|expected (?:benefit|outcome)s?|outcomes?|gains?)\s*(?::|[ \t][-–—]{1,2})\s*(?:(?:will\s+be|to\s+be|more)\s+)?(?:independent\w*|indep|safer|safe)\s+(?:(?:with|in|for)\s+)?(?:${MRADL}|toileting|bathroom|kitchen|meals?)\b`,
          INABILITY,
        ),
        phrase('says it reduces fall risk', String.raw`\b(?:reduces?|decreases?|lowers?|minimi[sz]es?)\b~\b(?:fall )?risk\b`),
      ],
    },
    {
      kind: 'phrases',
      need: 'that it will be used regularly in the home (e.g. "daily")',
      claim: 'benefit',
      home: true,
      counter: NOT_USED_AT_HOME,
      doubt: 'it will not be used in the home',
      phrases: [
        phrase(
          'says how often it will be used',
          String.raw`\b(?:daily|every day|everyday|each day|regular(?:ly| basis)|routinely|throughout the day|all day|full[- ]time|primary means of mobility|multiple times (?:a|per) day|\d+\s*\+?\s*(?:hours?|hrs?)\s*(?:a|per|\/)\s*day)\b(?!\s+(?:living|activit))`,
        ),
      ],
    },
  ],
};

const UNWILLING = [
  phrase(
    'says the patient is unwilling',
    String.raw`\b(?:unwilling|refuses?|refused|declines?|declined|reluctant)\b~\b(?:to use|use|using|the ${WHEELCHAIR}|${WHEELCHAIR})\b`,
  ),
  // "wheelchair use in the home declined": the item first, the refusal after.
  phrase('says the patient declined it', String.raw`\b${WHEELCHAIR}\b~\b(?:declined|refused)\b`),
  // "later told the RN he will not use the chair indoors".
  phrase(
    'says the patient will not use it',
    String.raw`\b(?:will not|won't|would not|wouldn't|does not want to|doesn't want to|did not want to|didn't want to|(?:am|is|are|i'm|she's|he's)\s+not going to|refuses? to)\s+(?:use|sit in|ride in|get in(?:to)?)\s+(?:it|that thing|(?:the|a|an|this|that|her|his)\s+(?:new\s+)?(?:chair|thing|${WHEELCHAIR}))\b`,
  ),
];

const WILLING: Rule = {
  kind: 'phrases',
  need: 'that the patient is willing to use the wheelchair in the home',
  claim: 'state',
  // "Willing to use it for outings only" says nothing of the home.
  home: true,
  counter: UNWILLING,
  doubt: 'the patient refuses or is unwilling',
  phrases: [
    phrase('says the patient is willing to use it', String.raw`\bwilling(?:ness)?\b~\b(?:to use|use)\b`),
    phrase(
      'says the patient is glad to use it',
      String.raw`\b(?:happy|glad|pleased|excited|comfortable|content|fine|looking forward)\s+(?:to\s+(?:start\s+)?us(?:e|ing)|about using|with using)\b`,
    ),
    phrase(
      'says the patient agrees to or wants to use it',
      String.raw`\b(?:agrees?|agreed|agreeable|agreement|in favou?r|on board|interest(?:ed)?|motivated|eager|wants?|wishes|accepts?|accepting|receptive|open|desires?|desirous|consents?|consented|keen|ready)\b~\b(?:use|using|the ${WHEELCHAIR}|${WHEELCHAIR})\b`,
    ),
    phrase(
      'says the patient wants it',
      String.raw`\b(?:wants?|wanted|would like|requests?|requested|asks? for|asked for|accepts?|accepted)\s+(?:it|one|this|the chair|a chair|the new chair)\b|(?<!\b(?:whether|if|asked|ask)\s{1,3})\b(?:i'd|i would|i will|i'll|she'd|he'd|she would|he would|she will|he will)\s+use\s+(?:it|the chair|one)\b`,
    ),
    phrase(
      'says no unwillingness was expressed',
      String.raw`\b(?:has not|hasn't|have not|haven't|never)\s+(?:expressed|voiced|shown|indicated|stated|verbali[sz]ed)\s+(?:an?\s+|any\s+)?(?:unwillingness|reluctance|resistance|objection)\b|\bno unwillingness\b`,
    ),
    // Eager for it to come: "actively asking when it will arrive", "asks when the chair is coming".
    phrase(
      'says the patient is asking for it to come',
      String.raw`\b(?:ask(?:s|ed|ing)?|inquir\w*|keeps asking)\s+(?:about\s+)?when\s+(?:it|the\s+(?:new\s+)?(?:chair|${WHEELCHAIR}))\s+(?:will\s+|is\s+going\s+to\s+)?(?:arrive|come|coming|be delivered|get here|be here)\b`,
    ),
    phrase(
      'says the patient is not against it',
      String.raw`\b(?:not|no longer)\s+(?:opposed|against|resistant|averse|refusing|unwilling|reluctant)\b~\b(?:to use|use|using|the ${WHEELCHAIR}|${WHEELCHAIR}|it)\b|\bno objection\b~\b(?:use|using|${WHEELCHAIR})\b`,
    ),
  ],
};

const SELF_PROPELS: Rule = {
  kind: 'phrases',
  need: 'that the patient can safely self-propel in the home (upper extremity function)',
  claim: 'state',
  stance: 'ability',
  home: true,
  counter: [
    phrase(
      'says the patient cannot self-propel',
      String.raw`\b(?:${UNABLE}|dependent for)~\b(?:self[- ]?propel\w*|propel\w*|${WHEELCHAIR} mobility)\b`,
    ),
    // Criterion F asks for the mental capability too: "drove into the stove", "needs constant redirection".
    phrase(
      'says the patient cannot steer the chair safely',
      String.raw`\b(?:drove|drives|driving|ran|runs|running|bumped|bumps|crashed|crashes|steered|steers)\s+(?:\w+\s+)?into\b|\b(?:needs?|requires?|required|needed)\s+(?:constant|continuous|frequent|repeated|max(?:imal)?)\s+(?:redirection|cues|cueing|supervision)\b`,
    ),
  ],
  doubt: 'the patient cannot self-propel safely',
  phrases: [
    phrase('says the patient self-propels', String.raw`\bself[- ]?propel(?:s|led|ling)?\b`, INABILITY),
    phrase(
      'says the patient propels the wheelchair',
      // "Wheeled herself" is propulsion; "wheels her" or "pushes him" is someone else's.
      String.raw`\b(?:propels?|propelled)\s+(?:(?:the|a|her|his|own|manual|loaner|rental|lightweight)\s+){0,2}(?:${WHEELCHAIR}|chair|self|him(?:self)?|her(?:self)?)\b|\b(?:wheels|wheeled|pushes|pushed)\s+(?:herself|himself|themselves)\b`,
      INABILITY,
    ),
    phrase(
      'says the patient propels the wheelchair',
      String.raw`\b(?:independent\w*|safe)\s+(?:${WHEELCHAIR}\s+)?propulsion\b|\b(?:${WHEELCHAIR}\s+)?propulsion\b~\b(?:independent\w*|safe\w*)\b`,
      INABILITY,
    ),
  ],
};

const CAREGIVER_ASSISTS: Rule = {
  kind: 'all',
  parts: [
    {
      kind: 'phrases',
      need: 'a caregiver who is available',
      claim: 'state',
      subject: 'caregiver',
      phrases: [
        phrase(
          'says a caregiver is available',
          String.raw`\b(?:present|available|home|there|with (?:pt|patient|her|him))\s+(?:24\/7|24 ?(?:hours?|hrs?)(?: a day)?|around the clock|full[- ]time|at all times)`,
        ),
        phrase(
          'says a caregiver is available',
          String.raw`\b${CAREGIVER}\b~~~\b(?:available|present|full[- ]time|live-in|lives (?:with|in)|home with)\b`,
        ),
        phrase(
          'says a caregiver is there around the clock',
          String.raw`\b${CAREGIVER}\b~~~\b(?:24[- ]?(?:hours?|hrs?|\/7)|around the clock)|\b(?:24[- ]?(?:hours?|hr|\/7)|around[- ]the[- ]clock)\b~~~\b${CAREGIVER}\b`,
        ),
      ],
    },
    {
      kind: 'phrases',
      need: 'a caregiver who is willing',
      claim: 'state',
      subject: 'caregiver',
      phrases: [
        phrase(
          'says the caregiver is willing',
          String.raw`\b${CAREGIVER}\b~~~\b(?:willing|agrees?\s+to|agreed\s+to|agreeable|committed\s+to|happy\s+to|glad\s+to|ready\s+to|eager\s+to|offers?\s+to|offered\s+to|volunteer\w*\s+to|wants?\s+to\s+(?:help|assist|push|propel))\b`,
        ),
      ],
    },
    {
      kind: 'phrases',
      need: 'a caregiver who is able to assist (e.g. "willing and able to propel")',
      claim: 'state',
      subject: 'caregiver',
      phrases: [
        phrase(
          'says the caregiver is able to assist',
          String.raw`\b${CAREGIVER}\b~~~(?:\bable\b|\b(?:trained|capable|competent)\b|\bcan (?:propel|push|assist))`,
        ),
      ],
    },
  ],
};

const LIGHTWEIGHT_REQUESTED: Rule = {
  kind: 'phrases',
  need: 'a lightweight wheelchair requested',
  fields: ['equipmentDetails', 'propulsionAbility'],
  phrases: [phrase('asks for a lightweight wheelchair', String.raw`(?<!(?:ultra|strength)[- ]?)\blight[- ]?weight\b|\bK0003\b`)],
};

const ANY_WHEELCHAIR_REQUESTED: Rule = {
  kind: 'phrases',
  need: 'the wheelchair requested',
  fields: ['equipmentDetails'],
  phrases: [phrase('describes the wheelchair', String.raw`\b(?:${WHEELCHAIR}|K000\d)\b`)],
};

export const WHEELCHAIR_COVERAGE: EquipmentCoverage = frozen({
  criteria: [
    {
      id: 'wheelchair-a',
      group: 'Coverage criteria',
      title: 'A. Mobility limitation impairs MRADLs in the home',
      requirement:
        'A mobility limitation significantly impairs one or more mobility-related activities of daily living (toileting, feeding, ' +
        'dressing, grooming, bathing) in customary locations in the home: it prevents the MRADL, puts the patient at heightened ' +
        'risk of morbidity or mortality doing it, or keeps it from being completed in a reasonable time.',
      source: `${GENERAL}, criterion A`,
      fields: all('mobilityLimitation', 'mrADLsAffected', 'expectedBenefit'),
      rule: { kind: 'all', parts: [MOBILITY_LIMITATION, MRADLS_NAMED] },
    },
    {
      id: 'wheelchair-b',
      group: 'Coverage criteria',
      title: 'B. Cane and walker ruled out',
      requirement: 'The mobility limitation cannot be sufficiently resolved by an appropriately fitted cane or walker.',
      source: `${GENERAL}, criterion B`,
      fields: all('lesserAids', 'mobilityLimitation'),
      rule: LESSER_AIDS,
    },
    {
      id: 'wheelchair-c',
      group: 'Coverage criteria',
      title: 'C. Home fits the wheelchair',
      requirement: 'The home provides adequate access between rooms, maneuvering space and surfaces for the wheelchair provided.',
      source: `${GENERAL}, criterion C`,
      fields: all('homeAccessibility'),
      rule: HOME_ACCESS,
    },
    {
      id: 'wheelchair-d',
      group: 'Coverage criteria',
      title: 'D. Significant MRADL benefit, used regularly at home',
      requirement: 'Use of a manual wheelchair will significantly improve MRADL participation and it will be used regularly in the home.',
      source: `${GENERAL}, criterion D`,
      fields: all('expectedBenefit', 'durationOfNeed', 'mobilityLimitation'),
      rule: BENEFIT,
    },
    {
      id: 'wheelchair-e',
      group: 'Coverage criteria',
      title: 'E. Patient willing to use it',
      requirement: 'The patient has not expressed an unwillingness to use the manual wheelchair in the home.',
      source: `${GENERAL}, criterion E`,
      fields: all('propulsionAbility', 'expectedBenefit'),
      rule: WILLING,
    },
    {
      id: 'wheelchair-f-or-g',
      group: 'Coverage criteria',
      title: 'F or G. Self-propels safely, or a caregiver assists',
      requirement:
        'F: the patient has the upper extremity function and other physical and mental capabilities to safely self-propel the ' +
        'wheelchair in the home during a typical day; or G: a caregiver is available, willing and able to assist with the wheelchair.',
      source: `${GENERAL}, criteria F and G`,
      fields: all('propulsionAbility', 'mobilityLimitation'),
      rule: {
        kind: 'any',
        need: 'self-propulsion (F) or a caregiver available, willing and able (G)',
        options: [SELF_PROPELS, CAREGIVER_ASSISTS],
      },
    },
    {
      id: 'wheelchair-k0003',
      group: 'Feature criteria',
      title: 'Lightweight (K0003): cannot propel a standard chair',
      requirement:
        'A lightweight wheelchair: the patient cannot self-propel in a standard wheelchair in the home, and can and does self-propel ' +
        'in a lightweight wheelchair.',
      source: `${LCD}: lightweight wheelchair (K0003)`,
      fields: all('propulsionAbility', 'equipmentDetails'),
      appliesWhen: LIGHTWEIGHT_REQUESTED,
      rule: {
        kind: 'all',
        parts: [
          {
            kind: 'phrases',
            need: 'that the patient cannot self-propel a standard wheelchair',
            claim: 'state',
            stance: 'limitation',
            phrases: [
              phrase(
                'says the patient cannot propel a standard chair',
                String.raw`\b(?:${UNABLE}|difficulty)~\b(?:self[- ]?)?propel\w*\b~\bstandard\b`,
              ),
              phrase(
                'says a standard chair is too heavy to propel',
                String.raw`\bstandard(?:[- ]weight)?\s+(?:${WHEELCHAIR}|chair)\b~\b(?:too heavy|unable|cannot|can't)\b`,
              ),
            ],
          },
          {
            kind: 'phrases',
            need: 'that the patient can and does self-propel a lightweight wheelchair',
            claim: 'trial',
            stance: 'ability',
            phrases: [
              phrase(
                'says the patient self-propels a lightweight chair',
                String.raw`\b(?:self[- ]?)?propel\w*\b~\blight[- ]?weight\b`,
                INABILITY,
              ),
              phrase(
                'says the patient self-propels a lightweight chair',
                String.raw`\blight[- ]?weight\b~\b(?:self[- ]?)?propel\w*\b`,
                INABILITY,
              ),
            ],
          },
        ],
      },
    },
    ...orderCriteria(all('physicianExam')),
  ],
  hcpcs: [
    [
      {
        code: 'K0007',
        description: 'Extra heavy duty wheelchair',
        reason: 'Patient weight over 300 lb (extra heavy duty base)',
        confirmed: false,
        when: { kind: 'weight', need: '', above: 300 },
      },
      {
        code: 'K0006',
        description: 'Heavy duty wheelchair',
        reason: 'Patient weight over 250 lb (heavy duty base; over 300 lb is extra heavy duty)',
        confirmed: false,
        when: { kind: 'weight', need: '', above: 250 },
      },
      {
        code: 'K0003',
        description: 'Lightweight wheelchair',
        reason: 'Lightweight requested and the K0003 criteria are documented',
        confirmed: true,
        when: { kind: 'criterion', id: 'wheelchair-k0003' },
      },
      {
        code: 'K0001',
        description: 'Standard wheelchair',
        reason: 'Lightweight requested, but the K0003 criteria are not documented: the standard base applies',
        confirmed: true,
        when: { kind: 'all', parts: [LIGHTWEIGHT_REQUESTED, { kind: 'not', rule: { kind: 'criterion', id: 'wheelchair-k0003' } }] },
      },
      {
        code: 'K0001',
        description: 'Standard wheelchair',
        reason: 'A manual wheelchair is requested and no weight or lightweight criteria point to another base',
        confirmed: true,
        when: ANY_WHEELCHAIR_REQUESTED,
      },
    ],
  ],
  warnings: [
    {
      id: 'wheelchair-short-need',
      message:
        'Duration of need is under 3 months ("{matched}"). A need expected to last less than 3 months is rarely reasonable for a ' +
        'custom wheelchair; a reviewer will question anything beyond a standard rental.',
      when: { kind: 'duration', need: '', underDays: 90, fields: ['durationOfNeed'] },
      // The source is shown to the clinician; why the 3-month line is a warning: docs/decisions/0095-coverage-thresholds-flagged.md.
      source: `${LCD}: custom wheelchair base (need expected to last 3 months or more)`,
    },
    {
      id: 'wheelchair-unwilling',
      message:
        'The answers say the patient is unwilling to use the wheelchair ("{matched}"). Criterion E requires that no unwillingness was expressed.',
      when: {
        kind: 'phrases',
        need: '',
        fields: all(),
        phrases: UNWILLING,
      },
      source: `${GENERAL}, criterion E`,
    },
    ...ORDER_WARNINGS,
  ],
  weightSource: `${LCD}: heavy duty (K0006) and extra heavy duty (K0007) wheelchair bases, by weight`,
});
