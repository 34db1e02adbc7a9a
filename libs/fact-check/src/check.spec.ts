/**
 * The rewrites issue 20's review found, each flagged, and the same notes rephrased faithfully,
 * each passed. All text is invented.
 */
import { checkFacts } from './check';
import { extractFacts } from './extract';
import type { Fact } from './types';

const keys = (facts: Fact[]) => facts.map((fact) => `${fact.kind}: ${fact.key}`);

describe('the review’s rewrites are flagged', () => {
  it('an invented rating of pain from "denies pain, fatigue 6/10"', () => {
    const check = checkFacts('Denies pain, fatigue 6/10.', 'Patient reports moderate pain (6/10).');
    expect(check.ok).toBe(false);
    expect(keys(check.lost)).toEqual(['score: 6/10', 'negation: no pain']);
    expect(keys(check.unsupported)).toEqual(['score: 6/10', 'score: moderate']);
  });

  it('a past rating read as current', () => {
    const check = checkFacts('No pain today; 9/10 last wk before injection.', 'Reports severe pain (9/10).');
    expect(keys(check.lost)).toEqual(['score: 9/10', 'negation: no pain']);
    expect(check.lost[0]?.past).toBe(true);
  });

  it('"not available" turned into "completed"', () => {
    expect(keys(checkFacts('Complete med list not available.', 'Medication reconciliation completed.').lost)).toEqual([
      'negation: no complet medication list',
    ]);
  });

  it('"not required" turned into "requires"', () => {
    expect(keys(checkFacts('Supervision not required.', 'Patient requires supervision.').lost)).toEqual(['negation: no supervision']);
  });

  it('an assistance level dropped', () => {
    expect(keys(checkFacts('Independent w/ ADLs, needs min A for IADLs.', 'Independent with activities of daily living.').lost)).toEqual([
      'assistance: minimal assist',
    ]);
  });

  it('"w/d" and "w/u" expanded as "with d" and "with u"', () => {
    const check = checkFacts('w/d dressing changed; cardiac w/u pending.', 'with d dressing changed; cardiac with u pending.');
    expect(keys(check.lost)).toEqual(['shorthand: wet-to-dry', 'shorthand: work-up']);
  });

  it('unknown two-letter shorthand expanded at all', () => {
    expect(keys(checkFacts('d/c planned', 'discharge planned').lost)).toEqual(['shorthand: d/c']);
  });

  it('a side swapped, a medication dropped, a number invented', () => {
    expect(checkFacts('R knee pain', 'Left knee pain').ok).toBe(false);
    expect(checkFacts('Meds: metoprolol 25 mg BID, apixaban 5 mg BID', 'Medications: metoprolol 25 mg twice daily').ok).toBe(false);
    expect(checkFacts('Ambulated with RW', 'Ambulated 150 feet with RW').ok).toBe(false);
  });
});

describe('faithful rephrasings pass', () => {
  it.each([
    ['Denies pain, fatigue 6/10.', 'Patient denies pain and reports fatigue rated 6/10.'],
    ['No pain today; 9/10 last wk before injection.', 'Patient reports no pain today; pain was 9/10 last week before the injection.'],
    ['w/d dressing changed; cardiac w/u pending.', 'Wet-to-dry dressing changed; cardiac work-up pending.'],
    [
      'Pt amb 150 ft w/ RW, CGA, 2 rest breaks.',
      'Patient ambulated 150 feet with a rolling walker with contact guard assistance, taking two rest breaks.',
    ],
    ['Lasix 40 mg qAM; HEP BID.', 'Furosemide 40 mg every morning; home exercise program twice daily.'],
    ['SOB w/ exertion, desats to 88% after 50 ft.', 'Shortness of breath with exertion, desaturating to 88% after 50 feet.'],
    [
      'Pt w/o AD in home, uses SPC outdoors.',
      'Patient ambulates without an assistive device at home and uses a single point cane outdoors.',
    ],
  ])('%s → %s', (source, answer) => {
    expect(checkFacts(source, answer)).toEqual({ lost: [], unsupported: [], ok: true });
  });

  it('the same text always passes', () => {
    const note = 'Pt c/o L shoulder pain 5/10. BP 138/84. Denies dizziness. Metoprolol 25 mg BID. Transfers SBA.';
    expect(checkFacts(note, note).ok).toBe(true);
  });
});

