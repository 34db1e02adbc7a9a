import { textOf } from './sentence';

/**
 * The trimmed answer stored under `key`, or "" when absent. Only own properties count, and a
 * value that is not text (null, an object from a malformed draft) counts as empty.
 */
export function answerOf(answers: unknown, key: string): string {
  if (answers === null || typeof answers !== 'object' || !Object.hasOwn(answers, key)) return '';
  return textOf((answers as Record<string, unknown>)[key]).trim();
}
