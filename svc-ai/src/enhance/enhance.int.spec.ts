import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Redis } from 'ioredis';
import { buildLetter, offlineLetterRewrite, offlineRewrite } from '@clinote/clinical-text';
import { MAX_ENHANCE_CHARACTERS } from '@clinote/contracts';
import { checkFacts } from '@clinote/fact-check';
import { REDIS, SessionRevocations } from '@clinote/nest-common';
import { TestIssuer } from '@clinote/nest-common/testing';
import type { AiConfig } from '../config';
import { postAs, startAiApp } from '../testing/ai-app';

/** The fact check of an answer that keeps every fact (issue 20). */
const PASSED = { ok: true, lost: [], unsupported: [] };

describe('POST /enhance-note and /enhance-dme with the offline rewrite', () => {
  let issuer: TestIssuer;
  let app: NestFastifyApplication;
  let config: AiConfig;
  const RATE_LIMIT = 4;
  const note = (payload: unknown, user?: { id: string }) => postAs(app, issuer, '/enhance-note', payload, user);
  const letter = (payload: unknown, user?: { id: string }) => postAs(app, issuer, '/enhance-dme', payload, user);

  beforeAll(async () => {
    issuer = await TestIssuer.start();
    ({ app, config } = await startAiApp(issuer, { AI_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) }));
  });
  afterAll(async () => {
    await app.close();
    await issuer.stop();
  });

  describe('rewriting', () => {
    it('keeps every number and each negation of a section', async () => {
      const content = 'Denies pain. BP 128/76. Ambulates 150 ft with RW. No falls.';
      const res = await note({ section: 'objective', content });
      expect(res.statusCode).toBe(200);
      const { enhancedText } = res.json();
      expect(enhancedText).toBe(offlineRewrite('objective', content));
      expect(enhancedText).toMatch(/^Objective: /);
      for (const kept of ['128/76', '150', 'Denies pain', 'No falls', 'RW']) expect(enhancedText).toContain(kept);
    });

    it('rewrites a letter with the offline letter rewrite, keeping its title and findings', async () => {
      const content = buildLetter('walker', {
        mobilityLimitation: 'pt unsteady w/o device, 2 falls in 3 months',
        walkerType: 'rollator w/ seat',
      });
      const res = await letter({ content, equipment: 'walker' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ enhancedText: offlineLetterRewrite(content), factCheck: PASSED });
      expect(res.json().enhancedText).toMatch(/^LETTER OF MEDICAL NECESSITY: WALKER\/ROLLATOR\n\n/);
      expect(res.json().enhancedText).toContain('Patient unsteady without device, 2 falls in 3 months.');
    });

    it("checks the offline rewrite's answer like any provider's (issue 20): the section name aside, against what was sent", async () => {
      const content = 'SUBJECTIVE:\nPain assessment: 4/10 L knee with stairs, denies pain at rest.';
      const { enhancedText, factCheck } = (await note({ section: 'subjective', content })).json();
      expect(enhancedText).toBe(offlineRewrite('subjective', content));
      const expected = checkFacts(content, enhancedText.slice('Subjective: '.length));
      const named = (facts: Array<{ kind: string; text: string }>) => facts.map(({ kind, text }) => ({ kind, text }));
      expect({ ok: factCheck.ok, lost: named(factCheck.lost), unsupported: named(factCheck.unsupported) }).toEqual({
        ok: expected.ok,
        lost: named(expected.lost),
        unsupported: named(expected.unsupported),
      });
    });

    it('answers blank content with "" (docs/product.md §4)', async () => {
      expect((await note({ section: 'plan', content: ' \n\t ' })).json()).toEqual({ enhancedText: '', factCheck: PASSED });
      expect((await letter({ content: '', equipment: 'commode' })).json()).toEqual({ enhancedText: '', factCheck: PASSED });
    });
  });

  describe('sign-in: every service checks the token itself', () => {
    const body = { section: 'subjective', content: 'Lives alone.' };
    const withAuthorization = (authorization?: string) =>
      app.inject({ method: 'POST', url: '/enhance-note', payload: body, headers: authorization ? { authorization } : {} });

    it('401 without a token', async () => {
      const res = await withAuthorization();
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ statusCode: 401, error: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
    });

    it('401 with a token signed by someone else or altered', async () => {
      const stranger = await TestIssuer.start();
      try {
        expect((await withAuthorization(`Bearer ${stranger.token()}`)).statusCode).toBe(401);
      } finally {
        await stranger.stop();
      }
      const [header, , signature] = issuer.token().split('.');
      const forgedClaims = Buffer.from(
        JSON.stringify({
          sub: randomUUID(),
          typ: 'access',
          jti: randomUUID(),
          aud: 'clinote',
          iss: 'clinote-identity',
          exp: 9_999_999_999,
        }),
      ).toString('base64url');
      expect((await withAuthorization(`Bearer ${header}.${forgedClaims}.${signature}`)).statusCode).toBe(401);
    });

    it('401 with an expired token, saying so', async () => {
      const res = await withAuthorization(`Bearer ${issuer.token({}, { exp: Math.floor(Date.now() / 1000) - 60 })}`);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Your session has expired. Please sign in again.');
    });

    it('401 with a token that was signed out (Redis deny-list)', async () => {
      const jti = randomUUID();
      const authorization = `Bearer ${issuer.token({}, { jti })}`;
      expect((await withAuthorization(authorization)).statusCode).toBe(200);
      await app.get(SessionRevocations).revokeToken(jti, 60);
      expect((await withAuthorization(authorization)).statusCode).toBe(401);
    });
  });

  describe('bad input → 400 with a message, never 500', () => {
    it.each([
      [
        'a section that is not one of the four',
        { section: 'history', content: 'x' },
        'section must be one of subjective, objective, assessment, plan',
      ],
      ['a missing section', { content: 'x' }, 'section must be one of subjective, objective, assessment, plan'],
      ['content that is not text', { section: 'plan', content: 42 }, 'content must be text'],
      ['control characters', { section: 'plan', content: 'HEP\u0007 daily' }, 'content: Text must not contain control characters'],
      [
        'content over the limit',
        { section: 'plan', content: 'x'.repeat(MAX_ENHANCE_CHARACTERS + 1) },
        `content must be at most ${MAX_ENHANCE_CHARACTERS} characters`,
      ],
      ['phiConfirmed that is not a boolean', { section: 'plan', content: 'x', phiConfirmed: 'yes' }, 'phiConfirmed must be true or false'],
    ])('/enhance-note: %s', async (_case, payload, message) => {
      const res = await note(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ statusCode: 400, error: 'BAD_REQUEST', message });
    });

    it.each([
      ['missing equipment', { content: 'x' }, 'equipment must be one of wheelchair, hospital-bed, commode, walker'],
      [
        'a SOAP discipline as the equipment',
        { content: 'x', equipment: 'pt' },
        'equipment must be one of wheelchair, hospital-bed, commode, walker',
      ],
      [
        'instructions from the client (issue 19)',
        { content: 'x', equipment: 'walker', instructions: 'Rewrite' },
        'instructions are not accepted: svc-ai chooses the instructions for the letter from its equipment',
      ],
      ['content that is not text', { content: ['x'], equipment: 'walker' }, 'content must be text'],
    ])('/enhance-dme: %s', async (_case, payload, message) => {
      const res = await letter(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });

    it('a body that is not JSON', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/enhance-note',
        payload: '{"section":',
        headers: { ...issuer.headers(), 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    });
  });

  describe('PHI guard (issue 13)', () => {
    const content = 'Pt DOB 03/14/1952, lives alone. SSN 123-45-6789. Denies pain.';

    it('refuses unconfirmed text holding high-confidence identifiers with 422, naming type and place but never the identifier', async () => {
      for (const res of [await note({ section: 'subjective', content }), await letter({ content, equipment: 'walker' })]) {
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({
          statusCode: 422,
          error: 'PHI_DETECTED',
          message: expect.stringMatching(/appears to contain patient identifiers.*Remove them, or confirm/),
          findings: [
            { type: 'dob', start: content.indexOf('03/14/1952'), end: content.indexOf('03/14/1952') + 10, confidence: 'high' },
            { type: 'ssn', start: content.indexOf('123-45-6789'), end: content.indexOf('123-45-6789') + 11, confidence: 'high' },
          ],
        });
        expect(res.body).not.toContain('1952');
        expect(res.body).not.toContain('6789');
      }
    });

    it('rewrites the same text once the clinician confirmed it (phiConfirmed: true)', async () => {
      const res = await note({ section: 'subjective', content, phiConfirmed: true });
      expect(res.statusCode).toBe(200);
      expect(res.json().enhancedText).toBe(offlineRewrite('subjective', content));
    });

    it('lets low-confidence findings (a guessed name) through to the offline rewrite, which never leaves the process (issue 21: an external provider refuses them, phi-policy.int.spec.ts)', async () => {
      const res = await note({ section: 'subjective', content: 'Mary Smith is 72 y/o, lives alone.', phiConfirmed: false });
      expect(res.statusCode).toBe(200);
    });
  });

  describe('rate limit per user', () => {
    it(`answers 429 past ${RATE_LIMIT} calls a minute, for that user only, in a one-minute window`, async () => {
      const user = { id: randomUUID() };
      for (let i = 0; i < RATE_LIMIT; i += 1) expect((await note({ section: 'plan', content: 'HEP daily.' }, user)).statusCode).toBe(200);
      const refused = await letter({ content: 'Needs a walker.', equipment: 'walker' }, user);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        statusCode: 429,
        error: 'TOO_MANY_REQUESTS',
        message: 'Too many enhancement requests. Please wait a minute.',
      });
      expect((await note({ section: 'plan', content: 'HEP daily.' })).statusCode).toBe(200);

      const ttl = await app.get<Redis>(REDIS).ttl(`${config.QUEUE_PREFIX}:ratelimit:ai:${user.id}`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60);
    });
  });
});
