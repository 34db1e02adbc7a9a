import { readFileSync, rmSync } from 'node:fs';
import { PLATFORM_FILE } from './support/platform-file.mjs';

export default async function globalTeardown() {
  await globalThis.__CLINOTE_E2E_PLATFORM__?.stop();
  // Static servers a test restarted itself (e2e/support/platform.ts stopFrontend) are not the
  // launcher's children: stop them too, or the next run finds their port taken.
  try {
    const { restarted = [] } = JSON.parse(readFileSync(PLATFORM_FILE, 'utf8'));
    for (const pid of restarted) {
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  } catch {
    // no platform file: nothing was started
  }
  rmSync(PLATFORM_FILE, { force: true });
}
