import { z } from 'zod';
import { adminEnvSchema, baseEnvSchema, redisEnvSchema } from '@clinote/nest-common';

export const envSchema = baseEnvSchema
  .extend(redisEnvSchema.shape)
  .extend(adminEnvSchema.shape)
  .extend({
    /** This port serves health and queue status only; the work comes from the `mail` queue. */
    PORT: z.coerce.number().int().min(0).max(65535).default(4004),
    /** smtp://user:pass@host:port (smtps:// for implicit TLS). Default: the local MailDev capture. */
    SMTP_URL: z.string().url().default('smtp://127.0.0.1:1025'),
    MAIL_FROM: z.string().min(3).default('Clinote <no-reply@clinote.local>'),
    /** Where the browser reaches the app; links in e-mails point here. */
    PUBLIC_URL: z.string().url().default('http://localhost:8080'),
    MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(4),
    /** svc-notes, where a note mail's text and a letter's PDF are fetched (the job carries ids only, issue 19). */
    NOTES_URL: z.string().url().default('http://127.0.0.1:4002'),
    /** svc-identity, whose JWKS verifies the admin token GET /queue requires. */
    IDENTITY_URL: z.string().url().default('http://127.0.0.1:4001'),
  });

export type MailerConfig = z.infer<typeof envSchema>;
