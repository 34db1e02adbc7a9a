import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_OFFSET = 10000;
export const E2E_NAME = 'clinote-e2e';
export const PLATFORM_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '.data', `${E2E_NAME}.platform.json`);
