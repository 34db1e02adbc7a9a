import { EQUIPMENT } from '@clinote/clinical-text';
import { enhanceDmeRequestSchema } from '@clinote/contracts';
import { LETTER_INSTRUCTIONS } from './letter-instructions';
import { systemInstruction } from './prompts';

describe('LETTER_INSTRUCTIONS (docs/product.md §7, kept on the server: issue 19)', () => {
  it('has one for each equipment the request schema accepts, and no other', () => {
    expect(Object.keys(LETTER_INSTRUCTIONS)).toEqual([...EQUIPMENT]);
    expect(enhanceDmeRequestSchema.shape.equipment.options).toEqual([...EQUIPMENT]);
  });

  it('asks for full sentences, justification and Medicare formatting for the wheelchair', () => {
    const text = LETTER_INSTRUCTIONS.wheelchair;
    expect(text).toContain('professional Letter of Medical Necessity for a manual wheelchair');
    expect(text).toContain('full sentences');
    expect(text).toContain('medical justification');
    expect(text).toContain('Medicare/insurance formatting');
  });

  it.each([
    ['hospital-bed', 'a hospital bed'],
    ['commode', 'a bedside commode'],
    ['walker', 'a walker/rollator'],
  ] as const)('asks for detailed justification and clinical language for %s', (equipment, named) => {
    const text = LETTER_INSTRUCTIONS[equipment];
    expect(text).toContain(`professional Letter of Medical Necessity for ${named}.`);
    expect(text).toContain('detailed medical justification');
    expect(text).toContain('proper clinical language');
  });

  it.each(EQUIPMENT)('%s: every fact kept, none added, shorthand kept or written out with its one meaning, a letter voice', (equipment) => {
    const text = LETTER_INSTRUCTIONS[equipment];
    expect(text).toContain('Use only the information provided');
    expect(text).toMatch(/never supply a reason, condition, measurement or feature it does not state/);
    expect(text).toMatch(
      /Shorthand in these letters and its meaning: ".+" = .+\. Write one of these out with exactly this meaning, or keep it as written/,
    );
    expect(text).toMatch(/Write as the treating clinician to the insurance reviewer: formal/);
  });

  it.each(EQUIPMENT)('%s: the system instruction is these instructions, then the rules of every rewrite', (equipment) => {
    const system = systemInstruction({ kind: 'letter', equipment, content: 'FAKE LETTER' });
    expect(system.startsWith(`${LETTER_INSTRUCTIONS[equipment]}\n\nRules:\n`)).toBe(true);
    expect(system).toMatch(/Keep the title line and every paragraph with its label/);
    expect(system).toMatch(/Keep every finding exactly/);
    expect(system).toMatch(/Add nothing/);
    expect(system).not.toContain('FAKE LETTER');
  });
});
