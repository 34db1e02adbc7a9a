// Types of chromium.mjs (plain ESM so the benches import it without a transform).
import type { Browser } from 'playwright-core';

export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: readonly string[];
export declare function launchChromium(): Promise<Browser>;
