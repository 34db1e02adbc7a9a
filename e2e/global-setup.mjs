// Starts the platform the browser tests run against; its description goes to a file the tests read
// (Jest runs test files in other contexts than this one).
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { startPlatform } from '../scripts/lib/platform.mjs';
import { E2E_NAME, E2E_OFFSET, PLATFORM_FILE } from './support/platform-file.mjs';

export default async function globalSetup() {
  const started = Date.now();
  // An administrator's address for this run only (the admin suite registers it): ADMIN_EMAILS decides admin rights.
  const adminEmail = `admin.${randomBytes(4).toString('hex')}@clinote.test`;
  const platform = await startPlatform({
    // Every browser test calls from 127.0.0.1: the per-caller mail limit (20 an hour) would refuse the
    // later suites' registrations, so this run allows more (svc-identity's own tests cover the limit).
    env: { ...process.env, ADMIN_EMAILS: adminEmail, MAIL_REQUESTS_PER_CALLER_PER_HOUR: '1000' },
    offset: E2E_OFFSET,
    name: E2E_NAME,
    // scripts/test.mjs sets E2E_BUILD=0 when it has just built; a direct run builds what is stale.
    build: process.env.E2E_BUILD !== '0',
    // E2E_INSTANCES=2: every service runs twice behind the gateway (issue 12: the suite proves scale-out).
    instances: Number(process.env.E2E_INSTANCES ?? 1),
    log: (line) => console.log(`  [e2e platform] ${line}`),
    onCrash: (name, code, tail) => console.error(`[e2e platform] ${name} exited (${code}):\n${tail}`),
  });
  globalThis.__CLINOTE_E2E_PLATFORM__ = platform;
  const processes = Object.fromEntries(
    [...platform.group.children.entries()].map(([name, { child }]) => [
      name,
      { pid: child.pid, command: child.spawnfile, args: child.spawnargs.slice(1) },
    ]),
  );
  writeFileSync(
    PLATFORM_FILE,
    JSON.stringify({ urls: platform.urls, ports: platform.ports, logDir: platform.logDir, processes, adminEmail }, null, 2),
  );
  console.log(`\n  [e2e platform] healthy after ${((Date.now() - started) / 1000).toFixed(1)} s at ${platform.urls.app}`);
}
