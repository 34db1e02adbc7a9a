import type { EnhanceFactCheck } from '@clinote/contracts';
import { excerptOf, findingsOf, flaggedParts, type CheckedPart } from './fact-check-choice';

const at = (source: string, text: string) => ({ text, start: source.indexOf(text), end: source.indexOf(text) + text.length });
const PASSED: EnhanceFactCheck = { ok: true, lost: [], unsupported: [] };

describe('flaggedParts: a choice is needed only for an answer whose check failed (issue 20)', () => {
  it('keeps the failed parts, skips passed ones and answers without a check (an older svc-ai)', () => {
    const failed: CheckedPart = {
      label: 'Plan',
      sent: 'PLAN:\n2x/wk',
      enhancedText: 'Plan: 3x/week',
      factCheck: { ok: false, lost: [], unsupported: [] },
    };
    const parts: CheckedPart[] = [
      { label: 'Subjective', sent: 'a', enhancedText: 'b', factCheck: PASSED },
      failed,
      { label: 'Objective', sent: 'c', enhancedText: 'd' },
    ];
    expect(flaggedParts(parts)).toEqual([failed]);
    expect(flaggedParts([parts[0], parts[2]])).toEqual([]);
  });
});

describe('excerptOf: the fact in the words around it', () => {
  it('takes whole words either side, never past a line break, with ellipses where it cut', () => {
    const source =
      'SUBJECTIVE:\nPatient is a retired fake teacher who reports pain 8/10 in the left knee when climbing the fake stairs at home every evening.\nNext line.';
    expect(excerptOf(source, at(source, '8/10'), 20)).toEqual({ before: '…who reports pain ', fact: '8/10', after: ' in the left knee…' });
    const short = 'OBJECTIVE:\nEdema L knee.';
    expect(excerptOf(short, at(short, 'L knee'))).toEqual({ before: 'Edema ', fact: 'L knee', after: '.' });
  });

  it('finds the text itself when offsets do not hold, and shows the fact alone when it is not there', () => {
    expect(excerptOf('Denies pain.', { text: 'Denies pain', start: 40, end: 51 })).toEqual({ before: '', fact: 'Denies pain', after: '.' });
    expect(excerptOf('Nothing here.', { text: 'metoprolol 25 mg', start: 0, end: 3 })).toEqual({
      before: '',
      fact: 'metoprolol 25 mg',
      after: '',
    });
  });
});

describe("findingsOf: the alert's two lists", () => {
  it('places unsupported facts in the AI text and lost ones in what was sent, named by section', () => {
    const sent = 'SUBJECTIVE:\nDenies dizziness. Pain 4/10.';
    const enhancedText = 'Subjective: Patient reports dizziness. Pain 8/10.';
    const parts: CheckedPart[] = [
      {
        label: 'Subjective',
        sent,
        enhancedText,
        factCheck: {
          ok: false,
          lost: [
            { kind: 'negation', ...at(sent, 'Denies dizziness') },
            { kind: 'score', ...at(sent, '4/10') },
          ],
          unsupported: [{ kind: 'score', ...at(enhancedText, '8/10') }],
        },
      },
    ];
    expect(findingsOf(parts)).toEqual({
      unsupported: [
        { kind: 'score', label: 'Subjective', excerpt: { before: '…Patient reports dizziness. Pain ', fact: '8/10', after: '.' } },
      ],
      lost: [
        { kind: 'negation', label: 'Subjective', excerpt: { before: '', fact: 'Denies dizziness', after: '. Pain 4/10.' } },
        { kind: 'score', label: 'Subjective', excerpt: { before: 'Denies dizziness. Pain ', fact: '4/10', after: '.' } },
      ],
    });
  });
});
