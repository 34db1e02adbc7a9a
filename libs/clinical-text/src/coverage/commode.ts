/**
 * Bedside commode: LCD L33736 (Commodes) — the patient is physically incapable of using regular toilet
 * facilities because confined to one room, to one level without a toilet, or to a home without one;
 * a commode used only over a toilet (as a raised seat) is not covered.
 */
import { near, phrase } from './matching';
import { ORDER_WARNINGS, orderCriteria } from './order';
import type { EquipmentCoverage, Rule } from './types';
import { BATHROOM, UNABLE, WHEELCHAIR, frozen, prefer } from './vocabulary';

const LCD = 'LCD L33736 Commodes — Coverage Indications, Limitations and/or Medical Necessity';
const STANDALONE_SOURCE =
  'PDAC advisory "Commodes – Coverage and Coding Clarification" (with LCD L33736): a commode used only as a raised toilet seat is noncovered';
const all = (...first: string[]) => prefer('commode', ...first);
const CONFINED = String.raw`\b(?:confined|restricted|limited)\b~\b(?:to|within)\b`;
const HOME = String.raw`(?:home|house|residence|apartment|trailer)`;

/** The patient gets to the toilet after all ("now ambulates to the bathroom", "uses the toilet independently"). */
const REACHES_TOILET = [
  phrase(
    'says the patient gets to the toilet',
    String.raw`\b(?:ambulat(?:es|ing)|walks?|walking|gets?|getting|goes|going|transfers?)\b~\bto (?:the\s+)?${BATHROOM}\b`,
    /\b(?:unable|cannot|difficulty|dependent|unsafe|assist\w*)\b/iu,
  ),
  phrase(
    'says the patient uses the toilet',
    String.raw`\b(?:uses?|using)\s+(?:the\s+|a\s+|regular\s+|standard\s+)*${BATHROOM}\b~\b(?:independent\w*|safely|alone|without (?:help|assist\w*)|during the day|by day)\b`,
  ),
  phrase(
    'says the patient walks about the home',
    String.raw`\b(?:ambulates?|walks?)\b~\b(?:household distances|around the (?:house|home)|between rooms)\b`,
    /\b(?:unable|cannot|difficulty|dependent|unsafe)\b/iu,
  ),
];
const REACHES_TOILET_DOUBT = 'the patient gets to or uses the toilet';

/** The room has its own toilet: "master bedroom with its own en-suite toilet", "attached half bath". */
const ROOM_HAS_TOILET = phrase(
  'says the room has its own toilet',
  String.raw`\b(?:own|en[- ]?suite|ensuite|attached|adjoining|adjacent|private)\s+(?:\w+\s+)?(?:toilet|bathroom|half[- ]bath|restroom|wc)\b|\bensuite\b`,
);
/** The home has one level: "single-story ranch", "one-level apartment", "no stairs in the home". */
const ONE_LEVEL_HOME = phrase(
  'says the home has one level',
  String.raw`\b(?:single|one|1)(?<!\b(?:confined|restricted|limited|stays?|lives?|remains?)\s+(?:to|on)\s+(?:a\s+|the\s+)?(?:single|one|1))[- ](?:level|story|storey|floor)\b(?!\s+(?:of|up|down|above|below|away)\b)|\branch(?:[- ]style)?\b|\bno (?:stairs|steps) (?:in|inside) (?:the )?(?:home|house|apartment)\b`,
);

