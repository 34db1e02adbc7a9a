import { bare, expandAbbreviations, painRatings, splitSentences, withoutTrailing } from './phrasing';
import { introduce, LABELS, normalise, pain, PATIENT_IS, type Rule } from './rewrite-rules';
import { EMPTY_SECTION_LINES, OFFLINE_EMPTY_SECTION_LINES, SECTION_HEADINGS, SECTION_NAMES } from './sections';
import { capitaliseFirst, textOf, toSentence } from './sentence';
import { asTyped, tidySentence } from './tidy';
import type { Section } from './types';

/** The closing sentence of every rewritten plan (docs/product.md §4). */
export const PLAN_REASSESSMENT_SENTENCE =
  'Patient will be reassessed at subsequent visits to monitor progress toward goals, and the plan of care will be updated as indicated.';

/** "<label>: <value>" when the sentence opens with a short label followed by ": " (not "10:30"). */
function splitLabel(sentence: string): { label: string; value: string } | undefined {
  const match = /^([\p{L}\d][^:]{0,59}):(?:\s+|$)/u.exec(sentence);
  if (!match) return undefined;
  const label = (match[1] as string).trim();
  if (label.split(/\s+/u).length > 7) return undefined;
  return { label, value: sentence.slice(match[0].length).trim() };
}

/** One field found again in the section text: its label as written, its rule, and its value (all its lines). */
interface Field {
  readonly label: string;
  readonly rule: Rule;
  text: string;
}

/** A line or sentence that opens with a label the section's catalogue fields use (or an alias of one). */
function knownField(section: Section, text: string): Field | undefined {
  const labelled = splitLabel(text);
  const known = labelled && LABELS[section].get(normalise(labelled.label));
  return known ? { label: labelled.label, rule: known.rule, text: labelled.value } : undefined;
}

/** The opening subjective line buildSoap writes as "Patient is <value>." (docs/product.md §3). */
function patientIsLine(line: string): Field | undefined {
  const match = /^patient is\s+/iu.exec(line);
  return match ? { label: PATIENT_IS, rule: introduce, text: line.slice(match[0].length) } : undefined;
}

/** "- ", "* ", "• ": a bullet in front of a line of a value. */
const BULLET = /^[-*•]\s+/u;

/**
 * The lines of a field's value as one text: a further line ("CHF\nCOPD" typed one per line) joins after a
 * sentence end or a comma as a new word, otherwise with "; ", so it stays under its label instead of reading
 * as an orphan sentence. Joined once at the end — appending line by line re-read the growing value each time,
 * quadratic in a long paste.
 */
function joinLines([first = '', ...more]: readonly string[]): string {
  const parts = [first];
  let last = first.slice(-1);
  for (const line of more) {
    const text = line.replace(BULLET, '');
    if (last !== '') parts.push('.!?…,;:'.includes(last) ? ' ' : '; ');
    parts.push(text);
    if (text !== '') last = text.slice(-1);
  }
  return parts.join('');
}

/** The sentence a field's value (kept as typed) reads as: "<Label>: <Value>." ("Patient is <value>." for the opening field). */
function kept(label: string, value: string): string {
  const sentence = tidySentence(asTyped(value));
  if (sentence === '') return '';
  return label === PATIENT_IS ? tidySentence(`${PATIENT_IS} ${value}`) : `${capitaliseFirst(label)}: ${sentence}`;
}

/** A field's value through its rule: the first sentence carries the label; the others read on their own. */
function rewriteField(section: Section, field: Field): string[] {
  const [first, ...rest] = splitSentences(expandAbbreviations(field.text.replace(BULLET, '')));
  if (first === undefined) return [];
  const value = asTyped(bare(first));
  if (value === '') return rest.flatMap((sentence) => rewriteSentence(section, sentence));
  const rewritten = field.rule(value, field.label);
  const head = rewritten === undefined ? kept(field.label, first) : tidySentence(rewritten);
  return [head, ...rest.flatMap((sentence) => rewriteSentence(section, sentence))];
}

