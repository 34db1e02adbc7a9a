import { DynamicModule, Module } from '@nestjs/common';
import { ConfigModule } from '@clinote/nest-common';
import type { GatewayConfig } from './config';
import { PlatformHealthController } from './health/platform-health.controller';
import { RemotesController } from './remotes/remotes.controller';
import { ApiNotFoundController } from './api-not-found.controller';

@Module({})
export class AppModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [ConfigModule.forRoot(config)],
      controllers: [PlatformHealthController, RemotesController, ApiNotFoundController],
    };
  }
}
