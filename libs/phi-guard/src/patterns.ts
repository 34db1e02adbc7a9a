/**
 * Layer 1: identifiers with a structure of their own, each checked by a validator after the regex
 * (SSN ranges, MBI letters, NANP digits, IP octets); places are in places.ts. Every quantifier is
 * bounded so no pattern can backtrack catastrophically on hostile input.
 */
import type { Candidate, PhiType } from './types';
import { codeContinues, continuesCode, isWordChar, nearestContext, textAfter, textBefore, withoutTrailing } from './text';
import { PUBLIC_REFERENCE_HOSTS } from './vocabulary';

// E-mails and bare host names are found from their anchor ("@", ".com") outward rather than by a
// regex tried at every position: linear even on 100 KB of "1.1.1." or letters.
const EMAIL_LOCAL_CHAR = /[A-Za-z0-9._%+-]/;
const EMAIL_DOMAIN_AT = /[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,8}\.[A-Za-z]{2,24}(?![A-Za-z0-9-])/y;

export function findEmails(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    let start = at;
    while (start > 0 && at - start < 64 && EMAIL_LOCAL_CHAR.test(text[start - 1])) start--;
    // A leading dot or dash is the sentence's punctuation, not the address ("…-jane@example.com").
    while (start < at && (text[start] === '.' || text[start] === '-')) start++;
    EMAIL_DOMAIN_AT.lastIndex = at + 1;
    const domain = EMAIL_DOMAIN_AT.exec(text);
    if (start === at || domain === null) continue;
    found.push({ type: 'email', start, end: at + 1 + domain[0].length, confidence: 'high' });
  }
  return found;
}

const URL_WITH_SCHEME = /\b(?:https?:\/\/|www\.)[^\s<>"'`]{1,2048}/gi;
// Bare host names only for lower-case generic TLDs people type: "roefamily.example.com".
const BARE_TLD = /\.(?:com|org|net|edu|gov|io|info|health|care|app|test|example|us)(?![A-Za-z0-9-])/g;
const HOST_CHAR = /[A-Za-z0-9.-]/;
const HOST_LABELS = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,62})(?:\.[A-Za-z0-9][A-Za-z0-9-]{0,62}){0,5}$/;
const PATH_AT = /(?:\/[^\s<>"'`]{0,2048})?/y;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"]/;

export function findUrls(text: string): Candidate[] {
  const found: Candidate[] = [];
  const add = (start: number, raw: string) => {
    const value = withoutTrailing(raw, TRAILING_PUNCTUATION);
    if (value.length < 4 || isPublicReference(value)) return;
    found.push({ type: 'url', start, end: start + value.length, confidence: 'high' });
  };
  for (const match of text.matchAll(URL_WITH_SCHEME)) add(match.index, match[0]);
  for (const match of text.matchAll(BARE_TLD)) {
    let start = match.index;
    while (start > 0 && match.index - start < 253 && HOST_CHAR.test(text[start - 1])) start--;
    // Part of an e-mail or of a path; or "e.g..com" punctuation rather than a host.
    if (text[start - 1] === '@' || text[start - 1] === '/' || !HOST_LABELS.test(text.slice(start, match.index))) continue;
    const hostEnd = match.index + match[0].length;
    PATH_AT.lastIndex = hostEnd;
    add(start, text.slice(start, hostEnd) + (PATH_AT.exec(text)?.[0] ?? ''));
  }
  return found;
}

/** cms.gov/medicare-coverage-database is guidance; a query or a long number in the path may be a patient's. */
function isPublicReference(url: string): boolean {
  const host = url.replace(/^[a-z]+:\/\//i, '').split(/[/?#:]/)[0];
  return PUBLIC_REFERENCE_HOSTS.test(host) && !/[?]|\d{4}/.test(url.slice(url.indexOf(host) + host.length));
}

const IPV4 = /\b(?:\d{1,3}\.){3}\d{1,3}\b/g;
const SOFTWARE_VERSION_BEFORE =
  /\b(?:v|ver|version|build|release|firmware|(?:updated?|upgraded?|updating|upgrading)\s(?:to|from))\.?\s?:?\s?$/i;
const IPV6_SHAPE = /\b[0-9A-Fa-f]{1,4}(?::[0-9A-Fa-f]{0,4}){2,7}(?![0-9A-Za-z:])/g;

export function findIpAddresses(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const match of text.matchAll(IPV4)) {
    if (text[match.index - 1] === '.' || codeContinues(text, match.index + match[0].length)) continue;
    if (!match[0].split('.').every((octet) => Number(octet) <= 255)) continue;
    // "app updated to 4.12.0.3", "firmware v2.1.0.8": a software version, not an address.
    if (SOFTWARE_VERSION_BEFORE.test(textBefore(text, match.index, 24))) continue;
    found.push({ type: 'ip', start: match.index, end: match.index + match[0].length, confidence: 'high' });
  }
  for (const match of text.matchAll(IPV6_SHAPE)) {
    if (isIpv6(match[0])) found.push({ type: 'ip', start: match.index, end: match.index + match[0].length, confidence: 'high' });
  }
  return found;
}

/** Full eight groups, or "::" with at least three groups: "10:30:15" is a time, not an address. */
function isIpv6(value: string): boolean {
  const halves = value.split('::');
  if (halves.length > 2) return false;
  const groups = halves.flatMap((half) => (half === '' ? [] : half.split(':')));
  if (!groups.every((group) => /^[0-9A-Fa-f]{1,4}$/.test(group))) return false;
  return halves.length === 1 ? groups.length === 8 : groups.length >= 3 && groups.length <= 7;
}

const SSN = /\b(\d{3})-(\d{2})-(\d{4})\b/g;

/** SSA never issues area 000 or 666, group 00 or serial 0000; 9xx stays in (ITINs, and test data). */
export function isValidSsn(area: string, group: string, serial: string): boolean {
  return area !== '000' && area !== '666' && group !== '00' && serial !== '0000';
}

export function findSsns(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const match of text.matchAll(SSN)) {
    const end = match.index + match[0].length;
    if (continuesCode(text, match.index) || codeContinues(text, end) || isWordChar(text[end])) continue;
    if (!isValidSsn(match[1], match[2], match[3])) continue;
    found.push({ type: 'ssn', start: match.index, end, confidence: 'high' });
  }
  return found;
}