const CONFINED_TO_ROOM: Rule = {
  kind: 'phrases',
  need: 'confined to a single room',
  claim: 'state',
  stance: 'limitation',
  // A room of the home: "confined to room at the SNF" is another setting.
  home: true,
  counter: [...REACHES_TOILET, ROOM_HAS_TOILET],
  doubt: REACHES_TOILET_DOUBT,
  phrases: [
    phrase(
      'says the patient is confined to one room',
      String.raw`${CONFINED}~\b(?:(?:one|a|single|the|his|her|their)\b~\b)?(?:room|bedroom)\b`,
    ),
    // Not "stays in one room when her daughter visits": only at such times.
    phrase(
      'says the patient stays in one room',
      String.raw`(?:\b(?:stays?|remains?|lives|spends\s+(?:all|most)\s+(?:of\s+)?(?:(?:the|her|his|their)\s+)?(?:day|time|days))\b~\bin\s+(?:(?:the\s+)?(?:one|a single|single|same)\s+(?:bed)?room\b|(?:the|her|his|their)\s+(?:bed)?room\s+(?:all day|day and night|24\/7|at all times|all the time|around the clock)))(?![^.;!?\n]{0,40}\b(?:when|whenever|while|if|during|at times|sometimes|unless)\b)|\b(?:does not|doesn't|never|rarely)\s+leave\s+(?:the|her|his|their)\s+(?:bed)?room\b`,
    ),
    phrase('says the patient is room- or bed-bound', String.raw`\b(?:room|bed)[- ]?(?:bound|confined)\b|\bconfined to (?:the |a )?bed\b`),
    phrase(
      'says the patient cannot leave the room',
      String.raw`\b${UNABLE}\s+(?:to\s+)?leave\s+(?:the\s+|her\s+|his\s+|their\s+)?(?:bed)?room\b|\b(?:bed)?room\b~~\b${UNABLE}\s+(?:to\s+)?leave\b`,
    ),
  ],
};

const CONFINED_TO_LEVEL: Rule = {
  kind: 'phrases',
  need: 'confined to one level of the home',
  claim: 'state',
  stance: 'limitation',
  counter: [
    phrase(
      'says the patient climbs stairs',
      String.raw`\b(?:climbs?|negotiates?|manages?|ascends?|goes up|does)\b~\b(?:stairs?|steps|staircase|flight)\b`,
      /\b(?:unable|cannot|difficulty|dependent|unsafe)\b/iu,
    ),
  ],
  doubt: 'the patient manages stairs',
  phrases: [
    phrase(
      'says the patient is confined to one level',
      String.raw`${CONFINED}~\b(?:one|a|single|the|first|1st|main|ground|lower|upper|second|2nd)\b~\b(?:level|floor|story|storey)\b`,
    ),
    phrase(
      'says the patient cannot manage stairs',
      String.raw`\b${UNABLE}~\b(?:climb|negotiate|manage|use|ascend|descend|go up|go down|get up|get down|navigate|do|handle|tolerate|attempt|hop|scoot|bump|crawl|clear|complete|mount|take)\b~\b(?:stairs?|steps?|staircase|upstairs|downstairs|flight)\b`,
    ),
    // "Failed stair trial 3/3", "stair trial: unsuccessful": tried and could not.
    phrase(
      'says a stair trial failed',
      String.raw`\b(?:failed|unsuccessful|aborted)\s+(?:a\s+|the\s+)?(?:stair|step)s?\s+(?:trial|training|attempt|assessment|test)\b|\b(?:stair|step)s?\s+(?:trial|attempt|assessment|test)\b~\b(?:failed|unsuccessful|unable|unsafe|aborted)\b`,
    ),
    phrase(
      'says stairs are unsafe or impossible',
      String.raw`\b(?:stairs?|steps|stair negotiation|stair climbing)\b~\b(?:unsafe|not possible|impossible|not safe|contraindicated)\b|\b(?:non-?weight[- ]bearing|nwb)\b~~\bstairs?\b`,
    ),
  ],
};

/** The home's one toilet: "the only bathroom", "her sole toilet". */
const ONLY_TOILET = String.raw`(?:only|sole|one and only)\s+(?:\w+\s+)?${BATHROOM}`;
/** Another level than the patient's: upstairs, the basement, up the stairs. */
const OTHER_LEVEL = String.raw`upstairs|downstairs|(?:in|on) (?:the )?basement|(?:on|at) (?:the )?(?:second|2nd|third|3rd|upper|lower|other|another|different) (?:floor|level|story)|(?:stairs|steps|flights?) (?:up|down)|(?:up|down) (?:the |a |one |\d+ )?(?:stairs|steps|flights?)`;

