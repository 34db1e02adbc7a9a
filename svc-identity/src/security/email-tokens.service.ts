import { createHash, randomBytes } from 'node:crypto';
import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { Token, type TokenPurpose } from '../tokens/token.entity';

export const TOKEN_LIFETIME_SECONDS: Record<TokenPurpose, number> = {
  verify_email: 24 * 3600,
  reset_password: 3600,
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Single-use e-mail tokens: 256 random bits, only the SHA-256 stored, expiring, and a new one voids
 * the user's earlier ones of the same purpose.
 */
@Injectable()
export class EmailTokens {
  constructor(@InjectRepository(Token) private readonly tokens: Repository<Token>) {}

  async issue(userId: string, purpose: TokenPurpose): Promise<{ id: string; token: string }> {
    const token = randomBytes(32).toString('base64url');
    return this.tokens.manager.transaction(async (manager) => {
      await manager.delete(Token, { userId, purpose, usedAt: IsNull() });
      const saved = await manager.save(Token, {
        userId,
        purpose,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + TOKEN_LIFETIME_SECONDS[purpose] * 1000),
        usedAt: null,
      });
      return { id: saved.id, token };
    });
  }

  /** The token's id and user while it is unused and unexpired, without using it; else 400 with `invalidMessage`. */
  async holder(token: string, purpose: TokenPurpose, invalidMessage: string): Promise<{ id: string; userId: string }> {
    const found = await this.tokens
      .createQueryBuilder('t')
      .select(['t.id', 't.userId'])
      .where('t.token_hash = :hash AND t.purpose = :purpose AND t.used_at IS NULL AND t.expires_at > now()', {
        hash: hashToken(token),
        purpose,
      })
      .getOne();
    if (!found) throw new BadRequestException(invalidMessage);
    return { id: found.id, userId: found.userId };
  }

  /** Voids one token (e.g. after too many wrong passwords typed with it). */
  async void(id: string): Promise<void> {
    await this.tokens.delete({ id });
  }

  /** Marks the token used and returns its user, or throws 400 with `invalidMessage`. Atomic: a token works once. */
  async consume(token: string, purpose: TokenPurpose, invalidMessage: string): Promise<string> {
    const result = await this.tokens
      .createQueryBuilder()
      .update(Token)
      .set({ usedAt: () => 'now()' })
      .where('token_hash = :hash AND purpose = :purpose AND used_at IS NULL AND expires_at > now()', { hash: hashToken(token), purpose })
      .returning(['userId'])
      .execute();
    const row = (result.raw as Array<{ user_id?: string; userId?: string }>)[0];
    const userId = row?.user_id ?? row?.userId;
    if (!userId) throw new BadRequestException(invalidMessage);
    return userId;
  }
}
