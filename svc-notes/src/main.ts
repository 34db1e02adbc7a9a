// First: pg and ioredis are traced only if patched before anything loads them (docs/decisions/0161-traces.md).
import '@clinote/nest-common/instrument';
import { runService } from '@clinote/nest-common';
import { AppModule } from './app.module';
import { envSchema } from './config';

void runService({ service: 'svc-notes', envSchema, module: (config) => AppModule.forRoot(config) });
