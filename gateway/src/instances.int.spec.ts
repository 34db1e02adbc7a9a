import { createServer, request as httpRequest, type Server } from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ACCESS_TOKEN } from '@clinote/contracts';
import { DRAINING_HEADER } from '@clinote/nest-common';
import { baseTestEnv, freePort, startTestApp, TestIssuer } from '@clinote/nest-common/testing';
import { AppModule } from './app.module';
import { GATEWAY_APP_OPTIONS } from './app-options';
import { envSchema, type GatewayConfig } from './config';
import { PROBE_BACKOFF } from './proxy/upstream-instances';
import { registerProxies } from './proxy/register-proxies';

/**
 * Issue 12: every upstream may run as several instances (IDENTITY_URL=http://a:4001,http://b:4101).
 * The gateway spreads requests over them, keeps serving when one is down, and says which one is.
 */

interface Instance {
  name: string;
  url: string;
  port: number;
  server: Server;
  /** Requests that reached this instance (its /health and the JWKS left out). */
  seen: Array<{ method: string; url: string; body: string }>;
  /** Set: it answers as a stopping instance does (X-Instance-Draining, Connection: close). */
  draining: boolean;
}

let issuer: TestIssuer;

/** An instance of a service: answers every request with its own name; serves the JWKS and /health as svc-identity would. */
async function instance(name: string, port?: number): Promise<Instance> {
  const seen: Instance['seen'] = [];
  const self = { draining: false };
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const json = (status: number, value: object) => {
        const text = JSON.stringify(value);
        const stopping = self.draining ? { [DRAINING_HEADER]: '1', connection: 'close' } : {};
        res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...stopping });
        res.end(text);
      };
      if (req.url === ACCESS_TOKEN.jwksPath) return json(200, issuer.jwks());
      if (req.url === '/health')
        return json(200, { status: 'ok', service: name.split('#')[0], uptimeSeconds: 1, checks: { database: { status: 'up' } } });
      seen.push({ method: req.method!, url: req.url!, body });
      json(200, { instance: name, url: req.url });
    });
  });
  const listenOn = port ?? (await freePort());
  await new Promise<void>((resolve) => server.listen(listenOn, '127.0.0.1', resolve));
  return Object.assign(self, { name, url: `http://127.0.0.1:${listenOn}`, port: listenOn, server, seen });
}

const stop = (i: Instance) =>
  new Promise<void>((resolve) => {
    i.server.closeAllConnections();
    i.server.close(() => resolve());
  });

async function startGateway(env: Record<string, string>): Promise<NestFastifyApplication> {
  const config: GatewayConfig = envSchema.parse({ ...baseTestEnv, PORT: '0', ...env });
  return startTestApp(AppModule.forRoot(config), config, { configure: (app) => registerProxies(app, config), ...GATEWAY_APP_OPTIONS });
}

const list = (...instances: Array<Instance | string>) => instances.map((i) => (typeof i === 'string' ? i : i.url)).join(',');

