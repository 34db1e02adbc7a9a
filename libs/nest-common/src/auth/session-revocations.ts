import type { Redis } from 'ioredis';
import { sessionKeys } from '@clinote/contracts';
import type { AuthenticatedUser } from './access-tokens';

/** SET the generation with its lifetime unless a higher one is already there (atomic in Redis). */
const RAISE_GENERATION = `
local current = tonumber(redis.call('GET', KEYS[1]))
if current ~= nil and current > tonumber(ARGV[1]) then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2])
return 1`;

/**
 * Whether a verified token's session has ended: signed out (its jti is deny-listed) or older than
 * the user's current session generation ("sign out everywhere", password reset, account deleted).
 * One round trip to Redis; shared by every service's JwtStrategy and by the gateway, so they agree.
 */
export class SessionRevocations {
  private readonly keys: ReturnType<typeof sessionKeys>;

  constructor(
    private readonly redis: Redis,
    prefix: string,
  ) {
    this.keys = sessionKeys(prefix);
  }

  async isRevoked(user: Pick<AuthenticatedUser, 'id' | 'tokenId' | 'generation'>): Promise<boolean> {
    const [revoked, generation] = await this.redis.mget(this.keys.revoked(user.tokenId), this.keys.generation(user.id));
    return revoked !== null || (generation !== null && user.generation < Number(generation));
  }

  /** Signs one token out until it would have expired. */
  async revokeToken(tokenId: string, secondsLeft: number): Promise<void> {
    await this.redis.set(this.keys.revoked(tokenId), '1', 'EX', Math.max(1, Math.ceil(secondsLeft)));
  }

  /**
   * Publishes a user's new session generation, kept as long as a token issued before it could live.
   * Every token with a lower `gen` is refused from now on.
   */
  async publishGeneration(userId: string, generation: number, tokenLifetimeSeconds: number): Promise<void> {
    // Never lowers it: an instance republishing what it read at start must not undo a "sign out
    // everywhere" another instance published meanwhile (a plain SET would revive old tokens).
    await this.redis.eval(RAISE_GENERATION, 1, this.keys.generation(userId), String(generation), String(tokenLifetimeSeconds));
  }
}
