// The shapes of what the API answers are its zod schemas' (responses.schemas.ts); only their types come here.
export type { CheckStatus, CheckResult, ServiceHealth, PlatformHealth } from './responses.schemas';
