import type { ReactNode } from 'react';
import { ProtectedRoute, useLocation, useSession } from '@clinote/platform';
import { SignedInArea } from '../layout/lazy-signed-in';
import { NotFoundPage } from '../NotFoundPage';
import { RemoteArea } from '../remotes/RemoteArea';
import { findRoute } from '../route-table';

/**
 * Renders the page of the current path from ROUTE_TABLE. Remote areas render at the router's
 * root, so a remote's own <Routes> matches the same full paths whether it runs inside the shell
 * or on its own port.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const route = findRoute(pathname);
  if (!route) return <NotFoundPage />;
  // key: moving to another remote mounts a fresh area (its own loading, fallback and Retry).
  const remote = route.remote ? <RemoteArea key={route.remote} remote={route.remote} /> : null;
  if (route.access === 'public') return remote;
  return (
    <ProtectedRoute>
      <SignedIn>{remote}</SignedIn>
    </ProtectedRoute>
  );
}

/** The signed-in layout around a remote's page, or around the dashboard (the shell's own page). */
function SignedIn({ children }: { children: ReactNode }) {
  const { user } = useSession();
  // ProtectedRoute renders this only once signed in, so there is a user.
  if (!user) return null;
  return <SignedInArea user={user}>{children}</SignedInArea>;
}
