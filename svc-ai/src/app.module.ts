import { DynamicModule, Module } from '@nestjs/common';
import { ConfigModule, HealthModule } from '@clinote/nest-common';
import type { AiConfig } from './config';

@Module({})
export class AppModule {
  static forRoot(config: AiConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        HealthModule.forRoot({
          service: 'svc-ai',
          // The provider is reported, not checked: calling Gemini on every health probe would spend quota.
          checks: () => [{ name: config.GEMINI_API_KEY ? 'gemini' : 'offline-rewrite', check: async () => undefined }],
        }),
      ],
    };
  }
}
