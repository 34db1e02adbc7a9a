import { buildLetter, wheelchairFallbackLetter } from '@clinote/clinical-text';
import type { Toast } from '@clinote/platform';
import { produceLetter, type LetterEffects, type ShownLetter } from './letter-flow';

// Obviously fake clinical text only.
const ANSWERS = { medicalNecessity: { mobilityLimitation: 'fake limitation in the fake home', walkerType: 'Two-wheeled walker' } };
const PLAIN = buildLetter('walker', ANSWERS.medicalNecessity);
const NOW = new Date(2026, 2, 4, 9, 0);

/** Fake effects: a signed-in clinician, everything succeeding, every toast and screen state recorded. */
function effects(overrides: Partial<LetterEffects> = {}) {
  const toasts: Toast[] = [];
  const shown: ShownLetter[] = [];
  const logged: string[] = [];
  const account = { email: 'clinician@example.test', save: jest.fn(async () => ({ id: 'note-1' })), sendEmail: jest.fn(async () => ({})) };
  const fx: LetterEffects = {
    review: async (answers) => ({ answers, phiConfirmed: false }),
    enhance: jest.fn(async () => ({ enhancedText: 'FAKE ENHANCED LETTER' })),
    chooseText: jest.fn(async () => undefined),
    copy: jest.fn(async () => true),
    show: (letter) => shown.push(letter),
    notify: (toast) => toasts.push(toast),
    log: (message) => logged.push(message),
    now: () => NOW,
    account,
    ...overrides,
  };
  return { fx, toasts, shown, logged, account, titles: () => toasts.map((toast) => toast.title) };
}

