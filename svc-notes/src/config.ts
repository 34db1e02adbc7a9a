import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { baseEnvSchema, databaseEnvSchema, redisEnvSchema } from '@clinote/nest-common';

export const envSchema = baseEnvSchema
  .extend(databaseEnvSchema.shape)
  .extend(redisEnvSchema.shape)
  .extend({
    PORT: z.coerce.number().int().min(0).max(65535).default(4002),
    /** The PostgreSQL schema svc-notes owns (docs/architecture.md §6). Tests use a throw-away one. */
    DB_SCHEMA: z
      .string()
      .regex(/^[a-z_][a-z0-9_]*$/)
      .default('notes'),
    /** svc-identity, whose JWKS verifies every caller's token. */
    IDENTITY_URL: z.string().url().default('http://127.0.0.1:4001'),
    /** Threads that render letter PDFs off the request loop (issue 19): all cores but one, at least one. */
    PDF_RENDER_THREADS: z.coerce
      .number()
      .int()
      .min(1)
      .max(32)
      .default(Math.max(1, Math.min(4, availableParallelism() - 1))),
    /** PDFs that may wait for a thread; past that a request gets 503 "try again in a minute". */
    PDF_RENDER_QUEUE: z.coerce.number().int().min(0).max(1000).default(20),
    /** A render taking longer ends its thread and answers 503 (the largest allowed letter takes ~2 s). */
    PDF_RENDER_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
    /** Per-user quotas (issue 19), each counted in Redis over one hour; 429 past them. */
    NOTE_SAVES_PER_HOUR: z.coerce.number().int().min(1).default(600),
    NOTE_EMAILS_PER_HOUR: z.coerce.number().int().min(1).default(60),
    LETTER_PDFS_PER_HOUR: z.coerce.number().int().min(1).default(120),
  });

export type NotesConfig = z.infer<typeof envSchema>;
