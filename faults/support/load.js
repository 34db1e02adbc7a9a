// A small closed-loop load generator: `concurrency` connections, each issuing one request after the
// other, picking operations in turn, until stopped. Every request is recorded (operation, status,
// start, duration, message) so a test can judge what happened before, during and after a fault.
const { call, letterPayload, notePayload, sleep } = require('./platform');

/**
 * @param {object} f the fault platform (support/platform.js)
 * @param {object} options
 * @param {Array<{ email: string, token: string }>} options.users signed-in accounts to work as
 * @param {string[]} options.ops operations to cycle through: login, list, create, register, enhance,
 *   letter (save a walker letter), pdf (download the account's last letter), email (e-mail its last note)
 * @param {number} [options.concurrency]
 * @param {number} [options.pauseMs] between two requests of one connection
 * @param {number} [options.timeoutMs] a request without an answer by then counts as a hang (status 0)
 */
function startLoad(f, { users, ops, concurrency = 8, pauseMs = 0, timeoutMs = 15_000, label = 'load' }) {
  const records = [];
  const created = []; // ids of notes answered 201, per user email
  const registered = []; // addresses answered 201 by register
  let running = true;
  let sequence = 0;

  async function one(worker, n) {
    const op = ops[(worker + n) % ops.length];
    // One account per connection (several connections share one), as people each at their screen.
    const user = users[worker % users.length];
    const seq = ++sequence;
    const startedAt = Date.now();
    let res;
    let noteId; // the note a pdf or email op was about
    switch (op) {
      case 'login':
        res = await call(f.app, 'POST', '/api/auth/login', { body: { email: user.email, password: 'Gait-belt-2026' }, timeoutMs });
        if (res.status === 200) user.token = res.body.token;
        break;
      case 'list':
        res = await call(f.app, 'GET', '/api/notes?limit=20', { token: user.token, timeoutMs });
        break;
      case 'create':
      case 'letter': {
        const body = op === 'create' ? notePayload(`${label}-${seq}`) : letterPayload(`${label}-${seq}`);
        res = await call(f.app, 'POST', '/api/notes', { token: user.token, body, timeoutMs });
        if (res.status === 201) {
          created.push({ email: user.email, id: res.body.id, title: res.body.title });
          user.lastNote = res.body.id;
          if (op === 'letter') user.lastLetter = res.body.id;
        }
        break;
      }
      case 'pdf':
      case 'email':
        // Before the account's first letter or note there is nothing to download or send: saving one is the step.
        if (!(op === 'pdf' ? user.lastLetter : user.lastNote)) return one(worker, n + 1);
        noteId = op === 'pdf' ? user.lastLetter : user.lastNote;
        res =
          op === 'pdf'
            ? await call(f.app, 'GET', `/api/notes/${user.lastLetter}/pdf`, { token: user.token, timeoutMs })
            : await call(f.app, 'POST', `/api/notes/${user.lastNote}/email`, { token: user.token, timeoutMs });
        break;
      case 'register': {
        const email = `new.${label}.${seq}.${Date.now().toString(36)}@clinote.test`;
        res = await call(f.app, 'POST', '/api/auth/register', {
          body: { email, password: 'Gait-belt-2026', firstName: 'Load', lastName: 'Sample' },
          timeoutMs,
        });
        if (res.status === 201) registered.push(email);
        break;
      }
      case 'enhance':
        res = await call(f.app, 'POST', '/api/enhance-note', {
          token: user.token,
          body: { section: 'subjective', content: `Patient reports knee pain 4/10 after walking (${seq}).` },
          timeoutMs,
        });
        break;
      default:
        throw new Error(`unknown operation ${op}`);
    }
    records.push({
      op,
      user: user.email,
      noteId,
      status: res.status,
      startedAt,
      endedAt: startedAt + res.ms,
      ms: res.ms,
      message: res.body?.message,
      error: res.error,
      json: res.body !== null,
      contentType: res.contentType,
      text: res.status >= 400 ? res.text.slice(0, 200) : undefined,
    });
  }

  const workers = Array.from({ length: concurrency }, async (_, worker) => {
    for (let n = 0; running; n++) {
      await one(worker, n);
      if (pauseMs) await sleep(pauseMs);
    }
  });
  return {
    records,
    created,
    registered,
    async stop() {
      running = false;
      await Promise.all(workers);
    },
  };
}

/** Counts of "op status" pairs, e.g. { 'list 200': 120, 'list 503': 14 }. */
function tally(records) {
  const counts = {};
  for (const r of records) counts[`${r.op} ${r.status}`] = (counts[`${r.op} ${r.status}`] ?? 0) + 1;
  return counts;
}

const describeRecord = (r) =>
  `${r.op} → ${r.status} in ${Math.round(r.ms)} ms${r.error ? ` (${r.error})` : ''}${r.text ? `: ${r.text}` : ''}`;

module.exports = { startLoad, tally, describeRecord };
