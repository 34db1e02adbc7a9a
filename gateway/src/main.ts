import { runService } from '@clinote/nest-common';
import { AppModule } from './app.module';
import { envSchema } from './config';
import { registerProxies } from './proxy/register-proxies';

// Bodies are streamed to the services untouched; the gateway checks their type and size (edge/body-rules.ts).
void runService({ service: 'gateway', envSchema, module: (config) => AppModule.forRoot(config), configure: registerProxies, bodies: 'proxied' });
