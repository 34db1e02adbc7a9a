/**
 * Layer 1, places: street addresses, PO boxes, "City, ST 12345", and ZIP codes. Safe Harbor removes
 * every geographic unit smaller than a state; free text only gives a street or a city away through
 * its shape (a house number and a street suffix, a state after a city), so that is what is read.
 */
import type { Candidate } from './types';
import { codeContinues, continuesCode, withoutTrailing } from './text';
import { STATE_CODES, STATE_NAMES, STREET_SUFFIXES } from './vocabulary';

const SUFFIX = `(?:${STREET_SUFFIXES.join('|')})\\.?`;
const STREET_WORD = '(?:[A-Z][a-z]+|\\d{1,3}(?:st|nd|rd|th)|[NSEW]\\.?|NE|NW|SE|SW)';
const UNIT = '(?:,?\\s(?:Apt|Apartment|Unit|Suite|Ste|Rm|Room|Lot|Bldg|#)\\.?\\s?#?[A-Za-z0-9-]{1,6})?';
const CITY = '[A-Z][a-z]+(?:\\s[A-Z][a-z]+){0,2}';
const STATE_NAME = `(?:${STATE_NAMES.join('|')})`;
const ZIP = '\\d{5}(?:-\\d{4})?';
const STATE_CODE = `(?:${[...STATE_CODES].join('|')})(?![A-Za-z])`;
const CITY_STATE_ZIP = `(?:,?\\s${CITY},?\\s(?:${STATE_CODE}|${STATE_NAME})(?:,?\\s${ZIP})?|,?\\s${ZIP})?`;

/** "742 Evergreen Terrace, Apt 2, Springfield, IL 62704": number + street + suffix (+ unit, city, ZIP). */
const STREET_ADDRESS = new RegExp(
  `\\b\\d{1,6}[A-Z]?\\s(?:${STREET_WORD}\\s){1,4}${SUFFIX}(?![A-Za-z])${UNIT}${CITY_STATE_ZIP}`,
  'g',
);
/** "lives on Elm Street": a named street without a number is only a hint. */
const NAMED_STREET = new RegExp(
  `\\b(?:on|at|off|near)\\s((?:[A-Z][a-z]+\\s){1,3}(?:Street|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Court|Ct|Terrace|Parkway|Highway))\\b`,
  'g',
);
/**
 * "lives at 123 main st", "address: 45 oak ave apt 3": an address typed in lower case, read only
 * after a word that says it is one (lower-case words after a number are usually a distance: "150 ft
 * down the hall way").
 */
const LOWERCASE_SUFFIX = '(?:street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr|court|ct|terrace|ter|parkway|pkwy|highway|hwy|circle|cir|trail|trl|place|pl|way)';
/** "lives 10 min drive away", "lives 2 miles down the road": a distance, not a house number. */
const DISTANCE_UNIT = '(?:min|mins|minutes?|miles?|mi|blocks?|ft|feet|hours?|hrs?|yards?|steps?|km|doors?|houses?|floors?|flights?)\\b';
const LOWERCASE_STREET_ADDRESS = new RegExp(
  `\\b(?:lives?|living|resides?|residing|moved|moving|address(?:\\sis)?|addr|located|staying|stays|home\\sis)(?:\\s(?:at|on|to|in|@))?\\s?:?\\s(\\d{1,6}[a-z]?\\s(?!${DISTANCE_UNIT})(?:[a-z]+\\.?\\s|\\d{1,3}(?:st|nd|rd|th)\\s){1,3}${LOWERCASE_SUFFIX}\\.?(?![A-Za-z])(?:,?\\s(?:apt|apartment|unit|ste|suite|lot|#)\\.?\\s?#?[A-Za-z0-9-]{1,6})?(?:,?\\s${ZIP}(?![0-9-]))?)`,
  'gi',
);
const PO_BOX = new RegExp(`\\b[Pp]\\.?\\s?[Oo]\\.?\\s?[Bb]ox\\s\\d{1,6}\\b${CITY_STATE_ZIP}`, 'g');
/** "Springfield, IL 62704" and "Dayton, Ohio": a place smaller than a state. */
const CITY_WITH_STATE_CODE_AND_ZIP = new RegExp(`\\b${CITY},\\s${STATE_CODE}\\s${ZIP}\\b`, 'g');
const CITY_WITH_STATE_NAME = new RegExp(`\\b(${CITY}),\\s${STATE_NAME}\\b`, 'g');
/** "lives in Millbrook, NY": without a ZIP only after a preposition, and never MD or PA ("Roe, MD"). */
const CITY_WITH_STATE_CODE = new RegExp(`\\b(?:in|from|to|near)\\s(${CITY},\\s([A-Z]{2}))\\b`, 'g');
const CREDENTIAL_LIKE_STATES = new Set(['MD', 'PA']);

