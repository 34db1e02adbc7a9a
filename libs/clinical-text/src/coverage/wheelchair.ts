/**
 * Manual wheelchair: LCD L33788 (Manual Wheelchair Bases), general coverage criteria A–E plus F or G,
 * the lightweight (K0003) criteria, and the weight classes of the heavy duty bases.
 */
import { phrase } from './matching';
import { ORDER_WARNINGS, orderCriteria } from './order';
import type { EquipmentCoverage, Rule } from './types';
import {
  CANE, CAREGIVER, INABILITY, INSUFFICIENT, MRADL, UNABLE, WALKER, WHEELCHAIR, frozen, prefer,
} from './vocabulary';

const LCD = 'LCD L33788 Manual Wheelchair Bases — Coverage Indications, Limitations and/or Medical Necessity';
const GENERAL = `${LCD}: general coverage criteria`;
const all = (...first: string[]) => prefer('wheelchair', ...first);

const MOBILITY_LIMITATION: Rule = {
  kind: 'phrases',
  need: 'how the limitation prevents an MRADL, makes it unsafe, or keeps it from being done in a reasonable time',
  phrases: [
    phrase('says the patient cannot walk or complete the activity (prevents the MRADL)', String.raw`\b${UNABLE}~\b(?:ambulat\w*|walk\w*|complete|perform|accomplish|participate|reach|get to|access|transfer\w*|stand)\b`),
    phrase('says the patient is non-ambulatory', String.raw`\bnon[- ]?ambulatory\b`),
    phrase('gives a short walking distance', String.raw`\b(?:ambulation|ambulates?|walking|walks?|gait)\b~\b(?:limited to|only|max(?:imum)?(?: of)?|less than|under|<)\s*\d+\s*(?:feet|foot|ft\b|')`),
    phrase('names a heightened fall risk', String.raw`\b(?:high|increased|heightened|significant|severe)\b~\b(?:fall )?risk\b|\bfall risk\b|\brisk (?:of|for) falls?\b|\b(?:recurrent|multiple|frequent|repeated) falls\b`),
    phrase('says walking is unsafe', String.raw`\bunsafe\b~\b(?:ambulat\w*|walk\w*|gait)\b|\b(?:ambulat\w*|walk\w*)\b~\bunsafe\b`),
    phrase('says MRADLs take an unreasonable time', String.raw`\b(?:unable|cannot|can't|not able)\b~\breasonable (?:time|amount of time|time ?frame)\b|\b(?:excessive|unreasonable|prolonged) (?:time|amount of time)\b`),
  ],
};

const MRADLS_NAMED: Rule = {
  kind: 'phrases',
  need: 'which MRADLs in the home are affected (toileting, feeding, dressing, grooming, bathing)',
  phrases: [phrase('names an MRADL', String.raw`\b${MRADL}\b`, /\bindependent(?:ly)?\b/iu)],
};

/** A walker is more support than a cane: ruling out the walker rules out the cane too. */
const WALKER_RULED_OUT = [
  phrase('says a walker is not sufficient', String.raw`\b${WALKER}\b~\b${INSUFFICIENT}`),
  phrase('says the patient cannot use a walker safely', String.raw`\b${UNABLE}~\b(?:use|manage|maneuver|operate|tolerate)\b~\b${WALKER}\b`),
  phrase('says the patient falls despite a walker', String.raw`\b(?:continues to fall|falls?|fell|falling)\b~\b(?:despite|even with|while using)\b~\b${WALKER}\b`),
  phrase('rules out both cane and walker', String.raw`\b(?:${CANE}|${WALKER})\s*(?:and|or|\/|,)\s*(?:${CANE}|${WALKER})\b~\b${INSUFFICIENT}`),
];

