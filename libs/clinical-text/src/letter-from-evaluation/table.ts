/**
 * The one table of what a saved PT or OT evaluation already says in each field of an equipment letter
 * (issue 24, docs/decisions/0149-letter-from-evaluation.md). Data only: `letterFromEvaluation` reads it
 * the same way for every equipment. A letter field is here only when an evaluation field answers its
 * question; the order, the duration of need, the device asked for and its features never come from an
 * evaluation, so those fields have no entry.
 */
import type { Equipment, Section } from '../types';

/** The evaluations a letter can start from (SN's is not one that supports equipment letters here). */
export type EvaluationDiscipline = 'pt' | 'ot';

export const EVALUATION_DISCIPLINES: readonly EvaluationDiscipline[] = Object.freeze(['pt', 'ot'] as const);

/** One evaluation answer a letter field is filled from. */
export interface EvaluationSource {
  /** Read only from an evaluation of this discipline. */
  readonly discipline: EvaluationDiscipline;
  readonly section: Section;
  /** The evaluation field's key in that section. */
  readonly field: string;
  /** Written before the text, with ": ", where the text alone would not say what it is ("Ambulation"). */
  readonly prefix?: string;
}

/** One equipment letter: letter field key → its sources, in the order they are joined. */
export type EvaluationLetterMapping = Readonly<Record<string, readonly EvaluationSource[]>>;

function source(discipline: EvaluationDiscipline, section: Section, field: string, prefix?: string): EvaluationSource {
  return prefix === undefined ? { discipline, section, field } : { discipline, section, field, prefix };
}

const pt = (section: Section, field: string, prefix?: string) => source('pt', section, field, prefix);
const ot = (section: Section, field: string, prefix?: string) => source('ot', section, field, prefix);

// The sources several letters share, each said once.

/** The mobility limitation as the evaluation measured it: function, walking, gait, strength, falls, then the outcome measures. */
const MOBILITY_LIMITATION: readonly EvaluationSource[] = [
  pt('subjective', 'currentFunction', 'Current function'),
  pt('objective', 'ambulation', 'Ambulation'),
  pt('objective', 'gaitImpairments', 'Gait'),
  pt('objective', 'strength', 'Strength'),
  pt('subjective', 'fallHistory', 'Fall history'),
  pt('objective', 'tugScore', 'TUG'),
  pt('objective', 'sitToStandScore', '30 second sit to stand'),
  pt('objective', 'tinettiScore', 'Tinetti'),
  pt('objective', 'otherOutcomeMeasures', 'Outcome measures'),
  ot('objective', 'balanceScores', 'Balance'),
  ot('subjective', 'fallHistory', 'Fall history'),
];

/** Which mobility-related ADLs are affected: PT's help needed at home; OT's ADL function and performance. */
const MRADLS: readonly EvaluationSource[] = [
  pt('subjective', 'homeEnvironment', 'Assistance at home'),
  ot('subjective', 'currentFunction', 'Current function'),
  ot('objective', 'functionalTests', 'ADL performance'),
];

/** The devices the patient has or used at the visit: what has been tried (why they fall short stays the clinician's to say). */
const DEVICES_TRIED: readonly EvaluationSource[] = [
  pt('subjective', 'currentEquipment', 'Current equipment'),
  ot('subjective', 'currentEquipment', 'Current equipment'),
  ot('objective', 'assistiveDevice', 'Devices used at evaluation'),
];

/** The home: its type and layout, what was observed there and its hazards. */
const HOME: readonly EvaluationSource[] = [
  pt('subjective', 'currentLivingSituation'),
  pt('subjective', 'homeSafetyConcerns', 'Home safety concerns'),
  ot('subjective', 'homeEnvironment'),
  ot('objective', 'environmentalObservations', 'Observed in the home'),
  ot('subjective', 'safetyConcerns', 'Home safety concerns'),
];

