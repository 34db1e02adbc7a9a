import { FORMS } from '../catalogue';
import { DISCIPLINES } from '../types';
import { GOAL_FIELDS, goalGaps } from './index';

describe('GOAL_FIELDS', () => {
  it.each(DISCIPLINES)('names %s goals fields the form has, each asking for goals', (discipline) => {
    const form = FORMS[discipline];
    for (const name of GOAL_FIELDS[discipline]) {
      const [sectionId, key] = name.split('.') as [string, string];
      const field = form.sections.find((section) => section.id === sectionId)?.fields.find((candidate) => candidate.key === key);
      expect(field?.question).toMatch(/goals$/i);
      expect(field?.input).toBe(true);
    }
  });

  it("leaves out the patient's own goals: they are the patient's words", () => {
    for (const discipline of DISCIPLINES) expect(GOAL_FIELDS[discipline]).not.toContain('subjective.goals');
  });

  it('covers every clinician goals field of the three forms', () => {
    expect(GOAL_FIELDS).toEqual({
      pt: ['assessment.goals', 'plan.shortTermGoals'],
      ot: ['assessment.goals', 'plan.shortTermGoals'],
      sn: ['plan.shortTermGoals'],
    });
  });

  it("finds nothing missing in each goals field's own example", () => {
    for (const discipline of DISCIPLINES) {
      for (const name of GOAL_FIELDS[discipline]) {
        const [sectionId, key] = name.split('.') as [string, string];
        const field = FORMS[discipline].sections.find((section) => section.id === sectionId)!.fields.find((f) => f.key === key)!;
        expect(goalGaps(field.example ?? '').flatMap((goal) => goal.gaps)).toEqual([]);
      }
    }
  });
});
