// One whole Clinote platform for one fault test: its own redis-server and PostgreSQL cluster
// (support/infra.js), its own database and queue prefix, MailDev as SMTP, on ports shifted by
// FAULTS_OFFSET — all on 127.0.0.1 — started from the built dist/ (no build).
const { randomBytes } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { ROOT, sleep, startPostgres, startRedis } = require('./infra');

/**
 * 15000: gateway 23080, services 19001–19004, front ends 18000–18004, MailDev 16025/16080. Every
 * port is valid and below Linux's ephemeral range (32768+, where the private PostgreSQL/Redis ports
 * and outgoing connections live), and none meets `npm start` (0), e2e (10000), the benchmarks
 * (20000, 25000). The suite runs in band, so its tests use the same ports one after the other.
 */
const FAULTS_OFFSET = 15000;

const PASSWORD = 'Gait-belt-2026';

/** The caller's environment without what would point the platform elsewhere than at its own servers. */
function cleanEnv() {
  const env = { ...process.env };
  for (const key of Object.keys(env)) {
    if (
      /^(PORT_|AI_|GEMINI_)/.test(key) ||
      [
        'DATABASE_URL',
        'IDENTITY_DATABASE_URL',
        'NOTES_DATABASE_URL',
        'REDIS_URL',
        'SMTP_URL',
        'QUEUE_PREFIX',
        'PUBLIC_URL',
        'ADMIN_EMAILS',
        'PORT',
      ].includes(key)
    )
      delete env[key];
  }
  return env;
}

/**
 * @param {string} name e.g. 'faults-mailer': the database name, queue prefix and .data/<name>/logs
 * @param {Record<string, string>} [env] extra environment for every process
 * @param {number} [instances] of each service (svc-notes#1, svc-notes#2 …), behind the gateway
 */
async function startFaultPlatform(name, { env = {}, offset = FAULTS_OFFSET, instances = 1 } = {}) {
  const { startPlatform } = await import(path.join(ROOT, 'scripts', 'lib', 'platform.mjs'));
  const started = Date.now();
  const [redisStart, postgresStart] = await Promise.allSettled([startRedis(), startPostgres()]);
  if (redisStart.status === 'rejected' || postgresStart.status === 'rejected') {
    if (redisStart.status === 'fulfilled') await redisStart.value.destroy();
    if (postgresStart.status === 'fulfilled') await postgresStart.value.destroy();
    throw redisStart.reason ?? postgresStart.reason;
  }
  const redis = redisStart.value;
  const postgres = postgresStart.value;
  const adminEmail = `admin.${randomBytes(4).toString('hex')}@clinote.test`;
  const crashes = [];
  let platform;
  try {
    platform = await startPlatform({
      env: {
        ...cleanEnv(),
        DATABASE_URL: postgres.url(name.replace(/-/g, '_')),
        REDIS_URL: redis.url,
        ADMIN_EMAILS: adminEmail,
        // Every request of the suite comes from 127.0.0.1: the per-caller and overall mail limits
        // (svc-identity's own tests cover them) would refuse the later registrations.
        MAIL_REQUESTS_PER_CALLER_PER_HOUR: '100000',
        MAIL_REQUESTS_PER_HOUR: '100000',
        // The load saves notes far faster than a person: svc-notes' per-user save quota (its own tests cover it).
        NOTE_SAVES_PER_HOUR: '100000',
        NOTE_EMAILS_PER_HOUR: '100000',
        LETTER_PDFS_PER_HOUR: '100000',
        GATEWAY_HOST: '127.0.0.1',
        ...env,
      },
      offset,
      name,
      instances,
      build: false,
      supervise: true,
      log: (line) => process.env.FAULTS_VERBOSE && console.log(`  [${name}] ${line}`),
      onCrash: (proc, code, _tail, restart) => crashes.push({ proc, code, restart, at: Date.now() }),
    });
  } catch (err) {
    await postgres.destroy();
    await redis.destroy();
    throw err;
  }
  const app = platform.urls.app.replace('localhost', '127.0.0.1');
  // No MailDev when the test brings its own SMTP server (SMTP_URL in env).
  const inbox = platform.urls.inbox ? platform.urls.inbox.replace('localhost', '127.0.0.1') : null;
  return {
    name,
    platform,
    redis,
    postgres,
    app,
    inbox,
    adminEmail,
    crashes,
    secondsToStart: (Date.now() - started) / 1000,
    /** The pid of a platform process now (after a supervisor restart: the new one). */
    pid: (proc) => platform.group.children.get(proc)?.child.pid,
    /** A mark in each process's log, and later what they wrote since that mark (the logs are appended to across runs). */
    logMark() {
      const mark = {};
      for (const proc of platform.group.children.keys()) {
        try {
          mark[proc] = fs.statSync(platform.group.logFile(proc)).size;
        } catch {
          mark[proc] = 0;
        }
      }
      return mark;
    },
    logSince(mark, proc) {
      try {
        return fs
          .readFileSync(platform.group.logFile(proc))
          .subarray(mark[proc] ?? 0)
          .toString('utf8');
      } catch {
        return '';
      }
    },
    pids() {
      return Object.fromEntries([...platform.group.children.entries()].map(([proc, { child }]) => [proc, child.pid]));
    },
    async stop() {
      const stopping = Date.now();
      await platform.stop().catch(() => undefined);
      await postgres.destroy().catch(() => undefined);
      await redis.destroy().catch(() => undefined);
      if (process.env.FAULTS_VERBOSE)
        console.log(
          `[${name}] started in ${this.secondsToStart.toFixed(1)} s, stopped in ${((Date.now() - stopping) / 1000).toFixed(1)} s`,
        );
    },
  };
}

