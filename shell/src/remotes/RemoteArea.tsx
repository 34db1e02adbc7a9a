import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import type { RemoteName } from '@clinote/contracts';
import { PageSpinner } from '@clinote/ui';
import { RemoteAreaContext, useRemoteLoader } from './remote-area-context';
import { RemoteBoundary } from './RemoteBoundary';

/**
 * Mounts a remote's Routes: a spinner while it loads, a fallback with Retry when it cannot be
 * loaded or crashes. Retry starts a fresh load (React.lazy remembers a settled one) and a fresh
 * error boundary.
 */
export function RemoteArea({ remote }: { remote: RemoteName }) {
  const load = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // `attempt` is a deliberate dependency: each Retry needs a new lazy component.
  const RemoteRoutes = useMemo(() => lazy(() => load(remote)), [load, remote, attempt]);
  const area = useMemo(() => ({ remote, retry }), [remote, retry]);
  return (
    <RemoteAreaContext.Provider value={area}>
      <RemoteBoundary key={attempt} remote={remote} onRetry={retry}>
        <Suspense fallback={<PageSpinner />}>
          <RemoteRoutes />
        </Suspense>
      </RemoteBoundary>
    </RemoteAreaContext.Provider>
  );
}
