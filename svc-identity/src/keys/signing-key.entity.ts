import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** The ES256 key svc-identity signs access tokens with, when none is given in JWT_PRIVATE_KEY. */
@Entity({ name: 'signing_keys' })
export class SigningKeyRecord {
  @PrimaryColumn({ type: 'text' })
  kid!: string;

  @Column({ name: 'private_key_pem', type: 'text' })
  privateKeyPem!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
