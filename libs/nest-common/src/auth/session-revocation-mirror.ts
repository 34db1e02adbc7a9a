import { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { sessionKeys, type SessionEvent } from '@clinote/contracts';
import type { AuthenticatedUser } from './access-tokens';
import type { SessionRevocations } from './session-revocations';

type Checked = Pick<AuthenticatedUser, 'id' | 'tokenId' | 'generation' | 'expiresAt'>;

/** Tokens whose state is followed locally; beyond that the list starts again (each is read once more). */
const MAX_FOLLOWED_TOKENS = 100_000;
/**
 * How long a read is trusted at most. Announcements make it exact while the subscription works;
 * this bounds the harm of one that silently stopped (a half-open connection is noticed late).
 */
export const FOLLOW_FOR_MS = 2000;

/**
 * SessionRevocations' answer kept in memory and kept true by the announcements on
 * `sessionKeys(prefix).events` (issue 11: the gateway asked Redis on every request, a fifth of its
 * CPU under load). A token is read from Redis while the subscription is up and then trusted for
 * FOLLOW_FOR_MS: every sign-out and raised generation meanwhile reaches this instance as it happens
 * (Redis publishes it in the same atomic step as the write), so the answer stays exact. When the subscription drops,
 * nothing local is trusted until it is back: every check goes to Redis again, as before (and
 * fails, answered 503, while Redis is down). The gateway uses it; every service still asks Redis
 * itself on each request.
 */
export class SessionRevocationMirror {
  private readonly logger = new Logger(SessionRevocationMirror.name);
  private readonly channel: string;
  private subscriber: Redis | undefined;
  private live = false;
  /** Changes whenever the subscription drops: an answer read before that is not kept. */
  private epoch = 0;
  /** Tokens read from Redis while subscribed → until when the read is trusted (ms). */
  private readonly followed = new Map<string, number>();
  /** Signed-out tokens announced → until when (ms). */
  private readonly revoked = new Map<string, number>();
  /** Generations announced → the generation and until when it matters (ms). */
  private readonly generations = new Map<string, { generation: number; until: number }>();

  constructor(
    private readonly revocations: SessionRevocations,
    private readonly redis: Redis,
    prefix: string,
  ) {
    this.channel = sessionKeys(prefix).events;
  }

  /** Subscribes on a connection of its own (a subscribed connection can do nothing else). */
  start(): void {
    const subscriber = this.redis.duplicate();
    this.subscriber = subscriber;
    subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.channel) this.apply(message);
    });
    // Subscribed (again, after a reconnect: ioredis re-subscribes by itself) → local answers may be
    // kept from now on; anything announced while down was missed, so nothing older is.
    subscriber.on('ready', () => void this.subscribe(subscriber));
    subscriber.on('close', () => this.drop());
    subscriber.on('error', () => undefined); // a lost connection also closes it; the client reconnects by itself
  }

  async stop(): Promise<void> {
    this.drop();
    const subscriber = this.subscriber;
    this.subscriber = undefined;
    if (subscriber) await subscriber.quit().catch(() => subscriber.disconnect());
  }

  /** Whether the token's session has ended (throws when Redis must be asked and cannot be). */
  async isRevoked(user: Checked): Promise<boolean> {
    const now = Date.now();
    if (this.live && (this.followed.get(user.tokenId) ?? 0) > now) return this.endedLocally(user, now);
    const epoch = this.epoch;
    const wasLive = this.live;
    const revoked = await this.revocations.isRevoked(user);
    // Kept only when the subscription was up before the read and has not dropped since: then every
    // later change is announced here.
    if (!revoked && wasLive && this.live && epoch === this.epoch)
      this.follow(user.tokenId, Math.min(user.expiresAt * 1000, now + FOLLOW_FOR_MS), now);
    return revoked || this.endedLocally(user, now);
  }

  private endedLocally(user: Checked, now: number): boolean {
    if ((this.revoked.get(user.tokenId) ?? 0) > now) return true;
    const announced = this.generations.get(user.id);
    return announced !== undefined && announced.until > now && user.generation < announced.generation;
  }

  private async subscribe(subscriber: Redis): Promise<void> {
    try {
      await subscriber.subscribe(this.channel);
      if (this.subscriber === subscriber) this.live = true;
    } catch (err) {
      this.logger.warn(`session events not followed: ${(err as Error).message}`);
    }
  }

  private drop(): void {
    if (this.live) this.logger.warn('session events subscription lost: asking Redis on every request until it is back');
    this.live = false;
    this.epoch += 1;
    this.followed.clear();
  }

  private follow(tokenId: string, untilMs: number, now: number): void {
    if (this.followed.size >= MAX_FOLLOWED_TOKENS) this.followed.clear();
    if (untilMs > now) this.followed.set(tokenId, untilMs);
  }

  private apply(message: string): void {
    let event: SessionEvent;
    try {
      event = JSON.parse(message) as SessionEvent;
    } catch {
      return this.logger.warn('unreadable session event ignored');
    }
    const until = Date.now() + event.seconds * 1000;
    if (event.kind === 'revoked') {
      prune(this.revoked, (value) => value);
      this.revoked.set(event.tokenId, until);
    } else if (event.kind === 'generation') {
      const current = this.generations.get(event.userId);
      if (current && current.generation > event.generation) return; // never lowered, as in Redis
      prune(this.generations, (value) => value.until);
      this.generations.set(event.userId, { generation: event.generation, until });
    }
  }
}

/** Drops expired entries now and then (when the map has grown by a power of two), so it stays small. */
function prune<V>(map: Map<string, V>, until: (value: V) => number): void {
  if (map.size < 1024 || (map.size & (map.size - 1)) !== 0) return;
  const now = Date.now();
  for (const [key, value] of map) if (until(value) <= now) map.delete(key);
}