/** A sentence outside a known field: a known label starts one; a pain rating is read by the pain rule; else tidied. */
function rewriteSentence(section: Section, sentence: string): string[] {
  const field = knownField(section, sentence);
  if (field !== undefined) return rewriteField(section, field);
  const labelled = splitLabel(sentence);
  const text = labelled === undefined ? sentence : `${labelled.label} ${labelled.value}`;
  if (labelled !== undefined && bare(labelled.value) === '') return [];
  // "Knee pain: 5/10" -> "Patient reports moderate (5/10) knee pain": the label is part of the finding
  if (/\bpain\b/iu.test(labelled === undefined ? sentence : labelled.label) && painRatings(text).length > 0) {
    const painful = pain(bare(text), '');
    if (painful !== undefined) return [tidySentence(painful)];
  }
  if (labelled !== undefined) return [`${capitaliseFirst(labelled.label)}: ${tidySentence(labelled.value)}`];
  return [tidySentence(sentence)];
}

/**
 * The section text as fields and loose lines. A line opening with a known label starts a field
 * (so does the subjective section's first line, "Patient is …"); a following line without a label
 * of its own is more of that field's value; anything else is a loose line.
 */
function readFields(section: Section, text: string): (Field | string)[] {
  const items: (Field | string)[] = [];
  let current: { field: Field; lines: string[] } | undefined;
  const close = () => {
    if (current !== undefined) current.field.text = joinLines(current.lines);
    current = undefined;
  };
  for (const line of text.split(/\r?\n/u).map((l) => l.trim())) {
    if (line === '') continue;
    const field = knownField(section, line) ?? (section === 'subjective' && items.length === 0 ? patientIsLine(line) : undefined);
    if (field !== undefined) {
      close();
      items.push(field);
      current = { field, lines: [field.text] };
    } else if (current !== undefined && splitLabel(line) === undefined) {
      current.lines.push(line);
    } else {
      close();
      items.push(line);
    }
  }
  close();
  return items;
}

const EMPTY_LINES = new Set(Object.values(EMPTY_SECTION_LINES).flatMap((lines) => Object.values(lines).map((line) => line.toLowerCase())));

/** Whether a sentence is one of the empty-section lines of a built note. */
function isEmptyLine(sentence: string): boolean {
  return EMPTY_LINES.has(withoutTrailing(sentence, /[.!?…]/u).toLowerCase());
}

/** Removes the section's own heading ("SUBJECTIVE:", "Subjective:") from the start of the text. */
function withoutHeading(section: Section, text: string): string {
  const heading = SECTION_HEADINGS[section].slice(0, -1);
  return text.replace(new RegExp(`^${heading}[ \\t]*:[ \\t]*`, 'iu'), '').trim();
}

/**
 * The local "simulated clinical phrasing" used when the AI rewrite is unavailable (docs/product.md §4, §8).
 * Blank content gives "". Otherwise the result is "<Section name>: <rewritten text>" as one
 * paragraph: the section's own heading is dropped; each field of buildSoap's text is found again by
 * its catalogue label (rewrite-rules.ts), with the lines of a value typed over several lines; its
 * rule rephrases a value it understands whole (pain N/10: severe at 7 or more, moderate at 4 to 6,
 * mild below 4; assistance levels; lists) and anything else is kept as typed, tidied (tidy.ts);
 * shorthand is written out from a fixed table; a plan closes with a reassessment sentence. Nothing
 * the clinician wrote is turned around (issue 20): a value with a negation, a time word, a second
 * symptom or assistance level is kept as typed. A section holding only its heading reads its empty line.
 */
export function offlineRewrite(section: Section, content: string): string {
  const text = textOf(content).trim();
  if (text === '') return '';
  const sentences = readFields(section, withoutHeading(section, text))
    .flatMap((item) =>
      typeof item === 'string'
        ? splitSentences(expandAbbreviations(item)).flatMap((sentence) => rewriteSentence(section, sentence))
        : rewriteField(section, item),
    )
    .filter((sentence) => sentence !== '');
  const name = SECTION_NAMES[section];
  if (sentences.length === 0) return `${name}: ${toSentence(OFFLINE_EMPTY_SECTION_LINES[section])}`;
  // an empty plan ("No plan established.") gets no reassessment sentence: that would add a plan
  if (section === 'plan' && !sentences.every(isEmptyLine)) sentences.push(PLAN_REASSESSMENT_SENTENCE);
  return `${name}: ${sentences.join(' ')}`;
}