/**
 * One HTTP call to the gateway: status, parsed JSON (or null), milliseconds. A network error or a
 * client-side timeout is status 0 with the error's message, so a hang is seen as one.
 */
async function call(base, method, urlPath, { body, token, timeoutMs = 15_000 } = {}) {
  const started = performance.now();
  try {
    const res = await fetch(`${base}${urlPath}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON: json stays null, the caller asserts on it
    }
    return { status: res.status, body: json, text, ms: performance.now() - started, contentType: res.headers.get('content-type') ?? '' };
  } catch (err) {
    return {
      status: 0,
      body: null,
      text: '',
      ms: performance.now() - started,
      error: err.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : err.message,
      contentType: '',
    };
  }
}

/** Every mail MailDev holds. */
async function inboxMails(inbox) {
  const res = await fetch(`${inbox}/api/email`, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`MailDev answered ${res.status}`);
  return res.json();
}

async function verifyLink(inbox, to, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = await inboxMails(inbox).catch(() => []);
    for (const mail of mails) {
      if (!mail.to.some((r) => r.address.toLowerCase() === to.toLowerCase())) continue;
      const link = mail.text?.match(/https?:\/\/\S+\/verify-email\?token=[\w%-]+/)?.[0];
      if (link) return link;
    }
    await sleep(200);
  }
  throw new Error(`no verification mail to ${to} within ${timeoutMs} ms`);
}

/** A real, verified, signed-in account made through the gateway: register → the mail's link → verify → login. */
async function verifiedUser(f, email) {
  const registered = await call(f.app, 'POST', '/api/auth/register', {
    body: { email, password: PASSWORD, firstName: 'Fault', lastName: 'Sample' },
  });
  if (registered.status !== 201) throw new Error(`register ${email} answered ${registered.status}: ${registered.text}`);
  const token = new URL(await verifyLink(f.inbox, email)).searchParams.get('token');
  const verified = await call(f.app, 'POST', '/api/auth/verify-email', { body: { token, password: PASSWORD } });
  if (verified.status !== 200) throw new Error(`verify ${email} answered ${verified.status}: ${verified.text}`);
  return login(f, email);
}

async function login(f, email) {
  const res = await call(f.app, 'POST', '/api/auth/login', { body: { email, password: PASSWORD } });
  if (res.status !== 200) throw new Error(`login ${email} answered ${res.status}: ${res.text}`);
  return { email, token: res.body.token };
}

/** id → title of every note in svc-notes' table, read straight from the platform's PostgreSQL. */
async function storedNotes(f) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: f.platform.urls.database, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT id, title FROM notes.notes');
    return new Map(rows.map((row) => [row.id, row.title]));
  } finally {
    await client.end();
  }
}

/** A PT note as the SOAP form saves it. */
function notePayload(label) {
  return {
    title: `PT SOAP Note - fault ${label}`,
    kind: 'pt',
    content: `Subjective: Patient reports knee pain 4/10 (${label}).`,
    subjective: `Patient reports knee pain 4/10 (${label}).`,
    objective: 'Knee flexion 110 degrees.',
    assessment: 'Improving range of motion.',
    plan: 'Continue home exercise program.',
  };
}

/** A walker letter as the letter form saves it (invented patient, obviously fake). */
function letterPayload(label) {
  return {
    title: `Letter of Medical Necessity - Walker/Rollator - fault ${label}`,
    kind: 'walker',
    content: [
      'To Whom It May Concern:',
      `I am writing on behalf of my patient, Test Patient (${label}), who requires a rollator walker.`,
      'The patient ambulates 40 feet with contact guard assist and has had two falls in the home this month.',
      'A cane was tried and was unsafe. The patient can safely use a walker in the home.',
      'Sincerely,',
      'Pat Sample, PT',
    ].join('\n\n'),
  };
}

function percentile(values, p) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** The one line per scenario the report quotes. */
function summary(line) {
  // process.stdout: Jest's console.log would wrap it in a stack trace.
  process.stdout.write(`\nFAULT SUMMARY | ${line}\n`);
}

module.exports = {
  FAULTS_OFFSET,
  PASSWORD,
  startFaultPlatform,
  call,
  letterPayload,
  inboxMails,
  verifiedUser,
  login,
  notePayload,
  storedNotes,
  percentile,
  summary,
  sleep,
};
