// docker-compose.yml cannot run here (no Docker engine), so its topology is checked against the
// one the launcher runs (scripts/lib/topology.mjs) and against each slice's Dockerfile.
const fs = require('node:fs');
const path = require('node:path');
const YAML = require('yaml');

const ROOT = path.resolve(__dirname, '..');
const compose = YAML.parse(fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true });

const SERVICES = { 'svc-identity': 4001, 'svc-notes': 4002, 'svc-ai': 4003, 'svc-mailer': 4004 };
const FRONTENDS = { shell: 3000, 'mfe-auth': 3001, 'mfe-soap': 3002, 'mfe-dme': 3003, 'mfe-admin': 3004 };

describe('docker-compose.yml', () => {
  let topology;
  beforeAll(async () => {
    topology = await import(path.join(ROOT, 'scripts/lib/topology.mjs'));
  });

  it('matches the launcher\'s topology', () => {
    expect(Object.fromEntries(topology.SERVICES.map((s) => [s.name, s.port]))).toEqual(SERVICES);
    expect(Object.fromEntries(topology.FRONTENDS.map((f) => [f.name, f.port]))).toEqual(FRONTENDS);
    expect(topology.GATEWAY.port).toBe(8080);
  });

  it('has postgres, redis, maildev, every service, the gateway and every front-end slice', () => {
    const expected = ['postgres', 'redis', 'maildev', 'gateway', ...Object.keys(SERVICES), ...Object.keys(FRONTENDS)];
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(expected));
  });

  it.each(Object.entries({ ...SERVICES, ...FRONTENDS, gateway: 8080 }))('%s is built from its own Dockerfile and exposes port %i', (name, port) => {
    const service = compose.services[name];
    expect(service.build.dockerfile).toBe(`${name}/Dockerfile`);
    const dockerfile = fs.readFileSync(path.join(ROOT, name, 'Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(new RegExp(`EXPOSE ${port}\\b`));
    expect([...(service.expose ?? []), ...(service.ports ?? []).map((p) => p.split(':')[1])]).toContain(String(port));
    if (SERVICES[name]) expect(service.environment.PORT).toBe(String(port));
  });

  it('points the gateway at every slice on its port', () => {
    const env = compose.services.gateway.environment;
    for (const s of topology.SERVICES) expect(env[s.envKey]).toBe(`http://${s.name}:${s.port}`);
    for (const f of topology.FRONTENDS) expect(env[f.envKey]).toBe(`http://${f.name}:${f.port}`);
    expect(compose.services.gateway.ports).toEqual(['8080:8080']);
  });

  it('gives the services that own data their database and Redis, and the mailer its SMTP server', () => {
    for (const name of ['svc-identity', 'svc-notes']) {
      expect(compose.services[name].environment.DATABASE_URL).toMatch(/@postgres:5432\//);
      expect(compose.services[name].environment.REDIS_URL).toBe('redis://redis:6379');
    }
    expect(compose.services['svc-mailer'].environment.SMTP_URL).toMatch(/maildev:1025/);
  });

  it('lets only the gateway\'s network speak for callers, and gives the gateway Redis for sign-out checks (issue 7)', () => {
    for (const name of Object.keys(SERVICES)) {
      expect(compose.services[name].environment.TRUSTED_PROXIES).toBe('loopback,uniquelocal');
      expect(compose.services[name].environment.IDENTITY_URL).toBe('http://svc-identity:4001');
    }
    expect(compose.services.gateway.environment.REDIS_URL).toBe('redis://redis:6379');
    expect(compose.services['svc-identity'].environment.NOTES_URL).toBe('http://svc-notes:4002'); // admin note counts
    expect(compose.services.gateway.environment.TRUSTED_PROXIES).toBe('${GATEWAY_TRUSTED_PROXIES:-}');
  });

  it('keeps Redis data across restarts and never evicts queued jobs (issue 12)', () => {
    const command = compose.services.redis.command.join(' ');
    expect(command).toContain('--appendonly yes');
    expect(command).toContain('--maxmemory-policy noeviction');
  });
});

describe('topology ports', () => {
  it('shifts every port by the offset, and PORT_<NAME> moves one', async () => {
    const { ports } = await import(path.join(ROOT, 'scripts/lib/topology.mjs'));
    const p = ports(10000, { PORT_SVC_NOTES: '5555' });
    expect(p.gateway).toBe(18080);
    expect(p.services['svc-identity']).toBe(14001);
    expect(p.services['svc-notes']).toBe(5555);
    expect(p.frontends.shell).toBe(13000);
    expect(p.smtp).toBe(11025);
  });
});
