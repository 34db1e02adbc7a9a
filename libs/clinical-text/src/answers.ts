import type { FormDefinition, LetterFormDefinition, SoapFormDefinition } from './catalogue/definitions';
import { textOf } from './sentence';

/** One section's answers: field key (docs/product.md §3) → the text typed. */
export type FieldAnswers = Record<string, string>;

/** The section ids of a form definition: a SOAP form's four sections, a letter form's one `medicalNecessity`. */
export type SectionIdOf<F extends FormDefinition> = F['sections'][number]['id'];

/**
 * The answers of a catalogue form: section id → field key → the text typed. One shape from the form
 * (CatalogueForm; @clinote/ui's `FormAnswers` is `AnswersOf`) through the PHI review and the saved
 * draft (@clinote/contracts' `DraftAnswers`, the same shape written out) to buildSoap and buildLetter.
 * - Over one kind of form its own sections, each optional (a draft or a caller may lack one):
 *   `AnswersOf<SoapFormDefinition>` is `SoapAnswers`, `AnswersOf<LetterFormDefinition>` is `LetterAnswers`.
 * - Over any form (`AnswersOf<FormDefinition>`, the default) any section id: what a form that
 *   renders whichever definition it is given hands out. It is assignable to both of the above.
 */
export type AnswersOf<F extends FormDefinition = FormDefinition> = FormDefinition extends F
  ? Record<string, FieldAnswers>
  : Partial<Record<SectionIdOf<F>, FieldAnswers>>;

/** The answers of a SOAP form: `{ subjective?: {...}, objective?: {...}, assessment?: {...}, plan?: {...} }`. */
export type SoapAnswers = AnswersOf<SoapFormDefinition>;

/** The answers of a letter form: `{ medicalNecessity?: {...} }` (buildLetter takes `medicalNecessity`). */
export type LetterAnswers = AnswersOf<LetterFormDefinition>;

/**
 * The trimmed answer stored under `key`, or "" when absent. Only own properties count, and a
 * value that is not text (null, an object from a malformed draft) counts as empty.
 */
export function answerOf(answers: unknown, key: string): string {
  if (answers === null || typeof answers !== 'object' || !Object.hasOwn(answers, key)) return '';
  return textOf((answers as Record<string, unknown>)[key]).trim();
}

/** Every section and field of the definition, each answer "" (including fields without an input). */
export function emptyAnswers(definition: FormDefinition): AnswersOf {
  return normaliseAnswers(definition, undefined);
}

/**
 * The answers shaped by the definition: every section and field present, in catalogue order, each
 * a string. Values that are not text (a malformed draft) become "", keys the catalogue does not
 * know are dropped, and only own properties are read.
 */
export function normaliseAnswers(definition: FormDefinition, answers: unknown): AnswersOf {
  const result: AnswersOf = {};
  for (const section of definition.sections) {
    const given = ownProperty(answers, section.id);
    const fields: FieldAnswers = {};
    for (const field of section.fields) fields[field.key] = textOf(ownProperty(given, field.key));
    result[section.id] = fields;
  }
  return result;
}

function ownProperty(value: unknown, key: string): unknown {
  if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
  return (value as Record<string, unknown>)[key];
}
