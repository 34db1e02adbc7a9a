import { z } from 'zod';
import { ADMIN_MESSAGES, ADMIN_USER_FIRST_ORDER, ADMIN_USER_SORTS, ADMIN_USERS_PAGE } from './admin';
import { emailField } from './auth.schemas';

/** POST /api/admin/test-email. */
export const testEmailRequestSchema = z.object({
  email: z.string({ error: ADMIN_MESSAGES.emailRequired }).trim().min(1, ADMIN_MESSAGES.emailRequired).pipe(emailField),
});

const wholeNumber = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max.toLocaleString('en-US')}`);

/**
 * GET /api/admin/users query (issue 23; docs/product.md §7): bad input is a 400 naming the
 * parameter, an unknown parameter too (a misspelt `pagesize` would otherwise be ignored quietly).
 */
export const adminUsersQuerySchema = z
  .strictObject(
    {
      page: wholeNumber('page', 1, 1_000_000).default(1),
      pageSize: wholeNumber('pageSize', 1, ADMIN_USERS_PAGE.maxSize).default(ADMIN_USERS_PAGE.defaultSize),
      search: z
        .string({ error: 'search must be given once, as text' })
        .trim()
        .max(ADMIN_USERS_PAGE.maxSearchLength, `search must be at most ${ADMIN_USERS_PAGE.maxSearchLength} characters`)
        .default(''),
      sort: z.enum(ADMIN_USER_SORTS, { error: `sort must be one of ${ADMIN_USER_SORTS.join(', ')}` }).default(ADMIN_USERS_PAGE.defaultSort),
      order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? `unknown query parameter: ${issue.keys.join(', ')}` : undefined) },
  )
  .transform((query) => ({ ...query, order: query.order ?? ADMIN_USER_FIRST_ORDER[query.sort] }));
export type AdminUsersQueryInput = z.output<typeof adminUsersQuerySchema>;

/** GET /api/admin/audit-log query: how many of the latest entries. */
export const auditLogQuerySchema = z.object({
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(500).default(50),
});
