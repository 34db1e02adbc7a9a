import { z } from 'zod';
import { baseEnvSchema, redisEnvSchema } from '@clinote/nest-common';

/** An unset or blank variable is "not configured" (compose files often pass `AI_BASE_URL=`). */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalText = z.preprocess(blankToUndefined, z.string().trim().optional());
const optionalUrl = z.preprocess(blankToUndefined, z.url().optional());
const milliseconds = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

export const envSchema = baseEnvSchema
  .extend(redisEnvSchema.shape)
  .extend({
    PORT: z.coerce.number().int().min(0).max(65535).default(4003),
    /** svc-identity, whose JWKS verifies the callers' access tokens. */
    IDENTITY_URL: z.url().default('http://127.0.0.1:4001'),

    /** Gemini is used when this is set (and AI_BASE_URL is not). */
    GEMINI_API_KEY: optionalText,
    GEMINI_MODEL: z.string().trim().min(1).default('gemini-2.5-flash'),
    /** Override only to point the SDK at a compatible endpoint (tests use a local fake). */
    GEMINI_BASE_URL: optionalUrl,

    /** An OpenAI-compatible server (Ollama, vLLM, llama.cpp server, Azure OpenAI), e.g. http://127.0.0.1:11434/v1. Wins over Gemini. */
    AI_BASE_URL: optionalUrl,
    /** Local servers ignore the key; hosted ones (Azure OpenAI) need it. */
    AI_API_KEY: optionalText,
    AI_MODEL: optionalText,
    /**
     * Issue 21: "true" declares the AI_BASE_URL server self-hosted on machines the clinic controls.
     * Text for it is then checked like the offline rewrite's (only high-confidence PHI findings need
     * the clinician's confirmation); any other provider is external and every finding needs it.
     */
    AI_PROVIDER_TRUSTED: z.preprocess(
      blankToUndefined,
      z
        .enum(['true', 'false'], { error: 'must be true or false' })
        .default('false')
        .transform((value) => value === 'true'),
    ),

    /**
     * Overall deadline of one enhancement call, retries included. Kept below the gateway's AI
     * upstream timeout (10 s) so the browser hears our answer, and can fall back, in time.
     */
    AI_TIMEOUT_MS: milliseconds(1000, 60_000).default(8000),
    /** One provider request; defaults to the whole deadline (a slow model still answers in time). */
    AI_ATTEMPT_TIMEOUT_MS: milliseconds(200, 60_000).optional(),
    AI_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(60),
    /** Consecutive failed provider requests that open the circuit breaker. */
    AI_BREAKER_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
    /** How long an open breaker answers 503 at once before one probe request is let through. */
    AI_BREAKER_OPEN_MS: milliseconds(100, 600_000).default(30_000),
  })
  .superRefine((env, ctx) => {
    if (env.AI_BASE_URL && !env.AI_MODEL) {
      ctx.addIssue({
        code: 'custom',
        path: ['AI_MODEL'],
        message: 'AI_MODEL is required when AI_BASE_URL is set (the model name the server serves, e.g. llama3.1:8b)',
      });
    }
    if (env.AI_PROVIDER_TRUSTED && !env.AI_BASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['AI_PROVIDER_TRUSTED'],
        message:
          'true applies only to a self-hosted OpenAI-compatible server, and AI_BASE_URL is not set. Gemini is never trusted (text sent to it leaves the clinic): set AI_BASE_URL or remove AI_PROVIDER_TRUSTED',
      });
    }
    if (env.AI_ATTEMPT_TIMEOUT_MS !== undefined && env.AI_ATTEMPT_TIMEOUT_MS > env.AI_TIMEOUT_MS) {
      ctx.addIssue({ code: 'custom', path: ['AI_ATTEMPT_TIMEOUT_MS'], message: `must not exceed AI_TIMEOUT_MS (${env.AI_TIMEOUT_MS})` });
    }
  })
  .transform((env) => ({ ...env, AI_ATTEMPT_TIMEOUT_MS: env.AI_ATTEMPT_TIMEOUT_MS ?? env.AI_TIMEOUT_MS }));

export type AiConfig = z.infer<typeof envSchema>;
