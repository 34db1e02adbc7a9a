import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CONFIG } from '@clinote/nest-common';
import type { IdentityConfig } from '../config';
import { User } from './user.entity';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The users table, through intention-revealing methods (nothing else touches the TypeORM repository). */
@Injectable()
export class UsersRepository {
  private readonly adminEmails: ReadonlySet<string>;

  constructor(
    @InjectRepository(User) private readonly repo: Repository<User>,
    @Inject(CONFIG) config: IdentityConfig,
  ) {
    this.adminEmails = new Set(config.ADMIN_EMAILS.split(',').map(normaliseEmail).filter(Boolean));
  }

  /** ADMIN_EMAILS, compared case-insensitively, is the only source of admin rights. */
  isAdminEmail(email: string): boolean {
    return this.adminEmails.has(normaliseEmail(email));
  }

  findByEmail(email: string): Promise<User | null> {
    return this.repo.createQueryBuilder('u').where('lower(u.email) = :email', { email: normaliseEmail(email) }).getOne();
  }

  findById(id: string): Promise<User | null> {
    return this.repo.findOneBy({ id });
  }

  /** Every account, newest first, with only the columns the admin list shows (no password hashes). */
  listForAdmin(): Promise<Array<Pick<User, 'id' | 'email' | 'firstName' | 'lastName' | 'emailVerified' | 'createdAt'>>> {
    return this.repo.find({ select: { id: true, email: true, firstName: true, lastName: true, emailVerified: true, createdAt: true }, order: { createdAt: 'DESC' } });
  }

  /**
   * Creates the account unless the address already has one — one statement either way, so a new
   * and an existing address cost the same (issue 7), and concurrent registrations make one account.
   */
  async insertIfNew(account: { email: string; passwordHash: string; firstName: string | null; lastName: string | null }): Promise<void> {
    await this.repo
      .createQueryBuilder()
      .insert()
      .values({ ...account, email: account.email.trim(), isAdmin: this.isAdminEmail(account.email) })
      .orIgnore()
      .execute();
  }

  async markVerified(id: string): Promise<void> {
    await this.repo.update({ id }, { emailVerified: true });
  }

  /** Following a reset link proves the address, so setting a password that way also verifies it. */
  async setPasswordAndVerify(id: string, passwordHash: string): Promise<void> {
    await this.repo.update({ id }, { passwordHash, emailVerified: true });
  }

  /** Admin rights follow ADMIN_EMAILS as it is now, at every sign-in. */
  async recordLogin(user: User): Promise<void> {
    user.isAdmin = this.isAdminEmail(user.email);
    user.lastLoginAt = new Date();
    await this.repo.update({ id: user.id }, { isAdmin: user.isAdmin, lastLoginAt: user.lastLoginAt });
  }

  /** Users whose sessions were ended at least once ("sign out everywhere", reset). */
  raisedSessionGenerations(): Promise<Array<Pick<User, 'id' | 'sessionGeneration'>>> {
    return this.repo.createQueryBuilder('u').select(['u.id', 'u.sessionGeneration']).where('u.session_generation > 0').getMany();
  }

  /** Raises the user's session generation and returns the new one (every older token ends). */
  async nextSessionGeneration(id: string): Promise<number> {
    const result = await this.repo
      .createQueryBuilder()
      .update(User)
      .set({ sessionGeneration: () => 'session_generation + 1' })
      .where('id = :id', { id })
      .returning(['sessionGeneration'])
      .execute();
    const row = (result.raw as Array<{ session_generation?: number; sessionGeneration?: number }>)[0];
    return row?.session_generation ?? row?.sessionGeneration ?? 0;
  }
}
