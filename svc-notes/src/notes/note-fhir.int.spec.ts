import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { buildSoap, joinSoap } from '@clinote/clinical-text';
import { FHIR_DRAFT_MESSAGE, NOTE_KINDS, type Note, type NoteKind, type Signer } from '@clinote/contracts';
import type { Bundle, Composition, DocumentReference, Practitioner } from '@medplum/fhirtypes';
import { DOCUMENT_TYPES, US_NPI } from '../fhir/fhir-codes';
import { SUBJECT_PLACEHOLDER } from '../fhir/note-fhir-document';
import { LETTER_PDF_LIMITS } from '../letter-pdf/letter-pdf-limits';
import { fhirErrors } from '@clinote/nest-common/fhir-testing';
import { startNotesTestRig, type NotesTestRig } from '../testing/notes-test-rig';

/** Invented throughout: no patient identifiers; the NPI passes its check digit but names nobody known. */
const ALICE = { id: randomUUID(), email: 'alice.fake@clinote.test' };
const BOB = { id: randomUUID(), email: 'bob.fake@clinote.test' };
const SIGNER: Signer = { userId: ALICE.id, name: 'Alice Fake', credentials: 'PT, DPT', npi: '1234567893' };

const EQUIPMENT_TITLES: Partial<Record<NoteKind, string>> = {
  wheelchair: 'Manual Wheelchair',
  'hospital-bed': 'Hospital Bed',
  commode: 'Bedside Commode',
  walker: 'Walker/Rollator',
};

function payloadOf(kind: NoteKind): object {
  const equipment = EQUIPMENT_TITLES[kind];
  if (equipment) {
    const text = `LETTER OF MEDICAL NECESSITY: ${equipment.toUpperCase()}\n\nMobility Limitation: Unable to walk 50 ft without support.\n\nSincerely,`;
    return { title: `Letter of Medical Necessity - ${equipment} - 3/4/2026`, kind, content: text, subjective: text };
  }
  const sections = buildSoap(kind as 'pt' | 'ot' | 'sn', { subjective: { patientInfo: '70 y/o referred for gait training' } });
  const title = kind === 'pt' ? 'SOAP Note - 3/4/2026' : `${kind.toUpperCase()} Evaluation - 3/4/2026`;
  return kind === 'pt' ? { title, kind, content: joinSoap(sections), ...sections } : { title, kind, ...sections };
}

