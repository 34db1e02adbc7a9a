import { z } from 'zod';
import { baseEnvSchema, redisEnvSchema, trustedProxiesField } from '@clinote/nest-common';
import { REMOTE_NAMES, type RemotesMap } from '@clinote/contracts';

const isUrl = (value: string) => z.string().url().safeParse(value).success;

/**
 * An upstream's base URL, or several separated by commas: the instances of one upstream, which the
 * gateway balances over (proxy/upstream-instances.ts). Instances differ in host and port only.
 */
const upstream = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((raw) =>
      raw
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean),
    )
    .refine((list) => list.length > 0 && list.every(isUrl), { message: 'must be a URL, or the URLs of the instances separated by commas' })
    .refine((list) => !list.every(isUrl) || new Set(list.map((u) => new URL(u).pathname.replace(/\/$/, ''))).size === 1, {
      message: 'the instances of one upstream must have the same path (only host and port may differ)',
    });

export const envSchema = baseEnvSchema.extend(redisEnvSchema.shape).extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** GET /metrics for Prometheus, on a port of its own: the main port is public (issue 26). */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  /**
   * The gateway is the edge: by default nobody's X-Forwarded-For is believed and the socket's
   * address is the caller. Behind a load balancer, list its addresses (issue 7).
   */
  TRUSTED_PROXIES: trustedProxiesField(''),
  IDENTITY_URL: upstream('http://127.0.0.1:4001'),
  NOTES_URL: upstream('http://127.0.0.1:4002'),
  AI_URL: upstream('http://127.0.0.1:4003'),
  MAILER_URL: upstream('http://127.0.0.1:4004'),
  SHELL_URL: upstream('http://127.0.0.1:3000'),
  MFE_AUTH_URL: upstream('http://127.0.0.1:3001'),
  MFE_SOAP_URL: upstream('http://127.0.0.1:3002'),
  MFE_DME_URL: upstream('http://127.0.0.1:3003'),
  MFE_ADMIN_URL: upstream('http://127.0.0.1:3004'),
  /**
   * Override of /remotes.json as JSON, e.g. to serve one remote from a CDN:
   * {"mfe_soap":"https://cdn.example.com/mfe-soap/mf-manifest.json"}. Unlisted remotes keep their default.
   */
  REMOTES_JSON: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (!raw?.trim()) return {};
      try {
        const parsed = JSON.parse(raw) as Record<string, unknown>;
        for (const [name, value] of Object.entries(parsed)) {
          if (!(REMOTE_NAMES as readonly string[]).includes(name) || typeof value !== 'string')
            throw new Error(`unknown remote or non-string URL: ${name}`);
        }
        return parsed as Partial<RemotesMap>;
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: `must be a JSON object of remote name → manifest URL (${(err as Error).message})` });
        return z.NEVER;
      }
    }),
  /**
   * Origins (scheme://host[:port]) allowed to call the API from another origin, comma-separated.
   * Default none: the app and its remotes use the gateway's own origin.
   */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((raw) =>
      raw
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every((origin) => /^https?:\/\/[^/\s]+$/.test(origin)), {
      message: 'must be comma-separated origins like https://app.example.org',
    }),
  /** Give up connecting to an upstream after this long (it is down), so the browser gets a 503 quickly. */
  UPSTREAM_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(2000),
  /** Longest wait for an upstream's answer; AI rewriting gets its own, longer budget. */
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).default(15000),
  /** Above svc-ai's own deadline (AI_TIMEOUT_MS, 8 s), so the browser hears svc-ai's answer, fallback included, within 10 s. */
  AI_UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).default(10000),
});

export type GatewayConfig = z.infer<typeof envSchema>;
