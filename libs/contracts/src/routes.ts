import { PAGE_LIST, type PageEntry, type RouteAccess } from './pages';
import type { RemoteName } from './remotes';

export type { RouteAccess } from './pages';

/** What the shell needs to render a path and the gateway to serve it: a page of the registry (pages.ts), routing facts only. */
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

const routeOf = ({ path, access, remote, catalogueForm }: PageEntry): AppRoute => ({
  path,
  access,
  ...(remote ? { remote } : {}),
  ...(catalogueForm ? { catalogueForm } : {}),
});

/**
 * docs/product.md §2 route table, derived from the page registry: which remote owns a path and whether it
 * needs a session. The shell renders from it; the gateway reads it to serve each page with hints for
 * the remote it will load. Any other path is the 404 page.
 */
export const ROUTE_TABLE: readonly AppRoute[] = PAGE_LIST.map(routeOf);

/** The route for a pathname (case-insensitive, one trailing slash tolerated, as the router matches), or undefined. */
export function findRoute(pathname: string): AppRoute | undefined {
  const path = (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname).toLowerCase();
  return ROUTE_TABLE.find((route) => route.path === path);
}
