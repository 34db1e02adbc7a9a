/**
 * Hospital bed: LCD L33820 (Hospital Beds and Accessories) — the four qualifying reasons for a fixed
 * height bed, then variable height, semi-electric, heavy duty (> 350 lb, ≤ 600 lb) and extra heavy
 * duty (> 600 lb); a total electric bed is not covered.
 */
import { phrase } from './matching';
import { ORDER_WARNINGS, orderCriteria } from './order';
import type { EquipmentCoverage, Rule } from './types';
import { frozen, prefer } from './vocabulary';

const LCD = 'LCD L33820 Hospital Beds and Accessories — Coverage Indications, Limitations and/or Medical Necessity';
const all = (...first: string[]) => prefer('hospital-bed', ...first);
const ORDINARY_BED = String.raw`(?:regular|ordinary|standard|normal|home|own|conventional)\s+bed`;
const POSITION = String.raw`(?:position\w*|reposition\w*|turn(?:s|ed|ing)?|body alignment)`;
/** Ways of saying a position cannot be had: "not achievable", "can't be done", "impossible". */
const INFEASIBLE = String.raw`(?:not (?:possible|feasible|achievable|attainable|doable)|impossible|unachievable|unattainable|(?:cannot|can't|can not|could not|couldn't) be (?:done|achieved|maintained|attained|obtained|accomplished|reached|managed|provided))`;
/** Between a positioning need and its infeasibility: anything in the sentence (a spaced dash too) but a negation. */
const NEED_GAP = String.raw`(?:(?!\b(?:not|no|never|without|denies|denied)\b|n't\b)[^.;!?\n]){0,120}?`;

/** The positioning is possible in the patient's own bed after all. */
const ORDINARY_BED_WORKS = [
  phrase(
    'says the positioning is achieved in an ordinary bed',
    String.raw`\b(?:${POSITION}|needs?|elevat\w*)\b~\b(?:achieved|achievable|met|managed|done|possible|accomplished|maintained|adequate|feasible)\b~\b(?:in|with|using)\s+(?:her\s+|his\s+|their\s+|the\s+|a\s+)?${ORDINARY_BED}\b`,
  ),
  phrase('says an ordinary bed is adequate', String.raw`\b${ORDINARY_BED}\b~\b(?:is |are )?(?:adequate|sufficient|fine|works|meets)\b`),
  phrase('says the patient sleeps in an ordinary bed', String.raw`\bsleeps?\b~\bin\s+(?:her\s+|his\s+|their\s+|the\s+)?${ORDINARY_BED}\b`),
];
const ORDINARY_BED_DOUBT = 'the positioning is possible in an ordinary bed';

const POSITIONING: Rule = {
  kind: 'phrases',
  need: 'body positioning that is not feasible in an ordinary bed',
  claim: 'state',
  stance: 'limitation',
  counter: ORDINARY_BED_WORKS,
  doubt: ORDINARY_BED_DOUBT,
  phrases: [
    phrase('says the positioning is not possible in an ordinary bed', String.raw`\b${POSITION}\b~\b${INFEASIBLE}\b~\b${ORDINARY_BED}\b`),
    // The need, then after a comma or spaced dash what cannot be had in the patient's bed: "requires
    // positioning w/ knees flexed … - not achievable in an ordinary bed", "… - can't be done on his regular bed".
    phrase(
      'says the positioning is not possible in an ordinary bed',
      String.raw`\b(?:${POSITION}|elevat\w*|(?:reverse )?trendelenburg|gatch\w*)\b${NEED_GAP}(?:,|[ \t][-–—]{1,2})[ \t]*(?:(?:which|this|that|it)\s+(?:is\s+)?)?${INFEASIBLE}\s+(?:in|on|with|using)\s+(?:a\s+|an\s+|the\s+|her\s+|his\s+|their\s+)?${ORDINARY_BED}\b`,
    ),
    phrase(
      'says an ordinary bed cannot provide the positioning',
      String.raw`\b${ORDINARY_BED}\b~\b(?:does not|doesn't|cannot|can't|will not|won't|unable to)\b~\b(?:allow|permit|provide|accommodate|achieve|support)\b~\b(?:${POSITION}|elevat\w*)`,
    ),
    phrase(
      'says an ordinary bed cannot provide the positioning',
      String.raw`\b(?:${POSITION}|elevat\w*)\b~~\b(?:which|that)\s+(?:a\s+|her\s+|his\s+|their\s+|the\s+)?${ORDINARY_BED}\s+(?:does not|doesn't|cannot|can't|will not|won't)\s+(?:allow|permit|provide|accommodate|achieve|support)\b`,
    ),
  ],
};

