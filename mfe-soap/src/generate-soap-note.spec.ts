import { buildSoap, joinSoap, offlineRewrite, type Section } from '@clinote/clinical-text';
import { ENHANCEMENT_FALLBACK, filledSections, generateSoapNote } from './generate-soap-note';

/** Invented clinical answers only. */
const ANSWERS = {
  subjective: { patientInfo: '78 y/o female referred after L TKA', pain: '4/10 L knee with stairs' },
  objective: { vitals: 'BP 128/76, HR 72', tinettiScore: '19/28' },
  assessment: {},
  plan: { frequency: '2x/week for 4 weeks' },
};

const failWith = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status });

describe('generateSoapNote (SPEC.md §4)', () => {
  it('with AI off: the standard formatted sections joined by blank lines, no call made', async () => {
    const enhance = jest.fn();
    const note = await generateSoapNote('pt', ANSWERS, { aiEnabled: false, enhance });
    expect(note.text).toBe(joinSoap(buildSoap('pt', ANSWERS)));
    expect(note).toMatchObject({ aiEnhanced: false });
    expect(note.fallback).toBeUndefined();
    expect(enhance).not.toHaveBeenCalled();
  });

  it('with AI on: each filled section is sent separately, blank ones never; results joined with blank lines', async () => {
    const enhance = jest.fn(async (section: Section) => `${section.toUpperCase()} polished.`);
    const note = await generateSoapNote('pt', ANSWERS, { aiEnabled: true, enhance });
    expect(enhance.mock.calls.map(([section]) => section).sort()).toEqual(['objective', 'plan', 'subjective']);
    expect(enhance).toHaveBeenCalledWith('subjective', buildSoap('pt', ANSWERS).subjective);
    expect(note.text).toBe('SUBJECTIVE polished.\n\nOBJECTIVE polished.\n\nAssessment: No assessment provided.\n\nPLAN polished.');
    expect(note).toMatchObject({ aiEnhanced: true, sections: { assessment: 'Assessment: No assessment provided.' } });
  });

  it('PT: a 429 falls back to the local offline rewrite for that section, flagged as quota', async () => {
    const enhance = jest.fn(async (section: Section) => {
      if (section === 'objective') throw failWith(429);
      return `${section} ok`;
    });
    const note = await generateSoapNote('pt', ANSWERS, { aiEnabled: true, enhance });
    expect(note.sections.objective).toBe(offlineRewrite('objective', buildSoap('pt', ANSWERS).objective));
    expect(note.sections.subjective).toBe('subjective ok');
    expect(note).toMatchObject({ aiEnhanced: true, fallback: 'quota' });
  });

  it('PT: any other failure falls back to the offline rewrite, flagged as offline; a 429 anywhere wins', async () => {
    const offline = await generateSoapNote('pt', ANSWERS, { aiEnabled: true, enhance: async () => Promise.reject(failWith(503)) });
    expect(offline.fallback).toBe('offline');
    expect(offline.text).toContain(offlineRewrite('plan', buildSoap('pt', ANSWERS).plan));
    const mixed = await generateSoapNote('pt', ANSWERS, { aiEnabled: true, enhance: async (s) => Promise.reject(failWith(s === 'plan' ? 429 : 500)) });
    expect(mixed.fallback).toBe('quota');
  });

  it.each(['sn', 'ot'] as const)('%s: any failure drops back to the standard formatting of the whole note', async (discipline) => {
    const answers = { subjective: { ageGenderReferral: '81 yo male, HH referral', goals: 'Return to church' } };
    const note = await generateSoapNote(discipline, answers, { aiEnabled: true, enhance: async () => Promise.reject(failWith(429)) });
    expect(note).toEqual({ text: joinSoap(buildSoap(discipline, answers)), sections: buildSoap(discipline, answers), aiEnhanced: false, fallback: 'standard' });
  });

  it('sends nothing when every section is blank', async () => {
    const enhance = jest.fn();
    const note = await generateSoapNote('sn', {}, { aiEnabled: true, enhance });
    expect(enhance).not.toHaveBeenCalled();
    expect(note.text).toBe('Subjective: No subjective information provided.\n\nObjective: No objective data recorded.\n\nAssessment: No assessment provided.\n\nPlan: No plan established.');
  });

  it('counts a section as filled only by an output field (OT fall history and extra notes are never sent)', () => {
    expect(filledSections('ot', { subjective: { fallHistory: 'two falls', additionalInformation: 'x' } })).toEqual([]);
    expect(filledSections('pt', { subjective: { pain: '  ' }, plan: { frequency: '3x/week' } })).toEqual(['plan']);
  });

  it('documents which form takes which failure path', () => {
    expect(ENHANCEMENT_FALLBACK).toEqual({ pt: 'offline-rewrite', ot: 'standard-formatting', sn: 'standard-formatting' });
  });
});
