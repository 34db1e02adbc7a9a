import { createHash } from 'node:crypto';
import { EQUIPMENT_NAMES, DISCIPLINE_NAMES, SECTION_NAMES, SECTIONS, withoutSectionHeading, type Equipment } from '@clinote/clinical-text';
import { formatSignedAt, noteText, signatureLine, type Note, type Signer } from '@clinote/contracts';
import type {
  Bundle,
  BundleEntry,
  Composition,
  CompositionSection,
  DocumentReference,
  Narrative,
  Patient,
  Practitioner,
  Reference,
} from '@medplum/fhirtypes';
import { DOCUMENT_TYPES, SECTION_CODES, URI_IDENTIFIER, US_NPI } from './fhir-codes';

/** What stands where an EHR expects the patient: Clinote holds no patient identifiers, the EHR fills it on import. */
export const SUBJECT_PLACEHOLDER = 'Patient to be assigned on import';

/** A letter's PDF, for the DocumentReference that carries it. */
export interface FhirPdf {
  filename: string;
  data: Buffer;
}

export interface NoteFhirInput {
  note: Note;
  /** The owner's e-mail address (from the token): the author's contact when nothing else names them. */
  ownerEmail: string;
  /** A letter's PDF, when it is a letter that fits one (LETTER_PDF_LIMITS). */
  pdf?: FhirPdf | null;
}

/**
 * A UUID named by `name` (RFC 9562 version 5: SHA-1 in Clinote's own namespace): the same note, in the
 * same state, is exported with the same ids and the same Bundle.identifier.
 */
function nameUuid(name: string): string {
  const hash = createHash('sha1').update(`clinote:fhir:${name}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Plain text as XHTML narrative: a paragraph per blank-line-separated block, its lines kept with <br/>. */
export function narrative(text: string): Narrative {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${block.split('\n').map(escapeXml).join('<br/>')}</p>`);
  // The note has no structured entries: its narrative is all there is, so it is "additional" to none.
  return { status: 'additional', div: `<div xmlns="http://www.w3.org/1999/xhtml">${paragraphs.join('')}</div>` };
}

const isLetter = (kind: Note['kind']): kind is Equipment => Object.hasOwn(EQUIPMENT_NAMES, kind);

/** What the document is, in words, beside its LOINC code. */
function typeText(kind: Note['kind']): string {
  return isLetter(kind) ? `Letter of Medical Necessity - ${EQUIPMENT_NAMES[kind]}` : DISCIPLINE_NAMES[kind];
}

/** The note's text as sections: the four SOAP parts when the note holds them, else one section with the whole text. */
function textSections(note: Note): CompositionSection[] {
  const text = noteText(note);
  if (isLetter(note.kind)) return text ? [{ title: 'Letter of Medical Necessity', text: narrative(text) }] : [];
  const parts = SECTIONS.map((section) => ({ section, body: withoutSectionHeading(section, note[section]) }));
  // A note edited into free text keeps no parts (docs/decisions/0153-note-versions.md): its content is the note.
  if (parts.every((part) => part.body === '')) return text ? [{ title: 'Note', text: narrative(text) }] : [];
  return parts
    .filter((part) => part.body !== '')
    .map(({ section, body }) => ({ title: SECTION_NAMES[section], code: { coding: [SECTION_CODES[section]] }, text: narrative(body) }));
}

/** The people in the document: one Practitioner per signer as they signed (name, credentials, NPI), else the owner by address. */
class Authors {
  readonly entries: BundleEntry<Practitioner>[] = [];
  private readonly byKey = new Map<string, Reference<Practitioner>>();

  constructor(
    private readonly noteId: string,
    private readonly ownerEmail: string,
  ) {}

  of(signer: Signer | null): Reference<Practitioner> {
    const key = signer ? JSON.stringify([signer.name, signer.credentials, signer.npi]) : 'owner';
    const known = this.byKey.get(key);
    if (known) return known;
    const id = nameUuid(`${this.noteId}:practitioner:${key}`);
    const practitioner: Practitioner = {
      resourceType: 'Practitioner',
      id,
      ...(signer?.npi ? { identifier: [{ system: US_NPI, value: signer.npi }] } : {}),
      ...(signer ? { name: [{ text: signer.name, suffix: [signer.credentials] }] } : {}),
      telecom: [{ system: 'email', value: this.ownerEmail }],
      ...(signer ? { qualification: [{ code: { text: signer.credentials } }] } : {}),
    };
    const reference: Reference<Practitioner> = {
      reference: `urn:uuid:${id}`,
      type: 'Practitioner',
      display: signer ? `${signer.name}, ${signer.credentials}` : this.ownerEmail,
    };
    this.entries.push({ fullUrl: reference.reference, resource: practitioner });
    this.byKey.set(key, reference);
    return reference;
  }
}

