/** GET /api/auth/me: the signed-in user (SPEC.md §3 "Current user"). */
export interface CurrentUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** Decided by the server (ADMIN_EMAILS), never by the client (ARCHITECTURE.md §5). */
  isAdmin: boolean;
}
