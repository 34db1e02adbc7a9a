import { DynamicModule, Module } from '@nestjs/common';
import { ConfigModule, RedisModule } from '@clinote/nest-common';
import type { GatewayConfig } from './config';
import { PlatformHealthController } from './health/platform-health.controller';
import { PlatformHealthService } from './health/platform-health.service';
import { RemotesController } from './remotes/remotes.controller';
import { ApiNotFoundController } from './api-not-found.controller';
import { GatewayAuth } from './auth/gateway-auth.service';
import { LivenessController } from './health/liveness.controller';
import { AppDocuments } from './document/app-documents.service';
import { ApiDocsController } from './docs/api-docs.controller';

@Module({})
export class AppModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [ConfigModule.forRoot(config), RedisModule.forRoot('gateway')],
      controllers: [PlatformHealthController, ApiDocsController, LivenessController, RemotesController, ApiNotFoundController],
      providers: [GatewayAuth, PlatformHealthService, AppDocuments],
    };
  }
}