const RELIEVE = String.raw`(?:relieve|alleviate|reduce|ease|control|manage|decrease|minimi[sz]e)s?`;
const PAIN: Rule = {
  kind: 'phrases',
  need: 'positioning needed to relieve pain',
  claim: 'state',
  stance: 'limitation',
  counter: ORDINARY_BED_WORKS,
  doubt: ORDINARY_BED_DOUBT,
  phrases: [
    phrase('says positioning relieves pain', String.raw`\b(?:${POSITION}|elevat\w*)\b~\b${RELIEVE}\b~\bpain\b`),
    phrase(
      'says pain is relieved by positioning',
      String.raw`\bpain\b~\b(?:relieved|relieves|eased|eases|reduced|reduces|controlled|managed|improves?|improved|settles|settled|lessens|lessened|better)\s+(?:(?:only|mainly|best)\s+)?(?:by|with)\b~\b(?:${POSITION}|elevat\w*)`,
    ),
    phrase(
      'says positioning is needed for pain relief',
      String.raw`\bpain (?:relief|management|control)\b~~\b(?:${POSITION}|elevat\w*)|\b(?:${POSITION}|elevat\w*)\b~~\bpain (?:relief|management|control)\b`,
    ),
  ],
};

/** A positioning need said to last less than a month ("not feasible in an ordinary bed for about 2 weeks post-op"). */
const SHORT = String.raw`(?:[1-3]|one|two|three|a few|few|a couple of|couple of)\s*(?:weeks?|wks?)|(?:[1-9]|[12]\d)\s*days?`;
const NOT_SHORT: Rule = {
  kind: 'not',
  need: 'a need expected to last at least a month',
  rule: {
    kind: 'any',
    need: '',
    options: [
      {
        kind: 'phrases',
        need: '',
        claim: 'state',
        phrases: [
          phrase(
            'says the need lasts less than a month',
            String.raw`\b(?:${POSITION}|bed|needs?|needed|required?|expected|anticipated)\b[^.;!?\n]{0,60}?\b(?:for|x|lasting)\s+(?:about\s+|approx\w*\s+|around\s+|~\s*|only\s+|up to\s+|(?:the\s+)?next\s+)?(?:${SHORT})\b(?!\s+(?:ago|prior|before|earlier))`,
          ),
        ],
      },
      { kind: 'duration', need: '', underDays: 28, fields: ['expectedTimeframe'] },
    ],
  },
};

const HEAD_ABOVE_30: Rule = { kind: 'elevation', need: 'head of bed elevated more than 30° most of the time', test: 'above', degrees: 30 };

const CARDIOPULMONARY: Rule = {
  kind: 'phrases',
  need: 'the reason: congestive heart failure, chronic pulmonary disease or aspiration',
  claim: 'name',
  phrases: [
    phrase('names heart failure', String.raw`\b(?:chf|congestive heart failure|heart failure|hfref|hfpef)\b`),
    phrase(
      'names chronic pulmonary disease',
      String.raw`\b(?:copd|chronic (?:obstructive )?(?:pulmonary|lung) disease|emphysema|chronic bronchitis|pulmonary fibrosis|interstitial lung disease)\b`,
    ),
    phrase('names aspiration', String.raw`\baspirat\w*\b`),
  ],
};

const PILLOWS = String.raw`(?:pillows?|wedges?|wedge pillows?)`;
/** Pillows or wedges do the job: "tried and are effective", "sleeps well propped on 3 pillows". */
const PILLOWS_WORK = [
  phrase(
    'says pillows or wedges work',
    String.raw`\b${PILLOWS}\b~~\b(?:(?:are|is|were|was|remain|have been)\s+)?(?:effective|helpful|adequate|sufficient|successful|working)\b`,
  ),
  phrase('says pillows or wedges work', String.raw`\b${PILLOWS}\b~\b(?:work|works|worked|help|helps|helped|relieve|relieves|relieved)\b`),
  phrase(
    'says pillows or wedges give relief',
    String.raw`\b${PILLOWS}\b~~\b(?:with|w\/)\s+(?:good\s+|some\s+|adequate\s+|full\s+)?(?:relief|effect|benefit|success)\b`,
  ),
  phrase('says pillows or wedges work', String.raw`\b${PILLOWS}\b~~\b(?:which|that)\s+(?:works?|worked|helps?|helped)\b`),
  phrase(
    'says the patient sleeps well on pillows',
    String.raw`\b(?:sleep(?:s|ing)?|slept|rests?|resting|comfortable)\b~\b(?:propped|on|with)\b~\b${PILLOWS}\b`,
  ),
];

