// The test PostgreSQL for the deployment specs that run real SQL (roles of compose and Kubernetes):
// its URL, the URL of another database or role on it, and one query on a fresh connection.
const { Client } = require('pg');

const server = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/clinote_test');

/** The test server's URL for `database`, as `user` (the test user by default). */
const at = (database, user = server.username, password = server.password) =>
  Object.assign(new URL(server), { pathname: `/${database}`, username: user, password }).toString();

/** Runs `text` on its own connection and answers the rows. */
async function sql(url, text) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

module.exports = { server, at, sql };
