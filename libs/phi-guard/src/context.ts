/**
 * Layer 2: identifiers that only a label gives away. "00000417" is nothing; "MRN: 00000417" is a
 * medical record number. (Ages over 89, which need an age word next to the number: ages.ts.)
 */
import { isMbi, isValidSsn } from './patterns';
import type { Candidate, PhiType } from './types';
import { countDigits } from './text';

interface Label {
  type: PhiType;
  /** Regex sources, matched case-insensitively. Ambiguous words carry their marker ("policy #"). */
  labels: readonly string[];
  /** Extra shape check when the label alone is weak ("Medicare" + a value). */
  accepts?: (value: string) => boolean;
}

const MARKER = '(?:number|num\\.?|no\\.?|#|ID)'; // longest first: "number" is not "num" + "ber"
const NUMBER_MARKER = '(?:number|no\\.?|#)';
const HICN = /^\d{3}-?\d{2}-?\d{4}[A-Z]\d?$/i; // the pre-2018 Medicare number: an SSN plus a letter

const LABELS: readonly Label[] = [
  {
    type: 'ssn',
    labels: [
      'SSN(?:\\s(?:last\\s?(?:4|four)|ending(?:\\sin)?))?',
      'SS\\s?#',
      `social\\ssecurity(?:\\s${MARKER})?`,
      `soc\\.?\\s?sec\\.?(?:\\s?${MARKER})?`,
    ],
  },
  // "social 900481122", "social: 900-48-1122": "social" alone is a label only before a number shaped like an SSN.
  {
    type: 'ssn',
    labels: ['social'],
    accepts: (value) => {
      const ssn = /^(\d{3})[- ]?(\d{2})[- ]?(\d{4})$/.exec(value);
      return ssn !== null && isValidSsn(ssn[1], ssn[2], ssn[3]);
    },
  },
  {
    type: 'mrn',
    labels: [
      'MRN',
      'MR\\s?#',
      'MR\\s?(?:no|number)',
      `medical\\srecords?(?:\\s${MARKER})?`,
      `med\\.?\\s?rec(?:ord)?\\.?(?:\\s?${MARKER})?`,
      `chart\\s?${NUMBER_MARKER}`,
      'patient\\s?(?:ID|#|number)',
      'pt\\.?\\s?(?:ID|#)',
      `hospital\\s?${NUMBER_MARKER}`,
      'record\\s?#',
      'EMR\\s?#',
      `case\\s?${NUMBER_MARKER}`,
    ],
  },
  {
    type: 'medicare-id',
    labels: ['medicare\\s?(?:ID|#|no\\.?|number|card|beneficiary\\s(?:ID|identifier|number))', 'MBI', 'HICN', `HIC\\s?${NUMBER_MARKER}`],
  },
  // "insurance: bcbs XYZ884422190", "ins: Humana H12345678": a payer's name between the label and the number, which needs 6 digits ("Insurance: Medicare A 2026" is not one).
  {
    type: 'health-plan-id',
    labels: ["(?:insurance|ins\\.?|payer|payor|plan)\\s?:\\s?(?:[A-Za-z][A-Za-z&.'’-]{1,20}\\s){1,3}"],
    accepts: (value) => countDigits(value) >= 6,
  },
  // "Medicare" alone is everywhere ("Medicare Part B", "Medicare 2026 fee schedule"): only an MBI or HICN after it.
  { type: 'medicare-id', labels: ['medicare'], accepts: (value) => isMbi(value) || HICN.test(value) },
  {
    type: 'health-plan-id',
    labels: [
      `member\\s?${MARKER}`,
      'mbr\\.?\\s?(?:ID|#|no\\.?)',
      `subscriber\\s?${MARKER}`,
      'pol\\.?\\s?(?:#|no\\.?)',
      `policy\\s?${MARKER}`,
      `insurance\\s?${MARKER}`,
      'plan\\s?(?:ID|#)',
      `group\\s?${MARKER}`,
      `medicaid\\s?${MARKER}`,
      'beneficiary\\s?(?:ID|#)',
      'payer\\s?ID',
      'ins\\.?\\s?(?:ID|#)',
    ],
  },
  // "GRP 000771" as a card prints it: "grp" alone also means a group session ("grp ex x2"), so only before a long number.
  { type: 'health-plan-id', labels: ['GRP'], accepts: (value) => countDigits(value) >= 5 },
  // "ZIP 00562", "zip on the referral 00562": a ZIP code is a place only a label can tell from a count.
  {
    type: 'zip',
    labels: ['(?:zip|postal)(?:\\s?code)?(?:\\s(?:on|in|from)\\s(?:the\\s)?[a-z]{3,12}(?:\\s[a-z]{3,12})?)?'],
    accepts: (value) => /^\d{5}(?:-\d{4})?$/.test(value),
  },
  {
    type: 'account',
    labels: [
      `account\\s?${NUMBER_MARKER}`,
      `acct\\.?(?:\\s?${NUMBER_MARKER})?`,
      `billing\\s?${NUMBER_MARKER}`,
      `invoice\\s?${MARKER}`,
      `claim\\s?${NUMBER_MARKER}`,
      // The hospital's financial (encounter) number in discharge headers: "MRN 00072214, FIN 000091327".
      'FIN(?:\\s?#)?',
      `encounter\\s?${NUMBER_MARKER}`,
      'CSN',
    ],
  },
  // "billing account ACC-000-55192", "account 00458813": "account" without a marker only before a long or coded number.
  {
    type: 'account',
    labels: ['account'],
    accepts: (value) => countDigits(value) >= 5 || (/[A-Za-z]/.test(value) && countDigits(value) >= 4),
  },
  {
    type: 'license',
    labels: [
      `driver'?s'?\\slicen[cs]e(?:\\s?${MARKER})?`,
      `driver'?s'?\\s?lic\\.?(?:\\s?${MARKER})?`,
      'lic\\.?\\s?(?:no\\.?|number)',
      'DL\\s?#',
      'DL\\s?(?:no\\.?|number)',
      `licen[cs]e\\s?${NUMBER_MARKER}`,
      'lic\\.?\\s?#',
      'state\\sID(?:\\scard)?(?:\\s?#)?',
      'DL',
      `passport(?:\\s?${MARKER})?`,
      `certificate\\s?${NUMBER_MARKER}`,
      // A disability parking placard or permit is issued to the person: "Handicap placard no. 0000415".
      `(?:handicap(?:ped)?\\s|disability\\s|parking\\s)?(?:placard|permit)\\s?${NUMBER_MARKER}`,
    ],
  },
  {
    type: 'vehicle',
    labels: [
      'VIN(?:\\s?#)?',
      '(?:license\\s)?plate(?:\\s?#)?',
      'tag',
      `(?:car|vehicle|auto|truck|van)(?:['’]s)?\\s(?:license\\s)?(?:plate|tag)s?(?:\\s?${MARKER})?`,
      `licen[cs]e\\splate(?:\\s?${MARKER})?`,
      `plate\\s?${NUMBER_MARKER}`,
      'tag\\s?#',
    ],
  },
  {
    type: 'device-id',
    labels: [`serial\\s?${NUMBER_MARKER}`, 'S\\/N', 'SN\\s?#', 'SN', 'serial', 'device\\s?(?:ID|#|serial)', 'UDI', 'implant\\s?(?:ID|#)'],
  },
];