const NO_TOILET_ON_LEVEL: Rule = {
  kind: 'phrases',
  need: 'no toilet on that level',
  claim: 'state',
  stance: 'limitation',
  counter: [
    ONE_LEVEL_HOME,
    phrase(
      'says there is a toilet on that level',
      String.raw`\b(?:half[- ]bath(?:room)?|powder room)\b|\b${BATHROOM}\s+(?:on|at)\s+(?:the\s+)?(?:1st|first|main|ground|same)\s+(?:floor|level)\b|\b${BATHROOM}\s+on\s+(?:each|every|both)\s+(?:floor|level)s?\b`,
    ),
  ],
  doubt: 'there is a toilet on that level',
  phrases: [
    phrase('says there is no toilet on that level', String.raw`\bno\s+${BATHROOM}\b~\b(?:on|at)\b~\b(?:level|floor|story)\b`),
    phrase('says the level has no toilet', String.raw`\b(?:level|floor|story)\b~\b(?:without|with no|lacks?|has no)\b~\b${BATHROOM}\b`),
    phrase(
      'says the only toilet is on another level',
      String.raw`\b(?:only|sole)\s+${BATHROOM}\b~\b(?:upstairs|downstairs|on (?:the )?(?:second|2nd|third|upper|other|lower|basement|different|another)\b)`,
    ),
    phrase(
      'says the only toilet is on another level',
      String.raw`\b${BATHROOM}\b~\b(?:is|are)\b~\bonly\b~\b(?:upstairs|downstairs|on (?:the )?(?:second|2nd|upper|other|lower|basement)\b)`,
    ),
    phrase(
      'says the only toilet is a flight away',
      String.raw`\b(?:only|sole)\s+${BATHROOM}\s+(?:in the (?:home|house)\s+)?(?:is\s+|are\s+)?(?:located\s+)?(?:(?:down|up)\s+(?:a|one|the|\d+|a full|a long)\s+(?:flights?|stairs|steps|staircase)|(?:up|down)\s+(?:the\s+)?stairs|(?:one|a|1)\s+(?:flight|level|floor)\s+(?:up|down))\b`,
    ),
    near('says the only toilet is on another level', ONLY_TOILET, OTHER_LEVEL, '~~'),
    phrase(
      'says the toilet is upstairs',
      String.raw`\b(?:(?:the|her|his|their|only|sole)\s+)?${BATHROOM}\s+(?:is\s+|are\s+)?(?:located\s+)?(?:upstairs|downstairs|in the basement|on (?:the )?(?:second|2nd|third|3rd|upper|lower|basement|other|another|different) (?:floor|level)|on another (?:floor|level))\b`,
    ),
  ],
};

const NO_TOILET_IN_HOME: Rule = {
  kind: 'phrases',
  need: 'no toilet facilities in the home',
  claim: 'state',
  stance: 'limitation',
  phrases: [
    phrase('says there is no indoor toilet', String.raw`\bno\s+(?:indoor|inside|working)\s+(?:${BATHROOM}|plumbing)\b|\boutho?use only\b`),
    phrase(
      'says there are no toilet facilities in the home',
      String.raw`\bno\s+${BATHROOM}(?: facilities)?\b~\bin (?:(?:the|her|his|their) )?${HOME}\b`,
    ),
    phrase(
      'says the home has no toilet',
      String.raw`(?<!(?:level|floor|story) of (?:the|her|his|their) )\b${HOME}\b~\b(?:has no|without|lacks?|with no)\b~\b(?:${BATHROOM}|indoor plumbing)`,
    ),
  ],
};

const CONFINEMENT: Rule = {
  kind: 'any',
  need: 'confinement to one room, to one level without a toilet, or to a home without toilet facilities',
  options: [CONFINED_TO_ROOM, { kind: 'all', parts: [CONFINED_TO_LEVEL, NO_TOILET_ON_LEVEL] }, NO_TOILET_IN_HOME],
};

const DETACHABLE_ARMS = String.raw`(?:drop[- ]?arms?|detachable arms?|removable arms?|swing[- ]?away arms?|flip[- ]?up arms?)`;
/** Setting the commode somewhere: "placed", "set up", "stands", "will use it". */
const COMMODE_PUT = String.raw`used|use|placed|put|kept|positioned|set (?:\w+ )?up|sets (?:\w+ )?up|stays?|goes|go|sits?|stands?|stand|located`;
/**
 * Where a standalone commode stands: beside the bed or the recliner, in the bedroom, on its own — not over
 * a toilet (LCD L33736: a commode used only over a toilet is a raised seat).
 */
