import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';
import type { RemoteName } from '@clinote/contracts';
import { PageSpinner } from '@clinote/ui';
import { page, pageHintedRemote } from './load-remote-routes';
import type { LoadRemoteRoutes, RemoteRoutesModule } from './remote-routes-module';
import { RemoteAreaContext, useRemoteLoader } from './remote-area-context';
import { RemoteBoundary } from './RemoteBoundary';

interface RemoteLoad {
  loading: Promise<RemoteRoutesModule>;
  /** The module once it has arrived. */
  module?: RemoteRoutesModule;
  /** What the area renders, chosen on its first render and kept (a change of type would remount the remote). */
  Routes?: ComponentType;
  failed: boolean;
}

/**
 * One load per remote and loader, kept outside React state: React may render a subtree more than
 * once before committing it (prerendering behind a suspended boundary), and state made in a
 * discarded render would start the same load again. A failed load is kept until Retry, or until its
 * area unmounts (coming back to the area then loads it again).
 */
const loads = new WeakMap<LoadRemoteRoutes, Map<RemoteName, RemoteLoad>>();

function startLoad(load: LoadRemoteRoutes, remote: RemoteName): RemoteLoad {
  const byRemote = loads.get(load) ?? new Map<RemoteName, RemoteLoad>();
  loads.set(load, byRemote);
  const current = byRemote.get(remote);
  if (current) return current;
  const fresh: RemoteLoad = { failed: false, loading: load(remote) };
  fresh.loading.then(
    (module) => (fresh.module = module),
    () => (fresh.failed = true),
  );
  byRemote.set(remote, fresh);
  return fresh;
}

/**
 * Starts loading a remote's Routes before React renders (the bootstrap does, for the first page);
 * resolves when it is here or could not be loaded.
 */
export function preloadRemoteRoutes(load: LoadRemoteRoutes, remote: RemoteName): Promise<void> {
  return startLoad(load, remote).loading.then(
    () => undefined,
    () => undefined,
  );
}

/** The remote's Routes: the component itself when it has already arrived, else React.lazy (see code-split.tsx in @clinote/ui). */
function remoteRoutes(load: LoadRemoteRoutes, remote: RemoteName): ComponentType {
  const current = startLoad(load, remote);
  current.Routes ??= current.module ? current.module.default : lazy(() => current.loading);
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
