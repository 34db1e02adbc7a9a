import { createPublicKey, createSign, generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import {
  ACCESS_TOKEN,
  SERVICE_TOKEN,
  SIGNING_TOKEN,
  SIGNING_TOKEN_TTL_SECONDS,
  type AccessTokenClaims,
  type ServiceTokenClaims,
  type SigningTokenClaims,
} from '@clinote/contracts';
import { freePort } from './maildev';

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Stands in for svc-identity in another service's integration tests: an ES256 key whose JWKS is
 * served over real HTTP (so the service's JwtAuthModule fetches it as in production), and signed
 * access tokens for invented users.
 */
export class TestIssuer {
  private readonly key = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  readonly kid = `test-${randomUUID()}`;

  private constructor(
    private readonly server: Server,
    /** Base URL to use as IDENTITY_URL: the JWKS is at `${url}${ACCESS_TOKEN.jwksPath}`. */
    readonly url: string,
  ) {}

  static async start(): Promise<TestIssuer> {
    let issuer: TestIssuer | undefined;
    const server = createServer((req, res) => {
      if (req.url === ACCESS_TOKEN.jwksPath && issuer) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(issuer.jwks()));
        return;
      }
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"message":"not found"}');
    });
    const port = await freePort();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    issuer = new TestIssuer(server, `http://127.0.0.1:${port}`);
    return issuer;
  }

  get jwksUrl(): string {
    return `${this.url}${ACCESS_TOKEN.jwksPath}`;
  }

  jwks(): { keys: object[] } {
    return {
      keys: [{ ...createPublicKey(this.key.privateKey).export({ format: 'jwk' }), kid: this.kid, alg: ACCESS_TOKEN.algorithm, use: 'sig' }],
    };
  }

  /** A valid access token for `user` (any claim can be overridden, e.g. `exp` in the past). */
  token(user: { id?: string; email?: string; admin?: boolean } = {}, overrides: Partial<AccessTokenClaims> = {}): string {
    const now = Math.floor(Date.now() / 1000);
    const claims: AccessTokenClaims = {
      sub: user.id ?? randomUUID(),
      email: user.email ?? 'someone.fake@clinote.test',
      admin: user.admin ?? false,
      typ: 'access',
      jti: randomUUID(),
      iat: now,
      exp: now + 600,
      aud: ACCESS_TOKEN.audience,
      iss: ACCESS_TOKEN.issuer,
      ...overrides,
    };
    return this.sign(claims);
  }

  /** A service token, as svc-identity signs one to call another service's internal routes. */
  serviceToken(service: string, overrides: Partial<ServiceTokenClaims> = {}): string {
    const now = Math.floor(Date.now() / 1000);
    return this.sign({
      sub: service,
      typ: SERVICE_TOKEN.type,
      aud: SERVICE_TOKEN.audience,
      iss: ACCESS_TOKEN.issuer,
      iat: now,
      exp: now + 60,
      ...overrides,
    });
  }

  /**
   * A signing token, as svc-identity issues one after the password was confirmed (issue 25), for
   * `user` and the signer it names (an invented clinician by default).
   */
  signingToken(
    user: { id: string },
    signer: Partial<SigningTokenClaims['signer']> = {},
    overrides: Partial<Record<keyof SigningTokenClaims, unknown>> = {},
  ): string {
    const now = Math.floor(Date.now() / 1000);
    return this.sign({
      sub: user.id,
      typ: SIGNING_TOKEN.type,
      aud: SIGNING_TOKEN.audience,
      iss: ACCESS_TOKEN.issuer,
      jti: randomUUID(),
      iat: now,
      exp: now + SIGNING_TOKEN_TTL_SECONDS,
      signer: { name: 'Pat Example', credentials: 'PT, DPT', npi: null, ...signer },
      ...overrides,
    });
  }

  private sign(claims: object): string {
    const input = `${b64url({ alg: ACCESS_TOKEN.algorithm, typ: 'JWT', kid: this.kid })}.${b64url(claims)}`;
    const signature = createSign('SHA256')
      .update(input)
      .sign({ key: this.key.privateKey, dsaEncoding: 'ieee-p1363' })
      .toString('base64url');
    return `${input}.${signature}`;
  }

  /** `{ authorization: 'Bearer …' }` for app.inject. */
  headers(user: Parameters<TestIssuer['token']>[0] = {}, overrides: Partial<AccessTokenClaims> = {}): { authorization: string } {
    return { authorization: `Bearer ${this.token(user, overrides)}` };
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
