import { preloadCatalogueForm } from '@clinote/ui';
import { getToken } from '@clinote/platform';
import { loadSignedInArea } from '../layout/lazy-signed-in';
import type { LoadRemoteRoutes } from '../remotes/remote-routes-module';
import { preloadRemoteRoutes } from '../remotes/RemoteArea';
import { findRoute } from '../route-table';

/**
 * Fetches the code the first page will render, before React renders it (issue 11): the signed-in
 * layout, the route's remote and, on a form page, the form code — all at once. Resolves when all of
 * it is here or has failed (a failure shows where the code is used, with its Retry). A signed-in
 * page without a stored session only goes to /login: nothing of it is fetched.
 */
export function preloadRoute(pathname: string, loadRemoteRoutes: LoadRemoteRoutes): Promise<void> {
  const route = findRoute(pathname);
  if (!route || (route.access === 'signed-in' && !getToken())) return Promise.resolve();
  return Promise.all([
    route.access === 'signed-in' ? loadSignedInArea().catch(() => undefined) : undefined,
    route.remote ? preloadRemoteRoutes(loadRemoteRoutes, route.remote) : undefined,
    route.catalogueForm ? preloadCatalogueForm() : undefined,
  ]).then(() => undefined);
}
