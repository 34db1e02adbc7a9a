import { z } from 'zod';

/**
 * Which client addresses may tell us, through X-Forwarded-For, who the real caller is (issue 7:
 * trusting everyone let an attacker rotate "their" address past the per-address limits, or aim
 * them at someone else's). Comma-separated IPs, CIDRs or proxy-addr keywords (loopback,
 * linklocal, uniquelocal); empty trusts nobody. The caller is then the rightmost untrusted address.
 */
export const trustedProxiesField = (defaultList: string) =>
  z
    .string()
    .default(defaultList)
    .transform((raw) =>
      raw
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every((entry) => /^(loopback|linklocal|uniquelocal|[0-9a-f.:]+(\/\d{1,3})?)$/i.test(entry)), {
      message: 'must be a comma-separated list of IP addresses, CIDR ranges or loopback/linklocal/uniquelocal',
    });

/** Fastify's `trustProxy` for a list: false (the socket address is the caller) when the list is empty. */
export function trustProxyOption(list: readonly string[]): false | string[] {
  return list.length === 0 ? false : [...list];
}
