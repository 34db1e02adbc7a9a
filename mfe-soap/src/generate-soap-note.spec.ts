import { buildSoap, joinSoap, offlineRewrite, type Section } from '@clinote/clinical-text';
import { PhiRefused } from '@clinote/notes-client';
import { ENHANCEMENT_FALLBACK, filledSections, generateSoapNote, outgoingSections } from './generate-soap-note';

/** Invented clinical answers only. */
const ANSWERS = {
  subjective: { patientInfo: '78 y/o female referred after L TKA', pain: '4/10 L knee with stairs' },
  objective: { vitals: 'BP 128/76, HR 72', tinettiScore: '19/28' },
  assessment: {},
  plan: { frequency: '2x/week for 4 weeks' },
};

const failWith = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status });

describe('generateSoapNote (docs/product.md §4)', () => {
  it('with AI off: the standard formatted sections joined by blank lines, no call made', async () => {
    const enhance = jest.fn();
    const note = await generateSoapNote('pt', ANSWERS, { aiEnabled: false, enhance });
    expect(note.text).toBe(joinSoap(buildSoap('pt', ANSWERS)));
    expect(note).toMatchObject({ aiEnhanced: false });
    expect(note.fallback).toBeUndefined();
    expect(enhance).not.toHaveBeenCalled();
  });

  it('with AI on: each filled section is sent separately, blank ones never; results joined with blank lines', async () => {
    const enhance = jest.fn(async (section: Section) => ({ enhancedText: `${section.toUpperCase()} polished.` }));
    const note = await generateSoapNote('pt', ANSWERS, { aiEnabled: true, enhance });
    expect(enhance.mock.calls.map(([section]) => section).sort()).toEqual(['objective', 'plan', 'subjective']);
    expect(enhance).toHaveBeenCalledWith('subjective', buildSoap('pt', ANSWERS).subjective);
    expect(note.text).toBe('SUBJECTIVE polished.\n\nOBJECTIVE polished.\n\nAssessment: No assessment provided.\n\nPLAN polished.');
    expect(note).toMatchObject({ aiEnhanced: true, sections: { assessment: 'Assessment: No assessment provided.' } });
  });

  it('PT: a 429 falls back to the local offline rewrite for that section, flagged as quota', async () => {
    const enhance = jest.fn(async (section: Section) => {
      if (section === 'objective') throw failWith(429);
      return { enhancedText: `${section} ok` };
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
    const mixed = await generateSoapNote('pt', ANSWERS, {
      aiEnabled: true,
      enhance: async (s) => Promise.reject(failWith(s === 'plan' ? 429 : 500)),
    });
    expect(mixed.fallback).toBe('quota');
  });

  describe('the fact check of each AI section (issue 20)', () => {
    const flaggedCheck = { ok: false, lost: [{ kind: 'score' as const, text: '4/10', start: 0, end: 4 }], unsupported: [] };
    const passedCheck = { ok: true, lost: [], unsupported: [] };

    it('names the sections whose check failed, with what was sent and what came back, and keeps the standard note to offer instead', async () => {
      const enhance = jest.fn(async (section: Section) => ({
        enhancedText: `${section} polished.`,
        factCheck: section === 'subjective' ? flaggedCheck : passedCheck,
      }));
      const note = await generateSoapNote('pt', ANSWERS, { aiEnabled: true, enhance });
      const standard = buildSoap('pt', ANSWERS);
      expect(note.text).toBe('subjective polished.\n\nobjective polished.\n\nAssessment: No assessment provided.\n\nplan polished.');
      expect(note.standard).toEqual(standard);
      expect(note.flagged).toEqual([
        { label: 'Subjective', sent: standard.subjective, enhancedText: 'subjective polished.', factCheck: flaggedCheck },
      ]);
    });

    it('no flagged part when every check passed, or when the answer carries no check (an older svc-ai)', async () => {
      const passed = await generateSoapNote('pt', ANSWERS, {
        aiEnabled: true,
        enhance: async (section) => ({ enhancedText: `${section} ok`, factCheck: passedCheck }),
      });
      expect(passed.flagged).toBeUndefined();
      const unchecked = await generateSoapNote('pt', ANSWERS, {
        aiEnabled: true,
        enhance: async (section) => ({ enhancedText: `${section} ok` }),
      });
      expect(unchecked.flagged).toBeUndefined();
    });

    it('a section the offline rewrite stood in for is not flagged: only answers of svc-ai carry a check', async () => {
      const note = await generateSoapNote('pt', ANSWERS, {
        aiEnabled: true,
        enhance: async (section) =>
          section === 'plan'
            ? Promise.reject(failWith(503))
            : { enhancedText: `${section} ok`, factCheck: section === 'objective' ? flaggedCheck : passedCheck },
      });
      expect(note.fallback).toBe('offline');
      expect(note.flagged?.map((part) => part.label)).toEqual(['Objective']);
    });
  });

  it.each(['sn', 'ot'] as const)('%s: any failure drops back to the standard formatting of the whole note', async (discipline) => {
    const answers = { subjective: { ageGenderReferral: '81 yo male, HH referral', goals: 'Return to church' } };
    const note = await generateSoapNote(discipline, answers, { aiEnabled: true, enhance: async () => Promise.reject(failWith(429)) });
    expect(note).toEqual({
      text: joinSoap(buildSoap(discipline, answers)),
      sections: buildSoap(discipline, answers),
      aiEnhanced: false,
      fallback: 'standard',
    });
  });

  it('sends nothing when every section is blank', async () => {
    const enhance = jest.fn();
    const note = await generateSoapNote('sn', {}, { aiEnabled: true, enhance });
    expect(enhance).not.toHaveBeenCalled();
    expect(note.text).toBe(
      'Subjective: No subjective information provided.\n\nObjective: No objective data recorded.\n\nAssessment: No assessment provided.\n\nPlan: No plan established.',
    );
  });

  it('counts a section as filled only by an output field (OT fall history and extra notes are never sent)', () => {
    expect(filledSections('ot', { subjective: { fallHistory: 'two falls', additionalInformation: 'x' } })).toEqual([]);
    expect(filledSections('pt', { subjective: { pain: '  ' }, plan: { frequency: '3x/week' } })).toEqual(['plan']);
  });

  it('documents which form takes which failure path', () => {
    expect(ENHANCEMENT_FALLBACK).toEqual({ pt: 'offline-rewrite', ot: 'standard-formatting', sn: 'standard-formatting' });
  });
});

describe('PHI refusals (issue 21)', () => {
  const refusal = {
    status: 422,
    data: { statusCode: 422, error: 'PHI_DETECTED', message: 'm', findings: [{ type: 'name', start: 0, end: 3, confidence: 'low' }] },
  };

  it.each(['pt', 'sn'] as const)(
    "%s: svc-ai's PHI_DETECTED is no AI failure: no offline rewrite or standard fallback, it rejects with PhiRefused naming the section",
    async (discipline) => {
      const answers = discipline === 'pt' ? ANSWERS : { subjective: { primaryDiagnosis: 'CHF' }, plan: { frequency: '2x/week' } };
      const enhance = async (section: Section) => {
        if (section === 'plan') throw refusal;
        return { enhancedText: `${section} ok` };
      };
      const rejected = generateSoapNote(discipline, answers, { aiEnabled: true, enhance });
      await expect(rejected).rejects.toBeInstanceOf(PhiRefused);
      await expect(rejected).rejects.toMatchObject({ where: 'Plan', refusal: { error: 'PHI_DETECTED' } });
    },
  );

  it('what the PHI review checks besides the fields: each filled section as it is sent', () => {
    const standard = buildSoap('pt', ANSWERS);
    expect(outgoingSections('pt', ANSWERS)).toEqual([
      { label: 'Subjective', text: standard.subjective },
      { label: 'Objective', text: standard.objective },
      { label: 'Plan', text: standard.plan },
    ]);
  });
});
