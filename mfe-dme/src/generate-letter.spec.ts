import { buildLetter, EQUIPMENT, wheelchairFallbackLetter } from '@clinote/clinical-text';
import { ENHANCEMENT_FALLBACK, generateLetter, letterHasContent, letterNote } from './generate-letter';

// Obviously fake clinical text only.
const WHEELCHAIR = { mobilityLimitation: 'fake limitation: unable to walk to the fake bathroom', durationOfNeed: '99 months' };
const WALKER = { walkerType: 'Two-wheeled walker', mobilityLimitation: '  ' };
const DATE = new Date(2026, 2, 4, 10, 30);

describe('generateLetter (SPEC.md §4 Letter generation)', () => {
  it('with AI off: the plain letter, no call made', async () => {
    const enhance = jest.fn();
    const letter = await generateLetter('walker', WALKER, { aiEnabled: false, enhance, date: DATE });
    expect(letter).toEqual({ text: buildLetter('walker', WALKER), plain: buildLetter('walker', WALKER), aiEnhanced: false });
    expect(enhance).not.toHaveBeenCalled();
  });

  it.each(EQUIPMENT)('%s with AI on: sends the plain letter and uses enhancedText', async (equipment) => {
    const answers = { [letterFieldKey(equipment)]: 'fake finding' };
    const enhance = jest.fn(async () => 'FAKE ENHANCED LETTER');
    const letter = await generateLetter(equipment, answers, { aiEnabled: true, enhance, date: DATE });
    expect(enhance).toHaveBeenCalledWith(buildLetter(equipment, answers));
    expect(letter).toEqual({ text: 'FAKE ENHANCED LETTER', plain: buildLetter(equipment, answers), aiEnhanced: true });
  });

  it('wheelchair: a failed enhancement falls back to the professional template, dated', async () => {
    const onEnhanceFailed = jest.fn();
    const letter = await generateLetter('wheelchair', WHEELCHAIR, { aiEnabled: true, enhance: () => Promise.reject(new Error('HTTP 503')), date: DATE, onEnhanceFailed });
    const plain = buildLetter('wheelchair', WHEELCHAIR);
    expect(letter).toEqual({ text: wheelchairFallbackLetter(plain, DATE), plain, aiEnhanced: false, fallback: 'template' });
    expect(letter.text).toContain('March 4, 2026');
    expect(onEnhanceFailed).toHaveBeenCalledWith(expect.objectContaining({ message: 'HTTP 503' }));
  });

  it.each(['hospital-bed', 'commode', 'walker'] as const)('%s: a failed enhancement falls back to the plain letter', async (equipment) => {
    const answers = { [letterFieldKey(equipment)]: 'fake finding' };
    const letter = await generateLetter(equipment, answers, { aiEnabled: true, enhance: () => Promise.reject(new Error('down')), date: DATE });
    expect(letter).toEqual({ text: buildLetter(equipment, answers), plain: buildLetter(equipment, answers), aiEnhanced: false, fallback: 'standard' });
  });

  it('an empty enhancedText counts as a failure: the letter is never replaced by nothing', async () => {
    const letter = await generateLetter('commode', { toiletingLimitation: 'fake limitation, confined to one room' }, { aiEnabled: true, enhance: async () => '  ', date: DATE });
    expect(letter.fallback).toBe('standard');
    expect(letter.text).toContain('Fake limitation, confined to one room.');
  });

  it('sends nothing when no field is filled in (the letter is its title line alone)', async () => {
    const enhance = jest.fn();
    const letter = await generateLetter('hospital-bed', { medicalCondition: '   ' }, { aiEnabled: true, enhance, date: DATE });
    expect(enhance).not.toHaveBeenCalled();
    expect(letter).toEqual({ text: 'LETTER OF MEDICAL NECESSITY: HOSPITAL BED', plain: 'LETTER OF MEDICAL NECESSITY: HOSPITAL BED', aiEnhanced: false });
    expect(letterHasContent('walker', WALKER)).toBe(true);
    expect(letterHasContent('walker', { mobilityLimitation: ' ', unknownKey: 'x' })).toBe(false);
  });

  it('documents which letter takes which fallback', () => {
    expect(ENHANCEMENT_FALLBACK).toEqual({ wheelchair: 'template', 'hospital-bed': 'standard', commode: 'standard', walker: 'standard' });
  });
});

describe('letterNote (SPEC.md §3, §7)', () => {
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
  return { wheelchair: 'mobilityLimitation', 'hospital-bed': 'medicalCondition', commode: 'toiletingLimitation', walker: 'walkerType' }[equipment];
}
