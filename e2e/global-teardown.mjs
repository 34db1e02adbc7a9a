import { rmSync } from 'node:fs';
import { PLATFORM_FILE } from './support/platform-file.mjs';

export default async function globalTeardown() {
  await globalThis.__CLINOTE_E2E_PLATFORM__?.stop();
  rmSync(PLATFORM_FILE, { force: true });
}
