import { z } from 'zod';
import { adminEnvSchema, baseEnvSchema, databaseEnvSchema, redisEnvSchema } from '@clinote/nest-common';

export const envSchema = baseEnvSchema
  .extend(databaseEnvSchema.shape)
  .extend(redisEnvSchema.shape)
  .extend(adminEnvSchema.shape)
  .extend({
    PORT: z.coerce.number().int().min(0).max(65535).default(4001),
    /** The PostgreSQL schema svc-identity owns (docs/architecture.md §6). Tests use a throw-away one. */
    DB_SCHEMA: z
      .string()
      .regex(/^[a-z_][a-z0-9_]*$/)
      .default('identity'),
    /** svc-notes, asked for the note counters that changed by the admin lists (GET /internal/stats/user-counts). */
    NOTES_URL: z.string().url().default('http://127.0.0.1:4002'),
    /** Where the browser reaches the app; links in e-mails point here. */
    PUBLIC_URL: z.string().url().default('http://localhost:8080'),
    /** ES256 signing key (PKCS#8 PEM). Unset: one is generated once and kept in the database. */
    JWT_PRIVATE_KEY: z
      .string()
      .optional()
      .transform((v) => (v?.trim() ? v.replace(/\\n/g, '\n') : undefined)),
    /**
     * Public keys (PEM, one or more blocks) accepted and published beside the signing key, for a
     * rotation without signing anyone out: first publish the next key, then sign with it while the
     * previous one stays here for one token lifetime (docs/runbook.md).
     */
    JWT_VERIFY_PUBLIC_KEYS: z
      .string()
      .optional()
      .transform((raw) => (raw ?? '').replace(/\\n/g, '\n').match(/-----BEGIN PUBLIC KEY-----[\s\S]+?-----END PUBLIC KEY-----/g) ?? []),
    /** Lifetime of an access token; signing out revokes it earlier. */
    ACCESS_TOKEN_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(60)
      .max(30 * 24 * 3600)
      .default(12 * 3600),
    /** Mail requests (register, resend, forgot) one caller address may make per hour (issue 7: no mail cannon). */
    MAIL_REQUESTS_PER_CALLER_PER_HOUR: z.coerce.number().int().min(1).default(20),
    /** Mail requests the whole platform accepts per hour: a ceiling on what an abuser can make it send. */
    MAIL_REQUESTS_PER_HOUR: z.coerce.number().int().min(1).default(1000),
  });

export type IdentityConfig = z.infer<typeof envSchema>;
