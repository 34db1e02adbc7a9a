import { buildLetter, EQUIPMENT, wheelchairFallbackLetter } from '@clinote/clinical-text';
import { PhiRefused } from '@clinote/notes-client';
import { chosenLetter, ENHANCEMENT_FALLBACK, generateLetter, letterHasContent, letterNote, outgoingLetter } from './generate-letter';

// Obviously fake clinical text only.
const WHEELCHAIR = { mobilityLimitation: 'fake limitation: unable to walk to the fake bathroom', durationOfNeed: '99 months' };
const WALKER = { walkerType: 'Two-wheeled walker', mobilityLimitation: '  ' };
const DATE = new Date(2026, 2, 4, 10, 30);

describe('generateLetter (docs/product.md §4 Letter generation)', () => {
  it('with AI off: the plain letter, no call made', async () => {
    const enhance = jest.fn();
    const letter = await generateLetter('walker', WALKER, { aiEnabled: false, enhance, date: DATE });
    expect(letter).toEqual({ text: buildLetter('walker', WALKER), plain: buildLetter('walker', WALKER), aiEnhanced: false });
    expect(enhance).not.toHaveBeenCalled();
  });

  it.each(EQUIPMENT)('%s with AI on: sends the plain letter and uses enhancedText', async (equipment) => {
    const answers = { [letterFieldKey(equipment)]: 'fake finding' };
    const enhance = jest.fn(async () => ({ enhancedText: 'FAKE ENHANCED LETTER' }));
    const letter = await generateLetter(equipment, answers, { aiEnabled: true, enhance, date: DATE });
    expect(enhance).toHaveBeenCalledWith(buildLetter(equipment, answers));
    expect(letter).toEqual({ text: 'FAKE ENHANCED LETTER', plain: buildLetter(equipment, answers), aiEnhanced: true });
  });

  it('wheelchair: a failed enhancement falls back to the professional template, dated', async () => {
    const onEnhanceFailed = jest.fn();
    const letter = await generateLetter('wheelchair', WHEELCHAIR, {
      aiEnabled: true,
      enhance: () => Promise.reject(new Error('HTTP 503')),
      date: DATE,
      onEnhanceFailed,
    });
    const plain = buildLetter('wheelchair', WHEELCHAIR);
    expect(letter).toEqual({ text: wheelchairFallbackLetter(plain, DATE), plain, aiEnhanced: false, fallback: 'template' });
    expect(letter.text).toContain('March 4, 2026');
    expect(onEnhanceFailed).toHaveBeenCalledWith(expect.objectContaining({ message: 'HTTP 503' }));
  });

  it.each(['hospital-bed', 'commode', 'walker'] as const)('%s: a failed enhancement falls back to the plain letter', async (equipment) => {
    const answers = { [letterFieldKey(equipment)]: 'fake finding' };
    const letter = await generateLetter(equipment, answers, {
      aiEnabled: true,
      enhance: () => Promise.reject(new Error('down')),
      date: DATE,
    });
    expect(letter).toEqual({
      text: buildLetter(equipment, answers),
      plain: buildLetter(equipment, answers),
      aiEnhanced: false,
      fallback: 'standard',
    });
  });

  it('an empty enhancedText counts as a failure: the letter is never replaced by nothing', async () => {
    const letter = await generateLetter(
      'commode',
      { toiletingLimitation: 'fake limitation, confined to one room' },
      { aiEnabled: true, enhance: async () => ({ enhancedText: '  ' }), date: DATE },
    );
    expect(letter.fallback).toBe('standard');
    expect(letter.text).toContain('Fake limitation, confined to one room.');
  });

  it('sends nothing when no field is filled in (the letter is its title line alone)', async () => {
    const enhance = jest.fn();
    const letter = await generateLetter('hospital-bed', { medicalCondition: '   ' }, { aiEnabled: true, enhance, date: DATE });
    expect(enhance).not.toHaveBeenCalled();
    expect(letter).toEqual({
      text: 'LETTER OF MEDICAL NECESSITY: HOSPITAL BED',
      plain: 'LETTER OF MEDICAL NECESSITY: HOSPITAL BED',
      aiEnhanced: false,
    });
    expect(letterHasContent('walker', WALKER)).toBe(true);
    expect(letterHasContent('walker', { mobilityLimitation: ' ', unknownKey: 'x' })).toBe(false);
  });

  describe('the fact check of the AI letter (issue 20)', () => {
    const answers = { walkerType: 'Two-wheeled walker', mobilityLimitation: 'fake: 2 falls in 3 months' };
    const flaggedCheck = { ok: false, lost: [{ kind: 'measure' as const, text: '2', start: 0, end: 1 }], unsupported: [] };

    it('a failed check: the AI letter, flagged with what was sent and what came back', async () => {
      const letter = await generateLetter('walker', answers, {
        aiEnabled: true,
        enhance: async () => ({ enhancedText: 'FAKE AI LETTER', factCheck: flaggedCheck }),
        date: DATE,
      });
      const plain = buildLetter('walker', answers);
      expect(letter).toEqual({
        text: 'FAKE AI LETTER',
        plain,
        aiEnhanced: true,
        flagged: [{ sent: plain, enhancedText: 'FAKE AI LETTER', factCheck: flaggedCheck }],
      });
    });

    it('a passing check, or none (an older svc-ai): not flagged', async () => {
      for (const factCheck of [{ ok: true, lost: [], unsupported: [] }, undefined]) {
        const letter = await generateLetter('walker', answers, {
          aiEnabled: true,
          enhance: async () => ({ enhancedText: 'FAKE AI LETTER', factCheck }),
          date: DATE,
        });
        expect(letter).toEqual({ text: 'FAKE AI LETTER', plain: buildLetter('walker', answers), aiEnhanced: true });
      }
    });

    it('chosenLetter: the AI letter as it came, or the plain letter (AI off) — for the wheelchair too, not its failure template', () => {
      const flagged = {
        text: 'FAKE AI LETTER',
        plain: 'FAKE PLAIN',
        aiEnhanced: true,
        flagged: [{ sent: 'FAKE PLAIN', enhancedText: 'FAKE AI LETTER', factCheck: flaggedCheck }],
      };
      expect(chosenLetter(flagged, 'ai')).toEqual({ text: 'FAKE AI LETTER', plain: 'FAKE PLAIN', aiEnhanced: true, choice: 'ai' });
      expect(chosenLetter(flagged, 'standard')).toEqual({ text: 'FAKE PLAIN', plain: 'FAKE PLAIN', aiEnhanced: false, choice: 'standard' });
    });
  });

  it('documents which letter takes which fallback', () => {
    expect(ENHANCEMENT_FALLBACK).toEqual({ wheelchair: 'template', 'hospital-bed': 'standard', commode: 'standard', walker: 'standard' });
  });
});

