import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { CheckedFact, EnhanceResponse } from '@clinote/contracts';
import { TestIssuer } from '@clinote/nest-common/testing';
import { postAs, startAiApp } from '../testing/ai-app';
import { FakeAiServer, geminiAnswer, openAiAnswer } from '../testing/fake-ai-server';

/**
 * Issue 20: every answer of a provider is checked against what was sent (@clinote/fact-check), and
 * the response says which facts the AI dropped or invented, so the browser can ask the clinician.
 * The providers are the real SDKs against fake servers that answer with the rewrites the review
 * found: an invented number, a dropped negation, a swapped side, a dropped medication.
 */
describe('every enhancement answer carries its fact check (issue 20)', () => {
  let issuer: TestIssuer;
  let openAi: FakeAiServer;
  let gemini: FakeAiServer;
  let viaOpenAi: NestFastifyApplication;
  let viaGemini: NestFastifyApplication;

  beforeAll(async () => {
    [issuer, openAi, gemini] = await Promise.all([TestIssuer.start(), FakeAiServer.start(), FakeAiServer.start()]);
    [{ app: viaOpenAi }, { app: viaGemini }] = await Promise.all([
      startAiApp(issuer, { AI_BASE_URL: `${openAi.url}/v1`, AI_MODEL: 'fake-model', AI_BREAKER_FAILURES: '100' }),
      startAiApp(issuer, { GEMINI_API_KEY: 'fake-gemini-key', GEMINI_BASE_URL: gemini.url, AI_BREAKER_FAILURES: '100' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([viaOpenAi.close(), viaGemini.close()]);
    await Promise.all([openAi.stop(), gemini.stop(), issuer.stop()]);
  });

  const providers = [
    ['OpenAI-compatible', () => ({ app: viaOpenAi, server: openAi, answer: openAiAnswer })],
    ['Gemini', () => ({ app: viaGemini, server: gemini, answer: geminiAnswer })],
  ] as const;

  /** The kind and text of each finding, for readable expectations. */
  const named = (facts: CheckedFact[]) => facts.map(({ kind, text }) => ({ kind, text }));

  /** Every finding points at its text: lost ones in what was sent, unsupported ones in enhancedText. */
  function expectOffsetsHold(sent: string, { enhancedText, factCheck }: EnhanceResponse) {
    for (const fact of factCheck.lost) expect(sent.slice(fact.start, fact.end)).toBe(fact.text);
    for (const fact of factCheck.unsupported) expect(enhancedText.slice(fact.start, fact.end)).toBe(fact.text);
  }

  describe.each(providers)('%s', (_name, setup) => {
    async function enhanceNote(section: string, content: string, modelAnswer: string): Promise<EnhanceResponse> {
      const { app, server, answer } = setup();
      server.reply(answer(modelAnswer));
      const res = await postAs(app, issuer, '/enhance-note', { section, content });
      expect(res.statusCode).toBe(200);
      expect(server.requests).toHaveLength(1);
      const body = res.json() as EnhanceResponse;
      expectOffsetsHold(content, body);
      return body;
    }

    it('an invented number: the number the AI wrote is unsupported, the one it replaced is lost', async () => {
      const content = 'SUBJECTIVE:\nPain assessment: 4/10 L knee with stairs.';
      const { enhancedText, factCheck } = await enhanceNote(
        'subjective',
        content,
        'Subjective: Patient reports pain 8/10 in the left knee with stairs.',
      );
      expect(enhancedText).toBe('Subjective: Patient reports pain 8/10 in the left knee with stairs.');
      expect(factCheck.ok).toBe(false);
      expect(named(factCheck.unsupported)).toEqual([{ kind: 'score', text: '8/10' }]);
      expect(named(factCheck.lost)).toEqual([{ kind: 'score', text: '4/10' }]);
    });

    it('a dropped negation: "Denies dizziness" turned into a complaint is lost', async () => {
      const content = 'SUBJECTIVE:\nDenies dizziness. Ambulates 150 ft with RW.';
      const { factCheck } = await enhanceNote(
        'subjective',
        content,
        'Subjective: Patient reports dizziness and ambulates 150 ft with a rolling walker.',
      );
      expect(factCheck.ok).toBe(false);
      expect(named(factCheck.lost)).toEqual([{ kind: 'negation', text: 'Denies dizziness' }]);
      expect(factCheck.unsupported).toEqual([]);
    });

    it('a swapped side: left became right, lost and unsupported', async () => {
      const content = 'OBJECTIVE:\nEdema L knee, 2+ pitting.';
      const { factCheck } = await enhanceNote('objective', content, 'Objective: Edema of the right knee, 2+ pitting.');
      expect(factCheck.ok).toBe(false);
      expect(factCheck.lost.map((fact) => fact.kind)).toEqual(['laterality']);
      expect(factCheck.lost[0].text).toMatch(/^L\b/);
      expect(factCheck.unsupported.map((fact) => fact.kind)).toEqual(['laterality']);
      expect(factCheck.unsupported[0].text).toMatch(/^right\b/);
    });

    it('a dropped medication: the one the AI left out is lost, with its dose', async () => {
      const content = 'SUBJECTIVE:\nMedications: metoprolol 25 mg BID, Lasix 40 mg qAM.';
      const { factCheck } = await enhanceNote('subjective', content, 'Subjective: Patient takes metoprolol 25 mg twice daily.');
      expect(factCheck.ok).toBe(false);
      expect(named(factCheck.lost)).toEqual([{ kind: 'medication', text: expect.stringMatching(/^Lasix 40 mg/) }]);
      expect(factCheck.unsupported).toEqual([]);
    });

    it('a faithful rewrite passes: ok, nothing lost or added', async () => {
      const content = 'OBJECTIVE:\nBP 128/76, HR 72. Amb 150 ft w/ RW, min A for transfers. Denies pain.';
      const body = await enhanceNote(
        'objective',
        content,
        'Objective: BP 128/76 and HR 72. Patient ambulates 150 ft with a rolling walker and needs minimal assistance for transfers. Patient denies pain.',
      );
      expect(body.factCheck).toEqual({ ok: true, lost: [], unsupported: [] });
    });

    it('the section name is not a fact: with the model\'s own "Plan:" or the one svc-ai puts in front, a faithful answer passes', async () => {
      const content = 'PLAN:\nVisit frequency: 2x/week for 4 weeks.';
      const own = await enhanceNote('plan', content, 'Plan: Patient will be seen 2x/week for 4 weeks.');
      expect(own).toEqual({
        enhancedText: 'Plan: Patient will be seen 2x/week for 4 weeks.',
        factCheck: { ok: true, lost: [], unsupported: [] },
      });
      const added = await enhanceNote('plan', content, 'Patient will be seen 2x/week for 4 weeks.');
      expect(added).toEqual({
        enhancedText: 'Plan: Patient will be seen 2x/week for 4 weeks.',
        factCheck: { ok: true, lost: [], unsupported: [] },
      });
    });

    it('an unsupported fact is placed in enhancedText even when svc-ai put the section name in front', async () => {
      const content = 'PLAN:\nVisit frequency: 2x/week for 4 weeks.';
      const { enhancedText, factCheck } = await enhanceNote('plan', content, 'Patient will be seen 3x/week for 4 weeks.');
      expect(enhancedText).toBe('Plan: Patient will be seen 3x/week for 4 weeks.');
      expect(factCheck.unsupported).toHaveLength(1);
      expect(factCheck.unsupported[0]).toMatchObject({ start: enhancedText.indexOf('3x/week') });
    });

    it('a letter is checked as a whole: the number the AI invented is named', async () => {
      const { app, server, answer } = setup();
      const content = 'LETTER OF MEDICAL NECESSITY: WALKER/ROLLATOR\n\nMobility Limitation:\nUnsteady w/o device, 2 falls in 3 months.';
      const enhancedText =
        'LETTER OF MEDICAL NECESSITY: WALKER/ROLLATOR\n\nThe patient is unsteady without a device and has had 4 falls in 3 months.';
      server.reply(answer(enhancedText));
      const res = await postAs(app, issuer, '/enhance-dme', { content, equipment: 'walker' });
      expect(res.statusCode).toBe(200);
      const body = res.json() as EnhanceResponse;
      expect(body.enhancedText).toBe(enhancedText);
      expect(body.factCheck.ok).toBe(false);
      expect(named(body.factCheck.unsupported)).toEqual([{ kind: 'measure', text: '4' }]);
      expect(named(body.factCheck.lost)).toEqual([{ kind: 'measure', text: '2' }]);
      expectOffsetsHold(content, body);
    });
  });

  it('blank content: no provider call and nothing to check', async () => {
    openAi.reply(openAiAnswer('never used'));
    const res = await postAs(viaOpenAi, issuer, '/enhance-note', { section: 'assessment', content: '  ' });
    expect(res.json()).toEqual({ enhancedText: '', factCheck: { ok: true, lost: [], unsupported: [] } });
    expect(openAi.requests).toHaveLength(0);
  });
});
