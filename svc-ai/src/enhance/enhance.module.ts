import { Module } from '@nestjs/common';
import { CONFIG } from '@clinote/nest-common';
import type { AiConfig } from '../config';
import { REWRITE_PROVIDER } from '../providers/provider';
import { selectProvider } from '../providers/select-provider';
import { CircuitBreaker } from '../resilience/circuit-breaker';
import { EnhanceController } from './enhance.controller';
import { EnhanceService } from './enhance.service';
import { EnhanceRateLimit } from './rate-limit';

/** The enhancement feature: the configured provider, its breaker, the rate limit and the two routes. */
@Module({
  controllers: [EnhanceController],
  providers: [
    { provide: REWRITE_PROVIDER, inject: [CONFIG], useFactory: selectProvider },
    {
      provide: CircuitBreaker,
      inject: [CONFIG],
      useFactory: (config: AiConfig) =>
        new CircuitBreaker({ failureThreshold: config.AI_BREAKER_FAILURES, openMs: config.AI_BREAKER_OPEN_MS }),
    },
    EnhanceRateLimit,
    EnhanceService,
  ],
  // /health reports the provider and its breaker.
  exports: [REWRITE_PROVIDER, CircuitBreaker],
})
export class EnhanceModule {}
