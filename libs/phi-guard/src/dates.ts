/**
 * Dates: Safe Harbor removes every element of a date (except the year) tied to a person — birth,
 * admission, discharge, surgery, death, visits. How a date reads depends on the words before it:
 *   - a birth word ("DOB", "born")            → 'dob', high
 *   - a person-event word ("admitted", "s/p") → 'date', high
 *   - a document word ("LCD revised", "CMS updated", "recall notice dated") → not reported:
 *     a policy's date identifies no one
 *   - nothing                                  → 'date', low (in a patient's note most dates are
 *     about the patient, so the form warns, but svc-ai does not refuse on a bare date)
 * A year alone is never reported (Safe Harbor keeps years); nor is a month alone ("since January").
 */
import type { Candidate, PhiConfidence, PhiType } from './types';
import { codeContinues, continuesCode, nearestContext, textBefore } from './text';

const MONTH_NAME =
  '(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec)\\.?';
const DAY = '(?:0?[1-9]|[12]\\d|3[01])(?:st|nd|rd|th)?';
const YEAR = '(?:19|20)\\d{2}';

/** Each way a date is written. Shapes overlap ("March 14, 2026" / "March 14"): detect.ts keeps the longest. */
const DATE_SHAPES: Array<{ pattern: RegExp; check?: (match: RegExpMatchArray) => boolean }> = [
  // 3/14/2026, 03-14-2026, 14.03.2026, 3/14/26 (two-digit years only with slashes)
  {
    pattern: /\b(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})\b/g,
    check: (m) => isMonthDay(m[1], m[3]) && (m[4].length === 4 ? isYear(m[4]) : m[2] === '/'),
  },
  // 2026-03-14, 2026/03/14
  { pattern: /\b((?:19|20)\d{2})([/-])(0?[1-9]|1[0-2])\2(0?[1-9]|[12]\d|3[01])\b/g },
  // March 14, 2026 · Mar. 14 · March 14th
  { pattern: new RegExp(`\\b${MONTH_NAME}\\s${DAY}(?:,?\\s${YEAR})?\\b`, 'g') },
  // 14 March 2026 · 14th of March, 2026
  { pattern: new RegExp(`\\b${DAY}\\s(?:of\\s)?${MONTH_NAME},?\\s${YEAR}\\b`, 'g') },
  // 14-Mar-2026 (EHR exports)
  { pattern: new RegExp(`\\b(?:0?[1-9]|[12]\\d|3[01])-${MONTH_NAME}-(?:${YEAR}|\\d{2})\\b`, 'g') },
  // March 2026 · Nov 2025 (month and year: still a date element)
  { pattern: new RegExp(`\\b${MONTH_NAME},?\\s${YEAR}\\b`, 'g') },
  // 03/2026
  { pattern: /\b(0?[1-9]|1[0-2])\/((?:19|20)\d{2})\b/g },
];

/** "on 3/14", "admitted 3/1": a month/day without a year only after a word that makes it a date. */
const YEARLESS_AFTER_CONTEXT =
  /\b(?:on|since|DOB|born|admitted|admit|discharged|d\/c(?:'?d)?|DOS|SOC|ROC|dated|as of|fell|seen|surgery)[:\s]{1,3}((0?[1-9]|1[0-2])\/(0?[1-9]|[12]\d|3[01]))\b/gi;

const CONTEXT = {
  birth: /\b(?:DOB|D\.O\.B\.?|date of birth|birth ?date|born|birthday)\b/gi,
  event:
    /\b(?:admit(?:ted|s)?|admission|discharge[ds]?|d\/c|surgery|surgical|operation|op|procedure|s\/p|status post|TKA|THA|TKR|THR|ORIF|fx|fracture|fall|fell|injury|injured|onset|diagnosed|dx|hospitali[sz](?:ed|ation)|ED|ER|death|died|expired|deceased|DOS|date of service|visit(?:ed)?|seen|SOC|start of care|ROC|resumption|eval(?:uation)?|recert|appointment|appt|follow-up|f\/u|CVA|stroke)\b/gi,
  document:
    /\b(?:LCD|NCD|revised|revision|updated?|published|version|guidelines?|edition|copyright|manual|bulletin|transmittal|policy|issued|released|recall|notice|effective|CMS|HCPCS|CPT|ICD-10)\b|©/gi,
};

function isMonthDay(first: string, second: string): boolean {
  const a = Number(first);
  const b = Number(second);
  // US month/day, or day/month as written in many EHR exports.
  return (a >= 1 && a <= 12 && b >= 1 && b <= 31) || (b >= 1 && b <= 12 && a >= 1 && a <= 31);
}

function isYear(value: string): boolean {
  const year = Number(value);
  return year >= 1900 && year <= 2099;
}

/** What the words before a date make of it, or undefined for a document's date. */
function classify(text: string, start: number): { type: PhiType; confidence: PhiConfidence } | undefined {
  switch (nearestContext(textBefore(text, start, 48), CONTEXT)) {
    case 'birth':
      return { type: 'dob', confidence: 'high' };
    case 'event':
      return { type: 'date', confidence: 'high' };
    case 'document':
      return undefined;
    default:
      return { type: 'date', confidence: 'low' };
  }
}

/** "May 5 reps", "June 2x/week": a number after a month that is a count, not a day. */
function isCountAfterMonth(text: string, end: number): boolean {
  return /^(?:\s?(?:x\b|reps|sets|times|min|sec|ft)|[x%]|[-/.:]\d)/.test(text.slice(end, end + 6));
}

export function findDates(text: string): Candidate[] {
  const found: Candidate[] = [];
  const add = (start: number, end: number) => {
    if (continuesCode(text, start) || codeContinues(text, end) || isCountAfterMonth(text, end)) return;
    const reading = classify(text, start);
    if (reading) found.push({ ...reading, start, end });
  };
  for (const { pattern, check } of DATE_SHAPES) {
    for (const match of text.matchAll(pattern)) {
      if (check && !check(match)) continue;
      add(match.index, match.index + match[0].length);
    }
  }
  for (const match of text.matchAll(YEARLESS_AFTER_CONTEXT)) {
    const start = match.index + match[0].length - match[1].length;
    add(start, start + match[1].length);
  }
  return found;
}
