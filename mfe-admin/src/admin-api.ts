import { api } from '@clinote/platform';
import type { AdminStats, AdminUserRecord, AuditLogEntry, MailQueueState, PlatformHealth } from '@clinote/contracts';
import { ADMIN_TEXT } from './admin-text';

/** How many audit-log entries the Logs tab shows. */
export const AUDIT_LOG_LIMIT = 50;

/**
 * What GET /api/health told us. With an administrator's token the gateway sends every service's
 * checks; `services` is missing when it answered with the overall status only.
 */
export interface HealthReport {
  status: PlatformHealth['status'];
  services?: PlatformHealth['services'];
}

/** An RTK Query failure as the admin page reads it (fetchBaseQuery's error shape). */
export interface AdminFetchError {
  status: number | string;
  data?: unknown;
  error?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

// The admin calls (svc-identity's /api/admin/* and the gateway's /api/health) on the platform api.
// Tags: a delete changes the stats and the audit log; a test e-mail the mail queue and the log.
const adminQueries = api
  .enhanceEndpoints({ addTagTypes: ['AdminUsers', 'AdminStats', 'AdminAuditLog', 'AdminMailQueue'] })
  .injectEndpoints({
    endpoints: (build) => ({
      adminUsers: build.query<AdminUserRecord[], void>({
        // docs/product.md §7/§8: a user list that is not an array is an error ("Invalid data format…").
        async queryFn(_arg, _api, _extra, baseQuery) {
          const result = await baseQuery('/admin/users');
          if (result.error) return { error: result.error };
          if (!Array.isArray(result.data)) return { error: { status: 'CUSTOM_ERROR', error: ADMIN_TEXT.invalidFormat, data: result.data } };
          return { data: result.data as AdminUserRecord[] };
        },
        providesTags: ['AdminUsers'],
      }),
      adminStats: build.query<AdminStats, void>({ query: () => '/admin/stats', providesTags: ['AdminStats'] }),
      auditLog: build.query<AuditLogEntry[], number>({
        query: (limit) => ({ url: '/admin/audit-log', params: { limit } }),
        providesTags: ['AdminAuditLog'],
      }),
      mailQueue: build.query<MailQueueState, void>({ query: () => '/admin/mail-queue', providesTags: ['AdminMailQueue'] }),
      platformHealth: build.query<HealthReport, void>({
        // The gateway answers 503 when a part is down, with the same report: that is data to show here.
        async queryFn(_arg, _api, _extra, baseQuery) {
          const result = await baseQuery('/health');
          const body: unknown = result.error ? result.error.data : result.data;
          if (isObject(body) && (body.status === 'ok' || body.status === 'error')) {
            return {
              data: { status: body.status, ...(isObject(body.services) ? { services: body.services as PlatformHealth['services'] } : {}) },
            };
          }
          return result.error
            ? { error: result.error }
            : { error: { status: 'CUSTOM_ERROR', error: 'The health check answered in an unexpected format.', data: body } };
        },
      }),
    }),
  });

export const adminApi = adminQueries.injectEndpoints({
  endpoints: (build) => ({
    deleteUser: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/users/${encodeURIComponent(id)}`, method: 'DELETE' }),
      // 404: the account is already gone (another administrator): read the list again.
      invalidatesTags: (_result, error) =>
        error ? (error.status === 404 ? ['AdminUsers', 'AdminStats'] : []) : ['AdminStats', 'AdminAuditLog'],
      // The list is not read again after a delete (thousands of rows): the row is removed from it.
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        dispatch(adminQueries.util.updateQueryData('adminUsers', undefined, (users) => users.filter((user) => user.id !== id)));
      },
    }),
    sendTestEmail: build.mutation<{ message?: string } | null, string>({
      query: (email) => ({ url: '/admin/test-email', method: 'POST', body: { email } }),
      invalidatesTags: (_result, error) => (error ? [] : ['AdminMailQueue', 'AdminAuditLog']),
    }),
  }),
});

export const {
  useAdminUsersQuery,
  useAdminStatsQuery,
  useAuditLogQuery,
  useMailQueueQuery,
  usePlatformHealthQuery,
  useDeleteUserMutation,
  useSendTestEmailMutation,
} = adminApi;

/** The HTTP status of a failed call, if it got an answer. */
export function failureStatus(error: unknown): number | undefined {
  return isObject(error) && typeof error.status === 'number' ? error.status : undefined;
}
