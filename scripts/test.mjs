#!/usr/bin/env node
// `npm test`: every Jest suite (unit, integration against real PostgreSQL + Redis, component tests
// in jsdom), then the browser suite in e2e/ against the started platform. Ends with one line
// "N passed, M failed" totalling every suite.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/topology.mjs';
import { PrerequisiteError, ensureDir, resolvePostgres, resolveRedis } from './lib/infra.mjs';
import { buildAll } from './lib/platform.mjs';

const withE2e = !process.argv.includes('--no-e2e');
const withFreshClone = !process.argv.includes('--no-fresh-clone');
const resultsDir = ensureDir(path.join(ROOT, '.data', 'test-results'));
const jestBin = path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js');

let postgres;
let redis;
try {
  // Integration tests need real servers: the local ones, or embedded ones when none runs.
  postgres = await resolvePostgres({
    env: { DATABASE_URL: process.env.TEST_DATABASE_URL },
    database: 'clinote_test',
    dataDir: ensureDir(path.join(ROOT, '.data', 'test')),
    embeddedPort: 54339,
  });
  redis = await resolveRedis({ env: { REDIS_URL: process.env.TEST_REDIS_URL }, embeddedPort: 6389 });
} catch (err) {
  if (err instanceof PrerequisiteError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
const env = { ...process.env, TEST_DATABASE_URL: postgres.url, TEST_REDIS_URL: redis.url, NX_DAEMON: 'false' };

function runJest(label, args) {
  const outputFile = path.join(resultsDir, `${label}.json`);
  rmSync(outputFile, { force: true });
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(process.execPath, [jestBin, '--ci', '--json', `--outputFile=${outputFile}`, ...args], {
    cwd: ROOT,
    env,
    stdio: 'inherit',
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (!existsSync(outputFile)) return { label, passed: 0, failed: 1, brokenSuites: 1, exitCode: result.status ?? 1, seconds };
  const report = JSON.parse(readFileSync(outputFile, 'utf8'));
  return {
    label,
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    brokenSuites: report.numRuntimeErrorTestSuites,
    exitCode: result.status ?? 1,
    seconds,
  };
}

/** A check that is one command (lint, format): one "test" that passes or fails. */
function runCheck(label, bin, args) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules', bin), ...args], { cwd: ROOT, env, stdio: 'inherit' });
  const ok = result.status === 0;
  if (ok) console.log(`${label}: clean`);
  return {
    label,
    passed: ok ? 1 : 0,
    failed: ok ? 0 : 1,
    brokenSuites: 0,
    exitCode: result.status ?? 1,
    seconds: ((Date.now() - started) / 1000).toFixed(0),
  };
}

const runs = [];
// Lint and format first: seconds, and the cheapest failure to read (eslint.config.mjs, .prettierrc.json).
runs.push(runCheck('lint', 'eslint/bin/eslint.js', ['.']));
runs.push(runCheck('format', 'prettier/bin/prettier.cjs', ['--check', '--log-level', 'warn', '.']));
// Two workers: the machine has two cores and integration suites hold database connections.
runs.push(runJest('unit-integration-component', ['--config', 'jest.config.js', '--maxWorkers=2', '--coverage']));
// The README's first command on a fresh clone with a cold build (issue 19): alone, since it builds.
if (withFreshClone) runs.push(runJest('fresh-clone', ['--config', 'scripts/jest.fresh-clone.config.js', '--runInBand']));
// The fault and browser suites start the built platform: build what is stale once, for both.
console.log('\n=== build ===');
try {
  buildAll();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
env.E2E_BUILD = '0';
// Fault injection (faults/): each file starts its own platform on its own Redis and PostgreSQL, so one at a time.
runs.push(runJest('faults', ['--config', 'faults/jest.config.js', '--runInBand']));
if (withE2e) runs.push(runJest('e2e-browser', ['--config', 'e2e/jest.config.js', '--runInBand']));

await postgres.stop();
await redis.stop();

for (const run of runs) {
  const notes = [
    run.brokenSuites ? `${run.brokenSuites} suite(s) could not run` : '',
    run.exitCode && !run.failed && !run.brokenSuites ? `jest exited ${run.exitCode} (e.g. coverage below threshold)` : '',
  ].filter(Boolean);
  console.log(
    `${run.label}: ${run.passed} passed, ${run.failed} failed in ${run.seconds} s${notes.length ? ` (${notes.join('; ')})` : ''}`,
  );
}
const passed = runs.reduce((n, r) => n + r.passed, 0);
const failed = runs.reduce((n, r) => n + r.failed + r.brokenSuites, 0);
const ok = runs.every((r) => r.exitCode === 0) && failed === 0;
console.log(`${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