/**
 * What pillows or wedges failed to do: an outcome. "Pillows tried" or "considered" alone rules nothing
 * out (the LCD: considered and ruled out).
 */
const PILLOWS_FAILED = String.raw`(?:ruled out|ineffective|not effective|insufficient|not sufficient|inadequate|failed|unsuccessful|(?:did not|do not|does not|don't|doesn't|didn't|won't|will not) (?:help|work|relieve|stay|hold|keep)|slides? (?:down|off)|slid (?:down|off)|slip(?:s|ped|ping)? (?:down|off)|falls? off|without (?:relief|benefit|success|improvement|effect)|no (?:relief|benefit|improvement|help|effect)|(?:unable to|can't|cannot|could not|couldn't) (?:maintain|keep|tolerate|stay|achieve))`;
/** Between pillows and their outcome: anything in the sentence ("but" too) except a negation or a word that says they worked. */
const PILLOW_GAP = String.raw`(?:(?!\b(?:not|no|never|without|denies|denied|effective|helpful|works?|worked|helps?|helped|relieve[sd]?|comfortabl\w*|well|success\w*|adequate|sufficient)\b|n't\b)[^.;!?\n]){0,60}?`;

/**
 * What pillows do when they fail physically (the patient slides off, they flatten): said of pillows only, so
 * it is read into the clause after the trial too, when that clause is about the patient or the pillows
 * ("tried a wedge and pillows for 3 weeks; she slid down off them within an hour").
 */
const PILLOWS_GIVE_WAY = String.raw`(?:slides? (?:down|off)|slid (?:down|off)|slip(?:s|ped|ping)? (?:down|off)|falls? off|flatten\w*|collaps\w*|(?:ends?|ended) up (?:lying )?flat|found (?:lying )?flat)`;

const PILLOWS_RULED_OUT: Rule = {
  kind: 'phrases',
  need: 'that pillows or wedges were considered and ruled out',
  claim: 'trial',
  counter: PILLOWS_WORK,
  doubt: 'pillows or wedges work',
  phrases: [
    phrase('says pillows or wedges were ruled out', String.raw`\b${PILLOWS}\b${PILLOW_GAP}\b${PILLOWS_FAILED}`),
    phrase(
      'says pillows or wedges were tried and failed',
      String.raw`\b(?:tried|trialed|trial of|attempted)\b~\b${PILLOWS}\b${PILLOW_GAP}\b${PILLOWS_FAILED}|\bfailed\b~\b${PILLOWS}\b`,
    ),
    phrase(
      'says pillows or wedges were tried and failed',
      // The next clause must be about the patient or the pillows ("she slid down off them"), not a rug.
      String.raw`\b${PILLOWS}\b${PILLOW_GAP}[;.]\s+(?:she|he|pt|patient|they|it|the ${PILLOWS})\b${PILLOW_GAP}\b${PILLOWS_GIVE_WAY}|\bno (?:number|amount|combination) of ${PILLOWS}\b`,
    ),
    phrase(
      'says pillows or wedges cannot do it',
      String.raw`\b(?:unable to|cannot|can't|could not|couldn't|not able to)\s+(?:achieve|maintain|obtain|get|reach|keep)\b~\b(?:with|using|on)\s+(?:\d+\s+)?${PILLOWS}\b`,
    ),
  ],
};

const TRACTION: Rule = {
  kind: 'phrases',
  need: 'traction equipment that can only be attached to a hospital bed',
  claim: 'state',
  phrases: [
    phrase(
      'says traction is needed',
      String.raw`\b(?:requires?|needs?|uses?|for|with|in)\b~\btraction\b|\btraction (?:equipment|frame|device|apparatus|set-?up)\b`,
    ),
    phrase(
      'names the traction',
      String.raw`\b(?:cervical|pelvic|skeletal|skin|buck'?s?|overhead|lumbar|continuous)\s+traction\b|\btraction\b~\b(?:ordered|prescribed|attach\w*|applied|in place|set[- ]?up)\b`,
    ),
  ],
};

