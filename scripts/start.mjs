#!/usr/bin/env node
// `npm start`: builds what is stale, starts the whole platform with the embedded defaults of
// docs/architecture.md §7, waits until healthy and prints the URLs. Then it supervises: a process that crashes
// is restarted with backoff while the rest keeps serving. Ctrl-C stops everything it started.
import { PrerequisiteError } from './lib/infra.mjs';
import { startPlatform } from './lib/platform.mjs';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Clinote needs Node.js 20.19 or newer (this is ${process.versions.node}): install a current Node.js LTS.`);
  process.exit(1);
}

const build = !process.argv.includes('--no-build');
const database = process.env.CLINOTE_DATABASE || undefined;
if (database && !/^[a-z][a-z0-9_]{0,40}$/.test(database)) {
  console.error(`CLINOTE_DATABASE must be a database name of lower-case letters, digits and _ (at most 41), not ${database}.`);
  process.exit(1);
}
let platform;
let stopping = false;

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping Clinote...');
  await platform?.stop();
  process.exit(code);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  platform = await startPlatform({
    build,
    // CLINOTE_INSTANCES=2 npm start: every service twice, behind the gateway (issue 12).
    instances: Number(process.env.CLINOTE_INSTANCES ?? 1),
    // A second checkout (or the fresh-clone test) keeps a database of its own on the shared local PostgreSQL.
    database,
    log: (line) => console.log(`  ${line}`),
    // The supervisor logs each restart; the first crash of a streak also shows why.
    onCrash: (name, code, tail, restart) => {
      if (!restart || restart.attempt === 1) console.error(`  Last log lines of ${name} (exit ${code}):\n${tail.replace(/^/gm, '    | ')}`);
    },
  });
} catch (err) {
  if (err instanceof PrerequisiteError) {
    console.error(`\n${err.message}`);
    process.exit(1);
  }
  throw err;
}

const { urls, secondsToHealthy, logDir } = platform;
console.log(`
Clinote is running (healthy after ${secondsToHealthy.toFixed(1)} s):
  App     ${urls.app}
  Health  ${urls.health}
  API     ${urls.app}/api/docs
  Inbox   ${urls.inbox ?? `(mail goes to ${urls.smtp})`}
  Logs    ${logDir}
Crashed processes are restarted; press Ctrl-C to stop.`);