const LESSER_AIDS: Rule = {
  kind: 'all',
  parts: [
    {
      kind: 'phrases',
      need: 'why a cane is not sufficient',
      phrases: [
        phrase('says a cane is not sufficient', String.raw`\b${CANE}\b~\b${INSUFFICIENT}`),
        phrase('says the patient cannot use a cane safely', String.raw`\b${UNABLE}~\b(?:use|manage|tolerate)\b~\b${CANE}\b`),
        ...WALKER_RULED_OUT.map((p) => phrase(`${p.how} (a cane gives less support)`, p.re.source)),
      ],
    },
    { kind: 'phrases', need: 'why a walker is not sufficient', phrases: WALKER_RULED_OUT },
  ],
};

const HOME_ACCESS: Rule = {
  kind: 'all',
  parts: [
    {
      kind: 'phrases',
      need: 'access between rooms (doorways, hallways wide enough)',
      phrases: [
        phrase('says doorways or hallways are wide enough', String.raw`\b(?:door(?:way)?s?|hallways?|halls?|thresholds?|passages?)\b~\b(?:wide enough|widths? of|are wide|accessible|accommodate\w*|adequate|sufficient|clear|\d+\s*(?:inches|inch|in\b|"))`),
        phrase('gives the doorway width', String.raw`\b\d{2}\s*(?:inches|inch|in\b|")[\s-]*(?:wide\s+)?(?:door(?:way)?s?|hallways?|halls?)\b`),
        phrase('says rooms are accessible by wheelchair', String.raw`\b(?:access(?:ible)? (?:between|to all|throughout)|${WHEELCHAIR}[- ]accessible)\b`),
      ],
    },
    {
      kind: 'phrases',
      need: 'maneuvering space',
      phrases: [
        phrase('describes turning or maneuvering space', String.raw`\b(?:turning|maneuvering|manoeuvring|maneuver|manoeuvre|turn)\b~\b(?:space|room|area|radius|clearance)\b`),
        phrase('says there is adequate space', String.raw`\b(?:adequate|sufficient|enough|ample)\b~\b(?:space|room)\b`),
      ],
    },
    {
      kind: 'phrases',
      need: 'floor surfaces the wheelchair can roll on',
      phrases: [
        phrase('describes the floor surfaces', String.raw`\b(?:level|smooth|flat|hard|even|tile|wood|hardwood|laminate|linoleum|vinyl)\b~\b(?:floors?|flooring|surfaces?)\b|\b(?:floors?|flooring|surfaces?)\b~\b(?:level|smooth|flat|hard|even)\b`),
        phrase('says throw rugs are removed', String.raw`\b(?:throw )?rugs\b~\bremoved\b`),
      ],
    },
  ],
};

const BENEFIT: Rule = {
  kind: 'all',
  parts: [
    {
      kind: 'phrases',
      need: 'how the wheelchair will significantly improve MRADL participation',
      phrases: [
        phrase('says the wheelchair will allow or improve MRADLs', String.raw`\b(?:will|would|to)\b~\b(?:allow|enable|permit|improve|increase|help|let|restore)\b~\b(?:${MRADL}|participat\w*|access\w*|independen\w*|safe\w*|bathroom|kitchen|bedroom|mobility)`),
        phrase('says it improves participation or independence', String.raw`\b(?:improves?|increases?|restores?)\b~\b(?:participation|independence|ability|mobility)\b`),
        phrase('says it reduces fall risk', String.raw`\b(?:reduces?|decreases?|lowers?|minimi[sz]es?)\b~\b(?:fall )?risk\b`),
      ],
    },
    {
      kind: 'phrases',
      need: 'that it will be used regularly in the home (e.g. "daily")',
      phrases: [
        phrase('says how often it will be used', String.raw`\b(?:daily|every day|each day|regular(?:ly| basis)|routinely|throughout the day|all day|full[- ]time|primary means of mobility|multiple times (?:a|per) day|\d+\s*\+?\s*(?:hours?|hrs?)\s*(?:a|per|\/)\s*day)\b(?!\s+(?:living|activit))`),
      ],
    },
  ],
};

