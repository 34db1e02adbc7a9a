import { runService } from '@clinote/nest-common';
import { AppModule } from './app.module';
import { envSchema } from './config';

void runService({ service: 'svc-notes', envSchema, module: (config) => AppModule.forRoot(config) });
