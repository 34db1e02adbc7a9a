import type { Equipment } from '../types';
import type { ClaimKind, Stance } from './evidence';
import type { Phrase } from './matching';
import type { FaceToFaceState } from './timing';

// ---------------------------------------------------------------------------------------------
// What coverageChecklist returns (plain data: serialisable, easy to render)

/**
 * Whether the answers document a criterion. Never a coverage decision. 'documented' needs positive
 * evidence that survives negation, hedging (awaiting, pending, unsigned, planned), past tense, the
 * wrong actor and another setting; 'unclear' when evidence was found but something in the answers
 * casts doubt on it (the checklist shows "Unclear — check"); 'not-documented' otherwise.
 */
export type CoverageStatus = 'documented' | 'unclear' | 'not-documented';

/** Where and how the answers document (part of) a criterion. */
export interface CoverageEvidence {
  /** The answer key (docs/product.md §3), e.g. "lesserAids". */
  readonly field: string;
  /** The field's label in the letter, e.g. "Attempts with Lesser Aids". */
  readonly fieldLabel: string;
  /** The exact text of the answer that matched. */
  readonly matched: string;
  /** How it matched, in clinician words, e.g. 'says a walker is not sufficient'. */
  readonly how: string;
}

export interface CoverageCriterion {
  readonly id: string;
  /** "Coverage criteria", "Feature criteria", "Face-to-face" or "Standard written order". */
  readonly group: string;
  /** Short, in clinician words. */
  readonly title: string;
  /** The LCD statement, paraphrased. */
  readonly requirement: string;
  /** Where the rule comes from (LCD or article number and section). */
  readonly source: string;
  readonly status: CoverageStatus;
  /** What was found; when not documented, the parts that were found (e.g. cane but not walker). */
  readonly evidence: readonly CoverageEvidence[];
  /** What a reviewer would still look for; empty when documented. */
  readonly missing: readonly string[];
  /** Why the checklist cannot tell, in clinician words (e.g. 'the order is awaited, not signed: "awaiting signed order"'); empty unless unclear. */
  readonly doubts: readonly string[];
}

/** A HCPCS code the answers point to where the LCD makes the choice mechanical (weight, features). */
export interface HcpcsSuggestion {
  readonly code: string;
  readonly description: string;
  /** Why: the rule and the text it was read from. */
  readonly reason: string;
  /**
   * False when the threshold or rule behind the code could not be confirmed from LCD or policy
   * article text (only from code descriptors or secondary summaries): verify before relying on it.
   */
  readonly confirmed: boolean;
  /** The same item supplied differently (e.g. without mattress, or wheeled). */
  readonly alternative?: { readonly code: string; readonly description: string };
}

/** Something a medical reviewer would raise before paying the claim. */
export interface CoverageWarning {
  readonly id: string;
  readonly message: string;
  /** The answer key the warning is about, when there is one. */
  readonly field?: string;
  /** Where the rule behind the warning comes from (LCD, policy article or regulation). */
  readonly source: string;
}

/** An element every standard written order must carry (a reminder: the letter form cannot hold them all). */
export interface OrderElement {
  readonly id: string;
  readonly title: string;
  readonly note: string;
}

/** The body weight the checklist read (for display next to the weight rules). */
export interface WeightRead {
  /** In pounds (kilograms converted). */
  readonly pounds: number;
  /** "exactly", "over", "at least", "under" or "at most" the number. */
  readonly comparator: string;
  /** The exact text read, e.g. "172 kg". */
  readonly text: string;
  readonly field: string;
  readonly fieldLabel: string;
}

export interface CoverageChecklist {
  readonly equipment: Equipment;
  readonly criteria: readonly CoverageCriterion[];
  readonly documentedCount: number;
  /** Criteria with status 'unclear'. */
  readonly unclearCount: number;
  readonly total: number;
  readonly hcpcs: readonly HcpcsSuggestion[];
  readonly warnings: readonly CoverageWarning[];
  readonly orderElements: readonly OrderElement[];
  readonly weight: WeightRead | null;
}

export interface CoverageOptions {
  /** The day the letter is written; face-to-face timing is measured back from it. Defaults to now. */
  readonly today?: Date;
}

// ---------------------------------------------------------------------------------------------
// The rules, as data (one file per equipment)

/**
 * A documentation rule. `need` is what a reviewer looks for, shown in `missing` when unmet.
 * - phrases: a phrase in one of the fields (the criterion's fields unless given) whose context does not
 *   defeat it (evidence.ts: negated, hedged, past, another actor, another setting — which of these
 *   count depends on `claim`, 'request' by default: only negation). `counter` phrases anywhere in the
 *   answers contradict it: in the same sentence they defeat it, elsewhere they make it unclear (`doubt`
 *   says what they are, in clinician words);
 * - all / any: every part / one option (an unmet `any` reports its closest option's gaps);
 * - not: the opposite (for suggestions and warnings);
 * - answered: a field filled in with something other than "Not required", "None", "N/A";
 * - weight: the body weight read from the whole form, tested as an interval against thresholds;
 * - elevation: a head-of-bed angle in the fields, above or not above some degrees;
 * - duration: a duration of need shorter than some days;
 * - face-to-face: the face-to-face finding is in a given state;
 * - calendar-date: a calendar date typed anywhere (privacy reminder);
 * - criterion: another (earlier) criterion of the same checklist is documented;
 * - toilet-beyond-reach: the toilet is farther than the farthest the patient walks;
 * - form-answered: anything at all is filled in.
 */
