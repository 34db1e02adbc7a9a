// docker-compose.yml cannot run here (no Docker engine), so its topology is checked against the
// one the launcher runs (scripts/lib/topology.mjs) and against each slice's Dockerfile.
const fs = require('node:fs');
const path = require('node:path');
const YAML = require('yaml');

const ROOT = path.resolve(__dirname, '..');
const COMPOSE_TEXT = fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');
const compose = YAML.parse(COMPOSE_TEXT, { merge: true });

/** Values for every variable the compose file requires, as an operator's .env would hold them. */
const SECRETS = {
  POSTGRES_PASSWORD: 'pg-admin-3f9c',
  REDIS_PASSWORD: 'redis-77ab01',
  IDENTITY_DB_PASSWORD: 'identity-5d2e',
  NOTES_DB_PASSWORD: 'notes-c41f',
};

/** Compose's interpolation: $$, ${VAR}, ${VAR:-default}, ${VAR-default}, ${VAR:?error}, ${VAR?error}. */
function interpolate(text, env) {
  return text.replace(/\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])([^}]*))?\}/g, (whole, name, colon, kind, arg) => {
    if (whole === '$$') return '$';
    const value = env[name];
    const missing = value === undefined || (colon === ':' && value === '');
    if (!kind) return value ?? '';
    if (kind === '-') return missing ? arg : value;
    if (missing) throw new Error(`required variable ${name} is missing a value: ${arg}`);
    return value;
  });
}
/** The compose file as `docker compose config` would resolve it with this environment. */
const composeWith = (env) => YAML.parse(interpolate(COMPOSE_TEXT, env), { merge: true });

const SERVICES = { 'svc-identity': 4001, 'svc-notes': 4002, 'svc-ai': 4003, 'svc-mailer': 4004 };
const FRONTENDS = { shell: 3000, 'mfe-auth': 3001, 'mfe-soap': 3002, 'mfe-dme': 3003, 'mfe-admin': 3004 };

describe('docker-compose.yml', () => {
  let topology;
  beforeAll(async () => {
    topology = await import(path.join(ROOT, 'scripts/lib/topology.mjs'));
  });

  it("matches the launcher's topology", () => {
    expect(Object.fromEntries(topology.SERVICES.map((s) => [s.name, s.port]))).toEqual(SERVICES);
    expect(Object.fromEntries(topology.FRONTENDS.map((f) => [f.name, f.port]))).toEqual(FRONTENDS);
    expect(topology.GATEWAY.port).toBe(8080);
  });

  it('has postgres, redis, maildev, every service, the gateway and every front-end slice', () => {
    const expected = ['postgres', 'redis', 'maildev', 'gateway', ...Object.keys(SERVICES), ...Object.keys(FRONTENDS)];
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(expected));
  });

  it.each(Object.entries({ ...SERVICES, ...FRONTENDS, gateway: 8080 }))(
    '%s is built from its own Dockerfile and exposes port %i',
    (name, port) => {
      const service = compose.services[name];
      expect(service.build.dockerfile).toBe(`${name}/Dockerfile`);
      const dockerfile = fs.readFileSync(path.join(ROOT, name, 'Dockerfile'), 'utf8');
      expect(dockerfile).toMatch(new RegExp(`EXPOSE ${port}\\b`));
      expect([...(service.expose ?? []), ...(service.ports ?? []).map((p) => p.split(':')[1])]).toContain(String(port));
      if (SERVICES[name]) expect(service.environment.PORT).toBe(String(port));
    },
  );

  it('points the gateway at every slice on its port', () => {
    const env = compose.services.gateway.environment;
    for (const s of topology.SERVICES) expect(env[s.envKey]).toBe(`http://${s.name}:${s.port}`);
    for (const f of topology.FRONTENDS) expect(env[f.envKey]).toBe(`http://${f.name}:${f.port}`);
    expect(compose.services.gateway.ports).toEqual(['8080:8080']);
  });

  it('gives the services that own data their database and Redis, and the mailer its SMTP server', () => {
    const resolved = composeWith(SECRETS);
    for (const name of ['svc-identity', 'svc-notes']) {
      expect(resolved.services[name].environment.DATABASE_URL).toMatch(/@postgres:5432\//);
      expect(resolved.services[name].environment.REDIS_URL).toBe(`redis://:${SECRETS.REDIS_PASSWORD}@redis:6379`);
    }
    expect(resolved.services['svc-mailer'].environment.SMTP_URL).toMatch(/maildev:1025/);
  });

  it("lets only the gateway's network speak for callers, and gives the gateway Redis for sign-out checks (issue 7)", () => {
    for (const name of Object.keys(SERVICES)) {
      expect(compose.services[name].environment.TRUSTED_PROXIES).toBe('loopback,uniquelocal');
      expect(compose.services[name].environment.IDENTITY_URL).toBe('http://svc-identity:4001');
    }
    expect(composeWith(SECRETS).services.gateway.environment.REDIS_URL).toBe(`redis://:${SECRETS.REDIS_PASSWORD}@redis:6379`);
    expect(compose.services['svc-identity'].environment.NOTES_URL).toBe('http://svc-notes:4002'); // admin note counts
    expect(compose.services.gateway.environment.TRUSTED_PROXIES).toBe('${GATEWAY_TRUSTED_PROXIES:-}');
  });

  it('keeps Redis data across restarts and never evicts queued jobs (issue 12)', () => {
    const command = compose.services.redis.command.join(' ');
    expect(command).toContain('--appendonly yes');
    expect(command).toContain('--maxmemory-policy noeviction');
  });
});

