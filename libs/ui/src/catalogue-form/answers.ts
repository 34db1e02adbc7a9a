import type { FormDefinition } from '@clinote/clinical-text';

/**
 * The answers of a catalogue form: section id → field key → the text typed. For a SOAP form this
 * is `SoapAnswers` (`{ subjective: {...}, objective: {...}, ... }`); for a letter form it is
 * `{ medicalNecessity: {...} }` (pass `answers.medicalNecessity` to `buildLetter`).
 */
export type FormAnswers = Record<string, Record<string, string>>;

/** Every section and field of the definition, each answer "" (including fields without an input). */
export function emptyAnswers(definition: FormDefinition): FormAnswers {
  return normaliseAnswers(definition, undefined);
}

/** A stored answer as text: strings as they are, finite numbers written out, anything else "". */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/**
 * The answers shaped by the definition: every section and field present, in catalogue order, each
 * a string. Values that are not text (a malformed draft) become "", keys the catalogue does not
 * know are dropped, and only own properties are read.
 */
export function normaliseAnswers(definition: FormDefinition, answers: unknown): FormAnswers {
  const result: FormAnswers = {};
  for (const section of definition.sections) {
    const given = ownProperty(answers, section.id);
    const fields: Record<string, string> = {};
    for (const field of section.fields) fields[field.key] = textOf(ownProperty(given, field.key));
    result[section.id] = fields;
  }
  return result;
}

function ownProperty(value: unknown, key: string): unknown {
  if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
  return (value as Record<string, unknown>)[key];
}
