import { createPublicKey, createSign, generateKeyPairSync, randomUUID } from 'node:crypto';
import { Agent, createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import { FIRST_PAINT_SLOT } from '@clinote/contracts';
import { BODY_LIMIT_BYTES, metricsRegistry, PROMETHEUS_CONTENT_TYPE, SessionRevocations } from '@clinote/nest-common';
import { baseTestEnv, freePort, parsePrometheus, sampleValue, startTestApp, TEST_REDIS_URL } from '@clinote/nest-common/testing';
import { AppModule } from './app.module';
import { GATEWAY_APP_OPTIONS } from './app-options';
import { envSchema, type GatewayConfig } from './config';
import { registerProxies } from './proxy/register-proxies';

/** Stands in for svc-identity's signing key: the fake identity upstream publishes it as its JWKS. */
const signingKey = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const JWKS = { keys: [{ ...createPublicKey(signingKey.privateKey).export({ format: 'jwk' }), kid: 'test-key', alg: 'ES256', use: 'sig' }] };
const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
function accessToken(overrides: Record<string, unknown> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    sub: randomUUID(),
    email: 'gw.fake@clinote.test',
    admin: false,
    typ: 'access',
    jti: randomUUID(),
    iat: now,
    exp: now + 600,
    aud: 'clinote',
    iss: 'clinote-identity',
    ...overrides,
  };
  const input = `${b64({ alg: 'ES256', typ: 'JWT', kid: 'test-key' })}.${b64(claims)}`;
  return `${input}.${createSign('SHA256').update(input).sign({ key: signingKey.privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64url')}`;
}

interface Seen {
  method: string;
  url: string;
  body: string;
  headers: IncomingMessage['headers'];
}

/** What the shell's build writes (rspack's HtmlRspackPlugin), as the gateway receives it. */
const SHELL_TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Clinote</title><style>body { margin: 0; }</style><script defer src="/main.1a2b3c4d5e.js"></script></head><body><noscript>Clinote needs JavaScript.</noscript><div id="root"></div></body></html>';

/** What the shell's and mfe-soap's builds write to first-paint.json (shell and mfe-soap src/first-paint.ts), in part. */
const SHELL_FIRST_PAINT = {
  css: '.clinote-fp{}',
  frame: `<div class="clinote-fp"><div class="clinote-fp-bar"><div><span>Clinote</span></div></div><main class="clinote-fp-main">${FIRST_PAINT_SLOT}</main></div>`,
  boot: {
    html: '<div class="clinote-boot"><p class="clinote-boot-name">Clinote</p><p class="clinote-boot-line" role="status">Loading Clinote…</p></div>',
    css: '.clinote-boot{}',
  },
  pages: {},
};
const SOAP_PT_FIRST_PAINT =
  '<div class="clinote-fp-page clinote-fp-soap"><h1>PT Evaluation</h1><div role="note" class="clinote-fp-phi"><b>No patient identifiers. </b>…</div></div>';

