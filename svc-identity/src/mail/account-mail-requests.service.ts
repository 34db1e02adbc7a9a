import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { QUEUES, type AccountMailRequest } from '@clinote/contracts';
import { CONFIG, InjectQueue } from '@clinote/nest-common';
import type { IdentityConfig } from '../config';
import { LIMITS, MESSAGES } from '../messages';
import { RateLimiter, TooManyRequests } from '../security/rate-limiter.service';
import { normaliseEmail } from '../users/users.repository';

const HOUR = 3600;

/**
 * Where register, resend-verification and forgot-password ask for a mail. The answer does the
 * same work for every address — count the caller, queue a request — and AccountMailWorker decides
 * whether a mail goes out, so neither the answer nor its timing tells whether an account exists
 * (issue 7).
 *
 * Two kinds of limit, kept apart on purpose (issue 19):
 * - the caller's and the platform's hourly caps answer 429: they depend on who asks, never on the
 *   address, and register checks them before it hashes or writes anything (`admitCaller`);
 * - one mail per address and purpose a minute is silent: a repeat gets the same answer and no
 *   second mail. A 429 there answered differently depending on what had been asked before.
 */
@Injectable()
export class AccountMailRequests {
  constructor(
    @InjectQueue(QUEUES.accountMail) private readonly queue: Queue<AccountMailRequest>,
    private readonly limiter: RateLimiter,
    @Inject(CONFIG) private readonly config: IdentityConfig,
  ) {}

  /** Counts one request of the caller; 429 when the caller or the whole platform is over its hourly cap. */
  async admitCaller(callerAddress: string): Promise<void> {
    const [fromCaller, overall] = await Promise.all([
      this.limiter.hit(`mail-caller:${callerAddress}`, HOUR),
      this.limiter.hit('mail-all', HOUR),
    ]);
    if (overall > this.config.MAIL_REQUESTS_PER_HOUR) throw new TooManyRequests(MESSAGES.mailPaused);
    if (fromCaller > this.config.MAIL_REQUESTS_PER_CALLER_PER_HOUR) throw new TooManyRequests(MESSAGES.tooManyMailRequestsFromAddress);
  }

  /** Queues the request unless this address had one of this purpose in the last minute. Call `admitCaller` first. */
  async queueOnce(purpose: AccountMailRequest['purpose'], email: string): Promise<void> {
    const address = normaliseEmail(email);
    const once = `mail:${purpose}:${address}`;
    if (!(await this.limiter.claimOnce(once, LIMITS.mailsPerAddressAndPurpose.windowSeconds))) return;
    try {
      // The id is chosen before the command leaves: if a dropped connection makes ioredis send it
      // again, Redis finds the job already there (one request, one mail), instead of numbering a second.
      await this.queue.add(purpose, { purpose, email: address }, { jobId: `${purpose}-${randomUUID()}` });
    } catch (err) {
      await this.limiter.clear(once).catch(() => undefined);
      throw err;
    }
  }

  async request(purpose: AccountMailRequest['purpose'], email: string, callerAddress: string): Promise<void> {
    await this.admitCaller(callerAddress);
    await this.queueOnce(purpose, email);
  }
}