describe('produceLetter (docs/product.md §4, §8)', () => {
  it('AI on, signed in: AI Enhancement → Success! → Letter Saved → Email Sent; saved with the plain letter in subjective', async () => {
    const { fx, toasts, shown, account, titles } = effects();
    const outcome = await produceLetter('walker', ANSWERS, { aiEnabled: true }, fx);
    expect(titles()).toEqual(['AI Enhancement', 'Success!', 'Letter Saved', 'Email Sent']);
    expect(toasts[0]).toEqual({
      title: 'AI Enhancement',
      description: 'Transforming your notes into professional clinical documentation...',
      kind: 'info',
    });
    expect(toasts[1].description).toBe('AI-enhanced Letter of Medical Necessity copied to clipboard!');
    expect(toasts[2]).toMatchObject({ description: 'Your Letter of Medical Necessity has been saved to your account', durationMs: 5000 });
    expect(toasts[3]).toMatchObject({
      description: 'Your Letter of Medical Necessity has been emailed to clinician@example.test',
      durationMs: 5000,
    });
    expect(fx.copy).toHaveBeenCalledWith('FAKE ENHANCED LETTER');
    expect(account.save).toHaveBeenCalledWith({
      title: 'Letter of Medical Necessity - Walker/Rollator - 3/4/2026',
      kind: 'walker',
      content: 'FAKE ENHANCED LETTER',
      subjective: PLAIN,
      objective: '',
      assessment: '',
      plan: '',
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(account.sendEmail).toHaveBeenCalledWith('note-1');
    expect(shown.map((letter) => [letter.copied, letter.save])).toEqual([
      [null, 'saving'],
      [true, 'saving'],
      [true, 'saved'],
    ]);
    expect(outcome).toEqual({
      status: 'done',
      letter: expect.objectContaining({ text: 'FAKE ENHANCED LETTER', noteId: 'note-1', save: 'saved' }),
    });
  });

  it('AI off: no enhancement call and no AI toast; the plain letter is copied and saved', async () => {
    const { fx, toasts, account, titles } = effects();
    await produceLetter('walker', ANSWERS, { aiEnabled: false }, fx);
    expect(fx.enhance).not.toHaveBeenCalled();
    expect(titles()).toEqual(['Success!', 'Letter Saved', 'Email Sent']);
    expect(toasts[0].description).toBe('Letter of Medical Necessity copied to clipboard!');
    expect(account.save).toHaveBeenCalledWith(expect.objectContaining({ content: PLAIN, subjective: PLAIN }));
  });

  it('wheelchair enhancement failure: "Using Standard Format", the dated template shown, copied and saved', async () => {
    const answers = { medicalNecessity: { mobilityLimitation: 'fake limitation' } };
    const { fx, toasts, account, logged, titles } = effects({ enhance: () => Promise.reject(new Error('Enhancement API failed')) });
    const outcome = await produceLetter('wheelchair', answers, { aiEnabled: true }, fx);
    const plain = buildLetter('wheelchair', answers.medicalNecessity);
    expect(titles()).toEqual(['AI Enhancement', 'Using Standard Format', 'Success!', 'Letter Saved', 'Email Sent']);
    expect(toasts[1]).toMatchObject({ description: 'AI enhancement unavailable, using professional template.' });
    expect(toasts[2].description).toBe('Letter of Medical Necessity copied to clipboard!');
    expect(outcome).toMatchObject({ letter: { text: wheelchairFallbackLetter(plain, NOW), fallback: 'template' } });
    expect(account.save).toHaveBeenCalledWith(
      expect.objectContaining({ subjective: plain, content: wheelchairFallbackLetter(plain, NOW) }),
    );
    expect(logged).toContain('Letter enhancement failed:');
  });

  it('other letters\' enhancement failure: the destructive "AI Enhancement Failed", the plain letter', async () => {
    const { fx, toasts, titles } = effects({ enhance: () => Promise.reject({ status: 502, data: { message: 'Bad gateway' } }) });
    const outcome = await produceLetter('walker', ANSWERS, { aiEnabled: true }, fx);
    expect(titles()).toEqual(['AI Enhancement', 'AI Enhancement Failed', 'Success!', 'Letter Saved', 'Email Sent']);
    expect(toasts[1]).toEqual({ title: 'AI Enhancement Failed', description: 'Using standard formatting instead.', kind: 'error' });
    expect(outcome).toMatchObject({ letter: { text: PLAIN, fallback: 'standard', aiEnhanced: false } });
  });

  it('PHI review: Cancel stops before anything is sent; Remove sends the redacted answers; Keep sends phiConfirmed', async () => {
    const cancelled = effects({ review: async () => undefined });
    expect(await produceLetter('walker', ANSWERS, { aiEnabled: true }, cancelled.fx)).toEqual({ status: 'cancelled' });
    expect(cancelled.toasts).toEqual([]);
    expect(cancelled.fx.enhance).not.toHaveBeenCalled();
    expect(cancelled.account.save).not.toHaveBeenCalled();

    const redacted = { medicalNecessity: { mobilityLimitation: 'fake limitation, seen by [NAME]' } };
    const removed = effects({ review: async () => ({ answers: redacted, phiConfirmed: false }) });
    await produceLetter('walker', ANSWERS, { aiEnabled: true }, removed.fx);
    expect(removed.fx.enhance).toHaveBeenCalledWith({ content: buildLetter('walker', redacted.medicalNecessity), equipment: 'walker' });
    expect(removed.account.save).toHaveBeenCalledWith(
      expect.objectContaining({ subjective: buildLetter('walker', redacted.medicalNecessity) }),
    );

    const kept = effects({ review: async (answers) => ({ answers, phiConfirmed: true }) });
    await produceLetter('walker', ANSWERS, { aiEnabled: true }, kept.fx);
    expect(kept.fx.enhance).toHaveBeenCalledWith(expect.objectContaining({ content: PLAIN, phiConfirmed: true }));
  });

  it('svc-ai\'s PHI refusal (issue 21): "Not Sent to the AI" and nothing more — no fallback letter shown, copied or saved', async () => {
    const refusal = {
      status: 422,
      data: { statusCode: 422, error: 'PHI_DETECTED', message: 'm', findings: [{ type: 'name', start: 9, end: 12, confidence: 'low' }] },
    };
    const { fx, toasts, shown, account, titles } = effects({ enhance: jest.fn(() => Promise.reject(refusal)) });
    const outcome = await produceLetter('wheelchair', ANSWERS, { aiEnabled: true }, fx);
    expect(outcome).toEqual({ status: 'refused' });
    expect(titles()).toEqual(['AI Enhancement', 'Not Sent to the AI']);
    expect(toasts[1].description).toMatch(/^Possible patient identifiers \(a name in the letter\) were not confirmed/);
    expect(shown).toEqual([]);
    expect(fx.copy).not.toHaveBeenCalled();
    expect(account.save).not.toHaveBeenCalled();
  });

  it('guests: generated and copied, never saved or e-mailed', async () => {
    const { fx, titles, shown } = effects({ account: undefined });
    const outcome = await produceLetter('walker', ANSWERS, { aiEnabled: false }, fx);
    expect(titles()).toEqual(['Success!']);
    expect(shown.at(-1)).toMatchObject({ copied: true, save: 'guest' });
    expect(outcome).toMatchObject({ status: 'done', letter: { save: 'guest' } });
  });

  it('copy refused: "Letter Generated", and the letter stays on screen and is still saved', async () => {
    const { fx, toasts, shown, titles } = effects({ copy: async () => false });
    await produceLetter('walker', ANSWERS, { aiEnabled: false }, fx);
    expect(titles()).toEqual(['Letter Generated', 'Letter Saved', 'Email Sent']);
    expect(toasts[0]).toMatchObject({ description: 'Could not copy to clipboard, but letter is ready below.' });
    expect(shown.at(-1)).toMatchObject({ text: PLAIN, copied: false, save: 'saved' });
  });

  it('save failure: the destructive "Letter Not Saved"; no e-mail; the letter stays shown', async () => {
    const { fx, toasts, shown, account, logged, titles } = effects();
    account.save.mockRejectedValueOnce({ status: 500, data: { message: 'db down' } });
    await produceLetter('walker', ANSWERS, { aiEnabled: false }, fx);
    expect(titles()).toEqual(['Success!', 'Letter Not Saved']);
    expect(toasts[1]).toEqual({
      title: 'Letter Not Saved',
      description: 'Failed to save your letter, but it is copied to clipboard.',
      kind: 'error',
    });
    expect(account.sendEmail).not.toHaveBeenCalled();
    expect(shown.at(-1)).toMatchObject({ text: PLAIN, save: 'not-saved' });
    expect(logged).toContain('Letter not saved:');
  });

  it('e-mail failure is only logged: the last toast stays "Letter Saved"', async () => {
    const { fx, account, logged, titles } = effects();
    account.sendEmail.mockRejectedValueOnce(new Error('mail queue down'));
    const outcome = await produceLetter('walker', ANSWERS, { aiEnabled: false }, fx);
    expect(titles()).toEqual(['Success!', 'Letter Saved']);
    expect(logged).toContain('Letter e-mail not sent:');
    expect(outcome).toMatchObject({ status: 'done', letter: { save: 'saved', noteId: 'note-1' } });
  });

  describe('an AI letter whose fact check failed (issue 20)', () => {
    const factCheck = { ok: false, lost: [], unsupported: [{ kind: 'measure' as const, text: '4', start: 0, end: 1 }] };
    const flaggedEnhance = () => jest.fn(async () => ({ enhancedText: 'FAKE AI LETTER', factCheck }));

    it('is shown with the question, and nothing is copied, saved or e-mailed until the answer', async () => {
      let answer!: (choice: 'ai' | 'standard' | undefined) => void;
      const chooseText = jest.fn(() => new Promise<'ai' | 'standard' | undefined>((resolve) => (answer = resolve)));
      const { fx, shown, account, titles } = effects({ enhance: flaggedEnhance(), chooseText });
      const outcome = produceLetter('walker', ANSWERS, { aiEnabled: true }, fx);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(chooseText).toHaveBeenCalledWith([{ sent: PLAIN, enhancedText: 'FAKE AI LETTER', factCheck }]);
      expect(shown).toEqual([{ text: 'FAKE AI LETTER', plain: PLAIN, aiEnhanced: true, copied: null, save: 'saving', choice: 'pending' }]);
      expect(fx.copy).not.toHaveBeenCalled();
      expect(account.save).not.toHaveBeenCalled();
      expect(titles()).toEqual(['AI Enhancement']);
      answer('ai');
      await outcome;
      expect(fx.copy).toHaveBeenCalledWith('FAKE AI LETTER');
    });

    it('"Keep the AI text": the AI letter is copied, saved as content and e-mailed', async () => {
      const { fx, account, toasts, titles } = effects({ enhance: flaggedEnhance(), chooseText: async () => 'ai' });
      const outcome = await produceLetter('walker', ANSWERS, { aiEnabled: true }, fx);
      expect(fx.copy).toHaveBeenCalledWith('FAKE AI LETTER');
      expect(account.save).toHaveBeenCalledWith(expect.objectContaining({ content: 'FAKE AI LETTER', subjective: PLAIN }));
      expect(titles()).toEqual(['AI Enhancement', 'Success!', 'Letter Saved', 'Email Sent']);
      expect(toasts[1].description).toBe('AI-enhanced Letter of Medical Necessity copied to clipboard!');
      expect(outcome).toEqual({
        status: 'done',
        letter: expect.objectContaining({ text: 'FAKE AI LETTER', choice: 'ai', aiEnhanced: true, save: 'saved' }),
      });
    });

    it('"Use the standard text": the plain letter is copied, saved as content and e-mailed', async () => {
      const { fx, account, toasts } = effects({ enhance: flaggedEnhance(), chooseText: async () => 'standard' });
      const outcome = await produceLetter('walker', ANSWERS, { aiEnabled: true }, fx);
      expect(fx.copy).toHaveBeenCalledWith(PLAIN);
      expect(account.save).toHaveBeenCalledWith(expect.objectContaining({ content: PLAIN, subjective: PLAIN }));
      expect(account.sendEmail).toHaveBeenCalledWith('note-1');
      expect(toasts[1].description).toBe('Letter of Medical Necessity copied to clipboard!');
      expect(outcome).toEqual({ status: 'done', letter: expect.objectContaining({ text: PLAIN, choice: 'standard', aiEnhanced: false }) });
    });

    it('a dropped question (Clear All, a newer letter) ends the flow: nothing copied or saved', async () => {
      const { fx, account } = effects({ enhance: flaggedEnhance(), chooseText: async () => undefined });
      expect(await produceLetter('walker', ANSWERS, { aiEnabled: true }, fx)).toEqual({ status: 'cancelled' });
      expect(fx.copy).not.toHaveBeenCalled();
      expect(account.save).not.toHaveBeenCalled();
    });

    it('a passing check is not asked about', async () => {
      const { fx, titles } = effects({
        enhance: jest.fn(async () => ({ enhancedText: 'FAKE AI LETTER', factCheck: { ok: true, lost: [], unsupported: [] } })),
      });
      await produceLetter('walker', ANSWERS, { aiEnabled: true }, fx);
      expect(fx.chooseText).not.toHaveBeenCalled();
      expect(titles()).toEqual(['AI Enhancement', 'Success!', 'Letter Saved', 'Email Sent']);
    });
  });

  it('anything else failing: the destructive "Error" with the message, or "Failed to generate letter"', async () => {
    const broken = effects({ review: () => Promise.reject(new Error('Review crashed')) });
    expect(await produceLetter('walker', ANSWERS, { aiEnabled: true }, broken.fx)).toEqual({ status: 'failed', message: 'Review crashed' });
    expect(broken.toasts).toEqual([{ title: 'Error', description: 'Review crashed', kind: 'error' }]);

    const silent = effects({ copy: () => Promise.reject({}) });
    expect(await produceLetter('walker', ANSWERS, { aiEnabled: false }, silent.fx)).toEqual({
      status: 'failed',
      message: 'Failed to generate letter',
    });
    expect(silent.toasts).toEqual([{ title: 'Error', description: 'Failed to generate letter', kind: 'error' }]);
    // The letter was already on screen: a later failure does not take it away.
    expect(silent.shown).toHaveLength(1);
  });
});
