import type { RemoteName } from '@clinote/contracts';
import { preloadCatalogueForm } from '@clinote/ui';
import { loadSignedInArea } from '../layout/lazy-signed-in';
import { findRoute } from './route-table';

/** Remotes whose pages are catalogue forms: their form code comes from the shell's @clinote/ui. */
const FORM_REMOTES: ReadonlySet<RemoteName> = new Set(['mfe_soap', 'mfe_dme']);

/**
 * Starts fetching the shell's own code the first page will need, before React has rendered it
 * (issue 11): the signed-in layout while the session is checked, a form page's form code while its
 * remote loads. Only fetching; a failure is retried where the code is used.
 */
export function preloadRoute(pathname: string): void {
  const route = findRoute(pathname);
  if (!route) return;
  if (route.access === 'signed-in') loadSignedInArea().catch(() => undefined);
  if (route.remote && FORM_REMOTES.has(route.remote)) preloadCatalogueForm();
}