describe('docker-compose.yml as shipped (issue 19)', () => {
  const PINNED = /^[\w./-]+:\d+\.\d+(\.\d+)?(-[\w.]+)?(@sha256:[0-9a-f]{64})?$/;

  it('starts only with its secrets set, and has no default for any of them', () => {
    expect(() => composeWith({})).toThrow(/required variable \w+ is missing/);
    for (const name of Object.keys(SECRETS)) {
      expect({
        name,
        refused: (() => {
          try {
            composeWith({ ...SECRETS, [name]: '' });
            return false;
          } catch (err) {
            return err.message.includes(name);
          }
        })(),
      }).toEqual({ name, refused: true });
    }
    // A secret may be required (${X:?…}) or optional and empty (${X:-}, e.g. GEMINI_API_KEY), never defaulted to a value.
    const secretRefs = [...COMPOSE_TEXT.matchAll(/\$\{(\w*(?:PASSWORD|SECRET|TOKEN|_KEY)\w*)(?:(:?[-?])([^}]*))?\}/g)];
    expect(secretRefs.length).toBeGreaterThan(4);
    for (const [ref, , kind, arg] of secretRefs)
      expect({ ref, safe: kind === ':?' || (kind === ':-' && arg === '') }).toEqual({ ref, safe: true });
  });

  it('publishes the gateway only; the MailDev inbox is in the dev profile, on 127.0.0.1 only', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (name === 'gateway' || name === 'maildev') continue;
      expect({ name, ports: service.ports }).toEqual({ name, ports: undefined });
    }
    expect(compose.services.maildev.profiles).toEqual(['dev']);
    expect(compose.services.maildev.ports.length).toBeGreaterThan(0);
    for (const port of compose.services.maildev.ports) expect(String(port)).toMatch(/^127\.0\.0\.1:\d+:\d+$/);
    // Without the profile nothing else needs MailDev to start (depends_on a disabled service would stop `up`).
    for (const [name, service] of Object.entries(compose.services)) {
      const needs =
        service.depends_on && !Array.isArray(service.depends_on) ? service.depends_on.maildev : service.depends_on?.includes?.('maildev');
      if (needs) expect({ name, required: needs.required }).toEqual({ name, required: false });
    }
  });

  it('pins every image it pulls to a version', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (!service.image || service.build) continue; // built here (clinote-build)
      expect({ name, image: service.image, pinned: PINNED.test(service.image) }).toEqual({ name, image: service.image, pinned: true });
    }
  });

  it('runs Redis with a password, and every REDIS_URL carries it', () => {
    const resolved = composeWith(SECRETS);
    const redis = resolved.services.redis;
    const args = redis.command;
    expect(args[args.indexOf('--requirepass') + 1]).toBe(SECRETS.REDIS_PASSWORD);
    // redis-cli answers NOAUTH with exit code 0: the health check must look for PONG, authenticated.
    expect(redis.environment.REDISCLI_AUTH).toBe(SECRETS.REDIS_PASSWORD);
    expect(redis.healthcheck.test.join(' ')).toMatch(/redis-cli ping \| grep -qx PONG/);
    const users = Object.entries(resolved.services).filter(([, s]) => s.environment?.REDIS_URL);
    expect(users.map(([name]) => name).sort()).toEqual(['gateway', ...Object.keys(SERVICES)].sort());
    for (const [name, service] of users) {
      const url = new URL(service.environment.REDIS_URL);
      expect({ name, host: url.hostname, password: url.password }).toEqual({ name, host: 'redis', password: SECRETS.REDIS_PASSWORD });
    }
  });

  it('gives svc-identity and svc-notes each a database role of their own, made before they start; nobody else a database URL', () => {
    const resolved = composeWith(SECRETS);
    const identity = new URL(resolved.services['svc-identity'].environment.DATABASE_URL);
    const notes = new URL(resolved.services['svc-notes'].environment.DATABASE_URL);
    expect({ user: identity.username, password: identity.password }).toEqual({
      user: 'clinote_identity',
      password: SECRETS.IDENTITY_DB_PASSWORD,
    });
    expect({ user: notes.username, password: notes.password }).toEqual({ user: 'clinote_notes', password: SECRETS.NOTES_DB_PASSWORD });
    expect([identity.username, notes.username]).not.toContain(resolved.services.postgres.environment.POSTGRES_USER);
    for (const name of ['svc-ai', 'svc-mailer', 'gateway'])
      expect({ name, url: resolved.services[name].environment.DATABASE_URL }).toEqual({ name, url: undefined });

    const roles = resolved.services['postgres-roles'];
    expect(roles.image).toBe(resolved.services.postgres.image);
    expect(roles.depends_on.postgres.condition).toBe('service_healthy');
    expect(roles.environment).toEqual(
      expect.objectContaining({
        PGHOST: 'postgres',
        PGUSER: resolved.services.postgres.environment.POSTGRES_USER,
        PGPASSWORD: SECRETS.POSTGRES_PASSWORD,
        PGDATABASE: resolved.services.postgres.environment.POSTGRES_DB,
        IDENTITY_DATABASE_URL: identity.toString(),
        NOTES_DATABASE_URL: notes.toString(),
      }),
    );
    expect(roles.volumes).toEqual(['./deploy/postgres:/clinote:ro']);
    expect(roles.command).toEqual(['psql', '-v', 'ON_ERROR_STOP=1', '-f', '/clinote/service-roles.psql']);
    for (const name of ['svc-identity', 'svc-notes'])
      expect(resolved.services[name].depends_on['postgres-roles']).toEqual({ condition: 'service_completed_successfully' });
  });

  const psql = require('node:child_process')
    .spawnSync('psql', ['--version'], { encoding: 'utf8' })
    .stdout?.match(/(\d+)\./)?.[1];
  (Number(psql) >= 15 ? it : it.skip)(
    `postgres-roles' psql script gives each service its role on a real PostgreSQL${Number(psql) >= 15 ? '' : ' (skipped: needs psql 15+)'}`,
    async () => {
      const { randomBytes } = require('node:crypto');
      const { spawnSync } = require('node:child_process');
      const { server, at, sql } = require('./test-postgres');
      const database = `clinote_compose_t${randomBytes(4).toString('hex')}`;
      // Compose's role names are cluster-wide: this test's are its own, so a developer's roles stay untouched.
      const roles = { identity: `${database}_identity`, notes: `${database}_notes` };
      const service = composeWith(SECRETS).services['postgres-roles'];
      const rename = (url, role) =>
        Object.assign(new URL(url), {
          host: `${server.hostname}:${server.port || 5432}`,
          pathname: `/${database}`,
          username: role,
        }).toString();
      const env = {
        ...process.env,
        PGHOST: server.hostname,
        PGPORT: server.port || '5432',
        PGUSER: decodeURIComponent(server.username),
        PGPASSWORD: decodeURIComponent(server.password),
        PGDATABASE: database,
        IDENTITY_DATABASE_URL: rename(service.environment.IDENTITY_DATABASE_URL, roles.identity),
        NOTES_DATABASE_URL: rename(service.environment.NOTES_DATABASE_URL, roles.notes),
      };
      const [command, ...args] = service.command.map((arg) => arg.replace('/clinote/', `${path.join(ROOT, 'deploy/postgres')}/`));
      await sql(at('postgres'), `CREATE DATABASE "${database}"`);
      try {
        for (let run = 1; run <= 2; run++) {
          // every `docker compose up` runs it again
          const result = spawnSync(command, args, { env, encoding: 'utf8' });
          expect({ run, status: result.status, stderr: result.stderr }).toEqual({ run, status: 0, stderr: '' });
          expect(result.stdout).toContain(`role ${roles.identity} owns schema identity`);
          expect(result.stdout).not.toContain(SECRETS.IDENTITY_DB_PASSWORD);
        }
        await sql(
          env.IDENTITY_DATABASE_URL,
          "CREATE TABLE identity.signing_keys (kid text); INSERT INTO identity.signing_keys VALUES ('k1')",
        );
        await expect(sql(env.NOTES_DATABASE_URL, 'SELECT * FROM identity.signing_keys')).rejects.toThrow(/permission denied/);
        await expect(sql(env.NOTES_DATABASE_URL, 'CREATE TABLE identity.planted (id int)')).rejects.toThrow(/permission denied/);
        await sql(env.NOTES_DATABASE_URL, 'CREATE TABLE notes.notes (id int)');
      } finally {
        await sql(at('postgres'), `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
        for (const role of Object.values(roles)) await sql(at('postgres'), `DROP ROLE IF EXISTS "${role}"`);
      }
    },
  );
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
