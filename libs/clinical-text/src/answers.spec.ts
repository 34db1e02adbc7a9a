import { answerOf, emptyAnswers, normaliseAnswers } from './answers';
import { FORMS } from './catalogue';

describe('answers of a catalogue form', () => {
  it('emptyAnswers: every section and field of the definition, each ""', () => {
    const answers = emptyAnswers(FORMS['hospital-bed']);
    expect(Object.keys(answers)).toEqual(['medicalNecessity']);
    expect(Object.keys(answers.medicalNecessity)).toEqual(FORMS['hospital-bed'].sections[0].fields.map((field) => field.key));
    expect(Object.values(answers.medicalNecessity).every((value) => value === '')).toBe(true);
    expect(Object.keys(emptyAnswers(FORMS.ot))).toEqual(['subjective', 'objective', 'assessment', 'plan']);
    expect(emptyAnswers(FORMS.ot).subjective).toHaveProperty('additionalInformation', '');
  });

  it('normaliseAnswers: catalogue order, text only, unknown keys dropped, own properties only', () => {
    const inherited = Object.create({ vitals: 'from the prototype' }) as Record<string, unknown>;
    inherited.strength = 4;
    const given = {
      plan: { frequency: '2x/wk', stray: 'dropped' },
      objective: inherited,
      assessment: null,
      subjective: { pain: { nested: true }, goals: Infinity },
      extra: {},
    };
    const answers = normaliseAnswers(FORMS.pt, given);
    expect(Object.keys(answers)).toEqual(['subjective', 'objective', 'assessment', 'plan']);
    expect(answers.plan).toEqual({ ...emptyAnswers(FORMS.pt).plan, frequency: '2x/wk' });
    expect(answers.objective).toMatchObject({ vitals: '', strength: '4' });
    expect(answers.subjective).toMatchObject({ pain: '', goals: '' });
    expect(answers.assessment).toEqual(emptyAnswers(FORMS.pt).assessment);
    expect(normaliseAnswers(FORMS.walker, 'not answers')).toEqual(emptyAnswers(FORMS.walker));
  });

  it('answerOf: the trimmed own text under a key, else ""', () => {
    expect(answerOf({ a: '  x ' }, 'a')).toBe('x');
    expect(answerOf(Object.create({ a: 'x' }), 'a')).toBe('');
    expect(answerOf(null, 'a')).toBe('');
  });
});
