import { AppRoutes } from './routes/AppRoutes';
import type { LoadRemoteRoutes } from './remotes/remote-routes-module';
import { RemoteLoaderProvider } from './remotes/remote-area-context';

/** The shell inside the providers (store, theme, router) that mountApp or a test supplies. */
export function ShellApp({ loadRemoteRoutes }: { loadRemoteRoutes: LoadRemoteRoutes }) {
  return (
    <RemoteLoaderProvider load={loadRemoteRoutes}>
      <AppRoutes />
    </RemoteLoaderProvider>
  );
}