/** A stand-in upstream that records what reached it; `/health` answers like a real service. */
async function fakeUpstream(
  name: string,
  options: { healthy?: boolean; hang?: boolean } = {},
): Promise<{ url: string; seen: Seen[]; server: Server }> {
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
      if (name === 'shell' && req.url === '/index.html') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', etag: '"v1"' });
        res.end(SHELL_TEMPLATE);
        return;
      }
      if (name === 'shell' && req.url === '/preload-groups.json') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            'signed-in': ['/signed-in.1a2b3c4d5e.js'],
            'catalogue-form': ['/catalogue-form.1a2b3c4d5e.js', '/917.1a2b3c4d5e.js'],
          }),
        );
        return;
      }
      if (req.url === '/first-paint.json') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify(
            name === 'shell' ? SHELL_FIRST_PAINT : { css: `.${name}{}`, pages: name === 'soap' ? { '/pt-eval': SOAP_PT_FIRST_PAINT } : {} },
          ),
        );
        return;
      }
      if (req.url === '/mf-manifest.json') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            metaData: { publicPath: 'auto', remoteEntry: { path: '', name: 'remoteEntry.js' } },
            exposes: [{ name: 'Routes', path: './Routes', assets: { js: { sync: [`__federation_expose_Routes.${name}.js`], async: [] } } }],
          }),
        );
        return;
      }
      if (req.url?.endsWith('/big.json')) {
        res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
        res.end(
          JSON.stringify({
            notes: Array.from({ length: 200 }, (_, i) => ({ id: i, text: 'Invented note text, repeated for size. '.repeat(4) })),
          }),
        );
        return;
      }
      if (req.url === '/pre.js') {
        res.writeHead(200, {
          'content-type': 'application/javascript',
          'content-encoding': 'gzip',
          vary: 'Accept-Encoding',
          'access-control-allow-origin': '*',
        });
        res.end(gzipSync('console.log("precompressed by the static server");'.repeat(50)));
        return;
      }
      if (req.url === '/health') {
        res.writeHead(options.healthy === false ? 503 : 200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ status: options.healthy === false ? 'error' : 'ok', service: name, uptimeSeconds: 1, checks: {} }));
        return;
      }
      // Like the real services (fastify): the length is known.
      const answer = JSON.stringify({ upstream: name, url: req.url });
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(answer) });
      res.end(answer);
    });
  });
  const port = await freePort();
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${port}`, seen, server };
}

async function startGateway(env: Record<string, string>): Promise<NestFastifyApplication> {
  const config: GatewayConfig = envSchema.parse({ ...baseTestEnv, PORT: '0', ...env });
  return startTestApp(AppModule.forRoot(config), config, { configure: (app) => registerProxies(app, config), ...GATEWAY_APP_OPTIONS });
}

describe('gateway', () => {
  const upstreams: Record<string, Awaited<ReturnType<typeof fakeUpstream>>> = {};
  let gateway: NestFastifyApplication;
  let closedPort: number;

  beforeAll(async () => {
    for (const name of ['identity', 'notes', 'ai', 'mailer', 'shell', 'auth', 'soap', 'dme', 'admin'])
      upstreams[name] = await fakeUpstream(name);
    closedPort = await freePort();
    gateway = await startGateway({
      IDENTITY_URL: upstreams.identity.url,
      NOTES_URL: upstreams.notes.url,
      AI_URL: upstreams.ai.url,
      MAILER_URL: upstreams.mailer.url,
      SHELL_URL: upstreams.shell.url,
      MFE_AUTH_URL: upstreams.auth.url,
      MFE_SOAP_URL: upstreams.soap.url,
      MFE_DME_URL: upstreams.dme.url,
      MFE_ADMIN_URL: upstreams.admin.url,
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
    ['POST', '/api/notes/3f2c/sign', 'notes', '/notes/3f2c/sign'],
    ['POST', '/api/notes/3f2c/addenda', 'notes', '/notes/3f2c/addenda'],
    ['PUT', '/api/auth/profile', 'identity', '/auth/profile'],
    ['POST', '/api/auth/confirm-password', 'identity', '/auth/confirm-password'],
    ['POST', '/api/enhance-note', 'ai', '/enhance-note'],
    ['POST', '/api/enhance-dme', 'ai', '/enhance-dme'],
    ['GET', '/mfe/auth/remoteEntry.js', 'auth', '/remoteEntry.js'],
    ['GET', '/mfe/soap/static/js/42.js', 'soap', '/static/js/42.js'],
    ['GET', '/mfe/dme/remoteEntry.js', 'dme', '/remoteEntry.js'],
    ['GET', '/mfe/admin/static/js/7.js', 'admin', '/static/js/7.js'],
    ['GET', '/main.1a2b3c4d5e.js', 'shell', '/main.1a2b3c4d5e.js'],
    ['GET', '/static/logo.svg?v=2', 'shell', '/static/logo.svg?v=2'],
  ])('%s %s → %s %s', async (method, url, upstream, upstreamUrl) => {
    const res = await gateway.inject({
      method: method as 'GET',
      url,
      headers: signedIn(),
      payload: method === 'POST' || method === 'PUT' ? { email: 'x@clinote.test' } : undefined,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ upstream, url: upstreamUrl });
  });

  it.each([
    '/api/notes',
    '/api/notes/3f2c',
    '/api/admin/users',
    '/api/auth/me',
    '/api/auth/profile',
    '/api/auth/confirm-password',
    '/api/notes/3f2c/sign',
    '/api/notes/3f2c/addenda',
  ])('turns away %s without a valid token, before it reaches the service', async (url) => {
    const before = upstreams.notes.seen.length + upstreams.identity.seen.filter((s) => !s.url.includes('jwks')).length;
    const forged = [
      undefined,
      'Bearer not.a.token',
      `Bearer ${accessToken({ exp: Math.floor(Date.now() / 1000) - 5 })}`,
      `Bearer ${accessToken({ aud: 'other' })}`,
      `Bearer ${b64({ alg: 'none', typ: 'JWT', kid: 'test-key' })}.${accessToken().split('.')[1]}.`,
    ];
    for (const authorization of forged) {
      const res = await gateway.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ statusCode: 401, error: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
    }
    expect(upstreams.notes.seen.length + upstreams.identity.seen.filter((s) => !s.url.includes('jwks')).length).toBe(before);
  });

  it('lets a stale token through on public routes (the browser sends it everywhere)', async () => {
    const res = await gateway.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { authorization: 'Bearer expired.or.forged' },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
  });

  it("passes the body and the caller's address through", async () => {
    await gateway.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'pat.fake@clinote.test', password: 'secret1' },
      remoteAddress: '10.9.8.7',
    });
    const last = upstreams.identity.seen.at(-1)!;
    expect(JSON.parse(last.body)).toEqual({ email: 'pat.fake@clinote.test', password: 'secret1' });
    expect(last.headers['x-forwarded-for']).toContain('10.9.8.7');
  });

  it("serves /remotes.json with every remote's manifest under /mfe/", async () => {
    const res = await gateway.inject({ method: 'GET', url: '/remotes.json' });
    expect(res.json()).toEqual({
      mfe_auth: '/mfe/auth/mf-manifest.json',
      mfe_soap: '/mfe/soap/mf-manifest.json',
      mfe_dme: '/mfe/dme/mf-manifest.json',
      mfe_admin: '/mfe/admin/mf-manifest.json',
    });
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers an unknown /api path with a JSON 404 instead of the shell', async () => {
    const res = await gateway.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'NOT_FOUND', message: 'No API route GET /api/nothing-here' });
  });

  it("aggregates every service's health: 200 when all are ok; the details only for an admin", async () => {
    const admin = await gateway.inject({
      method: 'GET',
      url: '/api/health',
      headers: { authorization: `Bearer ${accessToken({ admin: true })}` },
    });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().status).toBe('ok');
    expect(Object.keys(admin.json().services).sort()).toEqual(['svc-ai', 'svc-identity', 'svc-mailer', 'svc-notes']);
    for (const headers of [{}, signedIn()]) {
      const res = await gateway.inject({ method: 'GET', url: '/api/health', headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    }
  });

  it('serves no metrics on its public port (they are on METRICS_PORT, issue 26)', async () => {
    for (const url of ['/metrics', '/api/metrics']) {
      const res = await gateway.inject({ method: 'GET', url });
      expect({ url, prometheus: res.headers['content-type'] === PROMETHEUS_CONTENT_TYPE || /^process_cpu/m.test(res.body) }).toEqual({
        url,
        prometheus: false,
      });
    }
  });

  it('answers its own liveness probe (GET /healthz) without asking any service', async () => {
    const before = upstreams.shell.seen.length;
    const res = await gateway.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(upstreams.shell.seen.length).toBe(before);
  });

  it('asks the services for their health at most once every few seconds, however many probes come', async () => {
    const healthCalls = () => upstreams.notes.seen.filter((s) => s.url === '/health').length;
    await gateway.inject({ method: 'GET', url: '/api/health' });
    const before = healthCalls();
    await Promise.all(Array.from({ length: 20 }, () => gateway.inject({ method: 'GET', url: '/api/health' })));
    expect(healthCalls() - before).toBeLessThanOrEqual(1);
  });

  describe('when upstreams fail', () => {
    let broken: NestFastifyApplication;
    let hanging: Awaited<ReturnType<typeof fakeUpstream>>;
    let sick: Awaited<ReturnType<typeof fakeUpstream>>;

    beforeAll(async () => {
      hanging = await fakeUpstream('ai', { hang: true });
      sick = await fakeUpstream('mailer', { healthy: false });
      broken = await startGateway({
        IDENTITY_URL: upstreams.identity.url,
        NOTES_URL: `http://127.0.0.1:${closedPort}`,
        AI_URL: hanging.url,
        MAILER_URL: sick.url,
        SHELL_URL: `http://127.0.0.1:${closedPort}`,
        UPSTREAM_TIMEOUT_MS: '500',
        AI_UPSTREAM_TIMEOUT_MS: '700',
        REMOTES_JSON: '{"mfe_soap":"https://cdn.clinote.test/mfe-soap/mf-manifest.json"}',
      });
    });

    afterAll(async () => {
      await broken?.close();
      hanging.server.closeAllConnections();
      await Promise.all([hanging, sick].map(({ server }) => new Promise((r) => server.close(r))));
    });

    it('a service that is down → JSON 503 with a message, at once, counted as an upstream error', async () => {
      const counted = async () =>
        sampleValue(parsePrometheus(await metricsRegistry.metrics()), 'gateway_upstream_errors_total', {
          upstream: 'svc-notes',
          status: '503',
        });
      const before = await counted();
      const started = Date.now();
      const res = await broken.inject({ method: 'GET', url: '/api/notes', headers: signedIn() });
      expect(res.statusCode).toBe(503);
      expect((await counted()) - before).toBe(1);
      expect(res.json()).toEqual({
        statusCode: 503,
        error: 'UPSTREAM_UNAVAILABLE',
        message: 'svc-notes is not reachable right now. Please try again in a moment.',
      });
      expect(Date.now() - started).toBeLessThan(3000);
    });

    it('a service that hangs → JSON 504 after its timeout, never a hang', async () => {
      const started = Date.now();
      const res = await broken.inject({
        method: 'POST',
        url: '/api/enhance-note',
        headers: signedIn(),
        payload: { section: 'plan', content: 'x' },
      });
      expect(res.statusCode).toBe(504);
      expect(res.json().message).toBe('svc-ai did not answer in time. Please try again in a moment.');
      expect(Date.now() - started).toBeLessThan(5000);
    });

    it('the shell being down → 503 with a message', async () => {
      const res = await broken.inject({ method: 'GET', url: '/login' });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/^shell is not reachable/);
    });

    it('/api/health → 503 naming what is wrong, service by service (details for an admin)', async () => {
      const res = await broken.inject({
        method: 'GET',
        url: '/api/health',
        headers: { authorization: `Bearer ${accessToken({ admin: true })}` },
      });
      expect(res.statusCode).toBe(503);
      const { services } = res.json();
      expect(services['svc-identity'].status).toBe('ok');
      expect(services['svc-notes']).toMatchObject({ status: 'error', message: expect.stringMatching(/not reachable/) });
      expect(services['svc-ai']).toMatchObject({ status: 'error', message: expect.stringMatching(/no answer within/) });
      expect(services['svc-mailer'].status).toBe('error');
    });

    it('REMOTES_JSON overrides one remote and keeps the others', async () => {
      const res = await broken.inject({ method: 'GET', url: '/remotes.json' });
      expect(res.json()).toMatchObject({
        mfe_soap: 'https://cdn.clinote.test/mfe-soap/mf-manifest.json',
        mfe_auth: '/mfe/auth/mf-manifest.json',
      });
    });
  });

  describe('security (issue 7)', () => {
    const notesReached = () => upstreams.notes.seen.filter((s) => s.url !== '/health').length;
    // A real socket: app.inject parses the URL with WHATWG rules, which already resolve "%2e%2e".
    let port: number;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    beforeAll(async () => {
      port = await freePort();
      await gateway.listen({ port, host: '127.0.0.1' });
    });
    afterAll(() => agent.destroy());
    const send = (method: string, path: string, body?: string, headers: Record<string, string> = {}) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            path,
            method,
            agent,
            headers:
              body === undefined
                ? headers
                : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), ...headers },
          },
          (res) => {
            let text = '';
            res.on('data', (c) => (text += c));
            res.on('end', () => resolve({ status: res.statusCode!, body: text }));
          },
        );
        req.on('error', reject);
        req.end(body);
      });

    it("does not believe a client's X-Forwarded-For: the socket address is the caller", async () => {
      await gateway.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'a@clinote.test', password: 'x' },
        remoteAddress: '10.9.8.7',
        headers: { 'x-forwarded-for': '1.2.3.4' },
      });
      expect(upstreams.identity.seen.at(-1)!.headers['x-forwarded-for']).toBe('10.9.8.7');
    });

    it('behind a trusted proxy, takes the rightmost untrusted address', async () => {
      const behindBalancer = await startGateway({ IDENTITY_URL: upstreams.identity.url, TRUSTED_PROXIES: '10.0.0.0/8' });
      try {
        await behindBalancer.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'a@clinote.test', password: 'x' },
          remoteAddress: '10.0.0.5',
          headers: { 'x-forwarded-for': '198.51.100.7, 203.0.113.9, 10.0.0.4' },
        });
        expect(upstreams.identity.seen.at(-1)!.headers['x-forwarded-for']).toBe('203.0.113.9');
      } finally {
        await behindBalancer.close();
      }
    });

    it.each([
      '/api/%6eotes',
      '/api/%6Eotes/abc',
      '/api/auth/../notes',
      '/api/./notes',
      '//api//notes',
      '/api/enhance-%6eote',
      // Issue 25's signed-in identity routes, spelled so that a check on the raw path would take them for public /api/auth.
      '/api/auth/x/../confirm-password',
      '/api/auth//confirm-password',
      '/api/auth/%70rofile',
      '/api/notes/3f2c/./sign',
    ])('decides sign-in on the canonical path: %s without a token is refused before any service', async (url) => {
      const reached = () =>
        notesReached() + upstreams.ai.seen.length + upstreams.identity.seen.filter((s) => !s.url.includes('jwks')).length;
      const before = reached();
      const res = await gateway.inject({
        method: url.includes('enhance') ? 'POST' : 'GET',
        url,
        payload: url.includes('enhance') ? {} : undefined,
      });
      expect(res.statusCode).toBe(401);
      expect(reached()).toBe(before);
    });

    it('forwards the canonical path upstream', async () => {
      const res = await gateway.inject({ method: 'GET', url: '/api/%6eotes/./a%20b', headers: signedIn() });
      expect(res.json()).toEqual({ upstream: 'notes', url: '/notes/a%20b' });
    });

    it.each([
      '/api/notes%2F..%2Fadmin',
      '/api/notes/%5c',
      '/api/notes/%00',
      '/api/%zz',
      '/api/../../etc/passwd',
      '/api/%2e%2e/%2e%2e/etc/passwd',
      '/api/notes/%c3%28',
    ])('refuses an ambiguous path with 400: %s', async (path) => {
      const before = notesReached();
      const res = await send('GET', path, undefined, signedIn());
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body).message).toMatch(/^Bad request path: /);
      expect(notesReached()).toBe(before);
    });

    it('a raw dot-segment path without a token is refused as well', async () => {
      expect((await send('GET', '/api/auth/../notes')).status).toBe(401);
      expect((await send('POST', '/api/auth/x/../confirm-password', '{}')).status).toBe(401);
      expect((await send('PUT', '/api/auth/./profile', '{}')).status).toBe(401);
    });

    it.each(['/api/enhance-note', '/api/enhance-dme'])('%s needs a signed-in caller', async (url) => {
      const res = await gateway.inject({ method: 'POST', url, payload: { content: 'x' } });
      expect(res.statusCode).toBe(401);
    });

    it('honours sign-out and "sign out everywhere": such tokens are refused at the gateway', async () => {
      const redis = new Redis(TEST_REDIS_URL);
      // As svc-identity writes them: stored and announced (the gateway follows the announcements).
      const identity = new SessionRevocations(redis, baseTestEnv.QUEUE_PREFIX);
      const status = async (token: string) =>
        (await gateway.inject({ method: 'GET', url: '/api/notes', headers: { authorization: `Bearer ${token}` } })).statusCode;
      /** The announcement reaches the gateway within milliseconds; allow a busy machine 2 s. */
      const refusedSoon = async (token: string) => {
        for (let i = 0; i < 100 && (await status(token)) !== 401; i++) await new Promise((resolve) => setTimeout(resolve, 20));
        return status(token);
      };
      try {
        const jti = randomUUID();
        const signedOut = accessToken({ jti });
        expect(await status(signedOut)).toBe(200);
        expect(await status(signedOut)).toBe(200); // now answered from the gateway's memory
        await identity.revokeToken(jti, 60);
        expect(await refusedSoon(signedOut)).toBe(401);

        const userId = randomUUID();
        const older = accessToken({ sub: userId, gen: 0 });
        expect(await status(older)).toBe(200);
        await identity.publishGeneration(userId, 1, 60);
        expect(await refusedSoon(older)).toBe(401);
        expect(await status(accessToken({ sub: userId, gen: 1 }))).toBe(200);
      } finally {
        redis.disconnect();
      }
    });

    it('accepts only JSON bodies on the API (a cross-site form cannot post)', async () => {
      for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
        const res = await gateway.inject({
          method: 'POST',
          url: '/api/auth/register',
          headers: { 'content-type': type },
          payload: 'email=a%40clinote.test',
        });
        expect(res.statusCode).toBe(415);
        expect(res.json().message).toBe('Unsupported content type: send application/json');
      }
    });

    it('answers a large non-JSON body within the limit with its 415, not a connection reset mid-upload', async () => {
      // Found by the fuzz suite under load: the gateway closed the connection at once, and fetch,
      // still sending, saw EPIPE. The connection now stays usable: three uploads on one keep-alive pool.
      const body = 'x'.repeat(BODY_LIMIT_BYTES - 64 * 1024);
      for (let i = 0; i < 3; i++) {
        const res = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'text/plain' },
          body,
        });
        expect(res.status).toBe(415);
        expect(res.headers.get('connection')).not.toBe('close');
        expect(((await res.json()) as { message: string }).message).toBe('Unsupported content type: send application/json');
      }
    });

    it('refuses a body over 1 MiB with 413 at the edge, and the next request works', async () => {
      const before = upstreams.identity.seen.length;
      const huge = await send(
        'POST',
        '/api/auth/login',
        JSON.stringify({ email: 'a@clinote.test', password: 'x'.repeat(1024 * 1024 + 10) }),
      ).catch((err: Error) => ({ status: 0, body: err.message }));
      expect(huge.status).toBe(413);
      expect(JSON.parse(huge.body).message).toMatch(/too large/);
      expect(upstreams.identity.seen.length).toBe(before);
      const next = await send('POST', '/api/auth/login', JSON.stringify({ email: 'a@clinote.test', password: 'x' }));
      expect(next.status).toBe(200);
    });

    it('refuses a chunked API body without a length (411): it could not be capped', async () => {
      const res = await new Promise<number>((resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            path: '/api/auth/login',
            method: 'POST',
            headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
          },
          (r) => {
            r.resume();
            resolve(r.statusCode!);
          },
        );
        req.on('error', reject);
        req.write('{"email":');
        req.end('"a@clinote.test"}');
      });
      expect(res).toBe(411);
    });
  });

  describe('pages, headers and compression (issue 11)', () => {
    const page = (url: string, headers: Record<string, string> = {}) =>
      gateway.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
    const nonceOf = (html: string) => /<meta name="csp-nonce" content="([^"]+)">/.exec(html)?.[1];

    it('serves a page with the remote map written in, a nonce on every inline script and style, and a matching CSP', async () => {
      const res = await page('/pt-eval?draft=1');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      const nonce = nonceOf(res.body)!;
      expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain(`script-src 'self' 'nonce-${nonce}'`);
      expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
      for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "default-src 'self'"])
        expect(csp).toContain(directive);
      expect(csp).not.toContain('unsafe-inline');
      expect(res.body).toContain('window.__CLINOTE_REMOTES__={"mfe_auth":"/mfe/auth/mf-manifest.json"');
      for (const tag of res.body.match(/<(script|style)\b[^>]*>/g)!) expect(tag).toContain(`nonce="${nonce}"`);
      // The page's first paint: its own title and the PHI notice, before any JavaScript (the shell's frame around mfe-soap's first-paint.json).
      expect(res.body).toContain(
        '<div id="root"><div class="clinote-fp"><div class="clinote-fp-bar"><div><span>Clinote</span></div></div><main class="clinote-fp-main">',
      );
      expect(res.body).toContain('<h1>PT Evaluation</h1><div role="note" class="clinote-fp-phi"><b>No patient identifiers. </b>');
      expect((await page('/login')).body).toContain('<div id="root"><div class="clinote-boot"><p class="clinote-boot-name">Clinote</p>');
    });

    it('starts the session check of a signed-in page before its JavaScript arrives, and only there', async () => {
      const signedInPage = (await page('/pt-eval')).body;
      expect(signedInPage).toContain('window["__CLINOTE_SESSION__"]={token:t,answer:fetch("/api/auth/me"');
      expect(signedInPage).toContain('localStorage.getItem("auth_token")');
      expect((await page('/login')).body).not.toContain('__CLINOTE_SESSION__');
    });

    it("hints the route's remote (manifest, entry, its Routes module) so the browser fetches them in parallel", async () => {
      const soap = (await page('/pt-eval')).body;
      expect(soap).toContain('<link rel="preload" as="fetch" href="/mfe/soap/mf-manifest.json" crossorigin="anonymous">');
      expect(soap).toContain('<link rel="preload" as="script" href="/mfe/soap/remoteEntry.js">');
      expect(soap).toContain('<link rel="preload" as="script" href="/mfe/soap/__federation_expose_Routes.soap.js">');
      expect((await page('/login')).body).toContain('href="/mfe/auth/remoteEntry.js"');
      expect((await page('/')).body).not.toMatch(/rel="preload"[^>]*\/mfe\//); // the dashboard is the shell's own
      expect((await page('/no/such/page')).body).toContain('class="clinote-boot-name"'); // the shell shows its 404
    });

    it("hints the shell's own code a route needs: the signed-in layout, and the form code on a form page", async () => {
      const dashboard = (await page('/')).body;
      expect(dashboard).toContain('<link rel="preload" as="script" href="/signed-in.1a2b3c4d5e.js">');
      expect(dashboard).not.toContain('catalogue-form');
      const form = (await page('/dme/walker')).body;
      expect(form).toContain('<link rel="preload" as="script" href="/signed-in.1a2b3c4d5e.js">');
      expect(form).toContain('<link rel="preload" as="script" href="/catalogue-form.1a2b3c4d5e.js">');
      expect(form).toContain('<link rel="preload" as="script" href="/917.1a2b3c4d5e.js">');
      const login = (await page('/login')).body;
      expect(login).not.toContain('signed-in.');
      expect(login).not.toContain('catalogue-form');
    });

    it('gives every page its own nonce', async () => {
      expect(nonceOf((await page('/login')).body)).not.toBe(nonceOf((await page('/login')).body));
    });

    it.each([
      ['a page', '/login', false],
      ['an asset', '/main.1a2b3c4d5e.js', false],
      ['an API answer', '/api/notes', true],
      ['an API error', '/api/nothing', false],
    ])('hardens %s: nosniff, referrer and permissions policies, no framing, no server banner', async (_what, url, asSignedIn) => {
      const res = await gateway.inject({ method: 'GET', url, headers: asSignedIn ? signedIn() : {} });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('same-origin');
      expect(String(res.headers['permissions-policy'])).toContain('camera=()');
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      expect(res.headers.server).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['strict-transport-security']).toBeUndefined(); // plain HTTP here
    });

    it('tells no cache to keep an API answer (issue 19), while pages and hashed assets keep their own caching', async () => {
      // The fake services set no Cache-Control, as a forgetful service would.
      for (const [url, headers] of [
        ['/api/notes', signedIn()],
        ['/api/nothing', {}],
        ['/api/notes/big.json', signedIn()],
      ] as const) {
        expect((await gateway.inject({ method: 'GET', url, headers })).headers['cache-control']).toBe('no-store');
      }
      expect((await gateway.inject({ method: 'GET', url: '/login' })).headers['cache-control']).toBe('no-cache');
      expect((await gateway.inject({ method: 'GET', url: '/main.1a2b3c4d5e.js' })).headers['cache-control']).not.toBe('no-store');
    });

    it('gives a page the document-only headers (opener policy, legacy framing), and an asset or API answer neither', async () => {
      const pageAnswer = await gateway.inject({ method: 'GET', url: '/login' });
      expect(pageAnswer.headers['x-frame-options']).toBe('DENY');
      expect(pageAnswer.headers['cross-origin-opener-policy']).toBe('same-origin');
      const asset = await gateway.inject({ method: 'GET', url: '/pre.js' });
      expect(asset.headers['content-type']).toBe('application/javascript');
      const api = await gateway.inject({ method: 'GET', url: '/api/notes', headers: signedIn() });
      for (const answer of [asset, api]) {
        expect(answer.headers['x-frame-options']).toBeUndefined();
        expect(answer.headers['cross-origin-opener-policy']).toBeUndefined();
      }
    });

    it("drops a static server's Access-Control-Allow-Origin: * from the code it serves through the gateway (same origin, no CORS needed)", async () => {
      const asset = await gateway.inject({ method: 'GET', url: '/pre.js', headers: { origin: 'https://evil.example' } });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('never answers the API with Access-Control-Allow-Origin: * (even when a service would)', async () => {
      const res = await gateway.inject({
        method: 'GET',
        url: '/api/notes/big.json',
        headers: { ...signedIn(), origin: 'https://evil.example' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await gateway.inject({
        method: 'OPTIONS',
        url: '/api/notes',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      });
      expect(preflight.statusCode).toBe(403);
    });

    it('compresses API JSON over 1 KB (brotli, else gzip), leaves small answers and precompressed assets alone', async () => {
      const big = await gateway.inject({
        method: 'GET',
        url: '/api/notes/big.json',
        headers: { ...signedIn(), 'accept-encoding': 'br, gzip' },
      });
      expect(big.headers['content-encoding']).toBe('br');
      expect(String(big.headers.vary)).toMatch(/accept-encoding/i);
      expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString()).notes).toHaveLength(200);
      const gzip = await gateway.inject({
        method: 'GET',
        url: '/api/notes/big.json',
        headers: { ...signedIn(), 'accept-encoding': 'gzip' },
      });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      const small = await gateway.inject({ method: 'GET', url: '/api/notes', headers: { ...signedIn(), 'accept-encoding': 'br' } });
      expect(small.headers['content-encoding']).toBeUndefined();
      const pre = await gateway.inject({ method: 'GET', url: '/pre.js', headers: { 'accept-encoding': 'br, gzip' } });
      expect(pre.headers['content-encoding']).toBe('gzip'); // as the static server sent it, not re-encoded
      expect(pre.rawPayload.subarray(0, 2).toString('hex')).toBe('1f8b');
    });

    describe('configured for HTTPS behind a trusted proxy, a CDN remote and a cross-origin client', () => {
      let edge: NestFastifyApplication;
      beforeAll(async () => {
        edge = await startGateway({
          IDENTITY_URL: upstreams.identity.url,
          NOTES_URL: upstreams.notes.url,
          SHELL_URL: upstreams.shell.url,
          MFE_SOAP_URL: upstreams.soap.url,
          TRUSTED_PROXIES: '127.0.0.1',
          CORS_ORIGINS: 'https://partner.clinote.test',
          REMOTES_JSON: '{"mfe_dme":"https://cdn.clinote.test/mfe-dme/mf-manifest.json"}',
        });
      });
      afterAll(() => edge?.close());

      it('sends HSTS over HTTPS, allows the CDN remote in the CSP, and CORS only for the named origin', async () => {
        const res = await edge.inject({ method: 'GET', url: '/login', headers: { 'x-forwarded-proto': 'https' } });
        expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
        expect(String(res.headers['content-security-policy'])).toContain('https://cdn.clinote.test');
        const preflight = await edge.inject({
          method: 'OPTIONS',
          url: '/api/notes',
          headers: { origin: 'https://partner.clinote.test', 'access-control-request-method': 'POST' },
        });
        expect(preflight.statusCode).toBe(204);
        expect(preflight.headers['access-control-allow-origin']).toBe('https://partner.clinote.test');
        const call = await edge.inject({
          method: 'GET',
          url: '/api/notes',
          headers: { ...signedIn(), origin: 'https://partner.clinote.test' },
        });
        expect(call.headers['access-control-allow-origin']).toBe('https://partner.clinote.test');
        expect(String(call.headers.vary)).toMatch(/Origin/);
      });
    });
  });

  it('refuses to start with a malformed REMOTES_JSON, naming it', () => {
    expect(() => envSchema.parse({ REMOTES_JSON: '{"mfe_nope":"x"}' })).toThrow(/mfe_nope/);
  });
});