export type Rule =
  | {
      readonly kind: 'phrases';
      readonly need: string;
      readonly phrases: readonly Phrase[];
      readonly fields?: readonly string[];
      readonly claim?: ClaimKind;
      /**
       * Which way the claims point: the patient can do it ('ability': safe use, self-propels) or cannot
       * ('limitation'; a trial's default). Decides which qualifiers in a claim's sentence make it unclear
       * (evidence.ts, qualifierOf): help or unsafety for an ability, a contrast saying the opposite.
       */
      readonly stance?: Stance;
      /** Whose state the phrases describe: the patient's (default) or the caregiver's (criterion G). */
      readonly subject?: 'patient' | 'caregiver';
      /**
       * A criterion about the home: a claim that holds only in another setting does not count. 'or-clinic': a
       * demonstration in the clinic counts too (safe use shown in the therapy gym), the community or a facility does not.
       */
      readonly home?: boolean | 'or-clinic';
      /**
       * The claims are about the letter's own item (its safe use, what it resolves, that it stands alone): a
       * sentence that names another item (a cane too) and not this one is about that item.
       */
      readonly ofThisItem?: boolean;
      readonly counter?: readonly Phrase[];
      /** What the counter-evidence says, after "the answers (also) say", e.g. "pillows or wedges work". */
      readonly doubt?: string;
      /**
       * Where counter-evidence defeats a claim: in its sentence (default), or only over the claim itself
       * ('span': "independent with toileting, dressing and bathing" defeats each item of its own list).
       */
      readonly counterScope?: 'sentence' | 'span';
    }
  | { readonly kind: 'all'; readonly parts: readonly Rule[] }
  | { readonly kind: 'any'; readonly need: string; readonly options: readonly Rule[] }
  | { readonly kind: 'not'; readonly rule: Rule; /** What is missing when the rule is met (none: nothing shown). */ readonly need?: string }
  | { readonly kind: 'answered'; readonly need: string; readonly fields: readonly string[] }
  | {
      readonly kind: 'weight';
      readonly need: string;
      readonly above?: number;
      readonly atLeast?: number;
      readonly atMost?: number;
      readonly below?: number;
    }
  | {
      readonly kind: 'elevation';
      readonly need: string;
      readonly test: 'above' | 'not-above';
      readonly degrees: number;
      readonly fields?: readonly string[];
    }
  | { readonly kind: 'duration'; readonly need: string; readonly underDays: number; readonly fields: readonly string[] }
  | { readonly kind: 'face-to-face'; readonly need: string; readonly state: FaceToFaceState }
  | { readonly kind: 'calendar-date'; readonly need: string }
  | { readonly kind: 'criterion'; readonly id: string }
  /** The toilet is farther than the patient can walk ("bathroom ~40 ft from bed; max amb 10 ft"). */
  | { readonly kind: 'toilet-beyond-reach'; readonly need: string }
  | { readonly kind: 'form-answered' };

export interface CriterionRule {
  readonly id: string;
  readonly group: string;
  readonly title: string;
  readonly requirement: string;
  readonly source: string;
  /** Answer keys looked in, most relevant first. */
  readonly fields: readonly string[];
  readonly rule: Rule;
  /** Feature criteria apply only when the feature is asked for (e.g. a semi-electric bed). */
  readonly appliesWhen?: Rule;
}

export interface HcpcsRule {
  readonly code: string;
  readonly description: string;
  /** The LCD rule, in words; the evidence is appended. */
  readonly reason: string;
  readonly confirmed: boolean;
  readonly alternative?: { readonly code: string; readonly description: string };
  readonly when: Rule;
}

export interface WarningRule {
  readonly id: string;
  /** "{matched}" is replaced by the text that raised the warning. */
  readonly message: string;
  readonly when: Rule;
  readonly unless?: Rule;
  /** The field to point at; defaults to where `when` matched. */
  readonly field?: string;
  /** Where the rule comes from (LCD, policy article or regulation). */
  readonly source: string;
}

/** Everything the checklist knows about one equipment letter. */
export interface EquipmentCoverage {
  readonly criteria: readonly CriterionRule[];
  /** Groups of alternatives: the first rule that applies in each group is suggested. */
  readonly hcpcs: readonly (readonly HcpcsRule[])[];
  readonly warnings: readonly WarningRule[];
  /** The LCD section of the weight classes (cited by the conflicting-weights warning). */
  readonly weightSource: string;
}
