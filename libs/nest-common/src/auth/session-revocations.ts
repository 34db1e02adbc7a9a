import type { Redis } from 'ioredis';
import { sessionKeys, type SessionEvent } from '@clinote/contracts';
import type { AuthenticatedUser } from './access-tokens';

/**
 * SET the generation with its lifetime unless a higher one is already there, and announce it
 * (atomic in Redis: no reader sees the key without the event having been sent).
 */
const RAISE_GENERATION = `
local current = tonumber(redis.call('GET', KEYS[1]))
if current ~= nil and current > tonumber(ARGV[1]) then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2])
redis.call('PUBLISH', KEYS[2], ARGV[3])
return 1`;

/**
 * Whether a verified token's session has ended: signed out (its jti is deny-listed) or older than
 * the user's current session generation ("sign out everywhere", password reset, account deleted).
 * One round trip to Redis; shared by every service's JwtStrategy and by the gateway, so they agree.
 * Every change is also announced on `sessionKeys(prefix).events` (see SessionRevocationMirror).
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
    const seconds = Math.max(1, Math.ceil(secondsLeft));
    const event: SessionEvent = { kind: 'revoked', tokenId, seconds };
    const results = await this.redis
      .multi()
      .set(this.keys.revoked(tokenId), '1', 'EX', seconds)
      .publish(this.keys.events, JSON.stringify(event))
      .exec();
    const failed = results?.find(([error]) => error)?.[0];
    if (!results || failed) throw failed ?? new Error('the sign-out was not stored');
  }

  /**
   * Publishes a user's new session generation, kept as long as a token issued before it could live.
   * Every token with a lower `gen` is refused from now on.
   */
  async publishGeneration(userId: string, generation: number, tokenLifetimeSeconds: number): Promise<void> {
    // Never lowers it: an instance republishing what it read at start must not undo a "sign out
    // everywhere" another instance published meanwhile (a plain SET would revive old tokens).
    const event: SessionEvent = { kind: 'generation', userId, generation, seconds: tokenLifetimeSeconds };
    await this.redis.eval(
      RAISE_GENERATION,
      2,
      this.keys.generation(userId),
      this.keys.events,
      String(generation),
      String(tokenLifetimeSeconds),
      JSON.stringify(event),
    );
  }
}