describe('several instances of one upstream (issue 12)', () => {
  const running: Instance[] = [];
  const gateways: NestFastifyApplication[] = [];
  let closedUrl: string;
  let closedPort: number;

  const up = async (name: string, port?: number) => {
    const i = await instance(name, port);
    running.push(i);
    return i;
  };
  const gatewayWith = async (env: Record<string, string>) => {
    // svc-identity's JWKS (to sign callers in) from the test issuer unless the test runs identity instances.
    const gateway = await startGateway({ IDENTITY_URL: issuer.url, ...env });
    gateways.push(gateway);
    return gateway;
  };

  beforeAll(async () => {
    issuer = await TestIssuer.start();
    closedPort = await freePort();
    closedUrl = `http://127.0.0.1:${closedPort}`;
  });

  afterAll(async () => {
    await Promise.all(gateways.map((g) => g.close()));
    await Promise.all(running.map(stop));
    await issuer.stop();
  });

  it('reads a comma-separated list; one URL stays one upstream; instances must differ in host and port only', () => {
    const config = envSchema.parse({ NOTES_URL: 'http://127.0.0.1:4002, http://127.0.0.1:4102', AI_URL: 'http://127.0.0.1:4003' });
    expect(config.NOTES_URL).toEqual(['http://127.0.0.1:4002', 'http://127.0.0.1:4102']);
    expect(config.AI_URL).toEqual(['http://127.0.0.1:4003']);
    expect(config.IDENTITY_URL).toEqual(['http://127.0.0.1:4001']);
    expect(() => envSchema.parse({ NOTES_URL: 'http://127.0.0.1:4002,not a url' })).toThrow(/NOTES_URL/);
    expect(() => envSchema.parse({ NOTES_URL: 'http://a:4002/v1,http://b:4002/v2' })).toThrow(/same path/);
  });

  it('spreads requests over the instances in turn: GETs and POSTs, every route of the upstream', async () => {
    const [notes1, notes2, identity1, identity2] = [
      await up('svc-notes#1'),
      await up('svc-notes#2'),
      await up('svc-identity#1'),
      await up('svc-identity#2'),
    ];
    const gateway = await gatewayWith({ NOTES_URL: list(notes1, notes2), IDENTITY_URL: list(identity1, identity2) });
    const answeredBy: string[] = [];
    for (let n = 0; n < 10; n += 1) {
      const res = await gateway.inject({ method: 'GET', url: `/api/notes?page=${n}`, headers: issuer.headers() });
      expect(res.statusCode).toBe(200);
      answeredBy.push(res.json().instance);
    }
    expect(answeredBy.filter((i) => i === 'svc-notes#1')).toHaveLength(5);
    expect(answeredBy.filter((i) => i === 'svc-notes#2')).toHaveLength(5);
    expect(notes1.seen.map((s) => s.url)).toEqual(['/notes?page=0', '/notes?page=2', '/notes?page=4', '/notes?page=6', '/notes?page=8']);

    for (let n = 0; n < 6; n += 1) {
      const res = await gateway.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `pat${n}.fake@clinote.test`, password: 'x' },
      });
      expect(res.statusCode).toBe(200);
    }
    expect(identity1.seen.filter((s) => s.method === 'POST')).toHaveLength(3);
    expect(identity2.seen.filter((s) => s.method === 'POST')).toHaveLength(3);
    // The body reached the instance whole.
    expect(JSON.parse(identity1.seen.find((s) => s.method === 'POST')!.body)).toMatchObject({ password: 'x' });
  });

  it('with one instance down, every GET still succeeds on the other, and the POSTs after it as well', async () => {
    const notes = await up('svc-notes#2');
    const gateway = await gatewayWith({ NOTES_URL: list(closedUrl, notes) });
    for (let n = 0; n < 8; n += 1) {
      const res = await gateway.inject({ method: 'GET', url: '/api/notes', headers: issuer.headers() });
      expect(res.statusCode).toBe(200);
      expect(res.json().instance).toBe('svc-notes#2');
    }
    // The first GET found #1 down (sent on to #2); from then on #1 is left out, so POSTs never meet it.
    for (let n = 0; n < 4; n += 1) {
      const res = await gateway.inject({ method: 'POST', url: '/api/notes', headers: issuer.headers(), payload: { title: `note ${n}` } });
      expect(res.statusCode).toBe(200);
    }
    expect(notes.seen.filter((s) => s.method === 'POST')).toHaveLength(4);
  });

  it('an instance that stops while serving (its keep-alive connections closed): the GETs after it all succeed on the other', async () => {
    const [notes1, notes2] = [await up('svc-notes#1'), await up('svc-notes#2')];
    const gateway = await gatewayWith({ NOTES_URL: list(notes1, notes2) });
    for (let n = 0; n < 4; n += 1)
      expect((await gateway.inject({ method: 'GET', url: '/api/notes', headers: issuer.headers() })).statusCode).toBe(200);
    expect(notes1.seen).toHaveLength(2);
    await stop(notes1);
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () =>
        gateway.inject({ method: 'GET', url: '/api/notes', headers: issuer.headers() }).then((r) => r.statusCode),
      ),
    );
    expect(statuses).toEqual(Array(10).fill(200));
    expect(notes2.seen).toHaveLength(12);
  });

  it('never resends a POST whose body was streamed: the one that finds an instance down gets a 503, the next ones go to the other', async () => {
    const notes = await up('svc-notes#2');
    const gateway = await gatewayWith({ NOTES_URL: list(closedUrl, notes) });
    // Over a real socket, as a browser sends it: the body streams through the gateway.
    const port = await freePort();
    await gateway.listen({ port, host: '127.0.0.1' });
    const post = (title: string) => {
      const body = JSON.stringify({ title });
      return new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            path: '/api/notes',
            method: 'POST',
            headers: { ...issuer.headers(), 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
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
    };
    const first = await post('first');
    expect(first.status).toBe(503);
    expect(JSON.parse(first.body)).toMatchObject({
      error: 'UPSTREAM_UNAVAILABLE',
      message: 'svc-notes is not reachable right now. Please try again in a moment.',
    });
    expect(notes.seen).toHaveLength(0);
    for (let n = 0; n < 3; n += 1) expect((await post(`again ${n}`)).status).toBe(200);
    expect(notes.seen.map((s) => JSON.parse(s.body).title)).toEqual(['again 0', 'again 1', 'again 2']);
  });

  it('leaves out an instance that says it is stopping at once, POSTs included, and uses it again once it is back', async () => {
    const [notes1, notes2] = [await up('svc-notes#1'), await up('svc-notes#2')];
    const gateway = await gatewayWith({ NOTES_URL: list(notes1, notes2) });
    const get = async () => (await gateway.inject({ method: 'GET', url: '/api/notes', headers: issuer.headers() })).json().instance;
    const post = async (title: string) =>
      (
        await gateway.inject({
          method: 'POST',
          url: '/api/notes',
          headers: { ...issuer.headers(), 'content-type': 'application/json' },
          payload: JSON.stringify({ title }),
        })
      ).json().instance;
    expect(new Set([await get(), await get()])).toEqual(new Set(['svc-notes#1', 'svc-notes#2']));

    // SIGTERM: svc-notes#1 still listens and answers, but says it is stopping (to the gateway, not the browser).
    notes1.draining = true;
    const told = await Promise.all([1, 2].map(() => gateway.inject({ method: 'GET', url: '/api/notes', headers: issuer.headers() })));
    const fromStopping = told.find((res) => res.json().instance === 'svc-notes#1');
    expect(fromStopping?.headers[DRAINING_HEADER]).toBeUndefined();
    expect(fromStopping?.statusCode).toBe(200);
    const answeredBy = [];
    for (let n = 0; n < 3; n += 1) answeredBy.push(await get());
    const seenBefore = notes1.seen.length;
    for (let n = 0; n < 6; n += 1) answeredBy.push(n % 2 ? await get() : await post(`while #1 stops ${n}`));
    // At most one answer came from the stopping instance (the one that told); none after it.
    expect(answeredBy.slice(3)).toEqual(Array(6).fill('svc-notes#2'));
    expect(notes1.seen.length).toBe(seenBefore);

    // It stops listening, and a new process takes its port: used again.
    await stop(notes1);
    await new Promise((r) => setTimeout(r, 600));
    const restarted = await up('svc-notes#1', notes1.port);
    await new Promise((r) => setTimeout(r, PROBE_BACKOFF.initialMs * 3 + 300));
    const later = new Set<string>();
    for (let n = 0; n < 4; n += 1) later.add(await get());
    expect([...later].sort()).toEqual(['svc-notes#1', 'svc-notes#2']);
    expect(restarted.seen.length).toBeGreaterThan(0);
  });

  it('with every instance down: 503 with the usual message', async () => {
    const gateway = await gatewayWith({ NOTES_URL: list(closedUrl, `http://127.0.0.1:${await freePort()}`) });
    const res = await gateway.inject({ method: 'GET', url: '/api/notes', headers: issuer.headers() });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('svc-notes is not reachable right now. Please try again in a moment.');
  });

  it('an instance that comes back is used again (a probe finds it accepting connections)', async () => {
    const port = await freePort();
    const notes1 = await up('svc-notes#1');
    const gateway = await gatewayWith({ NOTES_URL: list(notes1, `http://127.0.0.1:${port}`) });
    for (let n = 0; n < 4; n += 1)
      expect((await gateway.inject({ method: 'GET', url: '/api/notes', headers: issuer.headers() })).json().instance).toBe('svc-notes#1');
    const notes2 = await up('svc-notes#2', port);
    await new Promise((r) => setTimeout(r, PROBE_BACKOFF.initialMs * 3 + 300));
    const answeredBy = new Set<string>();
    for (let n = 0; n < 4; n += 1)
      answeredBy.add((await gateway.inject({ method: 'GET', url: '/api/notes', headers: issuer.headers() })).json().instance);
    expect([...answeredBy].sort()).toEqual(['svc-notes#1', 'svc-notes#2']);
    expect(notes2.seen.length).toBeGreaterThan(0);
  });

  it('signs callers in with the JWKS of whichever svc-identity instance answers', async () => {
    const [identity2, notes] = [await up('svc-identity#2'), await up('svc-notes#1')];
    const gateway = await gatewayWith({ IDENTITY_URL: list(closedUrl, identity2), NOTES_URL: notes.url });
    expect((await gateway.inject({ method: 'GET', url: '/api/notes', headers: issuer.headers() })).statusCode).toBe(200);
    expect(
      (await gateway.inject({ method: 'GET', url: '/api/notes', headers: { authorization: 'Bearer forged.token.here' } })).statusCode,
    ).toBe(401);
  });

  it('/api/health: a service is ok when one instance is, and the failing instance is named; an error when none is', async () => {
    const [identity, notes2, ai, mailer] = [
      await up('svc-identity#1'),
      await up('svc-notes#2'),
      await up('svc-ai#1'),
      await up('svc-mailer#1'),
    ];
    const admin = { authorization: `Bearer ${issuer.token({ admin: true })}` };

    const degraded = await gatewayWith({
      IDENTITY_URL: identity.url,
      NOTES_URL: list(closedUrl, notes2),
      AI_URL: ai.url,
      MAILER_URL: mailer.url,
    });
    const res = await degraded.inject({ method: 'GET', url: '/api/health', headers: admin });
    expect(res.statusCode).toBe(200);
    const { status, services } = res.json();
    expect(status).toBe('ok');
    expect(services['svc-notes']).toMatchObject({ status: 'ok', checks: { database: { status: 'up' } } });
    expect(services['svc-notes'].instances).toEqual([
      { instance: 'svc-notes#1', url: closedUrl, status: 'error', message: `svc-notes is not reachable at ${closedUrl}` },
      { instance: 'svc-notes#2', url: notes2.url, status: 'ok' },
    ]);
    expect(services['svc-identity'].instances).toBeUndefined(); // one instance: the report as before
    expect((await degraded.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });

    const otherClosed = `http://127.0.0.1:${await freePort()}`;
    const down = await gatewayWith({
      IDENTITY_URL: identity.url,
      NOTES_URL: list(closedUrl, otherClosed),
      AI_URL: ai.url,
      MAILER_URL: mailer.url,
    });
    const sick = await down.inject({ method: 'GET', url: '/api/health', headers: admin });
    expect(sick.statusCode).toBe(503);
    expect(sick.json().services['svc-notes'].status).toBe('error');
    expect(sick.json().services['svc-notes'].message).toContain(`svc-notes#1 (${closedUrl})`);
    expect(sick.json().services['svc-notes'].message).toContain(`svc-notes#2 (${otherClosed})`);
  });

  it('serves pages when the first shell instance is down', async () => {
    const shell = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        req.url === '/index.html'
          ? '<!doctype html><html><head><title>Clinote</title></head><body><div id="root"></div></body></html>'
          : '',
      );
    });
    const port = await freePort();
    await new Promise<void>((r) => shell.listen(port, '127.0.0.1', r));
    try {
      const gateway = await gatewayWith({ SHELL_URL: list(closedUrl, `http://127.0.0.1:${port}`) });
      const page = await gateway.inject({ method: 'GET', url: '/login', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Clinote</title>');
    } finally {
      shell.closeAllConnections();
      await new Promise((r) => shell.close(r));
    }
  });
});
