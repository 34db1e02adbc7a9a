import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type TokenPurpose = 'verify_email' | 'reset_password';

/** A single-use e-mail token. Only its hash is stored; the plain token exists only in the mail. */
@Entity({ name: 'tokens' })
export class Token {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'text' })
  purpose!: TokenPurpose;

  @Column({ name: 'token_hash', type: 'text' })
  tokenHash!: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;
}
