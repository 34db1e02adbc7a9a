import { buildSoap, joinSoap } from '@clinote/clinical-text';
import type { EnhanceNoteRequest } from '@clinote/contracts';
import { runDocumentFlow, type DocumentEffects } from '@clinote/notes-client';
import type { Toast } from '@clinote/platform';
import type { SoapNote } from './generate-soap-note';
import { soapDocument } from './useSoapNote';

// The SOAP note as the document pipeline makes it (libs/notes-client document-flow.spec.ts tests the
// sequence): docs/product.md §8's SOAP words, which section is sent, what is saved. Invented answers only.

const ANSWERS = { subjective: { primaryDiagnosis: 'CHF' }, objective: {}, assessment: {}, plan: {} };
const STANDARD = buildSoap('sn', ANSWERS);
const GENERATED = new Date(2026, 2, 4, 23, 59);
const SAVED = new Date(2026, 2, 5, 0, 1);

function effects(overrides: Partial<DocumentEffects<SoapNote, EnhanceNoteRequest>> = {}) {
  const toasts: Toast[] = [];
  const dates = [GENERATED, SAVED];
  const account = { email: 'pat.fake@clinote.test', save: jest.fn(async () => ({ id: 'note-1' })), sendEmail: jest.fn(async () => ({})) };
  const fx: DocumentEffects<SoapNote, EnhanceNoteRequest> = {
    review: async (answers) => ({ answers, phiConfirmed: false }),
    enhance: jest.fn(async (request: EnhanceNoteRequest) => ({ enhancedText: `${request.section} in professional words.` })),
    chooseText: async () => 'standard',
    copy: async () => true,
    show: () => undefined,
    notify: (toast) => toasts.push(toast),
    log: () => undefined,
    now: () => dates.shift() ?? SAVED,
    account,
    ...overrides,
  };
  return { fx, toasts, account, texts: () => toasts.map((toast) => `${toast.title} / ${toast.description ?? ''}`) };
}

describe('soapDocument over the document pipeline (docs/product.md §4 Note generation, §8)', () => {
  it('SN, AI on: only the filled section is sent; saved without content, titled when saved; the SOAP toasts', async () => {
    const { fx, account, texts } = effects();
    await runDocumentFlow(soapDocument('sn'), ANSWERS, { aiEnabled: true }, fx);
    expect(fx.enhance).toHaveBeenCalledTimes(1);
    expect(fx.enhance).toHaveBeenCalledWith({ section: 'subjective', content: STANDARD.subjective });
    expect(account.save).toHaveBeenCalledWith({
      title: 'SN Evaluation - 3/5/2026',
      kind: 'sn',
      subjective: 'subjective in professional words.',
      objective: 'Objective: No objective data recorded.',
      assessment: 'Assessment: No assessment provided.',
      plan: 'Plan: No plan established.',
      // The answers it was made of, as the review let them through (issue 24: a letter can start from it).
      answers: ANSWERS,
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(texts()).toEqual([
      'AI Enhancement / Transforming your notes into professional clinical documentation...',
      'Success! / AI-enhanced SOAP note copied to clipboard!',
      'Note Saved / Your SOAP note has been saved to your account',
      'Email Sent / Your SOAP note has been emailed to pat.fake@clinote.test',
    ]);
  });

  it('PT saves its content too; "AI Enhancement" is said whenever AI is on, even with nothing filled in', async () => {
    const { fx, account, texts } = effects();
    await runDocumentFlow(soapDocument('pt'), {}, { aiEnabled: true }, fx);
    expect(fx.enhance).not.toHaveBeenCalled();
    expect(texts()[0]).toBe('AI Enhancement / Transforming your notes into professional clinical documentation...');
    expect(account.save).toHaveBeenCalledWith(expect.objectContaining({ kind: 'pt', content: expect.any(String) }));
  });

  it('a failed save: PT says "Note Generated", SN/OT "Note Not Saved" (docs/product.md §8)', async () => {
    const pt = effects();
    pt.account.save.mockRejectedValueOnce({ status: 500, data: { message: 'down' } });
    await runDocumentFlow(soapDocument('pt'), ANSWERS, { aiEnabled: false }, pt.fx);
    expect(pt.toasts.at(-1)).toEqual({
      title: 'Note Generated',
      description: 'Your note is ready and copied to clipboard.',
      kind: 'warning',
    });

    const ot = effects();
    ot.account.save.mockRejectedValueOnce({ status: 500, data: { message: 'down' } });
    await runDocumentFlow(soapDocument('ot'), {}, { aiEnabled: false }, ot.fx);
    expect(ot.toasts.at(-1)).toEqual({
      title: 'Note Not Saved',
      description: 'Failed to save your note, but it is copied to clipboard.',
      kind: 'error',
    });
  });

  it('the flow ends once saved: the form is free while the e-mail request goes on', async () => {
    let answer!: () => void;
    const { fx, account, texts } = effects();
    account.sendEmail.mockImplementationOnce(() => new Promise((resolve) => (answer = () => resolve({}))));
    expect(await runDocumentFlow(soapDocument('sn'), ANSWERS, { aiEnabled: false }, fx)).toMatchObject({ status: 'done' });
    expect(texts().map((text) => text.split(' / ')[0])).toEqual(['Success!', 'Note Saved']);
    answer();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(texts().at(-1)).toBe('Email Sent / Your SOAP note has been emailed to pat.fake@clinote.test');
  });

  it('SN enhancement failure: the standard formatting and "AI Enhancement Failed"', async () => {
    const { fx, texts } = effects({ enhance: () => Promise.reject({ status: 503, data: {} }) });
    const outcome = await runDocumentFlow(soapDocument('sn'), ANSWERS, { aiEnabled: true }, fx);
    expect(texts()[1]).toBe('AI Enhancement Failed / Using standard formatting instead.');
    expect(outcome).toMatchObject({ status: 'done', document: { text: joinSoap(STANDARD), fallback: 'standard', aiEnhanced: false } });
  });

  it('a flagged section, "Use the standard text": the note with AI off', async () => {
    const factCheck = { ok: false, lost: [], unsupported: [{ kind: 'score' as const, text: '8/10', start: 0, end: 4 }] };
    const { fx } = effects({ enhance: async () => ({ enhancedText: '8/10 invented', factCheck }) });
    const outcome = await runDocumentFlow(soapDocument('sn'), ANSWERS, { aiEnabled: true }, fx);
    expect(outcome).toMatchObject({
      status: 'done',
      document: { text: joinSoap(STANDARD), sections: STANDARD, aiEnhanced: false, choice: 'standard' },
    });
  });

  it('anything else failing: "Error" with the message, or "Failed to generate note"', async () => {
    const { fx, toasts } = effects({ copy: () => Promise.reject({}) });
    expect(await runDocumentFlow(soapDocument('sn'), ANSWERS, { aiEnabled: false }, fx)).toEqual({
      status: 'failed',
      message: 'Failed to generate note',
    });
    expect(toasts).toEqual([{ title: 'Error', description: 'Failed to generate note', kind: 'error' }]);
  });
});
