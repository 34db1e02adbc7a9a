import type { RemoteName } from './remotes';

/** Who may open a route (SPEC.md §2). */
export type RouteAccess = 'public' | 'signed-in';

export interface AppRoute {
  path: string;
  access: RouteAccess;
  /** The remote that renders this path; without one, the shell renders the page itself. */
  remote?: RemoteName;
  /**
   * The page is a catalogue form, whose form code is the shell's (@clinote/ui): the shell fetches it
   * with the page, and the gateway hints it (issue 11).
   */
  catalogueForm?: true;
}

/**
 * SPEC.md §2 route table: which remote owns a path and whether it needs a session. The shell renders
 * from it; the gateway reads it to serve each page with hints for the remote it will load. Any other
 * path is the 404 page.
 */
export const ROUTE_TABLE: readonly AppRoute[] = [
  { path: '/login', access: 'public', remote: 'mfe_auth' },
  { path: '/register', access: 'public', remote: 'mfe_auth' },
  { path: '/verify-email', access: 'public', remote: 'mfe_auth' },
  { path: '/forgot-password', access: 'public', remote: 'mfe_auth' },
  { path: '/reset-password', access: 'public', remote: 'mfe_auth' },
  { path: '/resend-verification', access: 'public', remote: 'mfe_auth' },
  { path: '/', access: 'signed-in' },
  { path: '/pt-eval', access: 'signed-in', remote: 'mfe_soap', catalogueForm: true },
  { path: '/ot-eval', access: 'signed-in', remote: 'mfe_soap', catalogueForm: true },
  { path: '/sn-eval', access: 'signed-in', remote: 'mfe_soap', catalogueForm: true },
  { path: '/dme/wheelchair', access: 'signed-in', remote: 'mfe_dme', catalogueForm: true },
  { path: '/dme/hospital-bed', access: 'signed-in', remote: 'mfe_dme', catalogueForm: true },
  { path: '/dme/commode', access: 'signed-in', remote: 'mfe_dme', catalogueForm: true },
  { path: '/dme/walker', access: 'signed-in', remote: 'mfe_dme', catalogueForm: true },
  { path: '/admin', access: 'signed-in', remote: 'mfe_admin' },
];

/** The route for a pathname (case-insensitive, one trailing slash tolerated, as the router matches), or undefined. */
export function findRoute(pathname: string): AppRoute | undefined {
  const path = (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname).toLowerCase();
  return ROUTE_TABLE.find((route) => route.path === path);
}
