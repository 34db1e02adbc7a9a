// Types of platform-file.mjs (plain ESM so the Jest global setup can import it without a transform).
export declare const E2E_OFFSET: number;
export declare const E2E_NAME: string;
export declare const PLATFORM_FILE: string;
