import { ProtectedRoute, useLocation, useSession } from '@clinote/platform';
import { DashboardPage } from '../dashboard/DashboardPage';
import { SignedInLayout } from '../layout/SignedInLayout';
import { NotFoundPage } from '../NotFoundPage';
import { RemoteArea } from '../remotes/RemoteArea';
import { findRoute, type AppRoute } from './route-table';

/**
 * Renders the page of the current path from ROUTE_TABLE. Remote areas render at the router's
 * root, so a remote's own <Routes> matches the same full paths whether it runs inside the shell
 * or on its own port.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const route = findRoute(pathname);
  if (!route) return <NotFoundPage />;
  if (route.access === 'public') return <RouteContent route={route} />;
  return (
    <ProtectedRoute>
      <SignedInLayout>
        <RouteContent route={route} />
      </SignedInLayout>
    </ProtectedRoute>
  );
}

function RouteContent({ route }: { route: AppRoute }) {
  // key: moving to another remote mounts a fresh area (its own loading, fallback and Retry).
  if (route.remote) return <RemoteArea key={route.remote} remote={route.remote} />;
  return <Dashboard />;
}

function Dashboard() {
  const { user } = useSession();
  // ProtectedRoute renders this only once signed in, so there is a user.
  return user ? <DashboardPage user={user} /> : null;
}
