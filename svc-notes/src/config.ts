import { z } from 'zod';
import { baseEnvSchema, databaseEnvSchema, redisEnvSchema } from '@clinote/nest-common';

export const envSchema = baseEnvSchema.extend(databaseEnvSchema.shape).extend(redisEnvSchema.shape).extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(4002),
  /** The PostgreSQL schema svc-notes owns (ARCHITECTURE.md §6). Tests use a throw-away one. */
  DB_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]*$/).default('notes'),
  /** svc-identity, whose JWKS verifies every caller's token. */
  IDENTITY_URL: z.string().url().default('http://127.0.0.1:4001'),
});

export type NotesConfig = z.infer<typeof envSchema>;
