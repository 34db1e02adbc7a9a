import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CONFIG } from '@clinote/nest-common';
import type { IdentityConfig } from '../config';
import { User } from './user.entity';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

@Injectable()
export class UsersRepository {
  private readonly adminEmails: ReadonlySet<string>;

  constructor(
    @InjectRepository(User) readonly repo: Repository<User>,
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
}
