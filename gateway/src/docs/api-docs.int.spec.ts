import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { API_OPERATIONS, openApiDocument, servicePath } from '@clinote/contracts';
import { baseTestEnv, startTestApp, TestIssuer } from '@clinote/nest-common/testing';
import { AppModule } from '../app.module';
import { GATEWAY_APP_OPTIONS } from '../app-options';
import { envSchema, type GatewayConfig } from '../config';
import { registerProxies } from '../proxy/register-proxies';
import { API_ROUTES } from '../routes';

/** The published API contract at the gateway (issue 26): /api/docs and /api/docs/openapi.json, and the gateway's routing held to it. */
describe('gateway: the API contract', () => {
  let issuer: TestIssuer;
  let gateway: NestFastifyApplication;

  beforeAll(async () => {
    issuer = await TestIssuer.start();
    const config: GatewayConfig = envSchema.parse({ ...baseTestEnv, PORT: '0', IDENTITY_URL: issuer.url });
    gateway = await startTestApp(AppModule.forRoot(config), config, {
      configure: (app) => registerProxies(app, config),
      ...GATEWAY_APP_OPTIONS,
    });
  });
  afterAll(async () => {
    await gateway?.close();
    await issuer?.stop();
  });

  it('serves the OpenAPI document to anyone, as JSON, the one libs/contracts generates', async () => {
    const res = await gateway.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
  });

  it('serves it as a page to read under a strict policy: no script, its one style allowed by hash, every operation and schema on it', async () => {
    const res = await gateway.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'; frame-ancestors 'none'/);
    expect(policy).not.toMatch(/unsafe-inline|script-src/);
    expect(res.body).not.toMatch(/<script/i);
    for (const operation of API_OPERATIONS) expect(res.body).toContain(`<code>${operation.path}</code>`);
    for (const name of Object.keys(openApiDocument().components.schemas)) expect(res.body).toContain(`id="schema-${name}"`);
  });

  it("routes each published operation to its owner, with the sign-in check the contract says (the gateway's table against the contract)", () => {
    const drift: string[] = [];
    for (const operation of API_OPERATIONS.filter((o) => o.owner !== 'gateway')) {
      // The router takes the most specific prefix.
      const route = API_ROUTES.filter((r) => operation.path === r.prefix || operation.path.startsWith(`${r.prefix}/`)).sort(
        (a, b) => b.prefix.length - a.prefix.length,
      )[0];
      const upstream = { identity: 'svc-identity', notes: 'svc-notes', ai: 'svc-ai', gateway: 'gateway' }[operation.owner];
      const access = operation.access === 'public' ? 'public' : 'signed-in';
      if (!route) drift.push(`${operation.path}: no gateway route`);
      else if (route.upstream !== upstream) drift.push(`${operation.path}: routed to ${route.upstream}, owned by ${upstream}`);
      else if (route.access !== access) drift.push(`${operation.path}: the gateway checks ${route.access}, the contract says ${access}`);
      else if (`${route.rewritePrefix}${operation.path.slice(route.prefix.length)}` !== servicePath(operation))
        drift.push(
          `${operation.path}: reaches ${route.rewritePrefix}${operation.path.slice(route.prefix.length)}, not ${servicePath(operation)}`,
        );
    }
    expect(drift).toEqual([]);
  });
});
