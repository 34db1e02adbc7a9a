import { checkFacts } from './check';
import { extractFacts } from './extract';

const medications = (text: string) =>
  extractFacts(text)
    .filter((fact) => fact.kind === 'medication')
    .map((fact) => fact.key);

describe('medications', () => {
  it('reads the drug with its dose and schedule, brand names as the generic', () => {
    expect(medications('Metoprolol tartrate 25 mg PO BID; Lasix 40 mg qAM, Eliquis 5 mg twice a day')).toEqual([
      'metoprolol 25 mg twice daily',
      'furosemide 40 mg every morning',
      'apixaban 5 mg twice daily',
    ]);
    expect(medications('Oxycodone 5 mg q6h PRN pain')).toEqual(medications('oxycodone, 5 mg every 6 hours as needed'));
    expect(medications('insulin glargine 20 units qhs')).toEqual(['insulin 20 units at bedtime']);
  });

  it('does not read "med list", "meds" or "medication reconciliation" as a drug', () => {
    expect(medications('Med rec completed, complete med list not available, meds in pill box')).toEqual([]);
  });

  it('keeps a dose inside its medication, not as a separate number', () => {
    expect(extractFacts('warfarin 5 mg daily').map((fact) => fact.kind)).toEqual(['medication']);
  });

  it('flags a drug dropped or changed, or its dose or schedule changed', () => {
    expect(checkFacts('lisinopril 10 mg daily, metformin 500 mg BID', 'lisinopril 10 mg daily').lost.map((fact) => fact.key)).toEqual([
      'metformin 500 mg twice daily',
    ]);
    expect(checkFacts('On warfarin', 'On aspirin').ok).toBe(false);
    expect(checkFacts('Metoprolol 25 mg BID', 'Metoprolol 50 mg twice daily').ok).toBe(false);
    expect(checkFacts('Metoprolol 25 mg BID', 'Metoprolol 25 mg daily').ok).toBe(false);
  });

  it('passes the same medications written out', () => {
    expect(
      checkFacts(
        'Meds: lisinopril 10 mg daily, metformin 500 mg BID.',
        'Medications include lisinopril 10 mg once daily and metformin 500 mg twice daily.',
      ).ok,
    ).toBe(true);
  });
});