describe('svc-notes GET /notes/{id}/fhir (issue 25, docs/decisions/0154-fhir-export.md)', () => {
  let rig: NotesTestRig;
  let service: NotesTestRig['service'];

  beforeAll(async () => {
    rig = await startNotesTestRig('fhir');
    service = rig.service;
  });
  afterAll(() => rig?.stop());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, user?: typeof ALICE, payload?: unknown) =>
    service.app.inject({ method, url, headers: user ? rig.issuer.headers(user) : {}, payload: payload as object });
  const create = async (payload: object): Promise<Note> => {
    const res = await call('POST', '/notes', ALICE, payload);
    expect(res.statusCode).toBe(201);
    return res.json();
  };
  const exported = async (note: Pick<Note, 'id'>): Promise<Bundle> => {
    const res = await call('GET', `/notes/${note.id}/fhir`, ALICE);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/fhir+json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    // Saved by a browser as a file named by the note (its title in plain ASCII).
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[A-Za-z0-9 ._-]+\.fhir\.json"$/);
    return res.json();
  };
  const sign = async (note: Note, addenda: string[] = []) => {
    const db = service.app.get(DataSource);
    await db.query(`UPDATE "${service.schema}".notes SET signed_at = '2026-03-04T14:05:00Z', signed_by = $2 WHERE id = $1`, [
      note.id,
      JSON.stringify(SIGNER),
    ]);
    for (const [i, text] of addenda.entries())
      await db.query(`INSERT INTO "${service.schema}".note_addenda (note_id, text, signed_at, signed_by) VALUES ($1, $2, $3, $4)`, [
        note.id,
        text,
        `2026-03-0${5 + i}T09:00:00Z`,
        JSON.stringify(SIGNER),
      ]);
  };
  const compositionOf = (bundle: Bundle) => bundle.entry![0]!.resource as Composition;
  const resourcesOf = <T>(bundle: Bundle, type: string) =>
    bundle.entry!.map((e) => e.resource!).filter((r) => r.resourceType === type) as T[];

  it.each(NOTE_KINDS)('%s, unsigned and then signed with addenda: a valid FHIR R4 document with its LOINC type', async (kind) => {
    const note = await create(payloadOf(kind));
    const unsigned = await exported(note);
    expect(fhirErrors(unsigned)).toEqual([]);
    expect(compositionOf(unsigned)).toMatchObject({ status: 'preliminary', type: { coding: [DOCUMENT_TYPES[kind]] }, title: note.title });
    expect(compositionOf(unsigned).subject).toEqual({ display: SUBJECT_PLACEHOLDER });
    expect(resourcesOf(unsigned, 'Patient')).toEqual([]);

    await sign(note, ['No falls since the visit.', 'HEP reviewed with the aide.']);
    const signed = await exported(note);
    expect(fhirErrors(signed)).toEqual([]);
    const composition = compositionOf(signed);
    expect(composition).toMatchObject({ status: 'final', date: '2026-03-04T14:05:00.000Z' });
    expect(composition.attester).toEqual([{ mode: 'legal', time: '2026-03-04T14:05:00.000Z', party: composition.author![0] }]);
    expect(resourcesOf<Practitioner>(signed, 'Practitioner')).toEqual([
      expect.objectContaining({
        identifier: [{ system: US_NPI, value: '1234567893' }],
        name: [{ text: 'Alice Fake', suffix: ['PT, DPT'] }],
        telecom: [{ system: 'email', value: ALICE.email }],
      }),
    ]);
    expect(composition.section!.at(-1)!.section!.map((s) => s.text!.div)).toEqual([
      expect.stringContaining('No falls since the visit.'),
      expect.stringContaining('HEP reviewed with the aide.'),
    ]);

    const references = resourcesOf<DocumentReference>(signed, 'DocumentReference');
    if (EQUIPMENT_TITLES[kind]) {
      // The letter's PDF, from the same renderer as GET /notes/{id}/pdf.
      expect(references).toHaveLength(1);
      const pdf = Buffer.from(references[0]!.content[0]!.attachment.data!, 'base64');
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(references[0]).toMatchObject({ docStatus: 'final', content: [{ attachment: { contentType: 'application/pdf' } }] });
    } else expect(references).toEqual([]);
  });

  it('exports the current text of an edited note', async () => {
    const note = await create(payloadOf('ot'));
    const text = 'Pt seen for ADL retraining; tolerated 45 min.';
    expect((await call('PATCH', `/notes/${note.id}`, ALICE, { text, version: 1 })).statusCode).toBe(200);
    const bundle = await exported(note);
    expect(fhirErrors(bundle)).toEqual([]);
    expect(compositionOf(bundle).section).toEqual([
      { title: 'Note', text: { status: 'additional', div: `<div xmlns="http://www.w3.org/1999/xhtml"><p>${text}</p></div>` } },
    ]);
  });

  it('a letter too long for a PDF is exported without one', async () => {
    const long = `LETTER OF MEDICAL NECESSITY: WALKER/ROLLATOR\n\n${'Unable to walk far. '.repeat(LETTER_PDF_LIMITS.characters / 10)}`;
    const note = await create({ title: 'Letter of Medical Necessity - Walker/Rollator - 3/4/2026', kind: 'walker', content: long });
    const bundle = await exported(note);
    expect(fhirErrors(bundle)).toEqual([]);
    expect(resourcesOf(bundle, 'DocumentReference')).toEqual([]);
  });

  it('a draft is no document: 409 with its message', async () => {
    const draft = await create({
      title: 'Draft SOAP Note - 3/4/2026',
      content: JSON.stringify({ subjective: { pain: '4/10' } }),
      isDraft: true,
    });
    const res = await call('GET', `/notes/${draft.id}/fhir`, ALICE);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(FHIR_DRAFT_MESSAGE);
  });

  it("another user's note, a made-up id and a malformed one: 404; no token: 401", async () => {
    const note = await create(payloadOf('pt'));
    for (const id of [note.id, randomUUID(), 'not-a-uuid']) {
      const res = await call('GET', `/notes/${id}/fhir`, BOB);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Note not found');
    }
    expect((await call('GET', `/notes/${note.id}/fhir`)).statusCode).toBe(401);
  });
});
