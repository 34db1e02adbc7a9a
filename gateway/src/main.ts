// First: pg and ioredis are traced only if patched before anything loads them (docs/decisions/0161-traces.md).
import '@clinote/nest-common/instrument';
import { runService } from '@clinote/nest-common';
import { AppModule } from './app.module';
import { GATEWAY_APP_OPTIONS } from './app-options';
import { envSchema } from './config';
import { registerProxies } from './proxy/register-proxies';

void runService({
  service: 'gateway',
  envSchema,
  module: (config) => AppModule.forRoot(config),
  configure: registerProxies,
  ...GATEWAY_APP_OPTIONS,
});
