import { buildSoap, joinSoap } from '@clinote/clinical-text';
import { NOTE_KINDS, type Addendum, type Note, type NoteKind, type Signer } from '@clinote/contracts';
import type { Bundle, Composition, DocumentReference, Practitioner } from '@medplum/fhirtypes';
import { fhirErrors } from '@clinote/nest-common/fhir-testing';
import { DOCUMENT_TYPES, SECTION_CODES, US_NPI } from './fhir-codes';
import { narrative, noteFhirDocument, SUBJECT_PLACEHOLDER } from './note-fhir-document';

/** Invented throughout: no patient identifiers, an NPI that passes the check digit but names nobody known. */
const SIGNER: Signer = { userId: '6f1d3c2a-0b4e-4c55-9a77-2d1e8f0c9b11', name: 'Jane Doe', credentials: 'PT, DPT', npi: '1234567893' };
const OWNER = 'jane.fake@clinote.test';
const SIGNED_AT = '2026-03-04T14:05:00.000Z';

const SOAP = buildSoap('pt', {
  subjective: { patientInfo: '70 y/o referred for gait training', pain: '4/10 knee pain' },
  plan: { frequency: '2x/week for 4 weeks' },
});
const LETTER = 'LETTER OF MEDICAL NECESSITY: WALKER/ROLLATOR\n\nMobility Limitation: Unable to walk 50 ft without support.\n\nSincerely,';

function noteOf(kind: NoteKind, fields: Partial<Note> = {}): Note {
  const letter = !['pt', 'ot', 'sn'].includes(kind);
  return {
    id: '0b8f6d1e-3c2a-4f59-8e7d-1a2b3c4d5e6f',
    kind,
    title: letter ? 'Letter of Medical Necessity - Walker/Rollator - 3/4/2026' : `${kind.toUpperCase()} Evaluation - 3/4/2026`,
    content: letter ? LETTER : kind === 'pt' ? joinSoap(SOAP) : '',
    isDraft: false,
    subjective: letter ? LETTER : SOAP.subjective,
    objective: letter ? '' : SOAP.objective,
    assessment: letter ? '' : SOAP.assessment,
    plan: letter ? '' : SOAP.plan,
    answers: null,
    version: 1,
    signedAt: null,
    signedBy: null,
    addenda: [],
    createdAt: '2026-03-04T13:00:00.000Z',
    updatedAt: '2026-03-04T13:30:00.000Z',
    ...fields,
  };
}

const signed = (note: Note, addenda: Addendum[] = []): Note => ({ ...note, signedAt: SIGNED_AT, signedBy: SIGNER, addenda });
const ADDENDA: Addendum[] = [
  { id: 'a1', text: 'Pt reports no falls since the visit.', signedAt: '2026-03-05T09:00:00.000Z', signedBy: SIGNER },
  // Signed after a profile change: another Practitioner, as the signature read then.
  {
    id: 'a2',
    text: 'Orders confirmed with the aide.\nHEP reviewed.',
    signedAt: '2026-03-06T10:00:00.000Z',
    signedBy: { ...SIGNER, credentials: 'DPT' },
  },
];
const PDF = { filename: 'Letter.pdf', data: Buffer.from('%PDF-1.7 invented bytes') };

const compositionOf = (bundle: Bundle) => bundle.entry![0]!.resource as Composition;
const resourcesOf = <T>(bundle: Bundle, type: string) =>
  bundle.entry!.map((e) => e.resource!).filter((r) => r.resourceType === type) as T[];

