import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { CONFIG, REDIS, SessionRevocations } from '@clinote/nest-common';
import type { IdentityConfig } from '../config';
import { UsersRepository } from '../users/users.repository';

/**
 * The session generations live in PostgreSQL; Redis holds the copy every service checks. When Redis
 * comes up empty (restarted without persistence, replaced), "sign out everywhere" and password
 * resets would stop working for older tokens — so the copy is written again at start and whenever
 * the connection becomes ready again.
 */
@Injectable()
export class SessionGenerationsPublisher implements OnApplicationBootstrap {
  private readonly logger = new Logger(SessionGenerationsPublisher.name);

  constructor(
    private readonly users: UsersRepository,
    private readonly revocations: SessionRevocations,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: IdentityConfig,
  ) {}

  onApplicationBootstrap(): void {
    void this.publish();
    this.redis.on('ready', () => void this.publish());
  }

  async publish(): Promise<number> {
    try {
      const raised = await this.users.raisedSessionGenerations();
      for (const { id, sessionGeneration } of raised)
        await this.revocations.publishGeneration(id, sessionGeneration, this.config.ACCESS_TOKEN_TTL_SECONDS);
      return raised.length;
    } catch (err) {
      this.logger.warn(`session generations not republished yet: ${(err as Error).message}`);
      return 0;
    }
  }
}
