import { createContext, useContext, type ReactNode } from 'react';
import type { RemoteName } from '@clinote/contracts';
import type { LoadRemoteRoutes } from './remote-routes-module';

const LoaderContext = createContext<LoadRemoteRoutes | null>(null);

/** Provides how remotes are loaded: Module Federation in the app, a stand-in in tests. */
export function RemoteLoaderProvider({ load, children }: { load: LoadRemoteRoutes; children: ReactNode }) {
  return <LoaderContext.Provider value={load}>{children}</LoaderContext.Provider>;
}

export function useRemoteLoader(): LoadRemoteRoutes {
  const load = useContext(LoaderContext);
  if (!load) throw new Error('useRemoteLoader must be used inside <RemoteLoaderProvider>');
  return load;
}

export interface RemoteAreaState {
  remote: RemoteName;
  retry: () => void;
}

export const RemoteAreaContext = createContext<RemoteAreaState | null>(null);

/** The remote area the calling component renders in (the fallback's Retry uses it). */
export function useRemoteArea(): RemoteAreaState {
  const area = useContext(RemoteAreaContext);
  if (!area) throw new Error('useRemoteArea must be used inside <RemoteArea>');
  return area;
}