/** A signed note's addenda, each a sub-section with its text, its signature line and its signer (docs/decisions/0154-fhir-export.md). */
function addendaSection(note: Note, authors: Authors): CompositionSection[] {
  if (note.addenda.length === 0) return [];
  return [
    {
      title: 'Addenda',
      section: note.addenda.map((addendum) => ({
        title: `Addendum, signed ${formatSignedAt(addendum.signedAt)}`,
        author: [authors.of(addendum.signedBy)],
        text: narrative(`${addendum.text}\n\n${signatureLine(addendum.signedBy, addendum.signedAt)}`),
      })),
    },
  ];
}

/**
 * A saved note as a FHIR R4 document (docs/decisions/0154-fhir-export.md): a Bundle of type
 * "document" whose first entry is the Composition — LOINC document type per kind, the SOAP parts
 * (or the letter) as narrative sections, addenda as a last section — then its authors, and for a
 * letter that fits a PDF a DocumentReference carrying the PDF. Signed: status final, a legal
 * attester, the signer with name, credentials and NPI. No patient identifier anywhere: the subject
 * is a placeholder the EHR fills on import.
 */
export function noteFhirDocument({ note, ownerEmail, pdf }: NoteFhirInput): Bundle {
  const signed = note.signedAt !== null && note.signedBy !== null;
  const authors = new Authors(note.id, ownerEmail);
  const author = authors.of(signed ? note.signedBy : null);
  const subject: Reference<Patient> = { display: SUBJECT_PLACEHOLDER };
  const type = { coding: [DOCUMENT_TYPES[note.kind]], text: typeText(note.kind) };
  const date = signed ? note.signedAt! : note.updatedAt;
  // The document as it stands: a new version, the signature or an addendum make another document.
  const state = [note.id, note.version, note.signedAt ?? '', ...note.addenda.map((a) => a.id)].join(':');

  const entries: BundleEntry[] = [];
  const sections = textSections(note);
  if (pdf) {
    const id = nameUuid(`${state}:pdf`);
    const documentReference: DocumentReference = {
      resourceType: 'DocumentReference',
      id,
      status: 'current',
      docStatus: signed ? 'final' : 'preliminary',
      type,
      subject,
      date,
      author: [author],
      ...(signed ? { authenticator: author } : {}),
      description: note.title,
      content: [{ attachment: { contentType: 'application/pdf', data: pdf.data.toString('base64'), title: pdf.filename, creation: date } }],
    };
    entries.push({ fullUrl: `urn:uuid:${id}`, resource: documentReference });
    // The letter's one section points at its PDF.
    if (sections[0]) sections[0].entry = [{ reference: `urn:uuid:${id}`, type: 'DocumentReference', display: `${note.title} (PDF)` }];
  }

  const compositionId = nameUuid(`${state}:composition`);
  const composition: Composition = {
    resourceType: 'Composition',
    id: compositionId,
    // The same note keeps its identifier through versions, signature and addenda.
    identifier: { system: URI_IDENTIFIER, value: `urn:uuid:${note.id}` },
    status: signed ? 'final' : 'preliminary',
    type,
    subject,
    date,
    author: [author],
    title: note.title,
    ...(signed ? { attester: [{ mode: 'legal', time: note.signedAt!, party: author }] } : {}),
    section: [...sections, ...addendaSection(note, authors)],
  };

  const timestamps = [date, ...note.addenda.map((a) => a.signedAt)].sort();
  return {
    resourceType: 'Bundle',
    identifier: { system: URI_IDENTIFIER, value: `urn:uuid:${nameUuid(state)}` },
    type: 'document',
    timestamp: timestamps.at(-1)!,
    entry: [{ fullUrl: `urn:uuid:${compositionId}`, resource: composition }, ...authors.entries, ...entries],
  };
}
