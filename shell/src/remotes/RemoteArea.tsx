import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteName } from '@clinote/contracts';
import { PageSpinner } from '@clinote/ui';
import { page, pageHintedRemote, type LoadRemoteRoutes } from './load-remote-routes';
import { RemoteAreaContext, useRemoteLoader } from './remote-area-context';
import { RemoteBoundary } from './RemoteBoundary';

interface RemoteLoad {
  Routes: LazyExoticComponent<ComponentType>;
  failed: boolean;
}

/**
 * One lazy component per remote and loader, kept outside React state: React may render a subtree
 * more than once before committing it (prerendering behind a suspended boundary), and state made in
 * a discarded render would start the same load again. A failed load is kept until Retry, or until
 * its area unmounts (coming back to the area then loads it again).
 */
const loads = new WeakMap<LoadRemoteRoutes, Map<RemoteName, RemoteLoad>>();

function remoteRoutes(load: LoadRemoteRoutes, remote: RemoteName): RemoteLoad['Routes'] {
  const byRemote = loads.get(load) ?? new Map<RemoteName, RemoteLoad>();
  loads.set(load, byRemote);
  let current = byRemote.get(remote);
  if (!current) {
    const fresh: RemoteLoad = {
      failed: false,
      Routes: lazy(() =>
        load(remote).catch((error: unknown) => {
          fresh.failed = true;
          throw error;
        }),
      ),
    };
    byRemote.set(remote, fresh);
    current = fresh;
  }
  return current.Routes;
}

/** Forgets a remote's load (or only a failed one), so the next render loads it again. */
function forgetRemoteRoutes(load: LoadRemoteRoutes, remote: RemoteName, { onlyIfFailed = false } = {}): void {
  const byRemote = loads.get(load);
  if (!onlyIfFailed || byRemote?.get(remote)?.failed) byRemote?.delete(remote);
}

/**
 * Mounts a remote's Routes: a spinner while it loads, a fallback with Retry when it cannot be
 * loaded or crashes. Retry starts a fresh load (React.lazy remembers a settled one) and a fresh
 * error boundary — or loads the page again when the page came with preload hints for this remote,
 * whose failed answers the browser would otherwise hand straight back.
 */
export function RemoteArea({ remote }: { remote: RemoteName }) {
  const load = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    if (pageHintedRemote(remote)) return page.reload();
    forgetRemoteRoutes(load, remote);
    setAttempt((n) => n + 1);
  }, [load, remote]);
  useEffect(() => () => forgetRemoteRoutes(load, remote, { onlyIfFailed: true }), [load, remote]);
  const RemoteRoutes = remoteRoutes(load, remote);
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