/**
 * Medicare Beneficiary Identifier: 11 characters, C A AN N A AN N A A N N, letters without
 * S L O I B Z, written with or without dashes (1EG4-TE5-MK73).
 */
const MBI_LETTER = '[AC-HJKMNP-RT-Y]';
const MBI_ALNUM = '[AC-HJKMNP-RT-Y0-9]';
const MBI_SHAPE = `[1-9]${MBI_LETTER}${MBI_ALNUM}\\d[- ]?${MBI_LETTER}${MBI_ALNUM}\\d[- ]?${MBI_LETTER}{2}\\d{2}`;
const MBI = new RegExp(`\\b${MBI_SHAPE}\\b`, 'gi');
// Its own regex, not MBI's: an exec on the global MBI leaves its lastIndex behind, and matchAll starts
// its copy there — the next text's Medicare number before that index went unfound.
const WHOLE_MBI = new RegExp(`^${MBI_SHAPE}$`, 'i');

export function isMbi(value: string): boolean {
  return WHOLE_MBI.test(value);
}

export function findMedicareIds(text: string): Candidate[] {
  return [...text.matchAll(MBI)]
    .filter((match) => !codeContinues(text, match.index + match[0].length))
    .map((match) => ({ type: 'medicare-id', start: match.index, end: match.index + match[0].length, confidence: 'high' }));
}

// "608/555-0145": an area code before a slash; "555.0146" (no measure has four decimals). The last: a seven-digit number with its exchange in brackets, "(555)0177", "(555) 0177".
const PHONE =
  /(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s./-])\d{3}[\s.-]\d{4}(?:\s?(?:x|ext\.?)\s?\d{1,5})?|\b\d{3}[-.]\d{4}\b|\(\d{3}\)\s?\d{4}\b/g;
