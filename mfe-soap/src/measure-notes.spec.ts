import { measureFieldNotes, MEASURE_NOTE_TEXTS } from './measure-notes';

describe('the outcome-measure notes of the evaluation forms (issue 24)', () => {
  const pt = measureFieldNotes('pt')!;

  it('PT: TUG 18 s, 30-second chair stand 8 and Tinetti 17 for an 82-year-old woman each say what they mean, with the source', () => {
    expect(pt.reads('objective.tugScore')).toEqual(['subjective.patientInfo']);
    const [tug] = pt.notes('objective.tugScore', '18 s', ['82 yo F']);
    expect(tug.text).toBe('TUG: 18 s is at or above the 12 s cut-off for fall risk (CDC STEADI, 2017).');
    expect(tug.append).toEqual({
      label: MEASURE_NOTE_TEXTS.add,
      doneLabel: MEASURE_NOTE_TEXTS.added,
      field: 'assessment.assessment',
      text: 'TUG of 18 s exceeds the 12 s cut-off associated with increased fall risk (CDC STEADI, 2017).',
    });
    const [stand] = pt.notes('objective.sitToStandScore', '8', ['82 yo F']);
    expect(stand.text).toMatch(/^30-Second Chair Stand: 8 stands is below average for a woman aged 82/);
    const [tinetti] = pt.notes('objective.tinettiScore', '17', ['82 yo F']);
    expect(tinetti.text).toMatch(/^Tinetti POMA: 17\/28 /);
  });

  it('says what is missing, with nothing to add, when the patient info gives no age or sex', () => {
    const [stand] = pt.notes('objective.sitToStandScore', '8 reps', ['Referred after a fall']);
    expect(stand.text).toMatch(/Age and sex are needed/);
    expect(stand.append).toBeUndefined();
  });

  it('has no notes on other fields, and none at all on the SN form', () => {
    expect(pt.reads('objective.strength')).toBeNull();
    expect(measureFieldNotes('sn')).toBeUndefined();
    expect(measureFieldNotes('ot')!.reads('objective.balanceScores')).toEqual(['subjective.ageGenderReferral']);
  });
});
