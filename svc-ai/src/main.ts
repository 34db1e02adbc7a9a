import { runService } from '@clinote/nest-common';
import { AppModule } from './app.module';
import { envSchema } from './config';

void runService({ service: 'svc-ai', envSchema, module: (config) => AppModule.forRoot(config) });