describe('extractFacts', () => {
  it('gives each fact its text as typed and its offsets', () => {
    const note = 'Pt denies pain; R knee 4/10 last wk. Lasix 40 mg daily. Min A for transfers.';
    const facts = extractFacts(note);
    expect(facts.length).toBeGreaterThan(0);
    for (const fact of facts) expect(note.slice(fact.start, fact.end)).toBe(fact.text);
  });

  it('reads nothing from empty or non-text input', () => {
    expect(extractFacts('')).toEqual([]);
    expect(extractFacts(undefined as unknown as string)).toEqual([]);
    expect(checkFacts('', '')).toEqual({ lost: [], unsupported: [], ok: true });
  });
});

describe('what the offline rewrite derives (clinical-text) reads as the same facts', () => {
  it.each([
    ['Pain assessment: 6/10.', 'Patient reports moderate pain (6/10).'],
    ['Pain assessment: 6/10 L hip w/ amb.', 'Patient reports moderate pain (6/10): L hip with amb.'],
    ['Pain assessment: 3/10 R knee pain.', 'Patient reports mild (3/10) R knee pain.'],
    ['Pain 8/10 in low back.', 'Patient reports severe (8/10) pain in low back.'],
    ['Pain 6.5/10.', 'Pain is moderate (6.5/10).'],
    ['Pain assessment: 0/10.', 'Patient reports no pain (0/10).'],
    ['Pain 0/10.', 'Patient denies pain.'],
    ['Denies pain.', 'Pain 0/10.'],
    ['Tinetti score: 19.', 'Tinetti Performance Oriented Mobility Assessment score: 19/28.'],
    ['Berg 38/56.', 'Berg Balance Scale score of 38.'],
    ['Current level of function: I with all ADLs.', 'Current level of function reported as independent with all ADLs.'],
    ['I w/ ADLs/IADLs, drove.', 'Independent with ADLs/IADLs, drove.'],
    ['Unable to ambulate d/t dizziness.', 'Unable to ambulate due to dizziness.'],
    ['Current equipment: None.', 'No current equipment reported.'],
  ])('%s → %s', (source, answer) => {
    expect(checkFacts(source, answer)).toEqual({ lost: [], unsupported: [], ok: true });
  });

  it.each([
    ['a severity above the band', 'Pain 3/10.', 'Patient reports severe pain (3/10).', 'score: severe'],
    ['a severity below the band', 'Pain 8/10.', 'Patient reports mild pain (8/10).', 'score: mild'],
    ['a severity of pain from another symptom’s rating', 'Denies pain, fatigue 6/10.', 'Patient reports moderate pain.', 'score: moderate'],
    [
      'a severity of pain from fatigue while pain is rated lower',
      'Fatigue 6/10, pain 2/10.',
      'Fatigue 6/10, moderate pain (2/10).',
      'score: moderate',
    ],
    [
      'a severity from a past rating',
      'Pain was 8/10 before TKA.',
      'Patient reports severe pain; pain was 8/10 before TKA.',
      'score: severe',
    ],
    ['"no pain" from another symptom at 0/10', 'Fatigue 0/10.', 'Patient denies pain.', 'negation: no pain'],
    ['"no pain" from a rating above 0', 'Pain 2/10.', 'Patient denies pain.', 'negation: no pain'],
    ['another scale’s maximum', 'Tinetti 18.', 'Tinetti 18/56.', 'score: 18/56'],
    ['a completed score with another value', 'Tinetti 18.', 'Tinetti 19/28.', 'score: 19/28'],
    ['a maximum added to a score of no named scale', 'Score 18.', 'Score 18/28.', 'score: 18/28'],
    ['a maximum added to a timed test', 'TUG 18.', 'TUG 18/28.', 'score: 18/28'],
    ['"I with" read as another level', 'I w/ ADLs.', 'Patient requires minimal assistance with ADLs.', 'assistance: minimal assist'],
  ])('still flags %s', (_name, source, answer, added) => {
    const check = checkFacts(source, answer);
    expect(check.ok).toBe(false);
    expect(keys(check.unsupported)).toContain(added);
  });

  it('keeps "I w/c" as wheelchair shorthand, not "independent with c"', () => {
    expect(keys(extractFacts('Propels I w/c.'))).toEqual(['shorthand: wheelchair']);
  });

  it('gives a severity the symptom it grades', () => {
    const about = (text: string) => extractFacts(text).find((fact) => fact.key === 'moderate')?.about;
    expect(about('Patient reports moderate (6/10) left hip pain.')).toBe('pain');
    expect(about('Fatigue is moderate.')).toBe('fatigue');
    expect(about('Fatigue and moderate pain.')).toBe('pain');
  });
});
