import { Queue } from 'bullmq';
import { QUEUES, type MailJob } from '@clinote/contracts';
import { queueConnection } from '@clinote/nest-common';
import { startServiceOnThrowawaySchema, TestIssuer } from '@clinote/nest-common/testing';
import { AppModule } from '../app.module';
import { envSchema, type NotesConfig } from '../config';

/** What svc-notes' integration tests start from: the real module on a throw-away schema, an issuer of signed-in callers, and the mail queue it fills. */
export interface NotesTestRig {
  issuer: TestIssuer;
  service: Awaited<ReturnType<typeof startServiceOnThrowawaySchema<NotesConfig>>>;
  mail: Queue<MailJob>;
  stop(): Promise<void>;
}

export async function startNotesTestRig(schemaPrefix: string, env: Record<string, string> = {}): Promise<NotesTestRig> {
  const issuer = await TestIssuer.start();
  const service = await startServiceOnThrowawaySchema({
    schemaPrefix,
    envSchema,
    module: (config) => AppModule.forRoot(config),
    env: { IDENTITY_URL: issuer.url, ...env },
  });
  const mail = new Queue<MailJob>(QUEUES.mail, queueConnection(service.config));
  return {
    issuer,
    service,
    mail,
    stop: async () => {
      await mail.obliterate({ force: true }).catch(() => undefined);
      await mail.close();
      await service.stop();
      await issuer.stop();
    },
  };
}
