import { z } from 'zod';
import { baseEnvSchema } from '@clinote/nest-common';

export const envSchema = baseEnvSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(4003),
  /** Without a key every enhancement uses the offline rewrite from @clinote/clinical-text. */
  GEMINI_API_KEY: z.string().optional().transform((v) => (v?.trim() ? v.trim() : undefined)),
  GEMINI_MODEL: z.string().default('gemini-2.5-flash'),
  /** Override only to point the SDK at a compatible endpoint (tests use a local fake). */
  GEMINI_BASE_URL: z.string().url().optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120000).default(20000),
});

export type AiConfig = z.infer<typeof envSchema>;