const WHERE_IT_STANDS = String.raw`on its own|by itself|(?:at|by|next to|beside|alongside|on (?:the )?(?:left|right|near|far) side of)\s+(?:the\s+|her\s+|his\s+|their\s+)?(?:bed(?:side)?|recliner|lift chair|couch|sofa)|in\s+(?:the\s+|her\s+|his\s+|their\s+)?bedroom`;

const OVER_TOILET = phrase(
  'describes use over a toilet',
  // "over the upstairs toilet": one word may say which toilet.
  String.raw`\b(?:over|on top of|above)\s+(?:the\s+|a\s+|his\s+|her\s+)?(?:[\w-]+\s+)?toilets?\b|\braised toilet seat\b|\btoilet (?:safety )?frame\b`,
);

export const COMMODE_COVERAGE: EquipmentCoverage = frozen({
  criteria: [
    {
      id: 'commode-incapable',
      group: 'Coverage criteria',
      title: 'Cannot use regular toilet facilities',
      requirement: 'The patient is physically incapable of utilizing regular toilet facilities.',
      source: `${LCD}: commodes`,
      fields: all('toiletingLimitation', 'homeLayoutBarriers', 'medicalImpairments'),
      rule: {
        kind: 'any',
        need: 'that the patient cannot use the toilet, and why',
        options: [
          {
            kind: 'phrases',
            need: 'that the patient cannot use the toilet',
            claim: 'state',
            stance: 'limitation',
            // The toilet of the home: "at her day program the restroom is inaccessible" is another setting.
            home: true,
            counter: REACHES_TOILET,
            doubt: REACHES_TOILET_DOUBT,
            phrases: [
              phrase(
                'says the toilet is inaccessible to the patient',
                String.raw`\b${BATHROOM}\b~\b(?:is |are |remains? )?(?:inaccessible|not accessible|out of reach)\b|\b(?:inaccessible|no access to)\b~\b${BATHROOM}\b`,
              ),
              phrase(
                'says the wheelchair does not fit into the bathroom',
                String.raw`\b(?:${WHEELCHAIR}|chair)\b\s+(?:will not|won't|does not|doesn't|cannot|can't|can not)\s+(?:fit|get|go)\b~\b(?:through|thru|in(?:to)?)?\s*(?:the\s+)?(?:bathroom|restroom|toilet)|\b(?:bathroom|restroom)\b~~\b(?:${WHEELCHAIR}|chair)\b\s+(?:will not|won't|does not|doesn't|cannot|can't|can not)\s+fit\b`,
              ),
              phrase(
                'says the patient cannot get to or use the toilet',
                String.raw`\b${UNABLE}~\b(?:use|using|utili[sz]e|utili[sz]ing|access|accessing|(?:get|getting|walk|walking|ambulate|ambulating|make it|go|going)(?:\s+(?:the\s+)?\d+\s*(?:feet|ft|foot|yards|steps|meters|m)\b)?\s+to|reach|reaching|get on|get off|transfer(?:s|ring)?\s+(?:on\s?\/\s?off|onto|on|off|to|from)(?:\s+(?:and|or)\s+(?:off|on)(?:\s+of)?)?)\b~\b(?:the |a |regular |standard |normal |home |only |nearest |sole |closest )*${BATHROOM}\b(?!\s+(?:independently|alone|unassisted|without (?:help|assist\w*)|on (?:her|his|their) own|by (?:her|him|them)sel(?:f|ves)))`,
              ),
            ],
          },
          {
            kind: 'all',
            parts: [
              { kind: 'toilet-beyond-reach', need: 'that the toilet is farther than the patient can walk' },
              {
                kind: 'not',
                need: `that the toilet is out of reach — the answers say ${REACHES_TOILET_DOUBT}`,
                rule: { kind: 'phrases', need: '', claim: 'state', phrases: REACHES_TOILET },
              },
            ],
          },
          CONFINEMENT,
        ],
      },
    },
    {
      id: 'commode-confinement',
      group: 'Coverage criteria',
      title: 'Confined to a room, a level without a toilet, or a home without one',
      requirement:
        'Incapable of using regular toilet facilities because (1) confined to a single room, or (2) confined to one level of the ' +
        'home with no toilet on that level, or (3) confined to the home with no toilet facilities in it.',
      source: `${LCD}: commodes, situations 1–3`,
      fields: all('toiletingLimitation', 'homeLayoutBarriers'),
      rule: CONFINEMENT,
    },
    {
      id: 'commode-standalone',
      group: 'Coverage criteria',
      title: 'Used as a standalone commode, not over a toilet',
      requirement:
        'A commode used only over a toilet (as a raised toilet seat) does not meet the coverage criteria and is not covered; state ' +
        'that it will be used standing alone, e.g. at the bedside.',
      source: STANDALONE_SOURCE,
      fields: all('standaloneDevice', 'useAndAssistance'),
      rule: {
        kind: 'phrases',
        need: 'that it will stand alone (e.g. at the bedside), not over a toilet',
        claim: 'state',
        ofThisItem: true,
        counter: [OVER_TOILET],
        doubt: 'it will go over a toilet',
        phrases: [
          phrase('says it will be a standalone commode', String.raw`\bstand[- ]?alone\b|\bfree[- ]?standing\b`),
          phrase(
            'says it will not be placed over a toilet',
            String.raw`\bnot\b~\b(?:placed|used|positioned|put|going|go|be|sit|stand)\b~\b(?:over|on top of)\b~\btoilets?\b|\bnot\s+(?:to be\s+)?(?:over|on top of)\s+(?:the\s+|a\s+)?toilets?\b`,
          ),
          near('says where it will stand, away from the toilet', COMMODE_PUT, WHERE_IT_STANDS, '~~'),
          phrase('says it will be used at the bedside', String.raw`\b(?:at (?:the )?)?bedside (?:use|only)\b`),
          // The item and its place with no verb between, as lists and fragments say it: "Commode at bedside in bedroom".
          phrase(
            'says where it will stand, away from the toilet',
            String.raw`\b(?:commode|bsc|3[- ]in[- ]1)\s+(?:(?:will\s+be|is|to\s+be|stays?)\s+)?(?:${WHERE_IT_STANDS})\b`,
          ),
          phrase(
            'says where it will stand, away from the toilet',
            String.raw`\b(?:placement|location|position|set[- ]?up|use)\s*(?::|[ \t][-–—]{1,2})\s*(?:at\s+|by\s+)?(?:the\s+)?(?:bedside|${WHERE_IT_STANDS})`,
          ),
          // A commode over a toilet has no use for its pail.
          phrase(
            'says it will be used with its pail',
            String.raw`\b(?:with|using)\s+(?:its\s+|the\s+|a\s+)?(?:pail|bucket|collection (?:pail|bucket))\b|\b(?:pail|bucket)\b~\b(?:emptied|empties|empty|in place|rinsed)\b`,
          ),
        ],
      },
    },
    {
      id: 'commode-detachable-arms',
      group: 'Feature criteria',
      title: 'Detachable arms: needed for transfers or extra width',
      requirement:
        'A commode with detachable arms: the feature is necessary to facilitate transfers, or the body configuration needs extra width.',
      source: `${LCD}: commode chair with detachable arms (E0165)`,
      fields: all('useAndAssistance', 'toiletingLimitation', 'medicalImpairments'),
      appliesWhen: {
        kind: 'phrases',
        need: '',
        fields: all(),
        phrases: [phrase('asks for detachable arms', String.raw`\b${DETACHABLE_ARMS}\b|\bE0165\b`)],
      },
      rule: {
        kind: 'phrases',
        need: 'that the detachable arms are needed for transfers or extra width',
        claim: 'state',
        phrases: [
          phrase(
            'ties the detachable arms to transfers or width',
            String.raw`\b${DETACHABLE_ARMS}\b~~\b(?:transfer\w*|extra width|wider|width|body (?:configuration|habitus|size))\b`,
          ),
          phrase(
            'ties the detachable arms to transfers or width',
            String.raw`\b(?:transfer\w*|extra width|body (?:configuration|habitus|size))\b~~\b${DETACHABLE_ARMS}\b`,
          ),
        ],
      },
    },
    {
      id: 'commode-heavy-duty',
      group: 'Feature criteria',
      title: 'Heavy duty: weight over 300 lb',
      requirement:
        'An extra wide/heavy duty commode: the patient weighs 300 lb or more; the LCD also says it is denied when the patient does not ' +
        'weigh more than 300 lb, so document a weight over 300 lb.',
      source: `${LCD}: extra wide/heavy duty commode chair (E0168)`,
      fields: all('medicalImpairments'),
      appliesWhen: {
        kind: 'any',
        need: '',
        options: [
          {
            kind: 'phrases',
            need: '',
            fields: all(),
            phrases: [phrase('asks for a heavy duty commode', String.raw`\b(?:heavy[- ]duty|bariatric|extra[- ]wide)\b|\bE0168\b`)],
          },
          { kind: 'weight', need: '', atLeast: 300 },
        ],
      },
      rule: { kind: 'weight', need: 'the patient’s weight, more than 300 lb', above: 300 },
    },
    ...orderCriteria(all('medicalNecessity')),
  ],
  hcpcs: [
    [
      {
        code: 'E0168',
        description: 'Commode chair, extra wide and/or heavy duty, stationary or mobile, with or without arms, any type',
        reason: 'Weight over 300 lb (extra wide/heavy duty commode)',
        confirmed: true,
        when: { kind: 'weight', need: '', above: 300 },
      },
      {
        code: 'E0165',
        description: 'Commode chair, mobile or stationary, with detachable arms',
        reason: 'Detachable arms needed for transfers or extra width',
        confirmed: true,
        when: { kind: 'criterion', id: 'commode-detachable-arms' },
      },
      {
        code: 'E0163',
        description: 'Commode chair, mobile or stationary, with fixed arms',
        reason: 'Inability to use regular toilet facilities is documented and no weight or detachable-arm need points to another commode',
        confirmed: true,
        when: { kind: 'criterion', id: 'commode-incapable' },
      },
    ],
  ],
  warnings: [
    {
      id: 'commode-no-confinement',
      message:
        'No confinement statement: the LCD covers a commode only when the patient is confined to one room, to one level without a ' +
        'toilet, or to a home without toilet facilities. Urgency or distance alone is not one of them.',
      field: 'toiletingLimitation',
      when: { kind: 'form-answered' },
      unless: CONFINEMENT,
      source: `${LCD}: commodes, situations 1–3`,
    },
    {
      id: 'commode-over-toilet',
      message: 'The commode is described over a toilet ("{matched}"). Used only as a raised toilet seat it is not covered.',
      when: {
        kind: 'phrases',
        need: '',
        fields: all(),
        phrases: [OVER_TOILET],
      },
      source: STANDALONE_SOURCE,
    },
    {
      id: 'commode-weight-300',
      message:
        'The weight is exactly 300 lb ("{matched}"). The LCD covers a heavy duty commode at "300 pounds or more" but denies it when ' +
        'the patient "does not weigh more than 300 pounds": document the exact current weight.',
      when: { kind: 'weight', need: '', atLeast: 300, atMost: 300 },
      source: `${LCD}: extra wide/heavy duty commode chair (E0168)`,
    },
    {
      id: 'commode-heavy-duty-weight',
      message: 'A heavy duty commode is requested but the documented weight is under 300 lb ("{matched}").',
      when: {
        kind: 'all',
        parts: [
          { kind: 'weight', need: '', below: 300 },
          {
            kind: 'phrases',
            need: '',
            fields: all(),
            phrases: [phrase('asks for a heavy duty commode', String.raw`\b(?:heavy[- ]duty|bariatric|extra[- ]wide)\b|\bE0168\b`)],
          },
        ],
      },
      source: `${LCD}: extra wide/heavy duty commode chair (E0168)`,
    },
    ...ORDER_WARNINGS,
  ],
  weightSource: `${LCD}: extra wide/heavy duty commode chair (E0168), by weight`,
});