const PHONE_CONTEXT = {
  fax: /\b(?:fax(?:ed)?|facsimile)\b/gi,
  phone:
    /\b(?:phone|ph|tel|telephone|cell|mobile|landline|call(?:ed|ing)?|contact|reach(?:ed)?|text(?:ed)?|number|home|work|pager|(?:direct|phone|land)\s?line|callback)\b|#/gi,
};
/** "cell 555 0142", "phone 2175550142", "call back at 5550142", "hm # 5550177", "best # for pt is 9205550146": shapes that are a phone number only after a phone word. */
const PHONE_AFTER_WORD =
  /\b(?:phone|ph|tel|telephone|cell|mobile|landline|call(?:ed|ing)?(?:\sback)?(?:\sat)?|number|hm|home\s?(?:#|ph|phone)|wk|work\s?(?:#|ph|phone)|contact\s?#|best\s(?:#|number)(?:\sfor\s[a-z]{2,12})?)[\s:#.]{1,3}(?:for\s[a-z]{2,12}\s)?(?:(?:is|at)\s)?(\d{3}[.\s]\d{4}|[2-9]\d{6}|[2-9]\d{9})\b/gi;
/** "call dtr 555 0148", "text son 2175550161", "reach her at 555 0177": a phone verb, whom, then the number. */
const PHONE_AFTER_VERB_AND_WHOM =
  /\b(?:call(?:ed|ing)?|text(?:ed|ing)?|reach(?:ed|ing)?|contact(?:ed|ing)?|phon(?:e|ed|ing)|ring)\s(?:back\s)?(?:[a-z]{2,12}['’]?s?\s){1,2}(?:\([a-z -]{2,20}\)\s)?(?:at\s|@\s?|on\s)?(\d{3}[.\s]\d{4}|[2-9]\d{6}|[2-9]\d{9}|\d{3}[.\s]\d{3}[.\s]\d{4})\b/gi;
/** "200-1000 ft" is a range, not a phone number. */
const UNIT_AFTER = /^\s?(?:ft|feet|m|meters?|mg|mcg|ml|mL|sec|secs|seconds?|min|mins|minutes?|steps|reps|lbs?|kcal|cc|units?|mmHg|%)\b/;

export function findPhones(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const match of text.matchAll(PHONE)) {
    const start = match.index;
    const end = start + match[0].length;
    const value = match[0];
    if (continuesCode(text, start) || isWordChar(text[start - 1]) || codeContinues(text, end) || isWordChar(text[end])) continue;
    const digits = value.replace(/\D/g, '').replace(/^1(?=\d{10})/, '');
    const localNumber = digits.length === 7 ? digits : digits.slice(3, 10);
    if (digits.length >= 10 && !/^[2-9]/.test(digits)) continue; // NANP area codes start 2-9
    if (!/^[2-9]/.test(localNumber)) continue; // so do exchanges
    if (digits.length === 7 && UNIT_AFTER.test(text.slice(end, end + 8))) continue;
    const context = nearestContext(textBefore(text, start, 32), PHONE_CONTEXT) ?? phoneContextAfter(text, end);
    const confidence = context !== undefined || digits.length >= 10 ? 'high' : 'low';
    found.push({ type: context === 'fax' ? 'fax' : 'phone', start, end, confidence });
  }
  for (const match of [...text.matchAll(PHONE_AFTER_WORD), ...text.matchAll(PHONE_AFTER_VERB_AND_WHOM)]) {
    const end = match.index + match[0].length;
    const start = end - match[1].length;
    if (codeContinues(text, end) || isWordChar(text[end]) || !/^[2-9]/.test(match[1])) continue;
    found.push({ type: 'phone', start, end, confidence: 'high' });
  }
  return found;
}

/** "555-0142 (cell)", "555-0107 (fax)". */
function phoneContextAfter(text: string, end: number): 'fax' | 'phone' | undefined {
  const after = textAfter(text, end, 12);
  if (/^\s?\(?\s?fax\b/i.test(after)) return 'fax';
  if (/^\s?\(?\s?(?:cell|home|mobile|work|landline)\b/i.test(after)) return 'phone';
  return undefined;
}

/**
 * A number dictated in words ("callback number is five five five zero one three seven", "medical record
 * number is zero zero zero zero four eight eight one"): seven or more digit words in a row. What it is
 * comes from the label before it (as for typed numbers); with none, seven or ten digits are a phone
 * number, low. A run of digit words says nothing else in a clinical note.
 */
const SPOKEN_DIGIT = '(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)';
const SPOKEN_DIGITS = new RegExp(`\\b${SPOKEN_DIGIT}(?:[\\s,-]{1,2}${SPOKEN_DIGIT}){6,15}\\b`, 'gi');
const SPOKEN_LABELS: ReadonlyArray<[PhiType, RegExp]> = [
  ['fax', /\bfax\b/i],
  ['ssn', /\b(?:social(?:\ssecurity)?|ssn)\b/i],
  ['mrn', /\b(?:medical\srecord|mrn|chart|record\snumber|patient\sid)\b/i],
  ['medicare-id', /\b(?:medicare|mbi)\b/i],
  ['health-plan-id', /\b(?:member|medicaid|insurance|policy|subscriber|group)\b/i],
  ['account', /\b(?:account|acct|billing)\b/i],
  ['phone', /\b(?:phone|call(?:back)?|cell|mobile|number|text|reach|contact|telephone)\b/i],
];

export function findSpokenNumbers(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const match of text.matchAll(SPOKEN_DIGITS)) {
    const start = match.index;
    const end = start + match[0].length;
    const digits = match[0].split(/[\s,-]+/).filter(Boolean).length;
    const before = textBefore(text, start, 48);
    const label = SPOKEN_LABELS.find(([, re]) => re.test(before));
    if (label) found.push({ type: label[0], start, end, confidence: 'high' });
    else if (digits === 7 || digits === 10) found.push({ type: 'phone', start, end, confidence: 'low' });
  }
  return found;
}
