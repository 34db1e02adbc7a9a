import { api } from '@clinote/platform';
import {
  ADMIN_USERS_PAGE,
  AUDIT_LOG_INCOMPLETE_HEADER,
  TOTAL_COUNT_HEADER,
  type AdminStats,
  type AdminUserRecord,
  type AdminUserSort,
  type AuditLogEntry,
  type MailQueueState,
  type PlatformHealth,
  type SortDirection,
} from '@clinote/contracts';
import { ADMIN_TEXT } from './admin-text';

/** How many audit-log entries the Logs tab shows. */
export const AUDIT_LOG_LIMIT = 50;

/** The audit log as the Logs tab shows it; `incomplete` names a source that could not be read (issue 25: svc-notes). */
export interface AuditLogView {
  entries: AuditLogEntry[];
  incomplete: string | null;
}

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

/** What the Users tab asks the server for: one page, searched and sorted there (issue 23). */
export interface AdminUsersArgs {
  page: number;
  pageSize: number;
  search: string;
  sort: AdminUserSort;
  order: SortDirection;
}

export const FIRST_USERS_PAGE: AdminUsersArgs = {
  page: 1,
  pageSize: ADMIN_USERS_PAGE.defaultSize,
  search: '',
  sort: ADMIN_USERS_PAGE.defaultSort,
  order: 'desc',
};

/** One page of accounts and how many match in all. */
export interface AdminUsersPage {
  rows: AdminUserRecord[];
  total: number;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

// The admin calls (svc-identity's /api/admin/* and the gateway's /api/health) on the platform api.
// Tags: a delete changes the stats and the audit log; a test e-mail the mail queue and the log.
const adminQueries = api
  .enhanceEndpoints({ addTagTypes: ['AdminUsers', 'AdminStats', 'AdminAuditLog', 'AdminMailQueue'] })
  .injectEndpoints({
    endpoints: (build) => ({
      adminUsers: build.query<AdminUsersPage, AdminUsersArgs>({
        // docs/product.md §7/§8: a user list that is not an array is an error ("Invalid data format…").
        async queryFn({ search, ...args }, _api, _extra, baseQuery) {
          const result = await baseQuery({ url: '/admin/users', params: search ? { ...args, search } : args });
          if (result.error) return { error: result.error };
          if (!Array.isArray(result.data)) return { error: { status: 'CUSTOM_ERROR', error: ADMIN_TEXT.invalidFormat, data: result.data } };
          const rows = result.data as AdminUserRecord[];
          const header = Number(result.meta?.response?.headers.get(TOTAL_COUNT_HEADER) ?? NaN);
          // Without the header (an older server) the count is what has been seen so far.
          const total = Number.isInteger(header) && header >= 0 ? header : (args.page - 1) * args.pageSize + rows.length;
          return { data: { rows, total } };
        },
        providesTags: ['AdminUsers'],
      }),
      adminStats: build.query<AdminStats, void>({ query: () => '/admin/stats', providesTags: ['AdminStats'] }),
      auditLog: build.query<AuditLogView, number>({
        query: (limit) => ({ url: '/admin/audit-log', params: { limit } }),
        transformResponse: (entries: unknown, meta): AuditLogView => ({
          entries: Array.isArray(entries) ? (entries as AuditLogEntry[]) : [],
          incomplete: meta?.response?.headers.get(AUDIT_LOG_INCOMPLETE_HEADER) ?? null,
        }),
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
      // The page is read again (the next account moves up into it), and the stats and the log;
      // 404: the account is already gone (another administrator): the same.
      invalidatesTags: (_result, error) =>
        error ? (error.status === 404 ? ['AdminUsers', 'AdminStats'] : []) : ['AdminUsers', 'AdminStats', 'AdminAuditLog'],
      // Meanwhile the row leaves every page held, so it does not linger until the answer.
      async onQueryStarted(id, { dispatch, queryFulfilled, getState }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        for (const { originalArgs } of adminQueries.util.selectInvalidatedBy(getState(), ['AdminUsers']))
          dispatch(
            adminQueries.util.updateQueryData('adminUsers', originalArgs as AdminUsersArgs, (page) => {
              const rows = page.rows.filter((user) => user.id !== id);
              return { rows, total: page.total - (page.rows.length - rows.length) };
            }),
          );
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
