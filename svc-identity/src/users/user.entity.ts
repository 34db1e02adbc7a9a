import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'users' })
export class User {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Stored as typed; unique case-insensitively (index on lower(email)). */
  @Column({ type: 'text' })
  email!: string;

  @Column({ name: 'password_hash', type: 'text' })
  passwordHash!: string;

  @Column({ name: 'first_name', type: 'text', nullable: true })
  firstName!: string | null;

  @Column({ name: 'last_name', type: 'text', nullable: true })
  lastName!: string | null;

  @Column({ name: 'email_verified', type: 'boolean', default: false })
  emailVerified!: boolean;

  @Column({ name: 'is_admin', type: 'boolean', default: false })
  isAdmin!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'last_login_at', type: 'timestamptz', nullable: true })
  lastLoginAt!: Date | null;

  /** What a signature shows beside the name (issue 25): "PT, DPT", "OTR/L"; null until the clinician gives them. */
  @Column({ type: 'text', nullable: true })
  credentials!: string | null;

  /** National Provider Identifier (10 digits, valid check digit), optional. */
  @Column({ type: 'text', nullable: true })
  npi!: string | null;

  /** Access tokens carry the generation they were issued in; raising it ends every older session. */
  @Column({ name: 'session_generation', type: 'integer', default: 0 })
  sessionGeneration!: number;
}