/** The patient (age, sex, reason for referral) and the diagnoses. */
const DIAGNOSIS: readonly EvaluationSource[] = [
  pt('subjective', 'patientInfo'),
  pt('subjective', 'medicalHistory', 'PMH'),
  ot('subjective', 'ageGenderReferral'),
  ot('subjective', 'medicalHistory', 'PMH'),
];

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * Per equipment, per letter field (in letter order), the evaluation answers that fill it. The text of
 * each non-blank source is trimmed, prefixed ("Ambulation: 150 ft with FWW"), and the pieces joined
 * with "; ", or with a space after a piece that already ends a sentence. A source that holds outcome
 * measures (`MEASURE_FIELDS`) is followed by the sentence of each result that a cited norm interprets.
 */
export const EVALUATION_TO_LETTER: { readonly [E in Equipment]: EvaluationLetterMapping } = deepFreeze({
  wheelchair: {
    mobilityLimitation: MOBILITY_LIMITATION,
    medicalDiagnosis: DIAGNOSIS,
    lesserAids: DEVICES_TRIED,
    mrADLsAffected: MRADLS,
    homeAccessibility: HOME,
    // Self-propulsion rests on the arms; a caregiver to propel on who is at home (OT asks both).
    propulsionAbility: [ot('objective', 'upperExtremity', 'UE function'), ot('subjective', 'currentLivingSituation')],
  },
  'hospital-bed': {
    // The symptoms too: pain is the one the evaluations ask.
    medicalCondition: [
      pt('subjective', 'patientInfo'),
      pt('subjective', 'medicalHistory', 'PMH'),
      pt('subjective', 'pain', 'Pain'),
      ot('subjective', 'ageGenderReferral'),
      ot('subjective', 'medicalHistory', 'PMH'),
      ot('subjective', 'pain', 'Pain'),
    ],
    caregiverAbilities: [
      pt('subjective', 'homeEnvironment', 'Assistance at home'),
      pt('objective', 'bedMobility', 'Bed mobility'),
      pt('objective', 'supineToSitTransfers', 'Supine to sit'),
      ot('subjective', 'currentLivingSituation'),
    ],
    homeSetup: [
      pt('subjective', 'currentLivingSituation'),
      ot('subjective', 'homeEnvironment'),
      ot('objective', 'environmentalObservations', 'Observed in the home'),
    ],
  },
  commode: {
    toiletingLimitation: [
      pt('subjective', 'currentFunction', 'Current function'),
      pt('objective', 'ambulation', 'Ambulation'),
      pt('subjective', 'fallHistory', 'Fall history'),
      ot('subjective', 'currentFunction', 'Current function'),
      ot('objective', 'functionalTests', 'ADL performance'),
      ot('subjective', 'fallHistory', 'Fall history'),
    ],
    medicalImpairments: [
      pt('subjective', 'medicalHistory', 'PMH'),
      pt('objective', 'strength', 'Strength'),
      pt('objective', 'gaitImpairments', 'Gait'),
      pt('subjective', 'pain', 'Pain'),
      pt('objective', 'tugScore', 'TUG'),
      pt('objective', 'sitToStandScore', '30 second sit to stand'),
      pt('objective', 'tinettiScore', 'Tinetti'),
      pt('objective', 'otherOutcomeMeasures', 'Outcome measures'),
      ot('subjective', 'medicalHistory', 'PMH'),
      ot('objective', 'upperExtremity', 'UE function'),
      ot('objective', 'cognitiveScreening', 'Cognition'),
      ot('subjective', 'pain', 'Pain'),
      ot('objective', 'balanceScores', 'Balance'),
    ],
    homeLayoutBarriers: HOME,
    useAndAssistance: [
      pt('subjective', 'homeEnvironment', 'Assistance at home'),
      pt('objective', 'sitToStandTransfers', 'Sit to stand'),
      ot('subjective', 'currentLivingSituation'),
    ],
  },
  walker: {
    mobilityLimitation: MOBILITY_LIMITATION,
    mrADLsImpact: MRADLS,
    insufficientAlternatives: DEVICES_TRIED,
    homeEnvironment: HOME,
  },
});
