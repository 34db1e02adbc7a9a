#!/usr/bin/env node
// `npm start`: builds what is stale, starts the whole platform with the embedded defaults of
// ARCHITECTURE.md §7, waits until healthy and prints the URLs. Ctrl-C stops everything it started.
import { PrerequisiteError } from './lib/infra.mjs';
import { startPlatform } from './lib/platform.mjs';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Clinote needs Node.js 20.19 or newer (this is ${process.versions.node}): install a current Node.js LTS.`);
  process.exit(1);
}

const build = !process.argv.includes('--no-build');
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
    log: (line) => console.log(`  ${line}`),
    onCrash: (name, code, tail) => {
      console.error(`\n${name} stopped unexpectedly (exit ${code}). Its last log lines:\n${tail}`);
      void shutdown(1);
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
  Inbox   ${urls.inbox ?? `(mail goes to ${urls.smtp})`}
  Logs    ${logDir}
Press Ctrl-C to stop.`);
