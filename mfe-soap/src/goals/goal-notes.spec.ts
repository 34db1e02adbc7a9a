import type { FieldNotes } from '@clinote/ui';
import { combineFieldNotes } from '../field-notes';
import { measureFieldNotes } from '../measure-notes';
import { goalFieldNotes, LISTED_GOALS } from './goal-notes';
import { goalPartsOf } from './GoalBuilder';

describe('the goals hint under the goals fields (issue 24)', () => {
  const pt = goalFieldNotes('pt');

  it('reads the clinician goals fields only, never the patient’s own goals', () => {
    expect(pt.reads('assessment.goals')).toEqual([]);
    expect(pt.reads('plan.shortTermGoals')).toEqual([]);
    expect(pt.reads('subjective.goals')).toBeNull();
    expect(goalFieldNotes('sn').reads('plan.shortTermGoals')).toEqual([]);
    expect(goalFieldNotes('sn').reads('assessment.goals')).toBeNull();
  });

  it('quotes a goal that lacks a measurable part and says what to add', () => {
    expect(pt.notes('assessment.goals', 'Improve balance', []).map((note) => note.text)).toEqual([
      'Not yet measurable: “Improve balance”. Add a time frame (e.g. within 4 weeks) and a score or time (e.g. Berg 45/56).',
    ]);
  });

  it('says nothing of a measurable goal or an empty field', () => {
    expect(pt.notes('assessment.goals', 'Amb 150 ft with RW SBA within 4 weeks', [])).toEqual([]);
    expect(pt.notes('assessment.goals', '', [])).toEqual([]);
  });

  it('lists the first goals that lack a part by name and counts the rest; ids are unique', () => {
    const field = Array.from({ length: LISTED_GOALS + 2 }, (_, index) => `${index + 1}. Improve balance`).join('\n');
    const notes = pt.notes('assessment.goals', field, []);
    expect(notes).toHaveLength(LISTED_GOALS + 1);
    expect(notes[LISTED_GOALS].text).toBe('2 more goals lack a measurable part.');
    expect(new Set(notes.map((note) => note.id)).size).toBe(notes.length);
  });

  it('cuts a long goal in its quote', () => {
    const [note] = pt.notes('assessment.goals', `Improve ${'very '.repeat(30)}good balance`, []);
    expect(note.text).toMatch(/^Not yet measurable: “Improve very .{40,}…”\./u);
  });
});

describe('combineFieldNotes', () => {
  it('gives each source its own answers and keeps their notes in order', () => {
    const a: FieldNotes = {
      reads: (name) => (name === 'x.one' ? ['x.a1', 'x.a2'] : null),
      notes: (_name, value, read) => [{ id: 'a', text: `a:${value}:${read.join(',')}` }],
    };
    const b: FieldNotes = {
      reads: (name) => (name === 'x.one' || name === 'x.two' ? ['x.b1'] : null),
      notes: (_name, value, read) => [{ id: 'b', text: `b:${value}:${read.join(',')}` }],
    };
    const both = combineFieldNotes(a, undefined, b)!;
    expect(both.reads('x.one')).toEqual(['x.a1', 'x.a2', 'x.b1']);
    expect(both.reads('x.two')).toEqual(['x.b1']);
    expect(both.reads('x.three')).toBeNull();
    expect(both.notes('x.one', 'v', ['A1', 'A2', 'B1']).map((note) => note.text)).toEqual(['a:v:A1,A2', 'b:v:B1']);
    expect(both.notes('x.two', 'v', ['B1']).map((note) => note.text)).toEqual(['b:v:B1']);
  });

  it('is the one source, or nothing, when there are fewer than two', () => {
    const one = goalFieldNotes('sn');
    expect(combineFieldNotes(undefined, one)).toBe(one);
    expect(combineFieldNotes(undefined)).toBeUndefined();
  });

  it('PT: measures and goals together', () => {
    const pt = combineFieldNotes(measureFieldNotes('pt'), goalFieldNotes('pt'))!;
    expect(pt.reads('objective.tugScore')).toEqual(['subjective.patientInfo']);
    expect(pt.notes('assessment.goals', 'Improve balance', [])).toHaveLength(1);
  });
});

describe('goalPartsOf: the builder’s answers as the goal’s parts', () => {
  const empty = {
    who: 'Patient',
    activity: '',
    amountKind: '' as const,
    amount: '',
    outOf: '',
    scale: '',
    assistance: '' as const,
    device: '',
    setting: '',
    weeks: '',
    timeUnit: 'weeks' as const,
    reason: '',
  };

  it('leaves out what was not given', () => {
    expect(goalPartsOf({ ...empty, activity: 'ambulate' })).toEqual({
      who: 'Patient',
      activity: 'ambulate',
      amount: undefined,
      assistance: undefined,
      device: undefined,
      setting: undefined,
      timeFrame: undefined,
      reason: undefined,
    });
  });

  it('reads the amount by its kind, a decimal comma too, and the time frame in weeks or visits', () => {
    expect(goalPartsOf({ ...empty, amountKind: 'ft', amount: '150' }).amount).toEqual({ kind: 'distance', value: 150, unit: 'ft' });
    expect(goalPartsOf({ ...empty, amountKind: 'seconds-limit', amount: '13,5' }).amount).toEqual({
      kind: 'time',
      value: 13.5,
      unit: 'seconds',
      limit: true,
    });
    expect(goalPartsOf({ ...empty, amountKind: 'score', amount: '45', outOf: '56', scale: 'Berg Balance Scale' }).amount).toEqual({
      kind: 'score',
      value: 45,
      outOf: 56,
      scale: 'Berg Balance Scale',
    });
    expect(goalPartsOf({ ...empty, weeks: '6', timeUnit: 'visits' }).timeFrame).toEqual({ value: 6, unit: 'visits' });
  });

  it('passes a number that is none as NaN, which the goal refuses', () => {
    expect(goalPartsOf({ ...empty, amountKind: 'repetitions', amount: 'ten' }).amount).toEqual({ kind: 'repetitions', value: Number.NaN });
  });
});