export function findAddresses(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const match of text.matchAll(STREET_ADDRESS)) {
    if (continuesCode(text, match.index)) continue;
    const value = trimAddress(match[0]);
    found.push({ type: 'address', start: match.index, end: match.index + value.length, confidence: 'high' });
  }
  for (const match of text.matchAll(LOWERCASE_STREET_ADDRESS)) {
    const start = match.index + match[0].length - match[1].length;
    found.push({ type: 'address', start, end: start + trimAddress(match[1]).length, confidence: 'high' });
  }
  for (const match of text.matchAll(PO_BOX)) {
    found.push({ type: 'address', start: match.index, end: match.index + match[0].length, confidence: 'high' });
  }
  for (const match of text.matchAll(CITY_WITH_STATE_CODE_AND_ZIP)) {
    found.push({ type: 'address', start: match.index, end: match.index + match[0].length, confidence: 'high' });
  }
  for (const match of text.matchAll(CITY_WITH_STATE_NAME)) {
    found.push({ type: 'address', start: match.index, end: match.index + match[0].length, confidence: 'low' });
  }
  for (const match of text.matchAll(CITY_WITH_STATE_CODE)) {
    if (!STATE_CODES.has(match[2]) || CREDENTIAL_LIKE_STATES.has(match[2])) continue;
    const start = match.index + match[0].length - match[1].length;
    found.push({ type: 'address', start, end: start + match[1].length, confidence: 'low' });
  }
  for (const match of text.matchAll(NAMED_STREET)) {
    const start = match.index + match[0].length - match[1].length;
    found.push({ type: 'address', start, end: start + match[1].length, confidence: 'low' });
  }
  return found;
}

/** "58 Quarry Rd." — the dot may end the sentence; the address is whole without it. */
function trimAddress(value: string): string {
  return withoutTrailing(value, /[.,\s]/);
}

const LABELLED_ZIP = /\b(?:zip|zip\s?code|postal\s?code)\s?(?:is\s|[:#]\s?)?(\d{5}(?:-\d{4})?)\b/gi;
const STATE_AND_ZIP = new RegExp(`\\b${STATE_CODE}\\s(${ZIP})\\b`, 'g');
const ZIP_PLUS_FOUR = /\b\d{5}-\d{4}\b/g;

export function findZipCodes(text: string): Candidate[] {
  const found: Candidate[] = [];
  const add = (match: RegExpExecArray, group: number, confidence: Candidate['confidence']) => {
    const start = match.index + match[0].length - match[group].length;
    if (codeContinues(text, start + match[group].length)) return;
    found.push({ type: 'zip', start, end: start + match[group].length, confidence });
  };
  for (const match of text.matchAll(LABELLED_ZIP)) add(match, 1, 'high');
  for (const match of text.matchAll(STATE_AND_ZIP)) add(match, 1, 'high');
  for (const match of text.matchAll(ZIP_PLUS_FOUR)) {
    if (!continuesCode(text, match.index)) add(match, 0, 'low');
  }
  return found;
}
