/**
 * Age and sex as clinicians type them in a patient-info field ("82 yo F", "M, 76"), for the norms
 * that depend on them (docs/decisions/0147-outcome-measure-norms.md). Nothing is guessed: a fact
 * stated nowhere, or stated twice with two values, stays undefined.
 */

export type Sex = 'female' | 'male';

export interface PatientFacts {
  readonly age?: number;
  readonly sex?: Sex;
}

/** "82 yo", "82 y/o", "82 y.o.", "82-year-old", "82 years old", "82 yrs old"; then an optional sex word, and the word after. */
const AGE_WITH_OLD =
  /\b(\d{1,3})[ \t]*(?:-[ \t]*)?(?:y\/o|y\.o\.?|yo|(?:yrs?|years?)\.?[ \t]*(?:-[ \t]*)?old)(?![\p{L}\p{N}])(?:[ \t]*(?:,[ \t]*)?(female|woman|lady|male|man|gentleman|F|M)(?![\p{L}\p{N}]))?(?:[ \t]+(\p{L}+))?/giu;

/** "82 yrs F", "82 y F": the bare year form only with the sex beside it, since "2 yrs" is more often a duration. */
const AGE_IN_YEARS_THEN_SEX =
  /\b(\d{1,3})[ \t]*(?:yrs?|years?|y)\.?[ \t]*(?:,[ \t]*)?(female|woman|lady|male|man|gentleman|F|M)(?![\p{L}\p{N}])/giu;

/** "M, 76", "Female, 82", "F/76", "M, 76 yo"; then the word after the number, which must be an age unit if there is one ("woman, 2 children" is no age). */
const SEX_THEN_AGE =
  /\b(female|woman|lady|male|man|gentleman|F|M)[ \t]*[,/][ \t]*(\d{1,3})(?![\p{L}\p{N}/]|\.\d)(?:[ \t]*(?:-[ \t]*)?(\p{L}[\p{L}/.]*))?/giu;

const AGE_UNIT = /^(?:y\/o|y\.o\.?|yo|yrs?\.?|years?|y)$/iu;

/** "Age: 82", "aged 82". */
const LABELLED_AGE = /\baged?[ \t]*(?:[:=][ \t]*)?(\d{1,3})(?![\p{L}\p{N}/]|\.\d)/giu;

/** "Sex: F", "gender: male". */
const LABELLED_SEX = /\b(?:sex|gender)[ \t]*(?:[:=][ \t]*)?(female|woman|male|man|F|M)(?![\p{L}\p{N}])/giu;

/** Whose age "her 5-year-old grandson" gives: not the patient's. */
const SOMEONE_ELSE =
  /^(?:grand(?:son|daughter|child(?:ren)?|kids?)|sons?|daughters?|child(?:ren)?|kids?|husband|wife|spouse|partner|brother|sister|mother|father|caregiver|friend|neighbou?r|roommate|boyfriend|girlfriend|dog|cat)$/iu;

/** What an age may not follow: "1.5 yo" is no age of 5. (Checked in code: docs/decisions/0029-no-regex-lookbehind.md.) */
const INSIDE_NUMBER = /[\p{L}\p{N}.]/u;

const FEMALE_WORDS = new Set(['female', 'woman', 'lady', 'f']);

/**
 * A sex word read as the patient's. One capital letter counts ("82 yo F"); a lower-case one does not,
 * because "150 m, 76 steps" is metres.
 */
function sexOf(word: string | undefined, { letterInAnyCase = false } = {}): Sex | undefined {
  if (word === undefined) return undefined;
  if (word.length === 1 && !letterInAnyCase && word !== word.toUpperCase()) return undefined;
  return FEMALE_WORDS.has(word.toLowerCase()) ? 'female' : 'male';
}

function followsNumber(text: string, index: number): boolean {
  return INSIDE_NUMBER.test(text.charAt(index - 1));
}

function plausibleAge(digits: string): number | undefined {
  const age = Number(digits);
  return age >= 1 && age <= 120 ? age : undefined;
}

/** The one value every statement agrees on; none when two statements disagree. */
function agreed<T>(values: readonly (T | undefined)[]): T | undefined {
  const stated = [...new Set(values.filter((value): value is T => value !== undefined))];
  return stated.length === 1 ? stated[0] : undefined;
}

export function readPatient(text: string): PatientFacts {
  const ages: (number | undefined)[] = [];
  const sexes: (Sex | undefined)[] = [];
  for (const match of text.matchAll(AGE_WITH_OLD)) {
    const [, age, sex, nextWord] = match;
    if (followsNumber(text, match.index)) continue;
    if (sex === undefined && nextWord !== undefined && SOMEONE_ELSE.test(nextWord)) continue;
    ages.push(plausibleAge(age));
    // Right after "82 yo" a lower-case "f" is the patient's sex too.
    sexes.push(sexOf(sex, { letterInAnyCase: true }));
  }
  for (const match of text.matchAll(AGE_IN_YEARS_THEN_SEX)) {
    const [, age, sex] = match;
    const patientSex = sexOf(sex);
    if (patientSex === undefined || followsNumber(text, match.index)) continue;
    ages.push(plausibleAge(age));
    sexes.push(patientSex);
  }
  for (const [, sex, age, nextWord] of text.matchAll(SEX_THEN_AGE)) {
    const patientSex = sexOf(sex);
    if (patientSex === undefined || (nextWord !== undefined && !AGE_UNIT.test(nextWord))) continue;
    ages.push(plausibleAge(age));
    sexes.push(patientSex);
  }
  for (const [, age] of text.matchAll(LABELLED_AGE)) ages.push(plausibleAge(age));
  for (const [, sex] of text.matchAll(LABELLED_SEX)) sexes.push(sexOf(sex, { letterInAnyCase: true }));

  const age = agreed(ages);
  const sex = agreed(sexes);
  return { ...(age === undefined ? {} : { age }), ...(sex === undefined ? {} : { sex }) };
}
