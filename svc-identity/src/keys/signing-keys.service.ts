import { createHash, createPrivateKey, createPublicKey, createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ACCESS_TOKEN, type Jwk } from '@clinote/contracts';
import { CONFIG, type PublicKeyResolver } from '@clinote/nest-common';
import type { IdentityConfig } from '../config';
import { SigningKeyRecord } from './signing-key.entity';

/** RFC 7638-style thumbprint: a stable key id derived from the public key itself. */
function keyId(publicKey: KeyObject): string {
  const { crv, kty, x, y } = publicKey.export({ format: 'jwk' });
  return createHash('sha256').update(JSON.stringify({ crv, kty, x, y })).digest('base64url').slice(0, 16);
}

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * The one ES256 signing key: from JWT_PRIVATE_KEY, else generated once (under an advisory lock, so
 * parallel instances agree) and kept in identity.signing_keys. Also the key resolver of this
 * service's own JwtStrategy, and the source of the published JWKS.
 */
@Injectable()
export class SigningKeys implements OnModuleInit, PublicKeyResolver {
  private privateKey!: KeyObject;
  private kid!: string;
  /** Every key tokens may be verified with: the signing one, plus JWT_VERIFY_PUBLIC_KEYS during a rotation. */
  private readonly published = new Map<string, { key: KeyObject; jwk: Jwk }>();

  constructor(
    @Inject(CONFIG) private readonly config: IdentityConfig,
    private readonly dataSource: DataSource,
  ) {}

  async onModuleInit(): Promise<void> {
    const pem = this.config.JWT_PRIVATE_KEY ?? (await this.storedOrNewKey());
    this.privateKey = createPrivateKey(pem);
    if (this.privateKey.asymmetricKeyType !== 'ec' || this.privateKey.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
      throw new Error('JWT_PRIVATE_KEY must be an EC P-256 private key (ES256)');
    }
    const publicKey = createPublicKey(this.privateKey);
    this.kid = keyId(publicKey);
    for (const key of [publicKey, ...this.config.JWT_VERIFY_PUBLIC_KEYS.map((pem) => createPublicKey(pem))]) this.publish(key);
  }

  private publish(publicKey: KeyObject): void {
    if (publicKey.asymmetricKeyType !== 'ec' || publicKey.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
      throw new Error('JWT_VERIFY_PUBLIC_KEYS must hold EC P-256 public keys (ES256)');
    }
    const kid = keyId(publicKey);
    const jwk = {
      ...(publicKey.export({ format: 'jwk' }) as Omit<Jwk, 'kid' | 'alg' | 'use'>),
      kid,
      alg: ACCESS_TOKEN.algorithm,
      use: 'sig' as const,
    };
    this.published.set(kid, { key: publicKey, jwk });
  }

  private async storedOrNewKey(): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('clinote.signing_keys'))`);
      const repo = manager.getRepository(SigningKeyRecord);
      const existing = await repo.find({ order: { createdAt: 'DESC' }, take: 1 });
      if (existing[0]) return existing[0].privateKeyPem;
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
      await repo.insert({ kid: keyId(publicKey), privateKeyPem: pem });
      return pem;
    });
  }

  /** A compact JWS (ES256) of `claims`. */
  sign(claims: object): string {
    const signingInput = `${b64url({ alg: ACCESS_TOKEN.algorithm, typ: 'JWT', kid: this.kid })}.${b64url(claims)}`;
    const signature = createSign('SHA256').update(signingInput).sign({ key: this.privateKey, dsaEncoding: 'ieee-p1363' });
    return `${signingInput}.${signature.toString('base64url')}`;
  }

  /** The signing key first, then the keys of a rotation (docs/runbook.md "Rotating the signing key"). */
  jwks(): { keys: Jwk[] } {
    return { keys: [...this.published.values()].map(({ jwk }) => jwk) };
  }

  async get(kid: string | undefined): Promise<KeyObject> {
    const key = kid ? this.published.get(kid) : undefined;
    if (!key) throw new Error(`unknown signing key ${kid}`);
    return key.key;
  }
}
