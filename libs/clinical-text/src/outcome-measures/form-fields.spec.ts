import { FORMS } from '../catalogue';
import type { Discipline } from '../types';
import { interpretField, MEASURE_FIELDS, type AnswerName } from './form-fields';

const answerNames = (discipline: Discipline): string[] =>
  FORMS[discipline].sections.flatMap((section) => section.fields.map((field) => `${section.id}.${field.key}`));

describe('which answers hold outcome measures (issue 24)', () => {
  it.each(Object.entries(MEASURE_FIELDS))('%s: every answer the table names is a field of the form', (discipline, fields) => {
    const names = answerNames(discipline as Discipline);
    for (const name of [fields!.patient, fields!.assessment, ...Object.keys(fields!.fields)]) expect(names).toContain(name);
  });

  it('SN holds no outcome measure: no entry, so its form shows none', () => {
    expect(MEASURE_FIELDS.sn).toBeUndefined();
  });
});

describe('interpretField', () => {
  const pt = MEASURE_FIELDS.pt!;
  const verdicts = (name: AnswerName, text: string, patient = '82 yo F, s/p fall at home') =>
    interpretField(pt, name, text, patient).map((found) => [found.status, found.status === 'interpreted' ? found.verdict : '']);

  it("reads each PT field as its measure, against the patient's age and sex", () => {
    expect(verdicts('objective.tugScore', '18 s with RW')).toEqual([['interpreted', 'at risk']]);
    expect(verdicts('objective.sitToStandScore', '8 reps in 30 s, arms crossed')).toEqual([['interpreted', 'below average']]);
    expect(verdicts('objective.tinettiScore', '17/28')[0][0]).toBe('interpreted');
    expect(verdicts('objective.otherOutcomeMeasures', 'Berg 38/56; 5x sit to stand 18 s')).toEqual([
      ['interpreted', 'at risk'],
      ['interpreted', 'at risk'],
    ]);
  });

  it('says what is missing when the patient info does not state age and sex', () => {
    const [found] = interpretField(pt, 'objective.sitToStandScore', '8 reps', 'Referred after a fall at home');
    expect(found.status).toBe('missing');
    expect(found.explanation).toMatch(/^Age and sex are needed/);
  });

  it('reads nothing from a field the table does not name, or an empty one', () => {
    expect(interpretField(pt, 'objective.strength', 'TUG 18 s', '82 yo F')).toEqual([]);
    expect(interpretField(pt, 'objective.tugScore', '  ', '82 yo F')).toEqual([]);
  });
});
