import { FORMS, type AnswersOf, type SoapAnswers, type SoapFormDefinition } from '@clinote/clinical-text';
import type { DraftAnswers } from '@clinote/contracts';
import type { FormAnswers } from '@clinote/ui';

/** True when A and B are assignable both ways: one shape under two names. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

// Checked by `tsc -p mfe-soap` (this page sees all three libs): the form's answers, a draft's saved
// answers and the text engine's are one type, so no cast is needed between them (issue 22).
const ONE_SHAPE: [Same<FormAnswers, AnswersOf>, Same<DraftAnswers, AnswersOf>, Same<SoapAnswers, AnswersOf<SoapFormDefinition>>] = [
  true,
  true,
  true,
];

describe('one answers type (issue 22)', () => {
  it('the form, the saved draft and the text engine share AnswersOf; a form answer is a SOAP answer as it is', () => {
    expect(ONE_SHAPE).toEqual([true, true, true]);
    const fromForm: FormAnswers = { subjective: { pain: '4/10' } };
    const soap: SoapAnswers = fromForm;
    expect(Object.keys(soap)).toEqual(['subjective']);
    expect(FORMS.pt.sections.map((section) => section.id)).toEqual(['subjective', 'objective', 'assessment', 'plan']);
  });
});