describe('noteFhirDocument: a note as a FHIR R4 document Bundle (docs/decisions/0154-fhir-export.md)', () => {
  const cases: Array<[string, Note, { pdf?: typeof PDF }]> = NOTE_KINDS.flatMap((kind) => {
    const pdf = ['pt', 'ot', 'sn'].includes(kind) ? {} : { pdf: PDF };
    return [
      [`${kind}, unsigned`, noteOf(kind), pdf],
      [`${kind}, signed`, signed(noteOf(kind)), pdf],
      [`${kind}, signed with addenda`, signed(noteOf(kind), ADDENDA), pdf],
    ] as Array<[string, Note, { pdf?: typeof PDF }]>;
  });

  it.each(cases)('%s: valid FHIR R4 by a real validator, a document whose first entry is its Composition', (_label, note, extra) => {
    const bundle = noteFhirDocument({ note, ownerEmail: OWNER, ...extra });
    expect(fhirErrors(bundle)).toEqual([]);
    expect(bundle.type).toBe('document');
    const composition = compositionOf(bundle);
    expect(composition.resourceType).toBe('Composition');
    expect(composition.type.coding).toEqual([DOCUMENT_TYPES[note.kind]]);
    expect(composition.title).toBe(note.title);
    // Every reference inside resolves within the Bundle (a document is self-contained), to a resource of
    // the type it names: the validator leaves urn:uuid references unresolved (warnings only), so this checks them.
    const typeAt = new Map(bundle.entry!.map((e) => [e.fullUrl, e.resource!.resourceType]));
    const references = [...JSON.stringify(bundle).matchAll(/"reference":"([^"]+)","type":"([^"]+)"/g)].map((m) => [m[1], m[2]]);
    expect(references.length).toBe((JSON.stringify(bundle).match(/"reference":/g) ?? []).length);
    for (const [reference, type] of references) expect(typeAt.get(reference)).toBe(type);
  });

  it('holds no patient identifier: the subject is a placeholder with a display only, and there is no Patient', () => {
    for (const [, note, extra] of cases) {
      const bundle = noteFhirDocument({ note, ownerEmail: OWNER, ...extra });
      expect(compositionOf(bundle).subject).toEqual({ display: SUBJECT_PLACEHOLDER });
      expect(resourcesOf(bundle, 'Patient')).toEqual([]);
      for (const reference of resourcesOf<DocumentReference>(bundle, 'DocumentReference'))
        expect(reference.subject).toEqual({ display: SUBJECT_PLACEHOLDER });
    }
  });

  it('an unsigned note: preliminary, dated when last saved, the owner as author by address, no attester', () => {
    const bundle = noteFhirDocument({ note: noteOf('pt'), ownerEmail: OWNER });
    const composition = compositionOf(bundle);
    expect(composition).toMatchObject({ status: 'preliminary', date: '2026-03-04T13:30:00.000Z' });
    expect(composition.attester).toBeUndefined();
    const [author] = resourcesOf<Practitioner>(bundle, 'Practitioner');
    expect(author).toMatchObject({ telecom: [{ system: 'email', value: OWNER }] });
    expect(author!.name).toBeUndefined();
    expect(author!.identifier).toBeUndefined();
  });

  it('a signed note: final, dated when signed, a legal attester, the signer with name, credentials and NPI', () => {
    const bundle = noteFhirDocument({ note: signed(noteOf('ot')), ownerEmail: OWNER });
    const composition = compositionOf(bundle);
    expect(composition).toMatchObject({ status: 'final', date: SIGNED_AT });
    const [practitioner] = resourcesOf<Practitioner>(bundle, 'Practitioner');
    expect(practitioner).toMatchObject({
      identifier: [{ system: US_NPI, value: '1234567893' }],
      name: [{ text: 'Jane Doe', suffix: ['PT, DPT'] }],
      qualification: [{ code: { text: 'PT, DPT' } }],
    });
    expect(composition.author).toEqual([{ reference: `urn:uuid:${practitioner!.id}`, type: 'Practitioner', display: 'Jane Doe, PT, DPT' }]);
    expect(composition.attester).toEqual([{ mode: 'legal', time: SIGNED_AT, party: composition.author![0] }]);
    // Without an NPI, the signer has none.
    const noNpi = noteFhirDocument({ note: { ...signed(noteOf('ot')), signedBy: { ...SIGNER, npi: null } }, ownerEmail: OWNER });
    expect(resourcesOf<Practitioner>(noNpi, 'Practitioner')[0]!.identifier).toBeUndefined();
    expect(fhirErrors(noNpi)).toEqual([]);
  });

  it('the SOAP parts as sections with their LOINC codes, the headings left to the section titles', () => {
    const sections = compositionOf(noteFhirDocument({ note: noteOf('sn'), ownerEmail: OWNER })).section!;
    expect(sections.map((s) => [s.title, s.code?.coding?.[0]?.code])).toEqual([
      ['Subjective', SECTION_CODES.subjective.code],
      ['Objective', SECTION_CODES.objective.code],
      ['Assessment', SECTION_CODES.assessment.code],
      ['Plan', SECTION_CODES.plan.code],
    ]);
    expect(sections[0]!.text!.div).toBe(
      '<div xmlns="http://www.w3.org/1999/xhtml"><p>Patient is a 70 y/o referred for gait training.<br/>Pain assessment: 4/10 knee pain.</p></div>',
    );
  });

  it('a note edited into free text (no parts kept): one section holding the text', () => {
    const note = noteOf('pt', {
      content: 'Pt seen for gait training; tolerated well.',
      subjective: '',
      objective: '',
      assessment: '',
      plan: '',
      version: 2,
    });
    const bundle = noteFhirDocument({ note, ownerEmail: OWNER });
    expect(fhirErrors(bundle)).toEqual([]);
    expect(compositionOf(bundle).section).toEqual([
      {
        title: 'Note',
        text: {
          status: 'additional',
          div: '<div xmlns="http://www.w3.org/1999/xhtml"><p>Pt seen for gait training; tolerated well.</p></div>',
        },
      },
    ]);
  });

  it('addenda: a last section, one signed sub-section each, its signer as author', () => {
    const bundle = noteFhirDocument({ note: signed(noteOf('pt'), ADDENDA), ownerEmail: OWNER });
    const addenda = compositionOf(bundle).section!.at(-1)!;
    expect(addenda.title).toBe('Addenda');
    expect(addenda.section!.map((s) => s.title)).toEqual([
      'Addendum, signed March 5, 2026 at 09:00 UTC',
      'Addendum, signed March 6, 2026 at 10:00 UTC',
    ]);
    expect(addenda.section![1]!.text!.div).toContain(
      'Orders confirmed with the aide.<br/>HEP reviewed.</p><p>Electronically signed by Jane Doe, DPT (NPI 1234567893)',
    );
    // The note's signer and the second addendum's (credentials changed since) are two Practitioners.
    const practitioners = resourcesOf<Practitioner>(bundle, 'Practitioner');
    expect(practitioners.map((p) => p.name?.[0]?.suffix)).toEqual([['PT, DPT'], ['DPT']]);
    expect(addenda.section![0]!.author).toEqual(compositionOf(bundle).author);
    expect(bundle.timestamp).toBe('2026-03-06T10:00:00.000Z');
  });

  it("a letter: one section with the letter's text pointing at a DocumentReference carrying the PDF", () => {
    const bundle = noteFhirDocument({ note: signed(noteOf('walker')), ownerEmail: OWNER, pdf: PDF });
    const [section] = compositionOf(bundle).section!;
    const [reference] = resourcesOf<DocumentReference>(bundle, 'DocumentReference');
    expect(section!.title).toBe('Letter of Medical Necessity');
    expect(section!.entry).toEqual([
      { reference: `urn:uuid:${reference!.id}`, type: 'DocumentReference', display: `${noteOf('walker').title} (PDF)` },
    ]);
    expect(reference).toMatchObject({ status: 'current', docStatus: 'final', type: compositionOf(bundle).type, date: SIGNED_AT });
    expect(reference!.content).toEqual([
      { attachment: { contentType: 'application/pdf', data: PDF.data.toString('base64'), title: 'Letter.pdf', creation: SIGNED_AT } },
    ]);
    expect(compositionOf(bundle).type.text).toBe('Letter of Medical Necessity - Walker/Rollator');
    // A letter too long for a PDF goes without one.
    const withoutPdf = noteFhirDocument({ note: noteOf('walker'), ownerEmail: OWNER });
    expect(resourcesOf(withoutPdf, 'DocumentReference')).toEqual([]);
    expect(compositionOf(withoutPdf).section![0]!.entry).toBeUndefined();
    expect(fhirErrors(withoutPdf)).toEqual([]);
  });

  it('the same note in the same state is the same document; another version, the signature or an addendum is another', () => {
    const identifierOf = (note: Note) => noteFhirDocument({ note, ownerEmail: OWNER }).identifier!.value;
    const note = noteOf('pt');
    expect(noteFhirDocument({ note, ownerEmail: OWNER })).toEqual(noteFhirDocument({ note, ownerEmail: OWNER }));
    const states = [note, { ...note, version: 2 }, signed(note), signed(note, ADDENDA.slice(0, 1)), signed(note, ADDENDA)].map(
      identifierOf,
    );
    expect(new Set(states).size).toBe(states.length);
    // The Composition keeps the note's identifier throughout.
    expect(compositionOf(noteFhirDocument({ note: signed(note, ADDENDA), ownerEmail: OWNER })).identifier).toEqual(
      compositionOf(noteFhirDocument({ note, ownerEmail: OWNER })).identifier,
    );
  });

  it('the validator is real: it refuses a document without its identifier, and a section with nothing in it', () => {
    const bundle = noteFhirDocument({ note: noteOf('pt'), ownerEmail: OWNER });
    expect(fhirErrors({ ...bundle, identifier: undefined }).join('\n')).toMatch(/bdl-9/);
    const empty = structuredClone(bundle);
    delete (empty.entry![0]!.resource as Composition).section![0]!.text;
    expect(fhirErrors(empty).join('\n')).toMatch(/cmp-1/);
  });
});

describe('narrative', () => {
  it('escapes markup and keeps paragraphs and lines', () => {
    expect(narrative('BP <140/90> & HR 72\nno distress\n\n\nPlan: "HEP"').div).toBe(
      '<div xmlns="http://www.w3.org/1999/xhtml"><p>BP &lt;140/90&gt; &amp; HR 72<br/>no distress</p><p>Plan: "HEP"</p></div>',
    );
  });
});
