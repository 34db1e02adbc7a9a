import type { Section } from '@clinote/clinical-text';
import type { NoteKind } from '@clinote/contracts';
import type { Coding } from '@medplum/fhirtypes';

export const LOINC = 'http://loinc.org';
/** The identifier system of a National Provider Identifier (HL7's NamingSystem us-npi). */
export const US_NPI = 'http://hl7.org/fhir/sid/us-npi';
/** Identifiers that are URIs (here: urn:uuid:…). */
export const URI_IDENTIFIER = 'urn:ietf:rfc:3986';

const loinc = (code: string, display: string): Coding => ({ system: LOINC, code, display });

/**
 * The LOINC document type of each kind of note (Composition.type), with the display FHIR R4's value
 * set of document types (c80-doc-typecodes) gives it. Where each was looked up, and why a letter is
 * only "Letter": docs/decisions/0154-fhir-export.md. fhir-codes.spec.ts checks every code and display
 * against that value set.
 */
export const DOCUMENT_TYPES: Readonly<Record<NoteKind, Coding>> = Object.freeze({
  pt: loinc('18735-1', 'Physical therapy Initial assessment note'),
  ot: loinc('18734-4', 'Occupational therapy Initial assessment note'),
  sn: loinc('29753-1', 'Nurse Initial assessment note'),
  wheelchair: loinc('51852-2', 'Letter'),
  'hospital-bed': loinc('51852-2', 'Letter'),
  commode: loinc('51852-2', 'Letter'),
  walker: loinc('51852-2', 'Letter'),
});

/**
 * The LOINC code of each SOAP section (Composition.section.code), from FHIR R4's value set of document
 * section codes (doc-section-codes); displays as LOINC gives them (docs/decisions/0154-fhir-export.md).
 */
export const SECTION_CODES: Readonly<Record<Section, Coding>> = Object.freeze({
  subjective: loinc('61150-9', 'Subjective Narrative'),
  objective: loinc('61149-1', 'Objective Narrative'),
  assessment: loinc('51848-0', 'Assessment note'),
  plan: loinc('18776-5', 'Plan of care note'),
});
