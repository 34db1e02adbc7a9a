import { checkFacts } from './check';
import { extractFacts } from './extract';
import { stem } from './negation';

const negations = (text: string) =>
  extractFacts(text)
    .filter((fact) => fact.kind === 'negation')
    .map((fact) => fact.key);

describe('negated findings', () => {
  it('reads the cue with the few words it negates', () => {
    expect(negations('Denies pain. No c/o SOB at rest. Pt w/o AD in home. Unable to perform SLR.')).toEqual([
      'no pain',
      'no dyspnea',
      'no assistive device',
      'no straight leg raise',
    ]);
    expect(negations('negative for calf tenderness, absent reflexes, never smoked')).toEqual([
      'no calf tenderness',
      'no reflex',
      'no smok',
    ]);
  });

  it('reads a cue written after its term', () => {
    expect(negations('Supervision not required. Complete med list not available. Pain: none. List wasn’t available.')).toEqual([
      'no supervision',
      'no complet medication list',
      'no pain',
      'no list',
    ]);
  });

  it('gives each item of a negated list its own fact, and stops where the list does', () => {
    expect(negations('Denies pain, SOB, or dizziness.')).toEqual(['no pain', 'no dyspnea', 'no dizziness']);
    expect(negations('Denies pain or nausea and vomiting')).toEqual(['no pain', 'no nausea and vomiting']);
    expect(negations('Denies pain, fatigue 6/10.')).toEqual(['no pain']);
    expect(negations('Denies pain and reports fatigue.')).toEqual(['no pain']);
  });

  it('writes a term one way: singular, without fillers, abbreviations as words', () => {
    expect(stem('falls')).toBe(stem('fall'));
    expect(stem('injuries')).toBe(stem('injury'));
    expect(stem('dizziness')).toBe('dizziness');
    expect(negations('denies any falls')).toEqual(negations('no fall'));
    expect(negations('no LOB')).toEqual(negations('no loss of balance'));
  });

  it('flags a negation dropped or turned around', () => {
    expect(checkFacts('Denies pain, fatigue 6/10.', 'Patient reports pain and fatigue 6/10.').lost.map((fact) => fact.key)).toEqual([
      'no pain',
    ]);
    expect(checkFacts('Supervision not required.', 'Patient requires supervision.').ok).toBe(false);
    expect(checkFacts('Complete med list not available.', 'Medication reconciliation completed.').ok).toBe(false);
    expect(checkFacts('Denies SOB or chest pain.', 'Reports shortness of breath; denies chest pain.').lost.map((fact) => fact.key)).toEqual(
      ['no dyspnea'],
    );
  });

  it('flags a negation the rewrite adds', () => {
    expect(
      checkFacts('Pt ambulated 150 ft.', 'Patient ambulated 150 feet without loss of balance.').unsupported.map((fact) => fact.key),
    ).toEqual(['no loss of balance']);
  });

  it('passes the negation in other words', () => {
    expect(checkFacts('Supervision not required.', 'Supervision is not required.').ok).toBe(true);
    expect(checkFacts('Complete med list not available.', 'A complete medication list was not available.').ok).toBe(true);
    expect(checkFacts('No pain at rest', 'Patient denies pain at rest').ok).toBe(true);
    expect(checkFacts('Pt does not require an AD', 'Patient ambulates without an assistive device').ok).toBe(true);
    expect(checkFacts('Negative for calf tenderness, no edema.', 'No calf tenderness or edema noted.').ok).toBe(true);
  });
});
