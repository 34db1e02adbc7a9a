import type { HealthCheck } from '@clinote/nest-common';
import type { RewriteProvider } from '../providers/provider';
import type { CircuitBreaker } from './circuit-breaker';

/**
 * The provider in /health, named after it. It is reported, never called: a probe per health check
 * would spend quota. Down only while its breaker is open (enhancements then answer 503 at once).
 */
export function providerHealthCheck(provider: RewriteProvider, breaker: CircuitBreaker): HealthCheck {
  return {
    name: provider.name,
    check: async () => {
      if (breaker.state === 'open') throw new Error(`${provider.description}: ${breaker.describe()}`);
    },
  };
}
