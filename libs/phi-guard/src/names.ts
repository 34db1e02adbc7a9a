/**
 * Layer 3: person names. A capitalised word is a name only with evidence around it:
 *   - a title: "Mr. Roe", "Dr. Alan Smithee"
 *   - a label: "Patient name: ROE, JANE", "Caregiver: Rosa Quill"
 *   - "Pt"/"patient": "Pt Jane Roe reports…"
 *   - a relationship: "daughter Rosa", "her neighbor, Gus Pellman,"
 *   - a known given name before it: "Robert Finch is…", or after it: "Roe, Jane"
 * and never when the word is clinical vocabulary (vocabulary.ts): "Pt Denies…", "caregiver Hoyer
 * lift training", "Allen Cognitive Level". Names stay low confidence except after Mr./Mrs./Ms. or a
 * patient/family label, where the name is almost surely the patient's or a relative's.
 */
import type { Candidate, PhiConfidence } from './types';
import { startsToken } from './text';
import { CLINICAL_ABBREVIATIONS, GIVEN_NAMES, NOT_NAME_WORDS, SURNAME_LIKE_TERMS } from './vocabulary';

const UPPER = 'A-ZÀ-ÖØ-Þ';
const LOWER = 'a-zß-öø-ÿ';
/** Roe, O'Brien, McMurray, DeLuca, Esteban-Ruiz, José — not TKA, SpO2, eGFR. */
const NAME = `[${UPPER}](?:['’][${UPPER}])?[${LOWER}]+(?:[${UPPER}][${LOWER}]+)?(?:-[${UPPER}][${LOWER}]+)?(?![${UPPER}${LOWER}0-9])`;
const INITIAL = `[${UPPER}]\\.?\\s`;
/** One name, optionally a middle initial and a second name: "Jane Q. Roe", "Alan Smithee". */
const FULL_NAME = `${NAME}(?:\\s(?:${INITIAL})?${NAME})?`;

/** Either case of the first letter: "Daughter Rosa", "daughter Rosa". */
const anyCase = (words: readonly string[]) => words.map((word) => `[${word[0].toUpperCase()}${word[0]}]${word.slice(1)}`).join('|');

const TITLES = /\b(Mr|Mrs|Ms|Miss|Mx|Dr|Prof)\.?\s/;
const TITLED = new RegExp(`\\b(Mr|Mrs|Ms|Miss|Mx|Dr|Prof)\\.?\\s((?:${INITIAL})?${FULL_NAME})`, 'g');
/** A title names the patient or a relative; a doctor is named too, but is not a Safe Harbor identifier. */
const PATIENT_TITLES = new Set(['Mr', 'Mrs', 'Ms', 'Miss', 'Mx']);

const PATIENT_WORDS = new RegExp(`\\b(?:${anyCase(['pt', 'patient', 'client', 'resident'])})\\s(${FULL_NAME})`, 'g');

const RELATIONSHIPS = [
  'daughter-in-law', 'son-in-law', 'mother-in-law', 'father-in-law', 'sister-in-law', 'brother-in-law',
  'daughter', 'son', 'wife', 'husband', 'spouse', 'mother', 'father', 'mom', 'dad', 'sister', 'brother', 'niece',
  'nephew', 'granddaughter', 'grandson', 'grandchild', 'grandmother', 'grandfather', 'aunt', 'uncle', 'cousin',
  'partner', 'fiancé', 'fiancée', 'girlfriend', 'boyfriend', 'friend', 'neighbor', 'neighbour', 'roommate',
  'caregiver', 'guardian', 'sitter', 'aide', 'stepdaughter', 'stepson',
  // People around the patient by role: "Transport driver Hank Morrow", "Hospice RN Theo Marsh".
  'driver', 'nurse', 'chaplain', 'pastor', 'planner', 'coordinator', 'manager', 'worker',
];
const ROLE_CREDENTIALS = ['POA', 'HHA', 'RN', 'LPN', 'LVN', 'CNA', 'MSW', 'PTA', 'COTA'];
const RELATIONSHIP_WORDS = new RegExp(
  `\\b(?:${anyCase(RELATIONSHIPS)}|${ROLE_CREDENTIALS.join('|')})(?:['’]s)?,?\\s(?:(?:is|named|called)\\s)?(${FULL_NAME})`,
  'g',
);
/** "referred by Alan Smithee", "per Anita Roe": two names in a row after these are a person. */
const BY_WORDS = new RegExp(`\\b(?:by|per)\\s(${NAME}\\s(?:${INITIAL})?${NAME})`, 'g');

