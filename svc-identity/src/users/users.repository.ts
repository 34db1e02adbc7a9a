import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AdminEmails, normaliseEmail } from '@clinote/nest-common';
import { User } from './user.entity';

export { normaliseEmail };

/** The users table, through intention-revealing methods (nothing else touches the TypeORM repository). */
@Injectable()
export class UsersRepository {
  constructor(
    @InjectRepository(User) private readonly repo: Repository<User>,
    @Inject(AdminEmails) private readonly admins: AdminEmails,
  ) {}

  /** ADMIN_EMAILS, compared case-insensitively, is the only source of admin rights. */
  isAdminEmail(email: string): boolean {
    return this.admins.includes(email);
  }

  findByEmail(email: string): Promise<User | null> {
    return this.repo
      .createQueryBuilder('u')
      .where('lower(u.email) = :email', { email: normaliseEmail(email) })
      .getOne();
  }

  findById(id: string): Promise<User | null> {
    return this.repo.findOneBy({ id });
  }

  /** Every account, newest first, with only the columns the admin list shows (no password hashes). */
  listForAdmin(): Promise<Array<Pick<User, 'id' | 'email' | 'firstName' | 'lastName' | 'emailVerified' | 'createdAt'>>> {
    return this.repo.find({
      select: { id: true, email: true, firstName: true, lastName: true, emailVerified: true, createdAt: true },
      order: { createdAt: 'DESC' },
    });
  }

  /**
   * Creates the account, or — while the address is still unverified — replaces the password and
   * names with this registration's: one statement either way, so a new and an existing address cost
   * the same (issue 7), and concurrent registrations make one account. A verified account is never
   * touched. Whoever registered first therefore holds nothing: verification asks for the password,
   * so only a password typed by the person who reads the mail can ever sign in (issue 19).
   */
  async registerUnverified(account: {
    email: string;
    passwordHash: string;
    firstName: string | null;
    lastName: string | null;
  }): Promise<void> {
    const { schema, tableName } = this.repo.metadata;
    await this.repo.query(
      `INSERT INTO "${schema}"."${tableName}" AS u (email, password_hash, first_name, last_name, is_admin) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (lower(email)) DO UPDATE SET password_hash = EXCLUDED.password_hash, first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name
       WHERE u.email_verified = false`,
      [account.email.trim(), account.passwordHash, account.firstName, account.lastName, this.isAdminEmail(account.email)],
    );
  }

  /**
   * Verifies the account if its password is still the one just checked (a registration in between
   * replaces it); false when it was replaced.
   */
  async markVerifiedWithPassword(id: string, passwordHash: string): Promise<boolean> {
    const result = await this.repo.update({ id, passwordHash }, { emailVerified: true });
    return (result.affected ?? 0) > 0;
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

  /**
   * What a signature shows (issue 25): credentials and NPI, and the names when given (undefined
   * leaves a name as it is). False when the account is gone.
   */
  async updateProfile(
    id: string,
    profile: { credentials: string; npi: string | null; firstName?: string | null; lastName?: string | null },
  ): Promise<boolean> {
    const { credentials, npi, firstName, lastName } = profile;
    const changes: Partial<User> = { credentials, npi };
    if (firstName !== undefined) changes.firstName = firstName;
    if (lastName !== undefined) changes.lastName = lastName;
    return ((await this.repo.update({ id }, changes)).affected ?? 0) > 0;
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
