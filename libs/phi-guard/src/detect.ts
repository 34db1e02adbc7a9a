/**
 * Runs the three layers and keeps one finding per stretch of text: where findings overlap, the
 * more specific type wins ("jane@example.com" is an e-mail, not a URL; "MRN 5550142" an MRN, not
 * a phone), then high confidence, then the longer span.
 */
import { findAgesOver89 } from './ages';
import { findLabelledIdentifiers } from './context';
import { findDates } from './dates';
import { findNames } from './names';
import { findEmails, findIpAddresses, findMedicareIds, findPhones, findSpokenNumbers, findSsns, findUrls } from './patterns';
import { findAddresses, findZipCodes } from './places';
import type { Candidate, PhiFinding, PhiType } from './types';

/** Most specific first. */
const SPECIFICITY: readonly PhiType[] = [
  'email',
  'url',
  'ssn',
  'medicare-id',
  'mrn',
  'health-plan-id',
  'account',
  'license',
  'vehicle',
  'device-id',
  'ip',
  'fax',
  'phone',
  'dob',
  'address',
  'zip',
  'date',
  'age-over-89',
  'name',
];
const RANK = new Map(SPECIFICITY.map((type, index) => [type, index]));

const DETECTORS: ReadonlyArray<(text: string) => Candidate[]> = [
  // Layer 1: structured patterns, validated.
  findEmails,
  findUrls,
  findIpAddresses,
  findSsns,
  findMedicareIds,
  findPhones,
  findSpokenNumbers,
  findAddresses,
  findZipCodes,
  findDates,
  // Layer 2: labels and context words.
  findLabelledIdentifiers,
  findAgesOver89,
  // Layer 3: names, with the clinical vocabulary kept out.
  findNames,
];

/**
 * Likely patient identifiers (HIPAA Safe Harbor) in `text`, sorted by start and never overlapping;
 * `text.slice(start, end) === finding.text`. Pure and synchronous: same answer in the browser and
 * in Node.
 */
export function detectPhi(text: string): PhiFinding[] {
  if (typeof text !== 'string' || text.length === 0) return [];
  const candidates = DETECTORS.flatMap((detect) => detect(text)).filter((c) => c.end > c.start);
  return chooseNonOverlapping(candidates, text.length).map((c) => ({
    type: c.type,
    start: c.start,
    end: c.end,
    text: text.slice(c.start, c.end),
    confidence: c.confidence,
  }));
}

/** svc-ai's test: text it refuses until the clinician confirms (a structured, validated identifier). */
export function hasHighConfidencePhi(text: string): boolean {
  return detectPhi(text).some((finding) => finding.confidence === 'high');
}

function chooseNonOverlapping(candidates: Candidate[], length: number): Candidate[] {
  const byPreference = [...candidates].sort(
    (a, b) =>
      (RANK.get(a.type) ?? 99) - (RANK.get(b.type) ?? 99) ||
      Number(b.confidence === 'high') - Number(a.confidence === 'high') ||
      b.end - b.start - (a.end - a.start) ||
      a.start - b.start,
  );
  // One flag per character: linear in the text, however many candidates hostile input produces.
  const taken = new Uint8Array(length);
  const chosen: Candidate[] = [];
  for (const candidate of byPreference) {
    if (isTaken(taken, candidate)) continue;
    taken.fill(1, candidate.start, candidate.end);
    chosen.push(candidate);
  }
  return chosen.sort((a, b) => a.start - b.start);
}

function isTaken(taken: Uint8Array, { start, end }: Candidate): boolean {
  for (let i = start; i < end; i++) if (taken[i] === 1) return true;
  return false;
}
