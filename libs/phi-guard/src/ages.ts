/**
 * Ages over 89 (Safe Harbor folds them into "90 or older"), in digits, words and ordinals, whenever
 * something makes the number an age:
 *   - an age unit after it:          "93 yo", "91yoF", "94-year-old", "ninety-two years old"
 *   - an age word before it:         "age 94", "aged 93", "turned 96", "will be 100", "AGE: 92"
 *   - a person as the subject:       "she is 91", "She's 91", "pt is ninety-two", "who is 90",
 *                                    "pt was 90 when…", "Edna, is 92", "Pt, 93, lives alone"
 *   - an ordinal before "birthday":  "95th birthday", "ninety-fifth bday"
 *   - a word that is an age:         "centenarian", "nonagenarian"
 * A number followed by a unit of something else is not an age: "turns 90 deg", "is 95 lbs",
 * "is 90 days post-op", "will be 95% independent", "age 90+" (already the Safe Harbor category).
 *
 * All high confidence: each reading needs an age word or a person as the subject, so the clinician
 * typed an age — what Safe Harbor removes.
 */
import type { Candidate } from './types';
import { GIVEN_NAMES } from './vocabulary';

const AGE = '(?:9\\d|1[01]\\d|12[0-5])';
const UNITS = 'one|two|three|four|five|six|seven|eight|nine';
const TEENS = 'ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen';
/** "ninety", "ninety-two", "ninety two", "a hundred", "one hundred and one", "hundred and ten". */
const AGE_WORDS = `(?:ninety(?:[\\s-](?:${UNITS}))?|(?:(?:a|one)[\\s-])?hundred(?:[\\s-](?:and[\\s-])?(?:${UNITS}|${TEENS}|twenty(?:[\\s-](?:${UNITS}))?))?)`;
const ORDINAL_UNITS = 'first|second|third|fourth|fifth|sixth|seventh|eighth|ninth';
const AGE_ORDINALS = `(?:${AGE}(?:st|nd|rd|th)|ninetieth|ninety[\\s-](?:${ORDINAL_UNITS})|(?:(?:a|one)[\\s-])?hundredth|(?:(?:a|one)[\\s-])?hundred[\\s-](?:and[\\s-])?(?:${ORDINAL_UNITS}))`;

/** What may follow an age and must not: a unit of something else, a percentage, a category "90+". */
const NOT_AN_AGE_AFTER =
  '(?![.,]\\d|[\\s-]?(?:%|°|\\+|percent\\b|mg\\b|mcg\\b|ml\\b|kg\\b|lbs?\\b|pounds?\\b|ft\\b|feet\\b|foot\\b|in\\.|inches\\b|yards?\\b|m\\b|meters?\\b|bpm\\b|mmHg\\b|deg|degrees?\\b|days?\\b|d\\b|wks?\\b|weeks?\\b|mos?\\b|months?\\b|hrs?\\b|hours?\\b|min\\b|mins\\b|minutes?\\b|sec|seconds?\\b|reps?\\b|steps?\\b|units?\\b|points?\\b|pts\\b|/|-\\d|x\\b|times\\b|visits?\\b|calories\\b|cal\\b))';

const AGE_UNIT =
  '(?:y\\/o|y\\.o\\.?|yo|yrs?\\.?[\\s-]?old|yrs?\\b(?!\\.?\\s(?:ago|since|post|after|of\\s(?!age)))|years?[\\s-]old|year-old|yr-old|years?\\sof\\sage|years?\\b(?!\\s(?:ago|since|post|after|of\\s(?!age))))';

/** "93 yo", "91yoF", "ninety-two years old": the whole phrase is the identifier. */
const AGE_WITH_UNIT = new RegExp(`\\b(?:${AGE}|${AGE_WORDS})[\\s-]?${AGE_UNIT}(?:[FMfm](?![A-Za-z]))?(?![A-Za-z])`, 'gi');
/** "age 94", "aged 93", "turned 90", "she will be 91", "AGE: 92": the number is. */
const AGE_AFTER_WORD = new RegExp(
  `\\b(?:age[ds]?|aged|turn(?:ed|s|ing)?|will\\sbe|(?:she|he|they|pt)['’]ll\\sbe|is\\snow|now\\sage)\\s?[:=]?\\s?(${AGE}|${AGE_WORDS})\\b${NOT_AN_AGE_AFTER}`,
  'gi',
);
/**
 * A person as the subject of "is/was": pronouns, the patient, relations, "who". "HR is 92", "SpO2
 * is 91%" have another subject.
 */
