/**
 * The offline rewrite's rules, one per catalogue field key (issue 20). The enhancement call only
 * receives a section's prose (buildSoap's "<Label>: <value>" lines, docs/product.md §7), so the rewrite
 * finds each field again by its label: the labels are read from the catalogue itself, plus a few
 * spellings clinicians type (`ALIASES`, each tied to a catalogue key), so a label added to or
 * renamed in the catalogue cannot drift away from its rule. A test holds every catalogue key to a
 * rule here and every rule and alias to a catalogue key.
 *
 * A rule rephrases only a value it understands whole and answers undefined otherwise; the value is
 * then kept as typed ("<Label>: <value>."). What it must not rephrase is in meaning-guards.ts:
 * negations, time words, a second symptom or assistance level, a subject or a past verb where a
 * lead-in would go. Lead-ins ("Patient requires", "Education will address") go only in front of
 * the fragment a rule parsed; relabelling and adding "Patient" before the clinician's own verb
 * ("lives alone" -> "Patient lives alone") keep the words as typed and may always be done.
 */
import { soapSection } from './catalogue';
import { hasNegation, hasOtherSymptom, hasTimeWord, assistanceLevelCount, isPastVerb, opensWithSubject, wordsOf } from './meaning-guards';
import { assistanceLevel, bare, continueWith, isNone, opensWithClause, painRatings, painSentence } from './phrasing';
import { capitaliseFirst, lowerFirst } from './sentence';
import { AGE_OPENING, articleFor, PATIENT_IS } from './soap';
import { DISCIPLINES, SECTIONS, type Section } from './types';

/**
 * Rewrites the value of a field (one sentence, without its closing punctuation; `label` as
 * written). Undefined keeps "<label>: <value>." as typed.
 */
export type Rule = (value: string, label: string) => string | undefined;

/** Whether a value holds what an interpreting rule must not reword (a negation or a time word). */
const isRisky = (value: string) => hasNegation(value) || hasTimeWord(value);

/** The rule, for values without a negation or a time word. */
const guarded =
  (rule: Rule): Rule =>
  (value, label) =>
    isRisky(value) ? undefined : rule(value, label);

const keep: Rule = () => undefined;

/** "<Label>: <value>" under a clearer label: the words stay as typed. */
const relabel =
  (label: string): Rule =>
  (value) =>
    `${label}: ${capitaliseFirst(value)}`;

/**
 * A list of noun phrases ("CHF, COPD, HTN", "gait training, balance training"): no item opens with
 * a clause, a subject or a verb in the past ("reviewed", "held"). `strict` (plan templates that say
 * what will happen) also refuses describing "-ed" words.
 */
function isNounList(value: string, strict: boolean): boolean {
  if (isRisky(value) || opensWithClause(value) || opensWithSubject(value)) return false;
  return value.split(/[,;]/u).every((item) => {
    const first = /^[\p{L}']+/u.exec(item.trim())?.[0] ?? '';
    return first === '' || !(opensWithClause(first) || opensWithSubject(first) || isPastVerb(first, strict));
  });
}

/** "<opening> <value>" for a list of noun phrases; "none" -> `none`. */
function listing(opening: string, options: { none?: string; lowerCase?: boolean; strict?: boolean } = {}): Rule {
  return (value) => {
    if (options.none !== undefined && isNone(value)) return options.none;
    if (!isNounList(value, options.strict ?? false)) return undefined;
    return `${opening} ${options.lowerCase === false ? value : lowerFirst(value)}`;
  };
}

/** "<Subject> is good …" when the value opens with a rating word. */
function rating(subject: (label: string) => string, words: string): Rule {
  const pattern = new RegExp(`^(?:${words})\\b`, 'iu');
  return guarded((value, label) => (pattern.test(value) ? `${subject(label)} is ${lowerFirst(value)}` : undefined));
}

/** Words that narrow an assistance level to part of the activity ("for stairs", "LB dressing only"). */
const SCOPE_WORDS = new Set(
  (
    'for only except unless adl adls iadl iadls dressing bathing showering shower showers grooming toileting toilet hygiene ' +
    'feeding stairs steps curb rolling supine sit stand sit>stand supine>sit sit>supine transfers transfer household community ' +
    'mobility ambulation gait lb ub tub car kitchen meal meals cooking laundry'
  ).split(' '),
);

/**
 * An assistance level for the field's activity: one level, and after it only words that keep it
 * to that activity ("with bed rail", "x1", "from low chair", ", uses rail"). Two levels, or words
 * naming a part of the activity, keep the value as typed. `bareOnly`: the level alone (the PT
 * home environment asks for one level "needed at home": "Independent w/ ADLs" is not all activities).
 */
function assistance(activity: string | undefined, bareOnly = false): Rule {
  return guarded((value, label) => {
    const level = assistanceLevel(value);
    if (level === undefined || assistanceLevelCount(value) !== 1) return undefined;
    if (bareOnly ? !/^\s*(?:x\s?\d)?$/u.test(level.rest) : wordsOf(level.rest).some((word) => SCOPE_WORDS.has(word))) return undefined;
    return level.phrase(activity ?? normalise(label)) + continueWith(level.rest);
  });
}

/** Lower case, words only: "Age/Sex/Referral" -> "age sex referral". */
export function normalise(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^\p{L}\d]+/gu, ' ')
    .trim();
}

