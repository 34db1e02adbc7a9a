import { createPublicKey, type JsonWebKey, type KeyObject } from 'node:crypto';

/**
 * Finds the public key that verifies a token, by the token's `kid`. A parsed KeyObject, not PEM:
 * jsonwebtoken would parse a PEM string again on every request (issue 11: ~5 % of the gateway's CPU).
 */
export interface PublicKeyResolver {
  get(kid: string | undefined): Promise<KeyObject>;
}

export const PUBLIC_KEY_RESOLVER = Symbol('PUBLIC_KEY_RESOLVER');

/** Refetch the JWKS at most this often when a token names a key we do not know (key rotation). */
const REFETCH_COOLDOWN_MS = 30_000;

/** The JWKS published by svc-identity, fetched once and again only when an unknown `kid` shows up. */
export class RemoteJwks implements PublicKeyResolver {
  private keys = new Map<string, KeyObject>();
  private lastFetch = 0;
  private inflight?: Promise<void>;

  constructor(
    private readonly url: string,
    private readonly timeoutMs = 3000,
  ) {}

  async get(kid: string | undefined): Promise<KeyObject> {
    if (!kid) throw new Error('token has no key id');
    if (!this.keys.has(kid) && Date.now() - this.lastFetch > REFETCH_COOLDOWN_MS) await this.refresh();
    const key = this.keys.get(kid);
    if (!key) throw new Error(`unknown signing key ${kid}`);
    return key;
  }

  private refresh(): Promise<void> {
    this.inflight ??= (async () => {
      try {
        const res = await fetch(this.url, { signal: AbortSignal.timeout(this.timeoutMs) });
        if (!res.ok) throw new Error(`JWKS answered ${res.status}`);
        const { keys } = (await res.json()) as { keys: Array<JsonWebKey & { kid: string }> };
        this.keys = new Map(keys.map((jwk) => [jwk.kid, createPublicKey({ key: jwk, format: 'jwk' })]));
        this.lastFetch = Date.now();
      } finally {
        this.inflight = undefined;
      }
    })();
    return this.inflight;
  }
}
