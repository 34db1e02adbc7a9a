import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Worker, type Job } from 'bullmq';
import { QUEUES, type AccountMailRequest } from '@clinote/contracts';
import { CONFIG, queueConnection, watchQueueDepth, type QueueConfig } from '@clinote/nest-common';
import { EmailTokens } from '../security/email-tokens.service';
import { UsersRepository } from '../users/users.repository';
import { MailOutbox } from './mail-outbox.service';

export type AccountMailOutcome = 'sent' | 'no-account' | 'already-verified';

/**
 * Decides, away from the HTTP answer, whether an account-mail request becomes a mail: a
 * verification link for an unverified account, a reset link for any account, nothing otherwise.
 */
@Injectable()
export class AccountMailWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(AccountMailWorker.name);
  private worker?: Worker<AccountMailRequest>;

  constructor(
    @Inject(CONFIG) private readonly config: QueueConfig,
    private readonly users: UsersRepository,
    private readonly tokens: EmailTokens,
    private readonly outbox: MailOutbox,
  ) {}

  onApplicationBootstrap(): void {
    this.worker = new Worker<AccountMailRequest>(QUEUES.accountMail, (job) => this.process(job), {
      ...queueConnection(this.config),
      concurrency: 4,
    });
    watchQueueDepth(this.worker);
    this.worker.on('failed', (job, err) => this.logger.warn(`account mail request ${job?.id} failed: ${err.message}`));
  }

  async process(job: Pick<Job<AccountMailRequest>, 'data'>): Promise<AccountMailOutcome> {
    const user = await this.users.findByEmail(job.data.email);
    if (!user) return 'no-account';
    if (job.data.purpose === 'verify-email') {
      if (user.emailVerified) return 'already-verified';
      const { id, token } = await this.tokens.issue(user.id, 'verify_email');
      await this.outbox.send(`verify-email-${id}`, { kind: 'verify-email', to: user.email, token });
      return 'sent';
    }
    const { id, token } = await this.tokens.issue(user.id, 'reset_password');
    // Only an address the owner proved gets the name they typed (issue 7: no free text to strangers).
    await this.outbox.send(`reset-password-${id}`, {
      kind: 'reset-password',
      to: user.email,
      firstName: user.emailVerified ? user.firstName : null,
      token,
    });
    return 'sent';
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
  }
}
