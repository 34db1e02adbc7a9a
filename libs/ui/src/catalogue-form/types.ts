// Prop types of the lazily loaded form components. Kept apart from the components so that
// `@clinote/ui` can export them without pulling the components' code onto every route.
import type { ReactNode } from 'react';
import type { FieldDefinition, FormDefinition } from '@clinote/clinical-text';
import type { FormAnswers } from './answers';

/** A presentational check of a field's text, e.g. the PHI guard: a message to show, or null. */
export type FieldWarning = (value: string) => string | null;

/**
 * A line under a field read from its text, e.g. what an outcome measure means (issue 24), with an
 * optional offer to put a sentence at the end of another field ("Add to Assessment"). Nothing is
 * added until the clinician presses it.
 */
export interface FieldNote {
  /** Stable among the field's notes. */
  id: string;
  text: string;
  append?: {
    /** The button: "Add to Assessment". */
    label: string;
    /** The button once that field holds the sentence: "Added to Assessment". */
    doneLabel: string;
    /** The answer it goes to, "<section id>.<field key>". */
    field: string;
    /** One sentence. */
    text: string;
  };
}

/** Which fields show notes and what they say; read again once typing pauses and when an answer they read changes. */
export interface FieldNotes {
  /** The other answers ("<section id>.<field key>") the notes of field `name` read, or null: it has none. */
  reads(name: string): readonly string[] | null;
  /** The notes of field `name` for its text and the answers `reads` named, in that order. */
  notes(name: string, value: string, read: readonly string[]): readonly FieldNote[];
}

/**
 * A control under some fields that writes into the field, e.g. the goal builder (issue 24). It adds
 * only when the clinician asks it to.
 */
export interface FieldTools {
  /** Whether field `name` ("<section id>.<field key>") has the tool. */
  has(name: string): boolean;
  /** The tool under field `name`; `append` puts one sentence at the end of the field's text. */
  render(name: string, append: (sentence: string) => void): ReactNode;
}

/** What `CatalogueForm` hands to its `actions` render prop. */
export interface CatalogueFormApi {
  /** The current answers, every field of the definition present ("" when empty). */
  answers: FormAnswers;
  /** True while the promise returned by `onSubmit` is pending. */
  submitting: boolean;
  /** The form-level error `onSubmit` returned (`{ [FORM_ERROR]: message }`, see `submitWith`). */
  submitError?: string;
  /** Runs `onSubmit` with the current answers; resolves when it has settled. */
  submit(): Promise<void>;
  /** Empties every field (also those without an input). */
  clear(): void;
  /** Replaces all answers, e.g. with a loaded draft; fields the answers lack become "". */
  setAnswers(answers: unknown): void;
}

export interface CatalogueFormProps {
  /** `FORMS[id]` from @clinote/clinical-text. */
  definition: FormDefinition;
  /** Answers to start with (read once, when the form mounts; later use `api.setAnswers`). */
  initialAnswers?: unknown;
  /**
   * Called with the answers on submit (`api.submit()` or a submit button inside `actions`). Return
   * a promise to keep `submitting` true until it settles; resolve to `{ [FORM_ERROR]: message }`
   * (what `submitWith` from @clinote/platform returns on failure) to set `api.submitError`. Any
   * other resolved value is ignored; a rejection becomes `submitError` (and is logged).
   */
  onSubmit: (answers: FormAnswers) => void | Promise<unknown>;
  /** Live answers: called once with the initial answers, then after every change. */
  onChange?: (answers: FormAnswers) => void;
  /** Shown under a field after ~500 ms without typing, e.g. the PHI guard's warning. */
  fieldWarning?: FieldWarning;
  /** Lines under some fields, e.g. what a typed outcome measure means; keep the object stable (useMemo). */
  fieldNotes?: FieldNotes;
  /** Controls under some fields that write into them, e.g. the goal builder; keep the object stable (useMemo). */
  fieldTools?: FieldTools;
  /** Buttons and anything else rendered below the sections (Generate, Clear All, Save as Draft). */
  actions?: (api: CatalogueFormApi) => ReactNode;
  /** Sections open at first. Default: Subjective on a SOAP form, the one section on a letter form. */
  defaultOpenSections?: readonly string[];
  /** Heading level of the section headers (default 3: below the page's h2). */
  headingLevel?: 2 | 3 | 4;
  /**
   * Filled with the form's stable controls while it is mounted, for a page that must act on the
   * form from outside `actions` (e.g. put the PHI guard's redacted text back into the fields).
   */
  controlsRef?: { current: CatalogueFormControls | null };
}

/** The form's stable functions (the same across renders). */
export type CatalogueFormControls = Pick<CatalogueFormApi, 'submit' | 'clear' | 'setAnswers'>;

export interface SmartTextAreaProps {
  /** The textarea's id; the label, suggestions and warning ids derive from it. */
  id: string;
  /** The catalogue field: question (the label), example (the placeholder), chips, and the history area and key. */
  field: FieldDefinition;
  value: string;
  onChange: (value: string) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  /** Shown under the field after ~500 ms without typing; purely presentational. */
  fieldWarning?: FieldWarning;
  /** The visible label; default `field.question`. */
  label?: ReactNode;
}

export interface AiEnhancementSwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** "AI Enhancement" (SOAP) or "AI Enhancement Enabled" / "AI Enhancement Disabled" (letters). */
  label: string;
  /** Default "ai-enhancement". */
  id?: string;
  disabled?: boolean;
}