const SEMI_ELECTRIC_REQUESTED: Rule = {
  kind: 'any',
  need: 'a semi-electric bed requested',
  options: [
    { kind: 'answered', need: '', fields: ['semiElectric'] },
    {
      kind: 'phrases',
      need: '',
      fields: ['bedFeatures'],
      phrases: [phrase('asks for a semi-electric bed', String.raw`\bsemi[- ]?electric\b`)],
    },
  ],
};

const VARIABLE_HEIGHT_REQUESTED: Rule = {
  kind: 'any',
  need: 'a variable height bed requested',
  options: [
    { kind: 'answered', need: '', fields: ['variableHeight'] },
    {
      kind: 'phrases',
      need: '',
      fields: ['bedFeatures'],
      phrases: [
        phrase('asks for height adjustment', String.raw`\b(?:variable|adjustable|hi-?lo|high-low)\b~\bheight\b|\bheight[- ]adjust\w*`),
      ],
    },
  ],
};

const HEAVY_DUTY_REQUESTED: Rule = {
  kind: 'any',
  need: 'a heavy duty bed requested',
  options: [
    { kind: 'answered', need: '', fields: ['heavyDuty'] },
    {
      kind: 'phrases',
      need: '',
      fields: all('bedFeatures'),
      phrases: [phrase('asks for a heavy duty bed', String.raw`\b(?:heavy[- ]duty|bariatric|extra[- ]wide)\b`)],
    },
  ],
};

