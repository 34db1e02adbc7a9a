import { createPublicKey, createSign, generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { baseTestEnv, freePort, startTestApp } from '@clinote/nest-common/testing';
import { AppModule } from './app.module';
import { envSchema, type GatewayConfig } from './config';
import { registerProxies } from './proxy/register-proxies';

/** Stands in for svc-identity's signing key: the fake identity upstream publishes it as its JWKS. */
const signingKey = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const JWKS = { keys: [{ ...createPublicKey(signingKey.privateKey).export({ format: 'jwk' }), kid: 'test-key', alg: 'ES256', use: 'sig' }] };
const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
function accessToken(overrides: Record<string, unknown> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = { sub: randomUUID(), email: 'gw.fake@clinote.test', admin: false, typ: 'access', jti: randomUUID(), iat: now, exp: now + 600, aud: 'clinote', iss: 'clinote-identity', ...overrides };
  const input = `${b64({ alg: 'ES256', typ: 'JWT', kid: 'test-key' })}.${b64(claims)}`;
  return `${input}.${createSign('SHA256').update(input).sign({ key: signingKey.privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64url')}`;
}

interface Seen { method: string; url: string; body: string; headers: IncomingMessage['headers'] }

/** A stand-in upstream that records what reached it; `/health` answers like a real service. */
async function fakeUpstream(name: string, options: { healthy?: boolean; hang?: boolean } = {}): Promise<{ url: string; seen: Seen[]; server: Server }> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, body, headers: req.headers });
      if (options.hang) return; // never answers
      if (req.url === '/auth/.well-known/jwks.json') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(JWKS));
        return;
      }
      if (req.url === '/health') {
        res.writeHead(options.healthy === false ? 503 : 200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ status: options.healthy === false ? 'error' : 'ok', service: name, uptimeSeconds: 1, checks: {} }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ upstream: name, url: req.url }));
    });
  });
  const port = await freePort();
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${port}`, seen, server };
}

async function startGateway(env: Record<string, string>): Promise<NestFastifyApplication> {
  const config: GatewayConfig = envSchema.parse({ ...baseTestEnv, PORT: '0', ...env });
  return startTestApp(AppModule.forRoot(config), config, (app) => registerProxies(app, config));
}

describe('gateway', () => {
  const upstreams: Record<string, Awaited<ReturnType<typeof fakeUpstream>>> = {};
  let gateway: NestFastifyApplication;
  let closedPort: number;

  beforeAll(async () => {
    for (const name of ['identity', 'notes', 'ai', 'mailer', 'shell', 'auth', 'soap', 'dme', 'admin']) upstreams[name] = await fakeUpstream(name);
    closedPort = await freePort();
    gateway = await startGateway({
      IDENTITY_URL: upstreams.identity.url, NOTES_URL: upstreams.notes.url, AI_URL: upstreams.ai.url, MAILER_URL: upstreams.mailer.url,
      SHELL_URL: upstreams.shell.url, MFE_AUTH_URL: upstreams.auth.url, MFE_SOAP_URL: upstreams.soap.url, MFE_DME_URL: upstreams.dme.url, MFE_ADMIN_URL: upstreams.admin.url,
    });
  });

  afterAll(async () => {
    await gateway?.close();
    await Promise.all(Object.values(upstreams).map(({ server }) => new Promise((r) => server.close(r))));
  });

  const signedIn = () => ({ authorization: `Bearer ${accessToken()}` });

  it.each([
    ['POST', '/api/auth/login', 'identity', '/auth/login'],
    ['GET', '/api/auth/me', 'identity', '/auth/me'],
    ['GET', '/api/admin/users', 'identity', '/admin/users'],
    ['GET', '/api/notes', 'notes', '/notes'],
    ['POST', '/api/notes/3f2c/email', 'notes', '/notes/3f2c/email'],
    ['POST', '/api/enhance-note', 'ai', '/enhance-note'],
    ['POST', '/api/enhance-dme', 'ai', '/enhance-dme'],
    ['GET', '/mfe/auth/mf-manifest.json', 'auth', '/mf-manifest.json'],
    ['GET', '/mfe/soap/static/js/42.js', 'soap', '/static/js/42.js'],
    ['GET', '/mfe/dme/remoteEntry.js', 'dme', '/remoteEntry.js'],
    ['GET', '/mfe/admin/mf-manifest.json', 'admin', '/mf-manifest.json'],
    ['GET', '/', 'shell', '/'],
    ['GET', '/pt-eval?draft=1', 'shell', '/pt-eval?draft=1'],
    ['GET', '/some/unknown/path', 'shell', '/some/unknown/path'],
  ])('%s %s → %s %s', async (method, url, upstream, upstreamUrl) => {
    const res = await gateway.inject({ method: method as 'GET', url, headers: signedIn(), payload: method === 'POST' ? { email: 'x@clinote.test' } : undefined });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ upstream, url: upstreamUrl });
  });

  it.each(['/api/notes', '/api/notes/3f2c', '/api/admin/users', '/api/auth/me'])('turns away %s without a valid token, before it reaches the service', async (url) => {
    const before = upstreams.notes.seen.length + upstreams.identity.seen.filter((s) => !s.url.includes('jwks')).length;
    const forged = [undefined, 'Bearer not.a.token', `Bearer ${accessToken({ exp: Math.floor(Date.now() / 1000) - 5 })}`, `Bearer ${accessToken({ aud: 'other' })}`,
      `Bearer ${b64({ alg: 'none', typ: 'JWT', kid: 'test-key' })}.${accessToken().split('.')[1]}.`];
    for (const authorization of forged) {
      const res = await gateway.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ statusCode: 401, error: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
    }
    expect(upstreams.notes.seen.length + upstreams.identity.seen.filter((s) => !s.url.includes('jwks')).length).toBe(before);
  });

  it('lets a stale token through on public routes (the browser sends it everywhere)', async () => {
    const res = await gateway.inject({ method: 'POST', url: '/api/auth/login', headers: { authorization: 'Bearer expired.or.forged' }, payload: {} });
    expect(res.statusCode).toBe(200);
  });

  it('passes the body and the caller\'s address through', async () => {
    await gateway.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'pat.fake@clinote.test', password: 'secret1' }, remoteAddress: '10.9.8.7' });
    const last = upstreams.identity.seen.at(-1)!;
    expect(JSON.parse(last.body)).toEqual({ email: 'pat.fake@clinote.test', password: 'secret1' });
    expect(last.headers['x-forwarded-for']).toContain('10.9.8.7');
  });

  it('serves /remotes.json with every remote\'s manifest under /mfe/', async () => {
    const res = await gateway.inject({ method: 'GET', url: '/remotes.json' });
    expect(res.json()).toEqual({
      mfe_auth: '/mfe/auth/mf-manifest.json', mfe_soap: '/mfe/soap/mf-manifest.json', mfe_dme: '/mfe/dme/mf-manifest.json', mfe_admin: '/mfe/admin/mf-manifest.json',
    });
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers an unknown /api path with a JSON 404 instead of the shell', async () => {
    const res = await gateway.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'NOT_FOUND', message: 'No API route GET /api/nothing-here' });
  });

  it('aggregates every service\'s health: 200 when all are ok', async () => {
    const res = await gateway.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ok');
    expect(Object.keys(res.json().services).sort()).toEqual(['svc-ai', 'svc-identity', 'svc-mailer', 'svc-notes']);
  });

  describe('when upstreams fail', () => {
    let broken: NestFastifyApplication;
    let hanging: Awaited<ReturnType<typeof fakeUpstream>>;
    let sick: Awaited<ReturnType<typeof fakeUpstream>>;

    beforeAll(async () => {
      hanging = await fakeUpstream('ai', { hang: true });
      sick = await fakeUpstream('mailer', { healthy: false });
      broken = await startGateway({
        IDENTITY_URL: upstreams.identity.url, NOTES_URL: `http://127.0.0.1:${closedPort}`, AI_URL: hanging.url, MAILER_URL: sick.url,
        SHELL_URL: `http://127.0.0.1:${closedPort}`, UPSTREAM_TIMEOUT_MS: '500', AI_UPSTREAM_TIMEOUT_MS: '700',
        REMOTES_JSON: '{"mfe_soap":"https://cdn.clinote.test/mfe-soap/mf-manifest.json"}',
      });
    });

    afterAll(async () => {
      await broken?.close();
      hanging.server.closeAllConnections();
      await Promise.all([hanging, sick].map(({ server }) => new Promise((r) => server.close(r))));
    });

    it('a service that is down → JSON 503 with a message, at once', async () => {
      const started = Date.now();
      const res = await broken.inject({ method: 'GET', url: '/api/notes', headers: signedIn() });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ statusCode: 503, error: 'UPSTREAM_UNAVAILABLE', message: 'svc-notes is not reachable right now. Please try again in a moment.' });
      expect(Date.now() - started).toBeLessThan(3000);
    });

    it('a service that hangs → JSON 504 after its timeout, never a hang', async () => {
      const started = Date.now();
      const res = await broken.inject({ method: 'POST', url: '/api/enhance-note', payload: { section: 'plan', content: 'x' } });
      expect(res.statusCode).toBe(504);
      expect(res.json().message).toBe('svc-ai did not answer in time. Please try again in a moment.');
      expect(Date.now() - started).toBeLessThan(5000);
    });

    it('the shell being down → 503 with a message', async () => {
      const res = await broken.inject({ method: 'GET', url: '/login' });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/^shell is not reachable/);
    });

    it('/api/health → 503 naming what is wrong, service by service', async () => {
      const res = await broken.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      const { services } = res.json();
      expect(services['svc-identity'].status).toBe('ok');
      expect(services['svc-notes']).toMatchObject({ status: 'error', message: expect.stringMatching(/not reachable/) });
      expect(services['svc-ai']).toMatchObject({ status: 'error', message: expect.stringMatching(/no answer within/) });
      expect(services['svc-mailer'].status).toBe('error');
    });

    it('REMOTES_JSON overrides one remote and keeps the others', async () => {
      const res = await broken.inject({ method: 'GET', url: '/remotes.json' });
      expect(res.json()).toMatchObject({ mfe_soap: 'https://cdn.clinote.test/mfe-soap/mf-manifest.json', mfe_auth: '/mfe/auth/mf-manifest.json' });
    });
  });

  it('refuses to start with a malformed REMOTES_JSON, naming it', () => {
    expect(() => envSchema.parse({ REMOTES_JSON: '{"mfe_nope":"x"}' })).toThrow(/mfe_nope/);
  });
});
