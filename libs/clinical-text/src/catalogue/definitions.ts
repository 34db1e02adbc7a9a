import type { Discipline, Equipment, Section } from '../types';

/** Autocomplete history areas (docs/product.md §3): one per form. The equipment spellings are the product's. */
export type AutocompleteArea =
  'ptEval' | 'otEval' | 'snEval' | 'dmeWheelchair' | 'dmeHospitalBed' | 'dmeBesideCommode' | 'dmeWalkerRollator';

/**
 * How a field reads in generated text:
 * - "labelled": "<label>: <value as a sentence>";
 * - "patient-is": "Patient is <value>." (the opening line of a SOAP subjective section).
 */
export type FieldStyle = 'labelled' | 'patient-is';

/** One form field. The form renders `question` and `chips`; generated text uses `label`. */
export interface FieldDefinition {
  /** The answer key of docs/product.md §3 (e.g. "ageGenderReferral"). */
  readonly key: string;
  /** The label used in generated text (e.g. "Past medical history"). */
  readonly label: string;
  /** The prompt shown to the clinician above the input. */
  readonly question: string;
  /** Whether a non-empty value appears in the generated text. */
  readonly output: boolean;
  /** Whether the form shows an input for it (false only for OT additionalInformation, held without input). */
  readonly input: boolean;
  /** Quick-suggestion chips, in display order. */
  readonly chips: readonly string[];
  /** The autocomplete history area the field's values are remembered under. */
  readonly area: AutocompleteArea;
  /** How the field reads in generated text. */
  readonly style: FieldStyle;
  /**
   * A short note the form shows with the input and ties to it (aria-describedby). Every input
   * field the generated text leaves out carries `NOT_IN_NOTE_HINT`.
   */
  readonly hint?: string;
  /**
   * What a typical answer looks like, shown as the input's placeholder ("e.g. …") so the clinician
   * sees the expected shape before typing (issue 20). Fictional, short (≤ 70 characters), written
   * to follow the field's label in generated text: a "patient-is" example has no subject of its own
   * ("Patient is pt is…"). Never part of any output. Every input field has one.
   */
  readonly example?: string;
}

/**
 * The hint on fields the generated note leaves out (docs/product.md §3: PT fall history, additional
 * information and both transfers, OT fall history): nobody should believe an answer is in the
 * note when it is not (issue 20).
 */
export const NOT_IN_NOTE_HINT = 'Not included in the generated note';

/** A group of fields rendered together (a SOAP section, or the letter forms' single accordion). */
export interface SectionDefinition<Id extends string = string> {
  readonly id: Id;
  /** Title shown on the collapsible section ("Subjective", "Medical Necessity Documentation"). */
  readonly title: string;
  readonly fields: readonly FieldDefinition[];
}

/** A SOAP section: its fields plus the heading and the line used when nothing is filled in. */
export interface SoapSectionDefinition extends SectionDefinition<Section> {
  /** "S", "O", "A" or "P". */
  readonly letter: string;
  /** "SUBJECTIVE:", "OBJECTIVE:", "ASSESSMENT:" or "PLAN:". */
  readonly heading: string;
  /** The spec's empty-section line, without a full stop (buildSoap adds one). */
  readonly emptyLine: string;
}

export interface SoapFormDefinition {
  readonly kind: 'soap';
  readonly id: Discipline;
  /** Short name, as in "PT Evaluation". */
  readonly name: string;
  readonly area: AutocompleteArea;
  /** Subjective, objective, assessment, plan — always in that order. */
  readonly sections: readonly SoapSectionDefinition[];
}

export interface LetterFormDefinition {
  readonly kind: 'letter';
  readonly id: Equipment;
  /** "Manual Wheelchair", "Hospital Bed", "Bedside Commode", "Walker/Rollator". */
  readonly name: string;
  /** Page title, e.g. "Manual Wheelchair Documentation". */
  readonly pageTitle: string;
  /** First line of the plain letter, e.g. "LETTER OF MEDICAL NECESSITY: MANUAL WHEELCHAIR". */
  readonly letterTitle: string;
  readonly area: AutocompleteArea;
  /** A single section, "Medical Necessity Documentation". */
  readonly sections: readonly [SectionDefinition<'medicalNecessity'>];
}

export type FormDefinition = SoapFormDefinition | LetterFormDefinition;

/** The field as written in a catalogue file: everything but the area, which the form supplies. */
export interface FieldSpec {
  readonly key: string;
  readonly label: string;
  readonly question: string;
  readonly chips?: readonly string[];
  /** Defaults to true. */
  readonly output?: boolean;
  /** Defaults to true. */
  readonly input?: boolean;
  /** Defaults to "labelled". */
  readonly style?: FieldStyle;
  /** The placeholder example; see `FieldDefinition.example`. */
  readonly example?: string;
}

/** Completes catalogue entries with the form's area, the defaults, and the hint of a field left out of the note. */
export function defineFields(area: AutocompleteArea, specs: readonly FieldSpec[]): FieldDefinition[] {
  return specs.map((spec) => {
    const output = spec.output ?? true;
    const input = spec.input ?? true;
    return {
      key: spec.key,
      label: spec.label,
      question: spec.question,
      output,
      input,
      chips: spec.chips ?? [],
      area,
      style: spec.style ?? 'labelled',
      ...(input && !output ? { hint: NOT_IN_NOTE_HINT } : {}),
      ...(spec.example !== undefined ? { example: spec.example } : {}),
    };
  });
}
