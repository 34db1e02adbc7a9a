import type { ServiceAppOptions } from '@clinote/nest-common';
import { isApiPath } from './routes';

/**
 * How the gateway's app differs from a service's, for main.ts and the tests alike: bodies are
 * streamed to the services untouched (the gateway checks type and size itself, edge/body-rules.ts),
 * and only API answers default to no-store — pages and hashed assets keep their own caching; and every trace begins here, whatever
 * `traceparent` a browser sends.
 */
export const GATEWAY_APP_OPTIONS = {
  bodies: 'proxied',
  storesNothing: isApiPath,
  continueCallersTrace: false,
} as const satisfies ServiceAppOptions;