const SEPARATOR = '[\\s:#.-]{0,4}(?:(?:is|of)\\s)?';
// "MRN at County General is 00000348", "Serial number of oxygen concentrator: OC-000-88123": a few
// words (no digits, no clause break) ending in ":" or "is" still tie the value to its label.
const GAP = "\\s[A-Za-z][A-Za-z'’ -]{0,38}?(?::|\\sis|\\swas)\\s{1,2}";
// An identifier: letters and digits, inner dashes ("WC-000457"), or an SSN written with spaces.
// It holds a digit (a lookahead, so a label can still backtrack from "num" to "number").
const VALUE =
  '(\\d{3}\\s\\d{2}\\s\\d{4}|[A-Za-z0-9]{2,10}(?:\\s\\d{2,10}){1,2}(?![\\s/.:-]?[A-Za-z0-9])|(?=[A-Za-z-]{0,24}\\d)[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){2,24})(?![A-Za-z0-9])';
const LABELLED = LABELS.map(({ type, labels, accepts }) => ({
  type,
  accepts,
  pattern: new RegExp(`\\b(?:${labels.join('|')})(?:${SEPARATOR}|${GAP})${VALUE}`, 'gi'),
}));

const WEAK_LABEL = /^(?:DL|SN|serial|plate|license\splate|tag)[\s:#.-]*$/i;
/** Fewer digits than this and the "value" is a word or a count ("Medicare 60-day", "group 2"). */
const MIN_DIGITS = 3;

export function findLabelledIdentifiers(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const { type, pattern, accepts } of LABELLED) {
    for (const match of text.matchAll(pattern)) {
      const value = match[1];
      if (countDigits(value) < MIN_DIGITS || (accepts && !accepts(value))) continue;
      // "ins id XJH 884120 03", "plate 7KXB 219": a value typed in groups needs five digits (a plate three) and a letter or a long group.
      if (
        /\s/.test(value) &&
        !/^\d{3}\s\d{2}\s\d{4}$/.test(value) &&
        (countDigits(value) < (type === 'vehicle' ? 3 : 5) || !/[A-Za-z]|\d{5}/.test(value))
      )
        continue;
      // A bare "DL", "SN", "serial", "plate" or "tag" is a unit or a word as often as a label: the value must mix letters and digits, or be long.
      if (
        WEAK_LABEL.test(match[0].slice(0, match[0].length - value.length)) &&
        !(/[A-Za-z]/.test(value) && /\d/.test(value)) &&
        countDigits(value) < 7
      )
        continue;
      const start = match.index + match[0].length - value.length;
      found.push({ type, start, end: start + value.length, confidence: 'high' });
    }
  }
  return found;
}