/** The value said nothing but one negative word ("unable", "unknown"): no lead-in can go before it. */
const isBareNegative = (value: string) => /^[\p{L}/']+$/u.test(value) && hasNegation(value);

/** How buildSoap opens the first subjective field: "Patient is <value>." (docs/product.md §3), with no colon. */
export { PATIENT_IS };

/**
 * Labels a rule reads apart from the other labels of its field (normalised): "Sit to stand: Min A"
 * is the transfer, not the 30-second test; "Prognosis: good" keeps its own word. Each must be a
 * label the rewrite knows for that field (rewrite-labels.spec.ts).
 */
export const RULE_LABELS = {
  sitToStand: { section: 'objective', key: 'sitToStandScore', label: 'sit to stand' },
  prognosis: { section: 'assessment', key: 'potential', label: 'prognosis' },
} as const satisfies Readonly<Record<string, { section: Section; key: string; label: string }>>;

/** A finite verb opening a value: it takes the subject "Patient" ("was admitted …" -> "Patient was admitted …"). */
const FINITE_VERB =
  /^(?:is|was|has|had|lives|lived|presents|presented|reports|reported|states|stated|denies|ambulates|ambulated|uses|returned|returns|fell|sustained|underwent|developed|complains)\b/iu;

/**
 * The opening subjective field, read "Patient is <value>." by the plain text (docs/product.md §3). A value
 * that has its own subject ("Pt is 82 yo F", "This is an 80 yo M", "Mrs. … is 76", "She is …")
 * keeps it instead, and a value opening with a verb takes "Patient" alone; otherwise "Patient is",
 * with "a"/"an" before an age. Under a label ("Age/Sex/Referral: …"), where "Patient is" would be the
 * rewrite's own words, a value with a negation or a time word is kept as typed.
 */
export const introduce: Rule = (value, label) => {
  if (/^patient is\b/iu.test(value) || opensWithSubject(value)) return capitaliseFirst(value);
  if (FINITE_VERB.test(value)) return `Patient ${lowerFirst(value)}`;
  // after the plain text's own "Patient is" the lead-in is docs/product.md's; after a label ("Age/Sex/Referral:") it would be ours
  if (isBareNegative(value) || (label !== PATIENT_IS && isRisky(value))) return undefined;
  const rest = lowerFirst(value);
  return `Patient is ${AGE_OPENING.test(rest) ? `${articleFor(rest)} ` : ''}${rest}`;
};

/** "Completed" (alone, or before a comma and words the rule can keep: "no discrepancies noted"). */
const medicationReconciliation: Rule = (value) => {
  const match = /^completed?(?=$|[\s]*[,;:-])/iu.exec(value);
  if (!match) return undefined;
  const rest = bare(value.slice(match[0].length).replace(/^[\s,;:-]+/u, ''));
  const known = /^no discrepanc(?:y|ies)(?: (?:noted|found|identified))?$/iu.test(rest);
  if (rest !== '' && !known && isRisky(rest)) return undefined;
  return `Medication reconciliation completed${rest === '' ? '' : `; ${lowerFirst(rest)}`}`;
};

const medicationManager: Rule = guarded((value) => {
  if (/^(?:self|patient|independent(?:ly)?)$/iu.test(value)) return 'Patient manages own medications';
  if (value.split(/\s+/u).length > 4 || opensWithClause(value) || opensWithSubject(value) || /manag/iu.test(value)) return undefined;
  return `Medications are managed by ${lowerFirst(value)}`;
});

/** A value about the patient's own verb ("lives alone", "alert and oriented"): "Patient" goes before it, words as typed. */
const subjectFor =
  (pattern: RegExp, lead: string): Rule =>
  (value) =>
    pattern.test(value) ? `${lead} ${lowerFirst(value)}` : undefined;

/**
 * Pain (docs/product.md §9 thresholds): a rating of the pain only, now. A value that also holds a negation,
 * a time word or another symptom ("denies pain, fatigue 6/10", "3/10 today, was 8/10 before
 * TKA") is kept as typed; "none", "denies pain" and "denies pain, 0/10" are understood whole.
 */
export const pain: Rule = (value) => {
  if (isNone(value) || /^(?:denies|no)(?: any)? pain$/iu.test(value)) return 'Patient denies pain';
  if (/^(?:denies|no)(?: any)? pain[,;]?\s*\(?0\/10\)?$/iu.test(value)) return 'Patient reports no pain (0/10)';
  if (isRisky(value) || hasOtherSymptom(value) || painRatings(value).length === 0) return undefined;
  return painSentence(value);
};

const TUG = /^(\d+(?:\.\d+)?)\s*(s|secs?|seconds?)?\b/iu;

const tug: Rule = (value) => {
  const match = TUG.exec(value);
  const rest = match ? value.slice(match[0].length) : '';
  if (!match || (match[2] === undefined && rest.trim() !== '') || isRisky(rest))
    return `Timed Up and Go (TUG) test: ${capitaliseFirst(value)}`;
  return `Timed Up and Go (TUG) test completed in ${match[1]} seconds${continueWith(rest)}`;
};

const sitToStandScore: Rule = (value, label) => {
  const transfer = normalise(label) === RULE_LABELS.sitToStand.label ? assistance('sit to stand transfers')(value, label) : undefined;
  if (transfer !== undefined) return transfer;
  const thirty = /\b30/u.test(label);
  const name = thirty ? '30-second sit to stand test' : 'Sit to stand test';
  return `${name}: ${/^\d+$/u.test(value) && thirty ? `${value} repetitions` : capitaliseFirst(value)}`;
};

const ambulation: Rule = (value, label) => {
  if (/^(?:ambulates|ambulated)\b/iu.test(value)) return `Patient ${lowerFirst(value)}`;
  // "unable to ambulate" is understood whole; a bare "unable" is not ("Patient is unable.")
  if (/^unable to \p{L}/iu.test(value)) return `Patient is ${lowerFirst(value)}`;
  if (/^\d/u.test(value)) return isRisky(value) ? undefined : `Patient ambulated ${value}`;
  return assistance('ambulation')(value, label);
};

const gait: Rule = (value) => {
  if (isNone(value)) return 'No gait impairments noted';
  // a single describing word reads as the gait pattern: "antalgic", "shuffling", "ataxic"
  if (/^\p{L}+(?:ic|ing|ed|al|ous|ive)$/iu.test(value) && !opensWithClause(value) && !isRisky(value))
    return `Gait pattern is ${lowerFirst(value)}`;
  return listing('Gait assessment reveals')(value, '');
};

const homeSafety = listing('Home safety concerns include', { none: 'No home safety concerns reported' });

/**
 * Rules by section and catalogue field key. Every key of every discipline's section is here,
 * `keep` where the value is always kept as typed.
 */
export const RULES: Readonly<Record<Section, Readonly<Record<string, Rule>>>> = {
  subjective: {
    patientInfo: introduce,
    ageGenderReferral: introduce,
    medicalHistory: listing('Past medical history is significant for', { none: 'No past medical history reported', lowerCase: false }),
    primaryDiagnosis: keep,
    medicationReconciliation,
    medicationManager,
    medicationManagement: medicationManager,
    medicationUnderstanding: rating(
      () => 'Medication understanding',
      'good|fair|poor|limited|adequate|partial|full|excellent|minimal|inadequate',
    ),
    understanding: keep,
    currentLivingSituation: subjectFor(/^lives\b/iu, 'Patient'),
    livingSituation: subjectFor(/^lives\b/iu, 'Patient'),
    homeEnvironment: assistance('activities in the home', true),
    homeSafetyConcerns: homeSafety,
    safetyConcerns: homeSafety,
    currentEquipment: listing('Current equipment includes', { none: 'No current equipment reported' }),
    recommendedEquipment: listing('Recommended additional equipment includes', {
      none: 'No additional equipment recommended at this time',
    }),
    priorFunction: listing('Prior level of function reported as'),
    currentFunction: listing('Current level of function reported as'),
    fallHistory: (value) => (isNone(value) ? 'No falls reported' : undefined),
    pain,
    // a label of its own ("Patient's stated goals:"), the words as typed
    goals: (value) => (opensWithClause(value) || opensWithSubject(value) ? undefined : `Patient's stated goals: ${lowerFirst(value)}`),
    symptoms: keep,
    dietaryRestrictions: keep,
    recentIncidents: keep,
    wounds: keep,
    woundDescription: keep,
    additionalInformation: keep,
  },
  objective: {
    vitals: (value) => {
      if (/^vital signs\b/iu.test(value)) return value;
      if (/^(?:within normal limits|wnl|stable)\b/iu.test(value) && !isRisky(value)) return `Vital signs ${lowerFirst(value)}`;
      return `Vital signs: ${value}`;
    },
    strength: listing('Strength assessment reveals'),
    bedMobility: assistance('bed mobility'),
    supineToSitTransfers: assistance(undefined),
    sitToStandTransfers: assistance(undefined),
    ambulation,
    gaitImpairments: gait,
    tugScore: tug,
    tinettiScore: (value) =>
      `Tinetti Performance Oriented Mobility Assessment score: ${/^\d+(?:\.\d+)?$/u.test(value) ? `${value}/28` : capitaliseFirst(value)}`,
    sitToStandScore,
    otherOutcomeMeasures: relabel('Additional outcome measures'),
    weight: keep,
    appearance: keep,
    signs: keep,
    compliance: keep,
    cognition: subjectFor(/^alert\b/iu, 'Patient is'),
    equipment: listing('Medical equipment in the home includes', { none: 'No medical equipment in the home reported' }),
    upperExtremity: keep,
    cognitiveScreening: keep,
    functionalTests: keep,
    balanceScores: keep,
    environmentalObservations: keep,
    assistiveDevice: keep,
  },
  assessment: {
    // "Assessment: …" inside the assessment section: the label goes, the words stay
    assessment: (value) => value,
    goals: relabel('Treatment goals'),
    healthStatus: rating(() => 'Overall health status', 'stable|improving|declining|unstable|fair|good|poor'),
    skilledNeeds: listing('Skilled nursing needs include'),
    potential: rating(
      (label) => (normalise(label) === RULE_LABELS.prognosis.label ? 'Prognosis' : 'Rehabilitation potential'),
      'excellent|good|fair|poor|guarded',
    ),
  },
  plan: {
    interventions: listing('Interventions will include', { strict: true }),
    frequency: guarded((value) =>
      /^(?:\d+\s*x|\d+\s*(?:times|visits)\b|once\b|twice\b|\d+w\d+\b)/iu.test(value)
        ? `Patient will be seen ${lowerFirst(value)}`
        : undefined,
    ),
    hepUpdates: (value) =>
      isNone(value) ? 'No updates to the home exercise program' : `Home exercise program updates: ${capitaliseFirst(value)}`,
    homeProgram: (value) => (isNone(value) ? 'No updates to the home program' : undefined),
    shortTermGoals: relabel('Short-term goals'),
    education: listing('Education will address', { strict: true }),
    referrals: (value) => (isNone(value) ? 'No referrals planned' : undefined),
  },
};

/**
 * Spellings clinicians type for a catalogue field, beyond its catalogue label (normalised: lower
 * case, words only). Each belongs to a key of the section in the catalogue.
 */
export const ALIASES: Readonly<Record<Section, Readonly<Record<string, readonly string[]>>>> = {
  subjective: {
    patientInfo: [
      'age sex referral',
      'age gender referral',
      'age sex and referral',
      'age gender and referral',
      'age gender and reason for referral',
      'patient info',
      'patient information',
      'patient',
    ],
    medicalHistory: ['medical history', 'pmh'],
    medicationReconciliation: ['med rec', 'medication rec'],
    medicationManager: ['medications managed by', 'med management'],
    medicationUnderstanding: ['understanding of medications'],
    homeEnvironment: ['level of assistance'],
    homeSafetyConcerns: ['home safety'],
    currentEquipment: ['current dme', 'equipment'],
    recommendedEquipment: ['recommended equipment', 'equipment recommended'],
    priorFunction: ['prior function', 'plof'],
    currentFunction: ['current function', 'clof'],
    pain: ['pain', 'pain level', 'pain rating', 'pain scale'],
    goals: ['patient goal', 'goals', 'goal'],
    fallHistory: ['falls', 'history of falls'],
  },
  objective: {
    vitals: ['vital signs', 'vs'],
    strength: ['strength', 'mmt', 'manual muscle testing', 'manual muscle test'],
    supineToSitTransfers: ['supine to sit', 'transfers', 'bed to chair transfers'],
    sitToStandTransfers: ['sit to stand transfer'],
    gaitImpairments: ['gait', 'gait deviations', 'gait pattern', 'gait analysis'],
    ambulation: ['ambulation distance', 'gait distance'],
    tugScore: ['tug', 'timed up and go', 'timed up and go score', 'timed up and go test'],
    tinettiScore: ['tinetti', 'poma', 'tinetti poma'],
    sitToStandScore: [
      '30 second sit to stand',
      '30 second sit to stand test',
      '30s sit to stand',
      '30 sec sit to stand',
      'sit to stand score',
      'sit to stand test',
      'sit to stand',
    ],
    otherOutcomeMeasures: ['outcome measures', 'other measures'],
    cognition: ['cognitive status', 'mental status'],
    equipment: ['medical equipment', 'equipment in the home'],
  },
  assessment: {
    assessment: ['clinical assessment', 'impression', 'clinical impression', 'assessment and impressions'],
    goals: ['long term goals', 'ltg', 'ltgs', 'treatment goals', 'therapy goals'],
    potential: ['prognosis', 'rehab potential', 'potential'],
    healthStatus: ['overall health status'],
    skilledNeeds: ['skilled nursing needs'],
  },
  plan: {
    interventions: ['planned interventions', 'skilled interventions', 'treatment', 'treatment plan'],
    frequency: ['frequency', 'frequency and duration'],
    hepUpdates: ['hep update', 'hep', 'home exercise program', 'home exercise program updates'],
    shortTermGoals: ['short term goal', 'stg', 'stgs'],
    education: ['patient education', 'caregiver education', 'patient and caregiver education'],
    referrals: ['referral'],
  },
};

/** A recognised label: the catalogue key it stands for and its rule. */
export interface KnownLabel {
  readonly key: string;
  readonly rule: Rule;
}

/**
 * Per section, every label the rewrite recognises (normalised) with its key: the catalogue's
 * labels of all three disciplines first, then the aliases. The opening "Patient is" field has no
 * label (buildSoap writes "Patient is <value>."); offline-rewrite.ts finds it by that.
 */
export const LABELS: Readonly<Record<Section, ReadonlyMap<string, KnownLabel>>> = Object.fromEntries(
  SECTIONS.map((section) => {
    const labels = new Map<string, KnownLabel>();
    const add = (label: string, key: string) => {
      if (!labels.has(label)) labels.set(label, { key, rule: RULES[section][key] ?? keep });
    };
    for (const discipline of DISCIPLINES) {
      for (const field of soapSection(discipline, section).fields) if (field.style === 'labelled') add(normalise(field.label), field.key);
    }
    for (const [key, aliases] of Object.entries(ALIASES[section])) for (const alias of aliases) add(alias, key);
    return [section, labels];
  }),
) as unknown as Record<Section, ReadonlyMap<string, KnownLabel>>;
