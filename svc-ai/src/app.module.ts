import { DynamicModule, Module } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { ACCESS_TOKEN } from '@clinote/contracts';
import { ConfigModule, HealthModule, JwtAuthModule, REDIS, RedisModule, redisHealthCheck } from '@clinote/nest-common';
import type { AiConfig } from './config';
import { EnhanceModule } from './enhance/enhance.module';
import { REWRITE_PROVIDER, type RewriteProvider } from './providers/provider';
import { providerHealthCheck } from './resilience/provider-health';
import { CircuitBreaker } from './resilience/circuit-breaker';

@Module({})
export class AppModule {
  static forRoot(config: AiConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        // Rate limits and the session deny-list.
        RedisModule.forRoot('svc-ai'),
        JwtAuthModule.forRoot({ jwksUrl: `${config.IDENTITY_URL}${ACCESS_TOKEN.jwksPath}` }),
        EnhanceModule,
        HealthModule.forRoot({
          service: 'svc-ai',
          imports: [EnhanceModule],
          inject: [REWRITE_PROVIDER, CircuitBreaker, REDIS],
          checks: (provider: RewriteProvider, breaker: CircuitBreaker, redis: Redis) => [
            providerHealthCheck(provider, breaker),
            redisHealthCheck(redis),
          ],
        }),
      ],
    };
  }
}
