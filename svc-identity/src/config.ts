import { z } from 'zod';
import { baseEnvSchema, databaseEnvSchema, redisEnvSchema } from '@clinote/nest-common';

export const envSchema = baseEnvSchema.extend(databaseEnvSchema.shape).extend(redisEnvSchema.shape).extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(4001),
  /** The PostgreSQL schema svc-identity owns (ARCHITECTURE.md §6). Tests use a throw-away one. */
  DB_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]*$/).default('identity'),
  /** Comma-separated, case-insensitive: these accounts are administrators. The server is the authority. */
  ADMIN_EMAILS: z.string().default(''),
  /** Where the browser reaches the app; links in e-mails point here. */
  PUBLIC_URL: z.string().url().default('http://localhost:8080'),
  /** ES256 signing key (PKCS#8 PEM). Unset: one is generated once and kept in the database. */
  JWT_PRIVATE_KEY: z.string().optional().transform((v) => (v?.trim() ? v.replace(/\\n/g, '\n') : undefined)),
  /** Lifetime of an access token; signing out revokes it earlier. */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(30 * 24 * 3600).default(12 * 3600),
});

export type IdentityConfig = z.infer<typeof envSchema>;
