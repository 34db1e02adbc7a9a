import type { FormDefinition } from './catalogue/definitions';
import { textOf } from './sentence';

/**
 * The trimmed answer stored under `key`, or "" when absent. Only own properties count, and a
 * value that is not text (null, an object from a malformed draft) counts as empty.
 */
export function answerOf(answers: unknown, key: string): string {
  if (answers === null || typeof answers !== 'object' || !Object.hasOwn(answers, key)) return '';
  return textOf((answers as Record<string, unknown>)[key]).trim();
}

/** Every section and field of the definition, each answer "" (including fields without an input). */
export function emptyAnswers(definition: FormDefinition): Record<string, Record<string, string>> {
  return normaliseAnswers(definition, undefined);
}

/**
 * The answers shaped by the definition: every section and field present, in catalogue order, each
 * a string. Values that are not text (a malformed draft) become "", keys the catalogue does not
 * know are dropped, and only own properties are read.
 */
export function normaliseAnswers(definition: FormDefinition, answers: unknown): Record<string, Record<string, string>> {
  const result: Record<string, Record<string, string>> = {};
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