export const HOSPITAL_BED_COVERAGE: EquipmentCoverage = frozen({
  criteria: [
    {
      id: 'bed-qualifying',
      group: 'Coverage criteria',
      title: 'A reason an ordinary bed will not do',
      requirement:
        'One or more of: (1) a condition needs positioning not feasible in an ordinary bed (head elevation under 30° does not ' +
        'usually need a hospital bed); (2) positioning not feasible in an ordinary bed is needed to relieve pain; (3) the head of ' +
        'the bed must be elevated more than 30° most of the time for congestive heart failure, chronic pulmonary disease or ' +
        'aspiration, with pillows and wedges considered and ruled out; (4) traction equipment that attaches only to a hospital bed.',
      source: `${LCD}: fixed height hospital bed, criteria 1–4`,
      fields: all('regularBedIssues', 'medicalCondition', 'plannedUseAndBenefits', 'bedFeatures'),
      rule: {
        kind: 'any',
        need: 'positioning not feasible in an ordinary bed, positioning for pain, head elevation over 30°, or traction',
        options: [
          { kind: 'all', parts: [POSITIONING, NOT_SHORT] },
          { kind: 'all', parts: [PAIN, NOT_SHORT] },
          { kind: 'all', parts: [HEAD_ABOVE_30, CARDIOPULMONARY, PILLOWS_RULED_OUT] },
          TRACTION,
        ],
      },
    },
    {
      id: 'bed-variable-height',
      group: 'Feature criteria',
      title: 'Variable height: needed for transfers',
      requirement:
        'A variable height bed: one of the fixed height criteria, and a bed height different from a fixed height bed is needed to ' +
        'permit transfers to a chair, wheelchair or standing position.',
      source: `${LCD}: variable height hospital bed`,
      fields: all('variableHeight', 'regularBedIssues', 'bedFeatures'),
      appliesWhen: VARIABLE_HEIGHT_REQUESTED,
      rule: {
        kind: 'phrases',
        need: 'that a different bed height is needed for transfers to a chair, wheelchair or standing',
        claim: 'state',
        stance: 'limitation',
        counter: [
          phrase(
            'says transfers are fine at the present height',
            String.raw`\b(?:independent\w*|safe\w*|without difficulty)\b~\b(?:at|from|with)\s+(?:the\s+)?(?:current|present|regular|standard|own|fixed|existing)\s+(?:bed\s+)?height\b`,
          ),
          phrase('says height adjustment is not needed', String.raw`\bheight\b~\bnot (?:needed|required|necessary)\b`),
        ],
        doubt: 'transfers are safe at a fixed height',
        phrases: [
          phrase(
            'ties a bed height to transfers',
            String.raw`\b(?:lower(?:ed|s)?|rais(?:e|ed|es)|adjust\w*|go(?:es)? (?:up|down)|higher|elevat\w*)\b~\b(?:transfer\w*|stand(?:s|ing)?|sit[- ]to[- ]stand|stand[- ]pivot)\b`,
          ),
          phrase(
            'ties bed height to transfers',
            String.raw`\bheight\b~\b(?:transfer\w*|stand(?:s|ing)?|sit[- ]to[- ]stand|chair|wheel\s?chair|w\/c|commode)\b`,
          ),
          phrase('ties transfers to bed height', String.raw`\b(?:transfer\w*|sit[- ]to[- ]stand)\b~\b(?:height|hi-?lo|raised|lowered)\b`),
        ],
      },
    },
    {
      id: 'bed-semi-electric',
      group: 'Feature criteria',
      title: 'Semi-electric: frequent or immediate position changes',
      requirement:
        'A semi-electric bed: one of the fixed height criteria, and frequent changes in body position and/or an immediate need for a ' +
        'change in body position.',
      source: `${LCD}: semi-electric hospital bed`,
      fields: all('semiElectric', 'regularBedIssues', 'medicalCondition'),
      appliesWhen: SEMI_ELECTRIC_REQUESTED,
      rule: {
        kind: 'phrases',
        need: 'frequent changes in body position, or an immediate need for one',
        claim: 'state',
        stance: 'limitation',
        counter: [
          phrase(
            'says the patient repositions alone',
            String.raw`\brepositions? (?:self|him(?:self)?|her(?:self)?)\b~\b(?:independent\w*|without (?:help|assist\w*))`,
          ),
        ],
        doubt: 'the patient repositions without help',
        phrases: [
          phrase(
            'says the head must be raised immediately',
            String.raw`\b(?:rais\w*|elevat\w*|lower\w*|adjust\w*|sit\w* (?:up|upright))\b~\b(?:immediately|quickly|rapidly|urgently|promptly|at once)\b`,
          ),
          phrase('says position changes are frequent', String.raw`\bfrequent\w*\b~\b(?:changes?|reposition\w*|position\w*|turn\w*)\b`),
          phrase(
            'says position changes are frequent',
            String.raw`\b(?:changes?|reposition\w*|turn\w*)\b~\b(?:frequent\w*|often|hourly|every\s+(?:\d+\s*(?:-\s*\d+\s*)?)?(?:hours?|hrs?|h)\b|q\s?\d+(?:\s*-\s*\d+)?\s*(?:h|hrs?|hours?)\b|(?:several|multiple|many|\d+)\s+times\s+(?:a|an|per|each|every)\s+(?:hour|day|night|shift))`,
          ),
          phrase(
            'says position changes are needed immediately',
            String.raw`\b(?:immediate\w*|urgent\w*|rapid\w*|quick\w*|sudden\w*)\b~\b(?:changes?|reposition\w*|position\w*|elevation|raising|lowering)\b|\bimmediate need\b`,
          ),
          phrase(
            'says position changes are needed immediately',
            String.raw`\b(?:change\w*|reposition\w*)\b~\b(?:quickly|rapidly|immediately|urgently|promptly|at once)\b`,
          ),
        ],
      },
    },
    {
      id: 'bed-heavy-duty',
      group: 'Feature criteria',
      title: 'Heavy duty: weight over 350 lb',
      requirement:
        'A heavy duty extra wide bed: one of the fixed height criteria and a weight of more than 350 lb but not more than 600 lb; ' +
        'an extra heavy duty bed: more than 600 lb. State the weight.',
      source: `${LCD}: heavy duty extra wide and extra heavy duty hospital beds`,
      fields: all('heavyDuty'),
      appliesWhen: { kind: 'any', need: '', options: [HEAVY_DUTY_REQUESTED, { kind: 'weight', need: '', above: 350 }] },
      rule: { kind: 'weight', need: 'the patient’s weight, more than 350 lb', above: 350 },
    },
    ...orderCriteria(all('physicianExam')),
  ],
  hcpcs: [
    [
      {
        code: 'E0304',
        description:
          'Hospital bed, extra heavy duty, extra wide, weight capacity greater than 600 lb, with any type side rails, with mattress',
        reason: 'Weight over 600 lb (extra heavy duty)',
        confirmed: true,
        alternative: { code: 'E0302', description: 'the same bed without mattress' },
        when: { kind: 'weight', need: '', above: 600 },
      },
      {
        code: 'E0303',
        description:
          'Hospital bed, heavy duty, extra wide, weight capacity greater than 350 lb but not over 600 lb, with any type side rails, with mattress',
        reason: 'Weight over 350 lb and not over 600 lb (heavy duty extra wide)',
        confirmed: true,
        alternative: { code: 'E0301', description: 'the same bed without mattress' },
        when: { kind: 'weight', need: '', above: 350, atMost: 600 },
      },
      {
        code: 'E0303',
        description:
          'Hospital bed, heavy duty, extra wide, weight capacity greater than 350 lb but not over 600 lb, with any type side rails, with mattress',
        reason: 'Weight stated only as over 350 lb (heavy duty extra wide; state the weight — over 600 lb is extra heavy duty, E0304)',
        confirmed: true,
        alternative: { code: 'E0301', description: 'the same bed without mattress' },
        when: { kind: 'weight', need: '', above: 350 },
      },
      {
        code: 'E0260',
        description: 'Hospital bed, semi-electric (head and foot adjustment), with any type side rails, with mattress',
        reason: 'Frequent or immediate position changes documented (semi-electric)',
        confirmed: true,
        when: { kind: 'criterion', id: 'bed-semi-electric' },
      },
      {
        code: 'E0255',
        description: 'Hospital bed, variable height, hi-lo, with any type side rails, with mattress',
        reason: 'A different bed height for transfers documented (variable height)',
        confirmed: true,
        when: { kind: 'criterion', id: 'bed-variable-height' },
      },
      {
        code: 'E0250',
        description: 'Hospital bed, fixed height, with any type side rails, with mattress',
        reason: 'A fixed height bed criterion is documented and no feature or weight criterion points to another bed',
        confirmed: true,
        when: { kind: 'criterion', id: 'bed-qualifying' },
      },
    ],
  ],
  warnings: [
    {
      id: 'bed-total-electric',
      message:
        'A total electric bed is requested ("{matched}"). The LCD does not cover it: height adjustment is a convenience feature. ' +
        'Request a semi-electric bed if position changes justify one.',
      when: {
        kind: 'phrases',
        need: '',
        fields: all(),
        phrases: [
          phrase(
            'asks for a total electric bed',
            String.raw`\b(?:total(?:ly)?|full(?:y)?)[- ]?electric\b|\bE026[56]\b|\belectric height\b`,
          ),
        ],
      },
      source: `${LCD}: total electric hospital bed (E0265, E0266) not reasonable and necessary`,
    },
    {
      id: 'bed-head-elevation-30',
      message:
        'Head elevation of 30° or less is documented ("{matched}"). Elevation under 30° does not usually need a hospital bed; the ' +
        'criterion is more than 30° most of the time.',
      when: {
        kind: 'elevation',
        need: '',
        test: 'not-above',
        degrees: 30,
        fields: all('regularBedIssues', 'medicalCondition', 'bedFeatures'),
      },
      source: `${LCD}: fixed height hospital bed, criteria 1 and 3`,
    },
    {
      id: 'bed-pillows-not-ruled-out',
      message: 'Head elevation over 30° is documented, but not that pillows or wedges were considered and ruled out.',
      when: { kind: 'elevation', need: '', test: 'above', degrees: 30, fields: all('regularBedIssues', 'medicalCondition', 'bedFeatures') },
      unless: PILLOWS_RULED_OUT,
      source: `${LCD}: fixed height hospital bed, criterion 3`,
    },
    {
      id: 'bed-heavy-duty-weight',
      message:
        'A heavy duty bed is requested but the documented weight is 350 lb or less ("{matched}"). Heavy duty beds need more than 350 lb.',
      when: { kind: 'all', parts: [{ kind: 'weight', need: '', atMost: 350 }, HEAVY_DUTY_REQUESTED] },
      source: `${LCD}: heavy duty extra wide and extra heavy duty hospital beds`,
    },
    ...ORDER_WARNINGS,
  ],
  weightSource: `${LCD}: heavy duty extra wide and extra heavy duty hospital beds, by weight`,
});
