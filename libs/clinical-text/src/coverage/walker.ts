/**
 * Walker/rollator: LCD L33791 (Walkers) — criteria 1–3 for a standard walker, heavy duty walkers for
 * more than 300 lb, and the multiple braking system walker (E0147) for a severe neurologic disorder or
 * restricted use of one hand; with the Walkers policy article (A52503) coding rules.
 */
import { near, phrase, prediction } from './matching';
import { ORDER_WARNINGS, orderCriteria } from './order';
import type { EquipmentCoverage, Rule } from './types';
import {
  CANE,
  HOME_PLACE,
  INABILITY,
  MOBILITY_FAILURE,
  MRADL,
  REACHES_HOME_PLACE,
  SAFE_HANDLING,
  UNABLE,
  WALKER,
  frozen,
  prefer,
} from './vocabulary';
import { HOME_MOBILITY_OK } from './wheelchair';

const LCD = 'LCD L33791 Walkers — Coverage Indications, Limitations and/or Medical Necessity';
const all = (...first: string[]) => prefer('walker', ...first);
const TYPE_FIELDS = ['walkerType', 'specialFeatures'];

const HEAVY_DUTY_REQUESTED: Rule = {
  kind: 'phrases',
  need: 'a heavy duty walker requested',
  fields: TYPE_FIELDS,
  phrases: [phrase('asks for a heavy duty walker', String.raw`\b(?:heavy[- ]duty|bariatric)\b|\bE014[89]\b`)],
};

const E0147_REQUESTED: Rule = {
  kind: 'phrases',
  need: 'a multiple braking system walker requested',
  fields: TYPE_FIELDS,
  phrases: [
    phrase(
      'asks for a multiple braking system walker',
      String.raw`\bmulti(?:ple)?[- ]?brak\w*|\bvariable (?:wheel )?resistance\b|\bE0147\b`,
    ),
  ],
};

const WHEELED: Rule = {
  kind: 'phrases',
  need: 'a wheeled walker',
  fields: TYPE_FIELDS,
  phrases: [
    phrase(
      'asks for a wheeled walker',
      String.raw`\b(?:wheeled|wheels?|rolling|rollators?|(?:two|four|2|4|front)[- ]?wheel(?:ed)?|fww|2ww|4ww)\b`,
    ),
  ],
};

const NOT_WHEELED: Rule = {
  kind: 'phrases',
  need: 'a walker without wheels',
  fields: TYPE_FIELDS,
  phrases: [phrase('asks for a walker without wheels', String.raw`\b(?:pick[- ]?up|without wheels|no wheels|non[- ]?wheeled)\b`)],
};

const SEAT_REQUESTED: Rule = {
  kind: 'phrases',
  need: 'a seat requested',
  fields: TYPE_FIELDS,
  phrases: [phrase('asks for a seat', String.raw`\bseat\b|\bwith (?:a )?seat\b`)],
};