/** "Caregiver: Rosa Quill", "Patient name: ROE, JANE". */
const LABEL = new RegExp(
  `\\b(patient|pt|client|resident|caregiver|emergency\\scontact|contact|POA|guardian|next\\sof\\skin|PCP|physician|referring\\sphysician|surgeon|therapist|nurse|clinician|signed|signature|electronically\\ssigned\\sby|signed\\sby)(?:['’]s)?(?:\\sname)?\\s?:\\s?`,
  'gi',
);
const NAME_AT = new RegExp(`${FULL_NAME}`, 'y');
const UPPERCASE_NAME_AT = /[A-Z][A-Z'’-]{1,24},\s?[A-Z][A-Z'’-]{1,24}(?![A-Za-z])/y;
const BARE_NAME_LABEL = /\bname\s?:\s?/gi;
/** Labels that name the patient or family (Safe Harbor identifiers): high; clinicians' labels: low. */
const FAMILY_LABELS = new Set([
  'patient', 'pt', 'client', 'resident', 'caregiver', 'emergency contact', 'contact', 'poa', 'guardian', 'next of kin',
]);

// No \b before these two: it fails before "É". startsToken() checks the start instead.
/** "Robert Finch", "Gloria Esteban-Ruiz", "Jane Q. Roe": a known given name and a capitalised word. */
const TWO_NAMES = new RegExp(`(${NAME})\\s(?:${INITIAL})?(${NAME})`, 'g');
const ONE_MORE_NAME = new RegExp(`\\s${NAME}`, 'y');
/** "Roe, Jane": surname, comma, known given name. */
const SURNAME_COMMA_GIVEN = new RegExp(`(${NAME}),\\s(${NAME})`, 'g');

