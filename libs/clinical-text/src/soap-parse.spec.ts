import { FORMS } from './catalogue';
import { offlineRewrite } from './offline-rewrite';
import { buildSoap, joinSoap, parseSoap, withoutSectionHeading } from './soap';
import { DISCIPLINES, SECTIONS, type Discipline, type SoapSections } from './types';
import type { SoapAnswers } from './answers';

/** Every field of a form filled with an invented value (no patient identifiers). */
function fillAll(discipline: Discipline): SoapAnswers {
  const answers: SoapAnswers = {};
  for (const section of FORMS[discipline].sections) {
    answers[section.id] = Object.fromEntries(section.fields.map((field) => [field.key, `value ${field.key}`]));
  }
  return answers;
}

const sectionsOf = (texts: string[]): SoapSections => Object.fromEntries(SECTIONS.map((s, i) => [s, texts[i]])) as SoapSections;

describe('parseSoap: a whole note back into its four sections (issue 25, docs/decisions/0153-note-versions.md)', () => {
  describe.each(DISCIPLINES)('%s', (discipline) => {
    it.each([
      ['every field filled', fillAll(discipline)],
      ['nothing filled (the empty lines)', {}],
    ])('gives back what buildSoap made, %s', (_label, answers) => {
      const built = buildSoap(discipline, answers);
      expect(parseSoap(joinSoap(built))).toEqual(built);
    });

    it('gives back the enhanced sections ("Subjective: …", as svc-ai and the offline rewrite write them)', () => {
      const built = buildSoap(discipline, fillAll(discipline));
      const enhanced = sectionsOf(SECTIONS.map((section) => offlineRewrite(section, built[section])));
      expect(enhanced.subjective).toMatch(/^Subjective: /);
      expect(parseSoap(joinSoap(enhanced))).toEqual(enhanced);
    });
  });

  it('keeps PT\'s own "Assessment:" line inside ASSESSMENT', () => {
    const built = buildSoap('pt', { assessment: { assessment: 'Impaired balance', goals: 'Amb 150 ft' } });
    expect(built.assessment.split('\n')).toEqual(['ASSESSMENT:', 'Assessment: Impaired balance.', 'Goals: Amb 150 ft.']);
    expect(parseSoap(joinSoap(built))?.assessment).toBe(built.assessment);
  });

  it('reads an edited note: text changed, added and removed inside the sections, headings kept', () => {
    const edited = [
      'SUBJECTIVE:\nPatient is a 70-year-old referred for gait training.\nReports knee pain 3/10 today.',
      '',
      'OBJECTIVE:\nAmb 150 ft with FWW, CGA.',
      '',
      'ASSESSMENT:\nGait improving.',
      '',
      '',
      'PLAN:\nContinue 2x/week for 4 weeks.\n',
    ].join('\n');
    expect(parseSoap(edited)).toEqual({
      subjective: 'SUBJECTIVE:\nPatient is a 70-year-old referred for gait training.\nReports knee pain 3/10 today.',
      objective: 'OBJECTIVE:\nAmb 150 ft with FWW, CGA.',
      assessment: 'ASSESSMENT:\nGait improving.',
      plan: 'PLAN:\nContinue 2x/week for 4 weeks.',
    });
  });

  it('takes the standard headings before the named ones, so a "Plan:" line inside OBJECTIVE stays there', () => {
    const text = 'SUBJECTIVE:\nS text.\n\nOBJECTIVE:\nO text.\nPlan: discussed with the aide.\n\nASSESSMENT:\nA text.\n\nPLAN:\nP text.';
    expect(parseSoap(text)?.objective).toBe('OBJECTIVE:\nO text.\nPlan: discussed with the aide.');
    expect(parseSoap(text)?.plan).toBe('PLAN:\nP text.');
  });

  it.each([
    ['a heading removed', 'SUBJECTIVE:\nS.\n\nASSESSMENT:\nA.\n\nPLAN:\nP.'],
    ['headings out of order', 'SUBJECTIVE:\nS.\n\nASSESSMENT:\nA.\n\nOBJECTIVE:\nO.\n\nPLAN:\nP.'],
    ['text before the first heading', 'Addendum first.\nSUBJECTIVE:\nS.\n\nOBJECTIVE:\nO.\n\nASSESSMENT:\nA.\n\nPLAN:\nP.'],
    ['a heading inside a line, not at its start', 'SUBJECTIVE: S. OBJECTIVE: O. ASSESSMENT: A. PLAN: P.'],
    ['free text', 'Pt seen for gait training; tolerated well; continue plan.'],
    ['a letter', 'LETTER OF MEDICAL NECESSITY: WALKER/ROLLATOR\n\nMobility Limitation: Unable to walk 50 ft.'],
    ['nothing', ''],
  ])('answers null for %s', (_label, text) => {
    expect(parseSoap(text)).toBeNull();
  });
});

describe('withoutSectionHeading', () => {
  it.each([
    ['subjective', 'SUBJECTIVE:\nPatient is a 70-year-old.', 'Patient is a 70-year-old.'],
    ['plan', 'Plan: Continue 2x/week.', 'Continue 2x/week.'],
    ['assessment', 'ASSESSMENT:\nAssessment: Impaired balance.', 'Assessment: Impaired balance.'],
    ['objective', 'Amb 150 ft.', 'Amb 150 ft.'],
  ] as const)('%s: %j → %j', (section, text, body) => {
    expect(withoutSectionHeading(section, text)).toBe(body);
  });
});