export const WALKER_COVERAGE: EquipmentCoverage = frozen({
  criteria: [
    {
      id: 'walker-mradl',
      group: 'Coverage criteria',
      title: '1. Mobility limitation impairs MRADLs in the home',
      requirement:
        'A mobility limitation significantly impairs one or more mobility-related activities of daily living in the home: it ' +
        'prevents the MRADL, puts the patient at heightened risk doing it, or keeps it from being done in a reasonable time.',
      source: `${LCD}: standard walker, criterion 1`,
      fields: all('mrADLsImpact', 'mobilityLimitation'),
      rule: {
        kind: 'all',
        parts: [
          {
            kind: 'phrases',
            need: 'the mobility limitation (balance, gait, strength, endurance)',
            fields: all('mobilityLimitation', 'mrADLsImpact'),
            claim: 'state',
            stance: 'limitation',
            home: true,
            phrases: [
              phrase(
                'describes the mobility limitation',
                String.raw`\b(?:impaired|poor|decreased|reduced|limited|unsteady|abnormal|antalgic|shuffling|ataxic|diminished)\b~\b(?:balance|gait|strength|endurance|mobility|ambulation|stability|activity tolerance)\b`,
              ),
              // Difficulty walking is impaired ambulation; an inability is the deficit when told as a distance
              // ("can't ambulate household distances"), an MRADL when told as a place ("unable to walk to the bathroom").
              phrase(
                'says walking itself is limited',
                String.raw`\b(?:difficulty|trouble|struggles?|struggling)\s+(?:with\s+)?(?:ambulat\w*|walking|gait|standing|balance|stairs)\b|\b${UNABLE}\s+(?:safely\s+|independently\s+)?(?:ambulate|walk)\s+(?:(?:more than|over|beyond|>)\s*\d+\s*(?:feet|ft|foot|yards|meters|m)\b|household distances|(?:very\s+)?far|long distances)`,
              ),
              phrase(
                'names a mobility impairment',
                String.raw`\b(?:weakness|loss of balance|falls?|fall risk|instability|ataxia|dizziness|neuropathy|hemiparesis|near[- ]?falls?|nearly fell|buckl\w*|gives? way|gave way|furniture[- ]?walk\w*|freez(?:ing|es)(?: of gait)?|festinat\w*|retropulsion|shuffl\w*|spastic(?:ity)?|foot drop|drop foot|bradykinesia|hemiplegi\w*|paraparesis)\b|\b(?:grabs?|holds? on(?:to)?|reaches? for)\s+(?:the\s+)?(?:furniture|walls?|counters?)\b`,
                /\b(?:low|minimal|minimum|decreased|reduced)\b/iu,
              ),
            ],
          },
          {
            kind: 'phrases',
            need: 'which MRADL in the home it prevents, makes unsafe or slows (e.g. walking to the bathroom)',
            claim: 'state',
            stance: 'limitation',
            home: true,
            counter: HOME_MOBILITY_OK,
            doubt: 'the patient walks safely in the home',
            phrases: [
              phrase(
                'says an MRADL in the home is prevented or unsafe',
                String.raw`\b(?:${UNABLE}|difficulty|(?:limits?|limited|impairs?|impaired|reduces?|reduced|compromises?|restricts?)\s+(?:(?:her|his|their|the|pt'?s|patient'?s)\s+)?(?:ability|capacity)\s+to|near[- ]?falls?|nearly fell|fell|falls?|stumbl\w*|furniture[- ]?walks?|(?:requires?|needs?)\s+(?:\w+\s+)?(?:assist\w*|cga|sba|min a|mod a|max a|supervision|help)|unsafe|at risk|fall risk|takes?\s+(?:\d+\+?\s*(?:minutes|mins?)|too long|a long time|excessive time))~\b(?:bathroom|toilet\w*|kitchen|bedroom|bath\w*|shower\w*|dress\w*|groom\w*|feed\w*|meals?|mradls?|adls?|household)\b`,
              ),
              near('says the patient fails to get about safely on the way to an MRADL', MOBILITY_FAILURE, HOME_PLACE, '~~'),
              phrase(
                'says the limitation limits an MRADL',
                String.raw`\b(?:limits?|impairs?|prevents?|restricts?|precludes?)\b~\b${MRADL}`,
              ),
              phrase(
                'says an MRADL is limited',
                String.raw`\b${MRADL}\b~\b(?:limited|impaired|unable|difficult|unsafe|slow|assist\w*|takes?)\b`,
              ),
            ],
          },
        ],
      },
    },
    {
      id: 'walker-safe-use',
      group: 'Coverage criteria',
      title: '2. Able to use the walker safely',
      requirement: 'The patient is able to safely use the walker.',
      source: `${LCD}: standard walker, criterion 2`,
      fields: all('patientCapability', 'safetyIndependence'),
      rule: {
        kind: 'phrases',
        need: 'that the patient uses the walker safely (e.g. "demonstrated safe use")',
        claim: 'state',
        stance: 'ability',
        // Safe in the car park or the SNF gym says nothing of the home, where the walker is used; a demonstration
        // in the clinic shows the skill.
        home: 'or-clinic',
        ofThisItem: true,
        // "Able to use walker only w/ max A", "unsafe alone", "requires supervision for RW use".
        counter: [
          phrase(
            'says the walker is used only with assistance',
            String.raw`\b(?:only|requires?|needs?)\b~\b(?:with\s+)?(?:max(?:imal)?|mod(?:erate)?|min(?:imal)?|hands[- ]on|contact guard|cga|2[- ]person|two[- ]person)\s*(?:a|assist\w*)\b`,
          ),
          phrase(
            'says the patient is unsafe alone',
            String.raw`\bunsafe\b~\b(?:alone|without (?:assist\w*|supervision|help|cues)|independently|on (?:her|his) own)\b`,
          ),
          phrase(
            'says the patient misuses the brakes',
            String.raw`\b(?:forgets?|forgot|forgetting|fails?|failed|does not|doesn't|did not|didn't)\s+(?:to\s+)?(?:lock|set|apply|engage|use)\s+(?:the\s+|her\s+|his\s+)?brakes?\b|\brolled\s+(?:out\s+from\s+under|away\s+from)\b`,
          ),
          phrase(
            'says the patient fell with the walker',
            String.raw`\b(?:fell|falls?|falling)\b~\b(?:with|using|on)\s+(?:the\s+|her\s+|his\s+|a\s+)?${WALKER}\b`,
          ),
          phrase(
            'says the patient is not safe using it',
            String.raw`\b(?:not safe|unsafe)\s+(?:to\s+use|using|with)\s+(?:it|the\s+${WALKER})\b`,
          ),
          phrase(
            'says walker use needs supervision',
            String.raw`\b(?:requires?|needs?)\b~\b(?:supervision|assist\w*|cues|cueing)\b~\b(?:${WALKER}|safe use|use)\b`,
          ),
        ],
        doubt: 'the patient needs help or is unsafe with it',
        phrases: [
          phrase(
            'says the patient is able to use it',
            String.raw`(?<!un)\bable to\b~\b(?:use|operate|manage)\b~\b(?:${WALKER}|it|device|brakes)\b`,
          ),
          phrase(
            'describes safe use',
            String.raw`\b(?:safe|safely|correct|correctly|proper|properly)\s+(?:use|using|operat\w*|handling)\b`,
            INABILITY,
          ),
          phrase(
            'says the patient uses it safely',
            String.raw`\b(?:uses?|using|operates?|manages?)\b~\b(?:${WALKER}|brakes)\b~\b(?:safely|correctly|properly|independently|appropriately)\b`,
            INABILITY,
          ),
          phrase(
            'says the patient is safe with it',
            String.raw`\b(?:safe|independent\w*|mod(?:ified)? i(?:ndependent)?)\s+(?:with|using)\s+(?:a\s+|the\s+)?${WALKER}\b|\bsafe\s+(?:${WALKER}\s+)?(?:use|handling)\b`,
            INABILITY,
          ),
          phrase('says safe use was demonstrated', String.raw`\bdemonstrat\w*\b~\bsafe\w*`, INABILITY),
          near('says the patient handles it safely', WALKER, SAFE_HANDLING, '~~', INABILITY),
          phrase(
            'says the patient locks the brakes reliably',
            String.raw`\b(?:reliably|consistently|always|correctly|properly|independently|appropriately|safely)\s+(?:locks?|engages?|sets?|applies?|uses?|operates?)\s+(?:the\s+)?(?:hand\s*)?brakes?\b|\b(?:locks?|engages?|sets?|applies?)\s+(?:the\s+)?(?:hand\s*)?brakes?\b~\b(?:reliably|consistently|correctly|properly|safely|independently|appropriately|every time|before (?:sitting|sit(?:ting)? down|standing)|prior to (?:sitting|standing))`,
            INABILITY,
          ),
          phrase(
            'says the patient keeps balance with it',
            String.raw`\b(?:no|without)\s+(?:loss of balance|falls?|near[- ]?falls?|instability|unsteadiness)\b~\b(?:with|using|on)\s+(?:(?:a|the|her|his)\s+)?(?:\w+\s+)?${WALKER}\b|\b(?:with|using|uses)\s+(?:(?:a|the|her|his)\s+)?(?:\w+\s+)?${WALKER}\b~~\b(?:no|without)\s+(?:loss of balance|falls?|near[- ]?falls?|instability|unsteadiness)\b`,
          ),
          // What the clinician saw with the walker: steady, safe turns, modified independent.
          phrase(
            'says the patient is steady or independent with it',
            String.raw`\b(?:steady|stable|safe|symmetric(?:al)?|even)\s+(?:gait|ambulation|balance|turns?|turning|transfers?)\s+(?:with|using|on)\s+(?:(?:a|the|her|his)\s+)?(?:\w+\s+)?${WALKER}\b|\b(?:with|using)\s+(?:(?:a|the|her|his)\s+)?${WALKER}\b~~\b(?:mod(?:ified)? i(?:ndependent)?|safe (?:turns?|turning|transfers?)|steady|steadily|safely)\b`,
            INABILITY,
          ),
          phrase(
            'says the patient walks safely with it',
            String.raw`\b(?:ambulates?|walks?|gait)\b~\b(?:safely|safe)\b~\b(?:with|using)\s+(?:a\s+|the\s+)?${WALKER}\b|\b(?:ambulates?|walks?)\s+(?:with|using)\s+(?:a\s+|the\s+)?${WALKER}\b~\b(?:safely|safe)\b`,
            INABILITY,
          ),
        ],
      },
    },
    {
      id: 'walker-resolves',
      group: 'Coverage criteria',
      title: '3. Walker resolves the mobility deficit',
      requirement: 'The functional mobility deficit can be sufficiently resolved with use of a walker.',
      source: `${LCD}: standard walker, criterion 3`,
      fields: all('safetyIndependence', 'medicalNecessity', 'insufficientAlternatives'),
      rule: {
        kind: 'phrases',
        need: 'how the walker resolves the deficit, as seen (e.g. "with the walker she walked bed to bathroom to kitchen without loss of balance")',
        claim: 'benefit',
        stance: 'ability',
        home: true,
        ofThisItem: true,
        counter: [
          phrase(
            'says the patient is unsafe or falls with the walker',
            String.raw`\b(?:unsafe|falls?|fell|loss of balance)\b~\b(?:with|despite|even with|using)\s+(?:a\s+|the\s+)?${WALKER}\b`,
          ),
          phrase(
            'says the walker does not resolve the deficit',
            String.raw`\b${WALKER}\b~\b(?:does not|doesn't|did not|didn't|will not|won't)\s+(?:resolve|help|improve|prevent)\b`,
          ),
        ],
        doubt: 'the patient is unsafe or falls with the walker',
        phrases: [
          prediction(
            phrase(
              'says the walker will allow or improve mobility',
              String.raw`\b(?:will|would)\b~\b(?:allow|enable|permit|improve|increase|resolve|reduce|decrease|prevent|restore)\b~\b(?:fall\w*|risk|ambulat\w*|walk\w*|mobility|independen\w*|safe\w*|household|balance|stability)`,
            ),
          ),
          phrase(
            'says the walker will allow or improve mobility',
            String.raw`\b${WALKER}\b~\b(?:allows?|allowed|enables?|improves?|improved|resolves?|resolved|reduces?|reduced|decreases?|decreased|addresses|addressed|corrects?|corrected|compensates? for|overcomes?|provides? (?:\w+ )?(?:stability|support|balance))\b`,
          ),
          phrase(
            'says the deficit is resolved with the walker',
            String.raw`\b(?:deficits?|limitations?|impairments?|instability|mobility)\b~\b(?:is |are |was |has been )?(?:sufficiently |fully |adequately |largely )?(?:resolved|addressed|corrected|compensated|overcome|improved)\s+(?:with|by|using)\s+(?:(?:the|a|this|her|his)\s+)?(?:${WALKER}|device|assistive device)\b`,
            INABILITY,
          ),
          phrase(
            'says a trial of the walker went well',
            String.raw`\b(?:(?:trial|trialed|trialled|tried)\s+(?:of|with)?\s*(?:(?:a|the)\s+)?(?:(?:loaner|rental|demo|borrowed|clinic)\s+)?${WALKER}|(?:loaner|rental|demo|borrowed)\s+${WALKER}(?:\s+x\s*\d+\s*(?:days?|d|wks?|weeks?))?)\b\s*[:,-]?~~\b(?:ambulates?|walks?|independent\w*|safe(?:ly)?|steady|able to|reaches|gets? to|no (?:more |further )?(?:falls?|near[- ]?falls?|loss of balance))\b`,
            INABILITY,
          ),
          near('says the patient gets to the rooms of the home with it', WALKER, REACHES_HOME_PLACE, '~~', INABILITY),
          // The MRADLs done independently with it: "MRADLs indep in home w/ RW", "toileting and meals independent with the FWW".
          phrase(
            'says the MRADLs are independent with the walker',
            String.raw`\b(?:${MRADL}|meals|household (?:ambulation|mobility|distances))\b~~\b(?:independent\w*|safe(?:ly)?)\b~\b(?:with|using)\s+(?:a\s+|the\s+|her\s+|his\s+)?${WALKER}\b`,
            INABILITY,
          ),
          // "Not once during the loaner trial did she lose her balance with the walker".
          phrase(
            'says the patient never lost balance with the walker',
            String.raw`\b(?:not once|never)\b[^.;!?\n]{0,60}?\b(?:did|has|had)\s+(?:she|he|pt|the patient)\s+(?:lose|lost|fall|fallen)\b[^.;!?\n]{0,40}?\bwith\s+(?:the\s+|her\s+|his\s+|a\s+)?${WALKER}\b`,
          ),
          phrase(
            'says gait or balance improves with the walker',
            String.raw`\b(?:gait|balance|stability|steadiness|endurance)\b~\b(?:improves?|improved|better)\s+(?:with|using)\s+(?:a\s+|the\s+)?${WALKER}\b`,
          ),
          phrase(
            'says the patient walks safely with the walker',
            String.raw`\b(?:with|using|c) (?:a |the |her |his )?(?:\w+ )?${WALKER}(?: in (?:the )?home)?[,:]?\s*~~\b(?:ambulates?|walks?|able|safe|independent|indep|steady|steadies|steadied|steadier|stable|stabili[sz]\w*|improved|(?:sufficiently |fully |adequately )?(?:resolved|addressed|corrected)|gets? (?:herself |himself )?to|reaches|goes to|makes it to|on (?:her|his) own|(?:no|0|zero) (?:more |further )?(?:falls?|near[- ]?falls?|loss of balance)|loss of balance (?:0|x ?0|none))\b`,
            INABILITY,
          ),
          phrase(
            'says the patient walks safely with the walker',
            String.raw`\b(?:ambulates?|walks?)\b~\b(?:safely|steadily|independently)\b~\b(?:with|using)\s+(?:a\s+|the\s+)?${WALKER}\b`,
            INABILITY,
          ),
        ],
      },
    },
    {
      id: 'walker-heavy-duty',
      group: 'Feature criteria',
      title: 'Heavy duty: weight over 300 lb',
      requirement: 'A heavy duty walker (E0148, E0149): the standard walker criteria and a weight of more than 300 lb.',
      source: `${LCD}: heavy duty walker`,
      fields: all('specialFeatures', 'walkerType'),
      appliesWhen: { kind: 'any', need: '', options: [HEAVY_DUTY_REQUESTED, { kind: 'weight', need: '', above: 300 }] },
      rule: { kind: 'weight', need: 'the patient’s weight, more than 300 lb', above: 300 },
    },
    {
      id: 'walker-e0147',
      group: 'Feature criteria',
      title: 'Multiple braking (E0147): severe neurologic disorder or one hand',
      requirement:
        'A heavy duty, multiple braking system, variable wheel resistance walker: the standard walker criteria, and unable to use a ' +
        'standard walker because of a severe neurologic disorder or another condition restricting the use of one hand. Obesity alone ' +
        'is not enough.',
      source: `${LCD}: heavy duty, multiple braking system, variable wheel resistance walker (E0147)`,
      fields: all('mobilityLimitation', 'insufficientAlternatives', 'specialFeatures', 'patientCapability'),
      appliesWhen: E0147_REQUESTED,
      rule: {
        kind: 'phrases',
        need: 'a severe neurologic disorder or restricted use of one hand',
        claim: 'name',
        phrases: [
          phrase(
            'names a severe neurologic disorder',
            String.raw`\bsevere\b~\b(?:parkinson\w*|multiple sclerosis|ms|als|amyotrophic|huntington\w*|cerebral palsy|ataxia|myasthenia|guillain)\b|\b(?:parkinson\w*|multiple sclerosis|ataxia)\b~\bsevere\b`,
          ),
          phrase('names a severe neurologic disorder', String.raw`\bsevere\b~\bneurolog\w*\b`),
          phrase('names one-sided weakness', String.raw`\b(?:hemipleg\w*|hemipares\w*)\b`),
          phrase(
            'says only one hand can be used',
            String.raw`\b(?:use of |uses? )?(?:only )?one (?:hand|arm|upper extremity|ue)\b|\bone[- ]hand(?:ed)?\b`,
          ),
          phrase(
            'says a hand or arm is amputated',
            String.raw`\b(?:hand|arm|ue|upper extremity|wrist|forearm)\s+amput\w*|\bamput\w*\s+(?:of\s+)?(?:(?:the|her|his)\s+)?(?:(?:l|r|left|right)\s+)?(?:hand|arm|ue|upper extremity|wrist|forearm)\b`,
          ),
          phrase(
            'says the use of one hand is restricted',
            String.raw`\b(?:restricted|limited|no|impaired|loss of|non-?functional|paralyzed|flaccid)\b~\b(?:use of )?(?:the )?(?:left|right|one|r|l)\s+(?:hand|upper extremity|ue|arm)\b`,
          ),
        ],
      },
    },
    ...orderCriteria(all('medicalNecessity')),
  ],
  hcpcs: [
    [
      {
        code: 'E0147',
        description: 'Walker, heavy duty, multiple braking system, variable wheel resistance',
        reason: 'Multiple braking system walker requested and a severe neurologic disorder or restricted use of one hand is documented',
        confirmed: true,
        when: { kind: 'criterion', id: 'walker-e0147' },
      },
      {
        code: 'E0149',
        description: 'Walker, heavy duty, wheeled, rigid or folding, any type',
        reason: 'Weight over 300 lb and a wheeled walker (heavy duty)',
        confirmed: true,
        when: { kind: 'all', parts: [{ kind: 'weight', need: '', above: 300 }, WHEELED] },
      },
      {
        code: 'E0148',
        description: 'Walker, heavy duty, without wheels, rigid or folding, any type',
        reason: 'Weight over 300 lb and a walker without wheels (heavy duty)',
        confirmed: true,
        when: { kind: 'all', parts: [{ kind: 'weight', need: '', above: 300 }, NOT_WHEELED] },
      },
      {
        code: 'E0148',
        description: 'Walker, heavy duty, without wheels, rigid or folding, any type',
        reason: 'Weight over 300 lb (heavy duty); the answers do not say whether the walker has wheels',
        confirmed: true,
        alternative: { code: 'E0149', description: 'Walker, heavy duty, wheeled, rigid or folding, any type' },
        when: { kind: 'weight', need: '', above: 300 },
      },
      {
        code: 'E0143',
        description: 'Walker, folding, wheeled, adjustable or fixed height',
        reason: 'A wheeled walker or rollator (two, three or four wheels) and no heavy duty weight',
        confirmed: true,
        when: WHEELED,
      },
      {
        code: 'E0135',
        description: 'Walker, folding (pickup), adjustable or fixed height',
        reason: 'A walker without wheels and no heavy duty weight',
        confirmed: true,
        when: NOT_WHEELED,
      },
    ],
    [
      {
        code: 'E0156',
        description: 'Seat attachment, walker',
        reason: 'A seat is requested (a rollator with a seat is billed as the wheeled walker plus the seat attachment)',
        confirmed: false,
        when: { kind: 'all', parts: [SEAT_REQUESTED, { kind: 'not', rule: { kind: 'criterion', id: 'walker-e0147' } }] },
      },
    ],
  ],
  warnings: [
    {
      id: 'walker-hand-brakes',
      message:
        'Hand brakes are requested ("{matched}"). Hand-operated brakes are an enhancement accessory (A9270, not covered) unless the ' +
        'walker is the multiple braking system walker (E0147) — Walkers policy article A52503.',
      when: {
        kind: 'phrases',
        need: '',
        fields: TYPE_FIELDS,
        phrases: [phrase('asks for hand brakes', String.raw`\b(?:hand[- ]?(?:operated )?|loop |bicycle[- ]style )brakes?\b`)],
      },
      unless: E0147_REQUESTED,
      source: 'Walkers policy article A52503: hand-operated brakes (A9270) except on the multiple braking system walker (E0147)',
    },
    {
      id: 'walker-enclosed-frame',
      message: 'An enclosed frame walker is requested ("{matched}"). Its medical necessity has not been established (E0144 is denied).',
      when: {
        kind: 'phrases',
        need: '',
        fields: TYPE_FIELDS,
        phrases: [phrase('asks for an enclosed frame walker', String.raw`\benclosed(?:[- ]frame)?\b|\bE0144\b`)],
      },
      source: `${LCD}: enclosed frame walker (E0144)`,
    },
    {
      id: 'walker-heavy-duty-weight',
      message:
        'A heavy duty walker is requested but the documented weight is 300 lb or less ("{matched}"). Heavy duty walkers need more than 300 lb.',
      when: { kind: 'all', parts: [{ kind: 'weight', need: '', atMost: 300 }, HEAVY_DUTY_REQUESTED] },
      source: `${LCD}: heavy duty walker`,
    },
    {
      id: 'walker-cane-sufficient',
      message:
        'The answers say a cane may be enough ("{matched}"). A walker is reasonable only when the mobility deficit cannot be ' +
        'sufficiently resolved with a cane: say why a cane is not sufficient, or reconsider the walker.',
      when: {
        kind: 'phrases',
        need: '',
        fields: all('insufficientAlternatives', 'mobilityLimitation', 'safetyIndependence', 'patientCapability'),
        claim: 'state',
        phrases: [
          phrase(
            'says the patient is safe with a cane',
            String.raw`\b(?:safe|safely|independent\w*|steady|stable|mod(?:ified)? i(?:ndependent)?)\b~\b(?:with|using)\s+(?:a\s+|the\s+|her\s+|his\s+)?${CANE}\b`,
          ),
          phrase(
            'says a cane is sufficient',
            String.raw`\b${CANE}\b~\b(?:is |are |would be |will be |remains? )?(?:sufficient|adequate|enough|appropriate)\b|\b${CANE}\s+would (?:do|suffice)\b|\b(?:could|can)\s+(?:use|manage with)\s+(?:a\s+|the\s+)?${CANE}\b`,
          ),
        ],
      },
      source:
        'NCD 280.3 Mobility Assistive Equipment (clinical criteria: a cane or crutches before a walker) and LCD L33733 Canes and Crutches, criterion 3; ' +
        `${LCD}: standard walker, criterion 3`,
    },
    ...ORDER_WARNINGS,
  ],
  weightSource: `${LCD}: heavy duty walker, by weight`,
});
