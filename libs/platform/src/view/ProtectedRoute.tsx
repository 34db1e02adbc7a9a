import { PAGES } from '@clinote/contracts';
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '@clinote/ui';
import { useSession } from '../session/useSession';

/**
 * docs/product.md §2: a protected route shows a spinner while the session resolves, then either its
 * content (signed in) or a redirect to /login (anonymous).
 */
export function ProtectedRoute({ children }: { children?: ReactNode }) {
  const { status } = useSession();
  if (status === 'loading') return <PageSpinner label="Checking your session…" />;
  if (status === 'anonymous') return <Navigate to={PAGES.login.path} replace />;
  return <>{children ?? <Outlet />}</>;
}