const PERSON =
  '(?:she|he|pt|patient|client|resident|who|wife|husband|spouse|mother|father|mom|dad|sister|brother|daughter|son|aunt|uncle|grandmother|grandfather|neighbou?r|friend|partner)';
const AGE_AFTER_PERSON = new RegExp(
  `\\b${PERSON}(?:\\s(?:is|was)|['’]s)(?:\\s(?:now|only|already|about|almost|nearly))?\\s(${AGE}|${AGE_WORDS})\\b${NOT_AN_AGE_AFTER}`,
  'gi',
);
/** "shes a hundred and one", "hes 94": "she's" typed without its apostrophe. */
const AGE_AFTER_SHES = new RegExp(`\\b(?:she|he)s\\s(${AGE}|${AGE_WORDS})\\b${NOT_AN_AGE_AFTER}`, 'gi');
/** "in her late 90s", "mid-nineties": a decade of life past 89. */
const AGE_DECADE = /\b(?:in\s(?:her|his|their)\s(?:(?:early|mid|late)[\s-]?)?|(?:early|mid|late)[\s-]?)(?:90['’]?s|nineties)\b/gi;
/** "His wife, Edna, is 92": a capitalised word and a comma before "is" (case-sensitive: "pain, is 95" is not a person). */
const AGE_AFTER_NAME = new RegExp(`\\b[A-Z][a-z]+,\\s(?:is|was)\\s(${AGE}|${AGE_WORDS})\\b${NOT_AN_AGE_AFTER}`, 'g');
/** "92F w/ CHF", "94 M s/p fall": age and sex as a note opens, before what brings the patient. */
const AGE_SEX = new RegExp(
  `\\b(${AGE}\\s?[FM])\\b(?=,?\\s(?:w\\/|with|who|hx|h\\/o|pmh|PMH|s\\/p|presents|presenting|admitted|referred|seen|c\\/o|here|pt|lives|living|dx|for)(?![A-Za-z]))`,
  'g',
);
/** "ABERNATHY, JOSIAH  91M  CHF exac": a header line's columns — a name in capitals, then age and sex set apart by spaces. */
const AGE_SEX_AFTER_HEADER_NAME = new RegExp(
  `\\b[A-Z][A-Z'’-]{1,24},?\\s[A-Z][A-Z'’-]{1,24}\\s{2,4}(${AGE}\\s?[FM])(?=\\s{2,}|\\s?$)`,
  'g',
);
/** "a centenarian", "nonagenarian": the word alone is an age past 89 (with the number after it: AGE_AFTER_AGE_NOUN). */
const AGE_NOUN = /\b(?:(?:super)?centenarian|nonagenarian)(?![,:]?\s?\(?\s?\d)/gi;
/** "Pt (91F)", "(94y)", "(92 yo M)": the word before (if any), then the age and its unit inside brackets. */
const AGE_IN_BRACKETS_UNIT = new RegExp(`(?:\\b([A-Za-z]+)\\s?)?\\(\\s?(${AGE}\\s?(y\\/o|yo|yrs?|y|[FMfm])(?:\\s?[FMfm])?)\\s?\\)`, 'g');
/** "Pt, 93, lives alone", "Edna, 94, is…": an age set off by commas after the person. */
const AGE_IN_APPOSITION = new RegExp(`\\b(?:[Pp]t|[Pp]atient|[Ss]he|[Hh]e|[A-Z][a-z]+(?:-[A-Z][a-z]+)?),\\s(${AGE}|${AGE_WORDS}),`, 'g');
/**
 * "pt (95)", "Edna (93)", "his brother Jerome (90)", "Mrs. Abernathy (96)": an age in brackets
 * right after a person — a pronoun, the patient, a relation, a title and surname, or a known given
 * name (checked in code: "Pulse (92)" is not a person).
 */
const AGE_IN_BRACKETS = new RegExp(`\\b(?:((?:Mr|Mrs|Ms|Miss)\\.?\\s)?([A-Za-z][A-Za-z'’-]{1,24}))\\s?\\(\\s?(${AGE})\\s?\\)`, 'g');
/**
 * "Mrs. Abernathy is 96", "Edna is 93", "MAE IS 98", "Edna was 90 when…": a title and surname or a
 * known given name (any case), then is/was and the number (checked in code).
 */
const AGE_AFTER_NAMED_PERSON = new RegExp(
  `\\b(?:((?:Mr|Mrs|Ms|Miss)\\.?\\s)?([A-Za-z][A-Za-z'’-]{1,24}))\\s(?:is|was|IS|WAS)(?:\\s(?:now|only|almost|nearly|NOW))?\\s(${AGE}|${AGE_WORDS})\\b${NOT_AN_AGE_AFTER}`,
  'g',
);
/** "centenarian, 101", "nonagenarian (94)": the word says the number is an age. */
const AGE_AFTER_AGE_NOUN = new RegExp(
  `\\b(?:centenarian|nonagenarian|supercentenarian)[,:]?\\s?\\(?\\s?(${AGE})\\b${NOT_AN_AGE_AFTER}`,
  'gi',
);
const PERSON_WORD = new RegExp(`^${PERSON}$`, 'i');
const titleCase = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
/** A title, a person word, or a known given name in any case ("Jerome", "MAE", "edna"). */
const isPerson = (title: string | undefined, word: string) =>
  title !== undefined || PERSON_WORD.test(word) || GIVEN_NAMES.has(titleCase(word)) || /^(?:pt|patient)['’]s$/i.test(word);

/** "95th birthday", "ninety-fifth bday": the ordinal and the word. */
const AGE_ORDINAL_BIRTHDAY = new RegExp(`\\b${AGE_ORDINALS}\\s(?:birthday|bday|b-day|b'day)\\b`, 'gi');

export function findAgesOver89(text: string): Candidate[] {
  const found: Candidate[] = [];
  const add = (start: number, end: number) => found.push({ type: 'age-over-89', start, end, confidence: 'high' });
  // "Pt (91F)", "DOB 2 Jan 1931 (94y)": an age and a sex or a year unit in brackets — a sex letter only after a
  // person, never after a temperature ("Temp (99F)").
  for (const match of text.matchAll(AGE_IN_BRACKETS_UNIT)) {
    const [, before, value, unit] = match;
    const person = before !== undefined && (/^(?:pt|patient|client|resident|he|she)$/i.test(before) || /^[A-Z][a-z]+$/.test(before));
    if (/^[FMfm]$/.test(unit) && (!person || /^(?:t|temp|temperature|tmax|fever|febrile|oral|axillary|rectal|was|is|of)$/i.test(before)))
      continue;
    const start = match.index + match[0].indexOf(value, before === undefined ? 0 : before.length);
    found.push({ type: 'age-over-89', start, end: start + value.length, confidence: 'high' });
  }
  for (const pattern of [AGE_WITH_UNIT, AGE_ORDINAL_BIRTHDAY, AGE_SEX, AGE_DECADE, AGE_NOUN]) {
    for (const match of text.matchAll(pattern)) add(match.index, match.index + match[0].length);
  }
  // Group 1, the number, ends each of these matches (what follows is only looked at).
  for (const pattern of [AGE_AFTER_WORD, AGE_AFTER_PERSON, AGE_AFTER_NAME, AGE_AFTER_SHES, AGE_SEX_AFTER_HEADER_NAME]) {
    for (const match of text.matchAll(pattern)) add(match.index + match[0].length - match[1].length, match.index + match[0].length);
  }
  for (const pattern of [AGE_IN_BRACKETS, AGE_AFTER_NAMED_PERSON]) {
    for (const match of text.matchAll(pattern)) {
      if (!isPerson(match[1], match[2])) continue;
      // The number: before ")" in brackets, at the end of the match otherwise.
      const start = match.index + (pattern === AGE_IN_BRACKETS ? match[0].lastIndexOf(match[3]) : match[0].length - match[3].length);
      add(start, start + match[3].length);
    }
  }
  for (const match of text.matchAll(AGE_AFTER_AGE_NOUN))
    add(match.index + match[0].length - match[1].length, match.index + match[0].length);
  for (const match of text.matchAll(AGE_IN_APPOSITION)) {
    const end = match.index + match[0].length - 1;
    add(end - match[1].length, end);
  }
  return found;
}
