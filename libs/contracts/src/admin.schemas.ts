import { z } from 'zod';
import { ADMIN_MESSAGES } from './admin';
import { emailField } from './auth.schemas';

/** POST /api/admin/test-email. */
export const testEmailRequestSchema = z.object({
  email: z.string({ error: ADMIN_MESSAGES.emailRequired }).trim().min(1, ADMIN_MESSAGES.emailRequired).pipe(emailField),
});
