import { answerOf, type SoapAnswers } from './answers';
import { FORMS } from './catalogue';
import type { FieldDefinition } from './catalogue/definitions';
import { SECTION_HEADINGS, SECTION_NAMES } from './sections';
import { lowerFirst, textOf, toSentence, withFullStop } from './sentence';
import { SECTIONS, type Discipline, type Section, type SoapSections } from './types';

/**
 * The words the opening subjective field ("patient-is" style) starts with in generated text: the
 * catalogue label of that field in every SOAP form, and what the offline rewrite finds it by
 * (rewrite-labels.spec.ts holds the three together).
 */
export const PATIENT_IS = 'Patient is';

/** An age written as a "-year-old" phrase: "78-year-old", "78 year old", "78 yo", "78 y/o". */
export const AGE_OPENING = /^\d+\s*-?\s*(?:y\/?o\b|yo\b|y\.o\.|year[- ]old\b|yr[- ]old\b)/iu;

/**
 * The sentence a filled-in field becomes:
 * - labelled fields read "<Label>: <value as a sentence>", e.g. "Vitals: BP 128/76, HR 72.";
 * - the opening subjective field reads "Patient is <value>.", e.g. "Patient is a 78-year-old
 *   female referred for PT." — an ordinary capitalised first word is lower-cased, "a"/"an" is
 *   added before an age ("78-year-old", "78 y/o"), and a value that already starts with
 *   "Patient is" is used as it stands.
 * A blank value gives "".
 */
export function fieldSentence(field: Pick<FieldDefinition, 'label' | 'style'>, value: string): string {
  const text = textOf(value).trim();
  if (text === '') return '';
  if (field.style === 'patient-is') return patientIs(text);
  return `${field.label}: ${toSentence(text)}`;
}

function patientIs(text: string): string {
  if (/^patient is\b/iu.test(text)) return toSentence(text);
  const rest = lowerFirst(text);
  return withFullStop(`${PATIENT_IS} ${AGE_OPENING.test(rest) ? `${articleFor(rest)} ` : ''}${rest}`);
}

/** "an" before numbers read with a vowel sound (8, 11, 18, 80-89, 800-899), otherwise "a". */
export function articleFor(text: string): 'a' | 'an' {
  const digits = /^\d+/u.exec(text)?.[0] ?? '';
  return /^(?:8|11|18)$|^8\d{1,2}$/u.test(digits) ? 'an' : 'a';
}

/**
 * Builds the four section texts of a SOAP note from the form answers. Each section starts with its
 * heading ("SUBJECTIVE:") on a line of its own, followed by one line per filled-in output field in
 * catalogue order; a section with none reads its empty line ("No plan established.").
 */
export function buildSoap(discipline: Discipline, answers: SoapAnswers): SoapSections {
  const form = FORMS[discipline];
  const result = {} as SoapSections;
  for (const section of form.sections) {
    const values = answers !== null && typeof answers === 'object' && Object.hasOwn(answers, section.id) ? answers[section.id] : undefined;
    const lines = section.fields
      .filter((field) => field.output)
      .map((field) => fieldSentence(field, answerOf(values, field.key)))
      .filter((line) => line !== '');
    if (lines.length === 0) lines.push(toSentence(section.emptyLine));
    result[section.id] = [SECTION_HEADINGS[section.id], ...lines].join('\n');
  }
  return result;
}

/**
 * The whole note: the four sections in S, O, A, P order separated by one blank line. Sections are
 * trimmed and blank ones skipped, so enhanced texts can be joined the same way.
 */
export function joinSoap(sections: SoapSections): string {
  return SECTIONS.map((section) => answerOf(sections, section))
    .filter((text) => text !== '')
    .join('\n\n');
}

/** Where each heading of `text` starts, in S, O, A, P order, each after the one before (found by `headingOf`); null when one is missing. */
function headingStarts(text: string, headingOf: (section: Section) => RegExp): number[] | null {
  const starts: number[] = [];
  let from = 0;
  for (const section of SECTIONS) {
    const pattern = headingOf(section);
    pattern.lastIndex = from;
    const match = pattern.exec(text);
    if (!match) return null;
    starts.push(match.index);
    from = match.index + match[0].length;
  }
  return starts;
}

/**
 * The four sections of a whole note's text, each starting with its heading as stored, or null when
 * the text no longer has the four headings in S, O, A, P order with nothing before the first. The
 * inverse of joinSoap for what the app generates: the standard text's "SUBJECTIVE:" alone on its
 * line, else the enhanced text's "Subjective: …" at the start of a line (svc-ai and the offline
 * rewrite both begin a section so). Each heading is the first one after the previous section's, so
 * a line such as PT's "Assessment: …" inside ASSESSMENT stays in its section. Used when a clinician
 * edits a saved note (docs/decisions/0153-note-versions.md).
 */
export function parseSoap(text: string): SoapSections | null {
  const standard = (section: Section) => new RegExp(`^[ \\t]*${SECTION_HEADINGS[section]}[ \\t]*$`, 'gm');
  const named = (section: Section) => new RegExp(`^[ \\t]*${SECTION_NAMES[section]}[ \\t]*:`, 'gim');
  const starts = headingStarts(text, standard) ?? headingStarts(text, named);
  if (!starts || text.slice(0, starts[0]).trim() !== '') return null;
  const result = {} as SoapSections;
  SECTIONS.forEach((section, i) => {
    result[section] = text.slice(starts[i], starts[i + 1] ?? text.length).trim();
  });
  return result;
}

/** A stored section's text without its own heading ("SUBJECTIVE:", "Subjective:"): what a reader shows under its own title. */
export function withoutSectionHeading(section: Section, text: string): string {
  return text.replace(new RegExp(`^\\s*${SECTION_NAMES[section]}[ \\t]*:[ \\t]*`, 'i'), '').trim();
}
