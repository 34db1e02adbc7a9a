/**
 * What the guard reports. Types follow HIPAA Safe Harbor's identifiers (45 CFR 164.514(b)(2)) as
 * far as free text allows; a birth date gets its own type ('dob') because the form words it
 * differently and because it is the date that identifies most.
 */
export const PHI_TYPES = [
  'name',
  'dob',
  'date',
  'age-over-89',
  'phone',
  'fax',
  'email',
  'ssn',
  'mrn',
  'medicare-id',
  'health-plan-id',
  'account',
  'license',
  'vehicle',
  'device-id',
  'url',
  'ip',
  'address',
  'zip',
] as const;

export type PhiType = (typeof PHI_TYPES)[number];

/**
 * 'high': a structured identifier confirmed by its format or by a label (SSN, MBI, e-mail, DOB,
 * "MRN: …", a street address…) — svc-ai refuses such text until the clinician confirms.
 * 'low': a heuristic (a name guessed from context, a bare date) — the forms only warn.
 */
export type PhiConfidence = 'high' | 'low';

export interface PhiFinding {
  type: PhiType;
  /** UTF-16 offsets into the input: `input.slice(start, end) === text`. */
  start: number;
  end: number;
  text: string;
  confidence: PhiConfidence;
}

/** A finding before its text is cut from the input (the detectors only know offsets). */
export type Candidate = Omit<PhiFinding, 'text'>;

const PHRASES: Record<PhiType, string> = {
  name: "looks like a person's name",
  dob: 'looks like a date of birth',
  date: 'looks like a date about the patient (admission, surgery, visit…)',
  'age-over-89': 'looks like an age over 89',
  phone: 'looks like a phone number',
  fax: 'looks like a fax number',
  email: 'looks like an e-mail address',
  ssn: 'looks like a Social Security number',
  mrn: 'looks like a medical record number',
  'medicare-id': 'looks like a Medicare number',
  'health-plan-id': 'looks like a health plan or insurance ID',
  account: 'looks like an account number',
  license: 'looks like a license or certificate number',
  vehicle: 'looks like a vehicle identifier or license plate',
  'device-id': 'looks like a device serial number',
  url: 'looks like a web address',
  ip: 'looks like an IP address',
  address: 'looks like a street address or place',
  zip: 'looks like a ZIP code',
};

/** The phrase a form shows next to a finding, e.g. "looks like a phone number". */
export function describeFinding(type: PhiType): string {
  return PHRASES[type] ?? 'looks like a patient identifier';
}
