import { NOTE_KINDS } from '@clinote/contracts';
import { r4ValueSetConcepts } from '@clinote/nest-common/fhir-testing';
import { DOCUMENT_TYPES, LOINC, SECTION_CODES } from './fhir-codes';

/** The codes are looked up, not guessed (docs/decisions/0154-fhir-export.md): each is where FHIR R4 lists it. */
describe('the LOINC codes of the FHIR export', () => {
  it.each(NOTE_KINDS)('%s: its document type is in FHIR R4 document types (c80-doc-typecodes), with that display', (kind) => {
    const types = r4ValueSetConcepts('http://hl7.org/fhir/ValueSet/c80-doc-typecodes');
    const coding = DOCUMENT_TYPES[kind];
    expect(coding.system).toBe(LOINC);
    expect(types.get(coding.code!)).toBe(coding.display);
  });

  it.each(Object.entries(SECTION_CODES))(
    '%s: its section code is in FHIR R4 document section codes (doc-section-codes)',
    (_section, coding) => {
      expect(coding.system).toBe(LOINC);
      expect(r4ValueSetConcepts('http://hl7.org/fhir/ValueSet/doc-section-codes').has(coding.code!)).toBe(true);
    },
  );

  it('names the sections as FHIR R4 document types do where it lists them there too', () => {
    const types = r4ValueSetConcepts('http://hl7.org/fhir/ValueSet/c80-doc-typecodes');
    for (const coding of Object.values(SECTION_CODES)) if (types.has(coding.code!)) expect(types.get(coding.code!)).toBe(coding.display);
    // Plan of care note (18776-5) is a section code FHIR R4's document types leave out; its display is LOINC's (0154).
    expect(types.has(SECTION_CODES.plan.code!)).toBe(false);
  });
});
