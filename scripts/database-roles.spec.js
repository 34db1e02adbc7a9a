// Issue 19: `npm start` (scripts/lib/platform.mjs) gives svc-identity and svc-notes each a PostgreSQL
// role that owns only its schema, through provisionServiceRoles (scripts/lib/infra.mjs). These run it
// on the machine's PostgreSQL (TEST_DATABASE_URL's server, as a superuser like the launcher's local or
// embedded one), each on a database of its own that is dropped afterwards.
const { randomBytes } = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { Client } = require('pg');

const ROOT = path.resolve(__dirname, '..');
const SERVER = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/clinote_test');

const urlOf = (database, user = SERVER.username, password = SERVER.password) => {
  const url = new URL(SERVER);
  url.pathname = `/${database}`;
  url.username = user;
  url.password = password;
  return url.toString();
};

async function query(url, sql, params) {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

describe('npm start gives each service that owns data a database role of its own (issue 19)', () => {
  let infra;
  const databases = [];
  const roles = [];
  const dirs = [];
  beforeAll(async () => {
    infra = await import(path.join(ROOT, 'scripts/lib/infra.mjs'));
  });
  afterAll(async () => {
    for (const database of databases) await query(urlOf('postgres'), `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    for (const role of roles) await query(urlOf('postgres'), `DROP ROLE IF EXISTS "${role}"`);
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A platform name's database (not created: the launcher does that) and its .data/<name>/. */
  function platform() {
    const database = `clinote_roles_t${randomBytes(4).toString('hex')}`;
    databases.push(database);
    roles.push(`${database}_identity`, `${database}_notes`);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinote-roles-'));
    dirs.push(dataDir);
    return { database, dataDir, adminUrl: urlOf(database) };
  }

  it('creates the database and one role per schema; the notes role cannot read identity.signing_keys', async () => {
    const { database, dataDir, adminUrl } = platform();
    const { urls, messages } = await infra.provisionServiceRoles({ adminUrl, env: {}, dataDir });

    expect(Object.keys(urls).sort()).toEqual(['svc-identity', 'svc-notes']);
    expect(new URL(urls['svc-identity']).username).toBe(`${database}_identity`);
    expect(new URL(urls['svc-notes']).username).toBe(`${database}_notes`);
    expect(new URL(urls['svc-identity']).password).toMatch(/^[0-9a-f]{48}$/);
    expect(messages).toEqual([
      expect.stringMatching(/svc-identity: role .*_identity, owner of schema identity only/),
      expect.stringMatching(/svc-notes: role .*_notes/),
    ]);
    // The passwords stay in .data/<name>/, readable by their owner only.
    const file = path.join(dataDir, 'postgres-roles.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({
      [`${database}_identity`]: new URL(urls['svc-identity']).password,
      [`${database}_notes`]: new URL(urls['svc-notes']).password,
    });

    await query(
      urls['svc-identity'],
      "CREATE TABLE identity.signing_keys (kid text PRIMARY KEY, private_key_pem text); INSERT INTO identity.signing_keys VALUES ('k1', 'secret')",
    );
    await query(urls['svc-notes'], 'CREATE TABLE notes.notes (id serial PRIMARY KEY)');
    await expect(query(urls['svc-notes'], 'SELECT private_key_pem FROM identity.signing_keys')).rejects.toThrow(/permission denied/);
    await expect(query(urls['svc-notes'], 'CREATE TABLE identity.planted (id int)')).rejects.toThrow(/permission denied/);
    await expect(query(urls['svc-identity'], 'SELECT * FROM notes.notes')).rejects.toThrow(/permission denied/);
  });

  it('keeps a .data/ from before working: schemas and tables postgres made are handed to the roles, data intact', async () => {
    const { database, dataDir, adminUrl } = platform();
    // What a platform started before issue 19 left: the services ran as postgres.
    await query(urlOf('postgres'), `CREATE DATABASE "${database}"`);
    await query(
      adminUrl,
      "CREATE SCHEMA identity; CREATE TABLE identity.signing_keys (kid text PRIMARY KEY); INSERT INTO identity.signing_keys VALUES ('old'); CREATE TABLE identity.migrations (id serial PRIMARY KEY, name text)",
    );
    await query(adminUrl, 'CREATE SCHEMA notes; CREATE TABLE notes.notes (id serial PRIMARY KEY, title text)');

    const first = await infra.provisionServiceRoles({ adminUrl, env: {}, dataDir });
    expect(await query(first.urls['svc-identity'], 'SELECT kid FROM identity.signing_keys')).toEqual([{ kid: 'old' }]);
    await query(first.urls['svc-identity'], 'ALTER TABLE identity.signing_keys ADD COLUMN created_at timestamptz'); // a later migration
    await query(first.urls['svc-notes'], "INSERT INTO notes.notes (title) VALUES ('kept')"); // the sequence moved with its table
    expect(
      await query(
        adminUrl,
        "SELECT DISTINCT n.nspname, pg_get_userbyid(c.relowner) AS owner FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname IN ('identity', 'notes') ORDER BY 1",
      ),
    ).toEqual([
      { nspname: 'identity', owner: `${database}_identity` },
      { nspname: 'notes', owner: `${database}_notes` },
    ]);
    await expect(query(first.urls['svc-notes'], 'SELECT * FROM identity.signing_keys')).rejects.toThrow(/permission denied/);

    // The next start: the same roles and passwords, nothing to redo.
    const second = await infra.provisionServiceRoles({ adminUrl, env: {}, dataDir });
    expect(second.urls).toEqual(first.urls);
  });

  it('takes IDENTITY_DATABASE_URL / NOTES_DATABASE_URL as given, and makes only the role not given', async () => {
    const { database, dataDir, adminUrl } = platform();
    const given = urlOf('postgres'); // any URL PostgreSQL lets in
    const { urls, messages } = await infra.provisionServiceRoles({ adminUrl, env: { IDENTITY_DATABASE_URL: given }, dataDir });
    expect(urls['svc-identity']).toBe(given);
    expect(new URL(urls['svc-notes']).username).toBe(`${database}_notes`);
    expect(messages[0]).toBe('svc-identity: IDENTITY_DATABASE_URL');
    expect(await query(adminUrl, 'SELECT rolname FROM pg_roles WHERE rolname = $1', [`${database}_identity`])).toEqual([]);
    await expect(
      infra.provisionServiceRoles({ adminUrl, env: { NOTES_DATABASE_URL: urlOf('no_such_database_here') }, dataDir }),
    ).rejects.toThrow(/NOTES_DATABASE_URL is set, but PostgreSQL does not let svc-notes in/);
  });

  it('shares a DATABASE_URL whose role may not create roles, as before, and says how to do better', async () => {
    const { database, dataDir } = platform();
    const plain = `${database}_plain`;
    roles.push(plain);
    await query(urlOf('postgres'), `CREATE DATABASE "${database}"`);
    await query(urlOf('postgres'), `CREATE ROLE "${plain}" LOGIN PASSWORD 'plain'`);
    const adminUrl = urlOf(database, plain, 'plain');
    const { urls, messages } = await infra.provisionServiceRoles({ adminUrl, env: { DATABASE_URL: adminUrl }, dataDir });
    expect(urls).toEqual({ 'svc-identity': adminUrl, 'svc-notes': adminUrl });
    expect(messages).toEqual([expect.stringMatching(/share role .*_plain .* set IDENTITY_DATABASE_URL and NOTES_DATABASE_URL/)]);
    await query(urlOf(database), `DROP OWNED BY "${plain}"`);
  });
});