/** "Jean-Paul" counts as a given name when "Jean" does. */
const isGivenName = (word: string) => GIVEN_NAMES.has(word) || GIVEN_NAMES.has(word.split('-')[0]);
const isNotName = (word: string) => NOT_NAME_WORDS.has(word) || NOT_NAME_WORDS.has(word.replace(/['’]s$/, ''));
const isClinicalWord = (word: string) => isNotName(word) || SURNAME_LIKE_TERMS.has(word);

export function findNames(text: string): Candidate[] {
  return [
    ...titledNames(text),
    ...labelledNames(text),
    ...namesAfter(text, PATIENT_WORDS, isClinicalWord),
    ...namesAfter(text, RELATIONSHIP_WORDS, isClinicalWord),
    ...namesAfter(text, BY_WORDS, isClinicalWord, 2),
    ...givenNamePairs(text),
    ...surnameCommaGiven(text),
  ];
}

function titledNames(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const match of text.matchAll(TITLED)) {
    const start = match.index + match[0].length - match[2].length;
    const span = keepNameWords(text, start, match[2], isNotName);
    if (span) found.push({ ...span, type: 'name', confidence: PATIENT_TITLES.has(match[1]) ? 'high' : 'low' });
  }
  return found;
}

function labelledNames(text: string): Candidate[] {
  const found: Candidate[] = [];
  const read = (at: number, confidence: PhiConfidence) => {
    const span = upperCaseNameAt(text, at) ?? mixedCaseNameAt(text, at);
    if (span) found.push({ ...span, type: 'name', confidence });
  };
  for (const match of text.matchAll(LABEL)) {
    // "PT:" is the physical therapist signing, not the patient.
    const isFamily = match[1] !== 'PT' && FAMILY_LABELS.has(match[1].toLowerCase().replace(/\s+/g, ' '));
    read(match.index + match[0].length, isFamily ? 'high' : 'low');
  }
  for (const match of text.matchAll(BARE_NAME_LABEL)) read(match.index + match[0].length, 'high');
  return found;
}

/** "ROE, JANE" as EHR exports write it; "CHF, COPD" is not a name. */
function upperCaseNameAt(text: string, at: number): { start: number; end: number } | undefined {
  UPPERCASE_NAME_AT.lastIndex = at;
  const upper = UPPERCASE_NAME_AT.exec(text);
  if (!upper || upper[0].split(/,\s?/).some((word) => CLINICAL_ABBREVIATIONS.has(word))) return undefined;
  return { start: at, end: at + upper[0].length };
}

function mixedCaseNameAt(text: string, at: number): { start: number; end: number } | undefined {
  NAME_AT.lastIndex = at;
  const name = NAME_AT.exec(text);
  // "Physician: Dr. Roe" is read by titledNames.
  if (!name || TITLES.test(text.slice(at, at + 5))) return undefined;
  return keepNameWords(text, at, name[0], isClinicalWord);
}

/**
 * The name captured in group 1 after a context word, cut at the first clinical word. An eponym
 * opens a name only when a non-clinical word follows: "son Walker Haynes" but "caregiver Hoyer lift".
 */
function namesAfter(text: string, pattern: RegExp, isExcluded: (word: string) => boolean, minWords = 1): Candidate[] {
  const found: Candidate[] = [];
  for (const match of text.matchAll(pattern)) {
    const start = match.index + match[0].length - match[1].length;
    const [first, second] = match[1].split(/\s+/).filter((word) => !/^[A-ZÀ-ÖØ-Þ]\.?$/.test(word));
    const opensWithSurname = SURNAME_LIKE_TERMS.has(first) && second !== undefined && !isExcluded(second);
    const span = keepNameWords(text, start, match[1], opensWithSurname ? isNotName : isExcluded, minWords);
    if (span) found.push({ ...span, type: 'name', confidence: 'low' });
  }
  return found;
}

function givenNamePairs(text: string): Candidate[] {
  const found: Candidate[] = [];
  TWO_NAMES.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = TWO_NAMES.exec(text)) !== null) {
    const [whole, given, surname] = match;
    if (startsToken(text, match.index) && isGivenName(given) && !isNotName(surname)) {
      let end = match.index + whole.length;
      // "Ruth Ann Kimble": a third capitalised word that is not vocabulary belongs to the name.
      ONE_MORE_NAME.lastIndex = end;
      const more = ONE_MORE_NAME.exec(text);
      if (more && !isNotName(more[0].trim())) end += more[0].length;
      found.push({ type: 'name', start: match.index, end, confidence: 'low' });
      TWO_NAMES.lastIndex = end;
    } else {
      // Retry from the second word: in "Daughter Rosa Quill" the pair is "Rosa Quill".
      TWO_NAMES.lastIndex = match.index + given.length;
    }
  }
  return found;
}

function surnameCommaGiven(text: string): Candidate[] {
  return [...text.matchAll(SURNAME_COMMA_GIVEN)]
    .filter((match) => startsToken(text, match.index))
    .filter(([, surname, given]) => GIVEN_NAMES.has(given) && !isClinicalWord(surname) && !GIVEN_NAMES.has(surname))
    .map((match) => ({ type: 'name', start: match.index, end: match.index + match[0].length, confidence: 'low' }));
}

/**
 * The leading words of `value` (at `start`) that are not excluded: "Roe Reports" → "Roe".
 * Undefined when fewer than `minWords` remain.
 */
function keepNameWords(
  text: string,
  start: number,
  value: string,
  isExcluded: (word: string) => boolean,
  minWords = 1,
): { start: number; end: number } | undefined {
  let end = start;
  let words = 0;
  for (const part of value.matchAll(/\S+/g)) {
    const word = part[0];
    const isInitial = /^[A-ZÀ-ÖØ-Þ]\.?$/.test(word);
    if (!isInitial && isExcluded(word)) break;
    end = start + part.index + word.length;
    if (!isInitial) words++;
  }
  if (words < minWords) return undefined;
  // An initial left dangling by the cut goes with it: "Pt Jane Q. Denies…" → "Jane".
  const span = text.slice(start, end).replace(/\s[A-ZÀ-ÖØ-Þ]\.?$/, '');
  return { start, end: start + span.length };
}