describe('letterNote (docs/product.md §3, §7)', () => {
  it('titles the note with the equipment and local date, keeps the plain letter in subjective and the shown one in content', () => {
    const note = letterNote('walker', { text: 'FAKE ENHANCED', plain: 'FAKE PLAIN', aiEnhanced: true }, DATE);
    expect(note).toEqual({
      title: 'Letter of Medical Necessity - Walker/Rollator - 3/4/2026',
      kind: 'walker',
      content: 'FAKE ENHANCED',
      subjective: 'FAKE PLAIN',
      objective: '',
      assessment: '',
      plan: '',
    });
  });
});

function letterFieldKey(equipment: (typeof EQUIPMENT)[number]): string {
  return { wheelchair: 'mobilityLimitation', 'hospital-bed': 'medicalCondition', commode: 'toiletingLimitation', walker: 'walkerType' }[
    equipment
  ];
}

describe('PHI refusals (issue 21)', () => {
  it("svc-ai's PHI_DETECTED has no fallback letter: it rejects with PhiRefused, and onEnhanceFailed is not called", async () => {
    const onEnhanceFailed = jest.fn();
    const refusal = { status: 422, data: { statusCode: 422, error: 'PHI_DETECTED', message: 'm', findings: [] } };
    const rejected = generateLetter('wheelchair', WHEELCHAIR, {
      aiEnabled: true,
      enhance: () => Promise.reject(refusal),
      date: DATE,
      onEnhanceFailed,
    });
    await expect(rejected).rejects.toBeInstanceOf(PhiRefused);
    await expect(rejected).rejects.toMatchObject({ where: 'the letter' });
    expect(onEnhanceFailed).not.toHaveBeenCalled();
  });

  it('what the PHI review checks besides the fields: the plain letter, when the letter has content', () => {
    expect(outgoingLetter('walker', WALKER)).toEqual([{ label: 'Letter', text: buildLetter('walker', WALKER) }]);
    expect(outgoingLetter('walker', {})).toEqual([]);
  });
});
