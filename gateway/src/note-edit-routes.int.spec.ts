import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { baseTestEnv, freePort, startTestApp, TestIssuer } from '@clinote/nest-common/testing';
import { AppModule } from './app.module';
import { GATEWAY_APP_OPTIONS } from './app-options';
import { envSchema, type GatewayConfig } from './config';
import { registerProxies } from './proxy/register-proxies';

/**
 * Issue 25's note routes through the gateway: PATCH /api/notes/{id} (an edit, with its JSON body),
 * GET /api/notes/{id}/versions and GET /api/notes/{id}/fhir (a FHIR document, application/fhir+json,
 * passed through as svc-notes sends it), all for signed-in callers only; PATCH allowed cross-origin
 * for CORS_ORIGINS like the other methods.
 */
describe('gateway: editing a note, its versions and its FHIR export (issue 25)', () => {
  let issuer: TestIssuer;
  let notes: Server;
  let gateway: NestFastifyApplication;
  const seen: Array<{ method: string; url: string; body: string }> = [];
  /** A FHIR document of a few KB, as svc-notes answers it. */
  const FHIR = JSON.stringify({
    resourceType: 'Bundle',
    type: 'document',
    entry: Array.from({ length: 40 }, (_, i) => ({
      fullUrl: `urn:uuid:${randomUUID()}`,
      resource: { resourceType: 'Basic', id: `b${i}` },
    })),
  });

  beforeAll(async () => {
    issuer = await TestIssuer.start();
    notes = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        if (req.url === '/health') {
          res.writeHead(200, { 'content-type': 'application/json' });
          return res.end(JSON.stringify({ status: 'ok', service: 'svc-notes', uptimeSeconds: 1, checks: {} }));
        }
        seen.push({ method: req.method!, url: req.url!, body });
        const fhir = req.url!.endsWith('/fhir');
        const answer = fhir ? FHIR : JSON.stringify({ upstream: 'notes', method: req.method, url: req.url });
        res.writeHead(200, {
          'content-type': fhir ? 'application/fhir+json; charset=utf-8' : 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(answer),
        });
        res.end(answer);
      });
    });
    const port = await freePort();
    await new Promise<void>((resolve) => notes.listen(port, '127.0.0.1', resolve));
    const config: GatewayConfig = envSchema.parse({
      ...baseTestEnv,
      PORT: '0',
      IDENTITY_URL: issuer.url,
      NOTES_URL: `http://127.0.0.1:${port}`,
      CORS_ORIGINS: 'https://partner.clinote.test',
    });
    gateway = await startTestApp(AppModule.forRoot(config), config, {
      configure: (app) => registerProxies(app, config),
      ...GATEWAY_APP_OPTIONS,
    });
  });

  afterAll(async () => {
    await gateway?.close();
    notes?.closeAllConnections();
    await new Promise<void>((resolve) => (notes ? notes.close(() => resolve()) : resolve()));
    await issuer?.stop();
  });

  const signedIn = () => issuer.headers({ id: randomUUID(), email: 'gw.fake@clinote.test' });

  it('passes PATCH /api/notes/{id} with its JSON body to svc-notes', async () => {
    const res = await gateway.inject({
      method: 'PATCH',
      url: '/api/notes/3f2c',
      headers: signedIn(),
      payload: { text: 'Edited.', version: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ upstream: 'notes', method: 'PATCH', url: '/notes/3f2c' });
    expect(JSON.parse(seen.at(-1)!.body)).toEqual({ text: 'Edited.', version: 1 });
  });

  it('passes GET /api/notes/{id}/versions', async () => {
    const res = await gateway.inject({ method: 'GET', url: '/api/notes/3f2c/versions', headers: signedIn() });
    expect(res.json()).toEqual({ upstream: 'notes', method: 'GET', url: '/notes/3f2c/versions' });
  });

  it('passes the FHIR document through as application/fhir+json, compressed like other API JSON', async () => {
    const res = await gateway.inject({ method: 'GET', url: '/api/notes/3f2c/fhir', headers: { ...signedIn(), 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/fhir+json; charset=utf-8');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(FHIR);
  });

  it.each([
    ['PATCH', '/api/notes/3f2c'],
    ['GET', '/api/notes/3f2c/versions'],
    ['GET', '/api/notes/3f2c/fhir'],
  ] as const)('turns away %s %s without a valid token, before svc-notes', async (method, url) => {
    const before = seen.length;
    for (const headers of [{}, { authorization: 'Bearer not.a.token' }]) {
      const res = await gateway.inject({ method, url, headers, payload: method === 'PATCH' ? { text: 'x', version: 1 } : undefined });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ statusCode: 401, error: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
    }
    expect(seen.length).toBe(before);
  });

  it('allows PATCH in a preflight from a CORS_ORIGINS origin', async () => {
    const preflight = await gateway.inject({
      method: 'OPTIONS',
      url: '/api/notes/3f2c',
      headers: { origin: 'https://partner.clinote.test', 'access-control-request-method': 'PATCH' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(String(preflight.headers['access-control-allow-methods']).split(', ')).toContain('PATCH');
  });
});