const WILLING: Rule = {
  kind: 'phrases',
  need: 'that the patient is willing to use the wheelchair in the home',
  phrases: [
    phrase('says the patient is willing to use it', String.raw`\bwilling\b~\b(?:to use|use)\b`),
    phrase('says the patient agrees to or wants to use it', String.raw`\b(?:agrees?|agreeable|motivated|eager|wants?|wishes)\b~\b(?:use|using)\b`),
    phrase('says no unwillingness was expressed', String.raw`\bhas not expressed (?:an )?unwillingness\b|\bno unwillingness\b`),
  ],
};

const SELF_PROPELS: Rule = {
  kind: 'phrases',
  need: 'that the patient can safely self-propel in the home (upper extremity function)',
  phrases: [
    phrase('says the patient self-propels', String.raw`\bself[- ]?propel(?:s|led|ling)?\b`, INABILITY),
    phrase('says the patient propels the wheelchair', String.raw`\bpropels?\s+(?:the\s+)?(?:${WHEELCHAIR}|chair|self|him(?:self)?|her(?:self)?)\b`, INABILITY),
  ],
};

const CAREGIVER_ASSISTS: Rule = {
  kind: 'all',
  parts: [
    {
      kind: 'phrases',
      need: 'a caregiver who is available',
      phrases: [
        phrase('says a caregiver is available', String.raw`\b${CAREGIVER}\b~~\b(?:available|present)\b`),
        phrase('says a caregiver is there around the clock', String.raw`\b${CAREGIVER}\b~~\b(?:24[- ]?(?:hours?|hrs?|\/7)|around the clock)|\b(?:24[- ]?(?:hours?|hr|\/7)|around[- ]the[- ]clock)\b~~\b${CAREGIVER}\b`),
      ],
    },
    { kind: 'phrases', need: 'a caregiver who is willing', phrases: [phrase('says the caregiver is willing', String.raw`\b${CAREGIVER}\b~~\bwilling\b`)] },
    {
      kind: 'phrases',
      need: 'a caregiver who is able to assist (e.g. "willing and able to propel")',
      phrases: [phrase('says the caregiver is able to assist', String.raw`\b${CAREGIVER}\b~~(?:\bable\b|\b(?:trained|capable|competent)\b|\bcan (?:propel|push|assist))`)],
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
      rule: { kind: 'any', need: 'self-propulsion (F) or a caregiver available, willing and able (G)', options: [SELF_PROPELS, CAREGIVER_ASSISTS] },
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
            phrases: [
              phrase('says the patient cannot propel a standard chair', String.raw`\b(?:${UNABLE}|difficulty)~\b(?:self[- ]?)?propel\w*\b~\bstandard\b`),
              phrase('says a standard chair is too heavy to propel', String.raw`\bstandard(?:[- ]weight)?\s+(?:${WHEELCHAIR}|chair)\b~\b(?:too heavy|unable|cannot|can't)\b`),
            ],
          },
          {
            kind: 'phrases',
            need: 'that the patient can and does self-propel a lightweight wheelchair',
            phrases: [
              phrase('says the patient self-propels a lightweight chair', String.raw`\b(?:self[- ]?)?propel\w*\b~\blight[- ]?weight\b`, INABILITY),
              phrase('says the patient self-propels a lightweight chair', String.raw`\blight[- ]?weight\b~\b(?:self[- ]?)?propel\w*\b`, INABILITY),
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
    },
    {
      id: 'wheelchair-unwilling',
      message: 'The answers say the patient is unwilling to use the wheelchair ("{matched}"). Criterion E requires that no unwillingness was expressed.',
      when: {
        kind: 'phrases',
        need: '',
        fields: all(),
        phrases: [phrase('says the patient is unwilling', String.raw`\b(?:unwilling|refuses?|refused|declines?|declined|reluctant)\b~\b(?:to use|use|using)\b`)],
      },
    },
    ...ORDER_WARNINGS,
  ],
});
